import { type QuoteFollowUpFigures, responseRate, winRate } from "@domain/analytics/quote-follow-up-figures";
import type { DayRange } from "@domain/traffic-period";
import { csvDecimal } from "@domain/csv";
import { formatDateShort } from "@domain/format";
import type { TrafficTable } from "./traffic-tables";

const oneDecimal = (hours: number | null) => (hours === null ? null : csvDecimal(hours, 1));

/** One period's follow-up figures, as a row of the CSV 'suivi-devis' of /business-plan and /commercial. */
export interface QuoteFollowUpRow {
  period: string;
  figures: QuoteFollowUpFigures;
}

/** The rows of the current period and, when there is one, the previous period. */
export function quoteFollowUpRows(
  current: DayRange,
  figures: QuoteFollowUpFigures,
  previous: DayRange | null,
  previousFigures: QuoteFollowUpFigures | null,
): QuoteFollowUpRow[] {
  // 'Tout' starts at the epoch (domain/traffic-period.ts): written "Jusqu'au …".
  const label = (range: DayRange) =>
    range.from <= "1970-01-01" ? `Jusqu'au ${formatDateShort(range.to)}` : `${formatDateShort(range.from)} – ${formatDateShort(range.to)}`;
  const rows = [{ period: label(current), figures }];
  if (previous && previousFigures) rows.push({ period: label(previous), figures: previousFigures });
  return rows;
}

/** docs/product.md §3.5: the follow-up of the quote requests received in a period, as they stand now. */
export const QUOTE_FOLLOW_UP_TABLE: TrafficTable<QuoteFollowUpRow> = {
  id: "suivi-devis",
  title: "Suivi des demandes de devis",
  columns: [
    { label: "Période", kind: "text", value: (row) => row.period },
    { label: "Demandes", kind: "integer", value: (row) => row.figures.requests },
    { label: "Répondues", kind: "integer", value: (row) => row.figures.answered },
    { label: "Taux de réponse", kind: "percent", value: (row) => responseRate(row.figures) },
    {
      label: "Délai médian de première réponse (heures ouvrées)",
      kind: "decimal",
      value: (row) => oneDecimal(row.figures.medianFirstAnswerWorkingHours),
    },
    { label: "Délai médian de première réponse (heures)", kind: "decimal", value: (row) => oneDecimal(row.figures.medianFirstAnswerHours) },
    { label: "Gagnées", kind: "integer", value: (row) => row.figures.won },
    { label: "Perdues", kind: "integer", value: (row) => row.figures.lost },
    { label: "Sans suite", kind: "integer", value: (row) => row.figures.noFollowUp },
    { label: "Gagnées / répondues", kind: "percent", value: (row) => winRate(row.figures) },
    { label: "Devis ouverts", kind: "euros", value: (row) => row.figures.openValueHT },
    { label: "Demandes ouvertes sans montant", kind: "integer", value: (row) => row.figures.openWithoutValue },
    { label: "Devis gagnés", kind: "euros", value: (row) => row.figures.wonValueHT },
    { label: "Demandes gagnées sans montant", kind: "integer", value: (row) => row.figures.wonWithoutValue },
  ],
};
