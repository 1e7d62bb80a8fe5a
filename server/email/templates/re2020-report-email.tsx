import { Heading, Text } from "@react-email/components";
import { brand } from "@domain/brand";
import type { Re2020Estimate } from "@domain/re2020/estimate";
import { RE2020_DISCLAIMER } from "@domain/re2020/notes";
import { icText, re2020Figures } from "@domain/re2020/re2020-report-figures";
import { EmailLayout } from "./email-layout";
import { EmailSignOff } from "./email-sign-off";

export const RE2020_REPORT_SUBJECT = `Votre estimation RE2020 de l'isolant – ${brand.name}`;

const cell = { border: "1px solid #e2d7c3", padding: "4px 6px", fontSize: 13, textAlign: "left" as const };

/** The estimate's figures; the PDF attached holds the inputs, the weights, the sources and the limits. */
export function Re2020ReportEmail({ estimate }: { estimate: Re2020Estimate }) {
  return (
    <EmailLayout preview={`Isolant : ${icText(estimate.insulationIcDynamic)} en dynamique`}>
      <Heading as="h1" style={{ fontSize: 20, margin: "0 0 16px" }}>
        Votre estimation RE2020 de l'isolant
      </Heading>
      <table style={{ borderCollapse: "collapse", width: "100%" }}>
        <tbody>
          {re2020Figures(estimate).map((figure) => (
            <tr key={figure.label}>
              <td style={cell}>{figure.label}</td>
              <td style={cell}>{figure.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Text style={{ fontSize: 13, fontWeight: 700 }}>{RE2020_DISCLAIMER}</Text>
      <Text style={{ fontSize: 13, color: "#5c4a3a" }}>
        Le rapport PDF joint reprend les données saisies, la contribution par paroi, la pondération dynamique employée, la comparaison avec
        une enveloppe conventionnelle (ordres de grandeur), les sources et les limites de l'estimation.
      </Text>
      <EmailSignOff />
    </EmailLayout>
  );
}
