import { Fragment } from "react";
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
            {/* One line break per line of the value: the plain-text part keeps <br> and drops a CSS pre-wrap. */}
            <Text style={{ margin: "4px 0", fontSize: 14 }}>
              {(value || "Non renseigné").split("\n").map((line, index) => (
                <Fragment key={index}>
                  {index > 0 ? <br /> : null}
                  {line}
                </Fragment>
              ))}
            </Text>
          </Column>
        </Row>
      ))}
    </Section>
  );
}
