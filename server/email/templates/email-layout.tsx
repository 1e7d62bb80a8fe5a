import { Body, Container, Head, Hr, Html, Preview, Section, Text } from "@react-email/components";
import { brand } from "@domain/brand";

/**
 * The frame every e-mail of the site shares: brand header, content, company footer. Inline styles only. With
 * `sellerIdentity` (an e-mail sending a quote: domain/legal.ts `sellerIdentityLines`), the footer also gives the
 * company's legal identity.
 */
export function EmailLayout({
  preview,
  sellerIdentity = [],
  children,
}: {
  preview: string;
  sellerIdentity?: string[];
  children: React.ReactNode;
}) {
  return (
    <Html lang="fr">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: "#f7f3ea", fontFamily: "Arial, Helvetica, sans-serif", color: "#2b2118", margin: 0 }}>
        <Container style={{ maxWidth: 600, margin: "0 auto", padding: "24px 16px" }}>
          <Section style={{ backgroundColor: "#4a3424", color: "#fdf8ec", padding: "16px 24px", borderRadius: "8px 8px 0 0" }}>
            <Text style={{ fontSize: 20, fontWeight: 700, margin: 0 }}>{brand.name}</Text>
            <Text style={{ fontSize: 13, margin: "4px 0 0" }}>{brand.activity}</Text>
          </Section>
          <Section style={{ backgroundColor: "#ffffff", padding: "24px", borderRadius: "0 0 8px 8px" }}>{children}</Section>
          <Hr style={{ borderColor: "#e2d7c3", margin: "24px 0 12px" }} />
          <Text style={{ fontSize: 12, color: "#5c4a3a", margin: 0 }}>
            {brand.name} · {brand.address.street}, {brand.address.postalCode} {brand.address.city} · {brand.phone.display} · {brand.email}
          </Text>
          {sellerIdentity.map((line) => (
            <Text key={line} style={{ fontSize: 12, color: "#5c4a3a", margin: "4px 0 0" }}>
              {line}
            </Text>
          ))}
        </Container>
      </Body>
    </Html>
  );
}
