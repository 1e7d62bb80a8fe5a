import { QUOTE_FOLLOW_UP_DEFINITIONS, type QuoteFollowUpFigures, responseRate, winRate } from "@domain/analytics/quote-follow-up-figures";
import { formatEurosHT, formatNumber } from "@domain/format";
import { formatHours } from "@domain/quotes/quote-format";
import { FigureCard } from "~/components/admin/figure-card";

const percent = (rate: number) => `${formatNumber(rate * 100, 1)}\u00A0%`;
const withoutValue = (count: number) =>
  count === 0 ? "" : ` · ${formatNumber(count, 0)} demande${count > 1 ? "s" : ""} sans montant (non chiffrée${count > 1 ? "s" : ""})`;

/**
 * The follow-up of the period's quote requests (docs/product.md §3.5, §3.6): response rate, median time to the first
 * answer, won ÷ answered, open and won quotes in € HT, each with its definition and its change against the previous
 * period. Shared by /business-plan and /commercial, so both show the same figures the same way.
 */
export function QuoteFollowUpCards({
  figures,
  previous,
  comparedWith,
  withResponseRate = true,
}: {
  figures: QuoteFollowUpFigures;
  previous: QuoteFollowUpFigures | null;
  comparedWith: string;
  /** The Business Plan shows the response rate beside Total and Entreprises instead. */
  withResponseRate?: boolean;
}) {
  return (
    <>
      {withResponseRate ? <ResponseRateCard figures={figures} previous={previous} comparedWith={comparedWith} /> : null}
      <FigureCard
        title="Délai médian de première réponse"
        value={figures.medianFirstAnswerWorkingHours}
        previous={previous?.medianFirstAnswerWorkingHours ?? null}
        comparedWith={comparedWith}
        format={(hours) => formatHours(hours, true)}
        note={`${QUOTE_FOLLOW_UP_DEFINITIONS.medianFirstAnswer}${
          figures.medianFirstAnswerHours === null ? "" : ` · ${formatHours(figures.medianFirstAnswerHours)} en heures calendaires`
        }`}
      />
      <FigureCard
        title="Gagnées / répondues"
        value={winRate(figures)}
        previous={previous ? winRate(previous) : null}
        comparedWith={comparedWith}
        format={percent}
        note={`${formatNumber(figures.won, 0)} gagnée${figures.won > 1 ? "s" : ""} sur ${formatNumber(figures.answered, 0)} répondue${figures.answered > 1 ? "s" : ""} · ${QUOTE_FOLLOW_UP_DEFINITIONS.winRate}`}
      />
      <FigureCard
        title="Devis ouverts"
        value={figures.openValueHT}
        previous={previous?.openValueHT ?? null}
        comparedWith={comparedWith}
        format={formatEurosHT}
        note={`${QUOTE_FOLLOW_UP_DEFINITIONS.openValue}${withoutValue(figures.openWithoutValue)}`}
      />
      <FigureCard
        title="Devis gagnés"
        value={figures.wonValueHT}
        previous={previous?.wonValueHT ?? null}
        comparedWith={comparedWith}
        format={formatEurosHT}
        note={`${QUOTE_FOLLOW_UP_DEFINITIONS.wonValue}${withoutValue(figures.wonWithoutValue)}`}
      />
    </>
  );
}

export function ResponseRateCard({
  figures,
  previous,
  comparedWith,
}: {
  figures: QuoteFollowUpFigures;
  previous: QuoteFollowUpFigures | null;
  comparedWith: string;
}) {
  return (
    <FigureCard
      title="Taux de réponse"
      value={responseRate(figures)}
      previous={previous ? responseRate(previous) : null}
      comparedWith={comparedWith}
      format={percent}
      note={`${formatNumber(figures.answered, 0)} sur ${formatNumber(figures.requests, 0)} · ${QUOTE_FOLLOW_UP_DEFINITIONS.responseRate}`}
    />
  );
}
