import { Heading, Text } from "@react-email/components";
import {
  MEASUREMENT_HEADERS,
  type WorksheetSummary,
  baleTypesLine,
  formatConformity,
  measurementCells,
} from "@domain/worksheet/worksheet-summary";
import { brand } from "@domain/brand";
import { EmailLayout } from "./email-layout";
import { EmailSignOff } from "./email-sign-off";

export const WORKSHEET_SUMMARY_SUBJECT = `Votre bordereau d'autocontrôle – ${brand.name}`;

const cell = { border: "1px solid #e2d7c3", padding: "4px 6px", fontSize: 13, textAlign: "left" as const };

/**
 * The summary's columns but the first, the lot number the visitor typed: mail to an address a visitor gave carries
 * none of their words (docs/decisions/0017-no-mail-relay.md), so the e-mail numbers the measurements and the attached
 * PDF keeps the lots.
 */
const EMAIL_HEADERS = ["Mesure", ...MEASUREMENT_HEADERS.slice(1)];
const emailCells = (measurement: WorksheetSummary["measurements"][number], index: number) => [
  String(index + 1),
  ...measurementCells(measurement).slice(1),
];

/** The worksheet's summary table (without the lots) and conformity class; the PDF report is attached. */
export function WorksheetSummaryEmail({ summary }: { summary: WorksheetSummary }) {
  return (
    <EmailLayout preview={`Bordereau d'autocontrôle : ${summary.measurements.length} mesure(s), ${formatConformity(summary)}`}>
      <Heading as="h1" style={{ fontSize: 20, margin: "0 0 16px" }}>
        Votre bordereau d'autocontrôle
      </Heading>
      <Text style={{ fontSize: 14 }}>
        {baleTypesLine(summary)} · Taux de conformité : <strong>{formatConformity(summary)}</strong>
      </Text>
      <table style={{ borderCollapse: "collapse", width: "100%" }}>
        <thead>
          <tr>
            {EMAIL_HEADERS.map((header) => (
              <th key={header} style={{ ...cell, backgroundColor: "#f7f3ea" }}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {summary.measurements.map((measurement, index) => (
            <tr key={index}>
              {emailCells(measurement, index).map((value, column) => (
                <td key={column} style={cell}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <Text style={{ fontSize: 13, color: "#5c4a3a" }}>
        Le rapport PDF joint reprend chaque mesure, les seuils appliqués et une ligne de signature.
      </Text>
      <EmailSignOff />
    </EmailLayout>
  );
}
