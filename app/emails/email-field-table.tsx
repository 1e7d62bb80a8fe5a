import { Column, Row, Section, Text } from "@react-email/components";

/** Label / value lines, as a team member reads a request at a glance. Empty values show "Non renseigné". */
export function EmailFieldTable({ fields }: { fields: Array<[label: string, value: string | null | undefined]> }) {
  return (
    <Section>
      {fields.map(([label, value]) => (
        <Row key={label}>
          <Column style={{ width: 160, verticalAlign: "top" }}>
            <Text style={{ margin: "4px 0", fontWeight: 700, fontSize: 14 }}>{label}</Text>
          </Column>
          <Column>
            <Text style={{ margin: "4px 0", fontSize: 14, whiteSpace: "pre-wrap" }}>{value || "Non renseigné"}</Text>
          </Column>
        </Row>
      ))}
    </Section>
  );
}
