import { Heading, Link, Text } from "@react-email/components";
import { brand } from "@domain/brand";
import { formatNumber } from "@domain/format";
import { comparisonTable } from "@domain/wall/variants";
import {
  WALL_LINK_SENTENCE,
  WALL_NO_LINK_SENTENCE,
  WALL_REPORT_LIMITS,
  type WallReportData,
  wallReportFigures,
} from "@domain/wall/wall-report-figures";
import { EmailLayout } from "./email-layout";
import { EmailSignOff } from "./email-sign-off";

export const WALL_REPORT_SUBJECT = `Votre rapport de calcul de paroi – ${brand.name}`;

const cell = { border: "1px solid #e2d7c3", padding: "4px 6px", fontSize: 13, textAlign: "left" as const };

/**
 * The wall's figures with their standards, the comparison with the person's variants and the link that reopens the
 * wall; the full PDF report (inputs, section drawing, formulas, limits) is attached.
 */
export function WallReportEmail({ data }: { data: WallReportData }) {
  const { performance } = data;
  // The variants by their rank, not the names the visitor gave them: mail to an address a visitor typed carries none
  // of their words (docs/decisions/0017-no-mail-relay.md); the attached PDF keeps the names.
  const compared = data.compared.map((wall, index) => (index === 0 ? wall : { ...wall, label: `Variante ${index}` }));
  const comparison = compared.length > 1 ? comparisonTable(compared) : null;
  return (
    <EmailLayout
      preview={`Paroi : U = ${formatNumber(performance.uValue, 3)} W/(m²·K), déphasage ${formatNumber(performance.timeShiftHours, 1)} h`}
    >
      <Heading as="h1" style={{ fontSize: 20, margin: "0 0 16px" }}>
        Votre rapport de calcul de paroi
      </Heading>
      <table style={{ borderCollapse: "collapse", width: "100%" }}>
        <thead>
          <tr>
            {["Grandeur", "Valeur", "Norme"].map((header) => (
              <th key={header} style={{ ...cell, backgroundColor: "#f7f3ea" }}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {wallReportFigures(performance).map((figure) => (
            <tr key={figure.label}>
              <td style={cell}>{figure.label}</td>
              <td style={cell}>{figure.value}</td>
              <td style={cell}>{figure.standard}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Text style={{ fontSize: 14 }}>
        {data.link ? (
          <>
            {WALL_LINK_SENTENCE} <Link href={data.link}>{data.link}</Link>
          </>
        ) : (
          WALL_NO_LINK_SENTENCE
        )}
      </Text>
      {comparison ? (
        <table style={{ borderCollapse: "collapse", width: "100%", marginTop: 12 }}>
          <caption style={{ textAlign: "left", fontWeight: 700, fontSize: 14, paddingBottom: 4 }}>Comparaison avec vos variantes</caption>
          <thead>
            <tr>
              {["", ...comparison.columns].map((header, index) => (
                <th key={`${header}-${index}`} style={{ ...cell, backgroundColor: "#f7f3ea" }}>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {comparison.rows.map((row) => (
              <tr key={row.label}>
                <td style={cell}>{row.label}</td>
                {row.values.map((value, index) => (
                  <td key={index} style={cell}>
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {performance.warnings.map((warning) => (
        <Text key={warning.code} style={{ fontSize: 13 }}>
          ⚠ {warning.message}
        </Text>
      ))}
      <Text style={{ fontSize: 13, color: "#5c4a3a" }}>
        Le rapport PDF joint reprend chaque couche et ses valeurs, la coupe de la paroi à l'échelle (températures, point de rosée, zones de
        condensation), les formules, les normes et les limites de la méthode. L'outil ne calcule pas : {WALL_REPORT_LIMITS.length} points,
        dont les ponts thermiques 2D, la simulation hygrothermique dynamique, le feu et l'acoustique.
      </Text>
      <EmailSignOff />
    </EmailLayout>
  );
}
