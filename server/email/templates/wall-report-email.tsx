import { Heading, Text } from "@react-email/components";
import { brand } from "@domain/brand";
import { formatNumber } from "@domain/format";
import type { WallPerformance } from "@domain/wall/compute-wall";
import { WALL_REPORT_LIMITS, wallReportFigures } from "@domain/wall/wall-report-figures";
import { EmailLayout } from "./email-layout";
import { EmailSignOff } from "./email-sign-off";

export const WALL_REPORT_SUBJECT = `Votre rapport de calcul de paroi – ${brand.name}`;

const cell = { border: "1px solid #e2d7c3", padding: "4px 6px", fontSize: 13, textAlign: "left" as const };

/** The wall's figures with their standards; the full PDF report (inputs, formulas, limits) is attached. */
export function WallReportEmail({ performance }: { performance: WallPerformance }) {
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
      {performance.warnings.map((warning) => (
        <Text key={warning.code} style={{ fontSize: 13 }}>
          ⚠ {warning.message}
        </Text>
      ))}
      <Text style={{ fontSize: 13, color: "#5c4a3a" }}>
        Le rapport PDF joint reprend chaque couche et ses valeurs, les formules, les normes et les limites de la méthode. L'outil ne calcule
        pas : {WALL_REPORT_LIMITS.length} points, dont les ponts thermiques 2D, le bilan hygrothermique mensuel, le feu et l'acoustique.
      </Text>
      <EmailSignOff />
    </EmailLayout>
  );
}
