import { formatList } from "@domain/format";
import { Button, Heading, Section, Text } from "@react-email/components";
import { BUDGET_CAVEATS, type CalculationResult } from "@domain/calculator/calculator";
import { resultRows } from "@domain/calculator/result-rows";
import { RESISTANCE_NOTE } from "@domain/product-figures";
import { brand } from "@domain/brand";
import { EmailLayout } from "./email-layout";
import { EmailSignOff } from "./email-sign-off";

export const CALCULATOR_RESULTS_SUBJECT = `Vos résultats de calcul – ${brand.name}`;

const cell = { border: "1px solid #e2d7c3", padding: "6px 8px", fontSize: 14, textAlign: "left" as const, verticalAlign: "top" as const };

/** The customer's calculation(s) in one table, with the budget caveats and the way to a quote. */
export function CalculatorResultsEmail({ calculations, quoteUrl }: { calculations: CalculationResult[]; quoteUrl: string }) {
  const columns = calculations.map(resultRows);
  return (
    <EmailLayout preview="Vos résultats du calculateur de bottes de paille">
      <Heading as="h1" style={{ fontSize: 20, margin: "0 0 16px" }}>
        {calculations.length > 1 ? "Vos deux calculs côte à côte" : "Votre calcul"}
      </Heading>
      <table style={{ borderCollapse: "collapse", width: "100%" }}>
        {calculations.length > 1 && (
          <thead>
            <tr>
              <th style={cell} />
              <th style={cell}>Calcul 1</th>
              <th style={cell}>Calcul 2</th>
            </tr>
          </thead>
        )}
        <tbody>
          {columns[0]!.map((row, index) => (
            <tr key={row.key}>
              <th scope="row" style={{ ...cell, backgroundColor: "#f7f3ea" }}>
                {row.label}
              </th>
              {columns.map((rows, column) => (
                <td key={column} style={cell}>
                  {rows[index]!.value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <Text style={{ fontSize: 13, color: "#5c4a3a" }}>
        Le budget est indicatif, hors taxes : il varie selon {formatList(BUDGET_CAVEATS)}.
      </Text>
      <Text style={{ fontSize: 13, color: "#5c4a3a" }}>{RESISTANCE_NOTE}</Text>
      <Section style={{ margin: "16px 0" }}>
        <Button
          href={quoteUrl}
          style={{ backgroundColor: "#2f5d34", color: "#ffffff", padding: "12px 20px", borderRadius: 6, fontWeight: 700 }}
        >
          Demander un devis
        </Button>
      </Section>
      <EmailSignOff />
    </EmailLayout>
  );
}
