/**
 * The follow-up figures of the quote requests of a period (docs/product.md §3.5, §3.6), counted in SQL by
 * server/analytics/quote-follow-up-figures.server.ts; the rates derived here, for the pages and the CSVs alike. A
 * rate without its denominator is null ("—"), never 0.
 */
export interface QuoteFollowUpFigures {
  /** Quote requests received in the period (both sources). */
  requests: number;
  /** Of those, answered at least once (by now). */
  answered: number;
  won: number;
  lost: number;
  noFollowUp: number;
  /** Median working hours from receipt to the first answer, over the answered ones; null when none. */
  medianFirstAnswerWorkingHours: number | null;
  /** The same median in calendar hours. */
  medianFirstAnswerHours: number | null;
  /** € HT of the priced quotes still open (new or answered), and how many open requests have no price. */
  openValueHT: number;
  openWithoutValue: number;
  /** € HT of the priced quotes won, and how many won requests have no price. */
  wonValueHT: number;
  wonWithoutValue: number;
}

/** Response rate: answered ÷ requests of the period. */
export function responseRate(figures: QuoteFollowUpFigures): number | null {
  return figures.requests === 0 ? null : figures.answered / figures.requests;
}

/** Won ÷ answered. */
export function winRate(figures: QuoteFollowUpFigures): number | null {
  return figures.answered === 0 ? null : figures.won / figures.answered;
}

export const QUOTE_FOLLOW_UP_DEFINITIONS = {
  responseRate: "demandes de la période ayant reçu une réponse ÷ demandes de la période",
  medianFirstAnswer: "délai médian entre la demande et sa première réponse, en heures ouvrées (lundi–vendredi hors jours fériés)",
  winRate: "demandes gagnées ÷ demandes ayant reçu une réponse",
  openValue: "montant HT des devis chiffrés encore ouverts (nouveaux ou répondus)",
  wonValue: "montant HT des devis chiffrés gagnés",
} as const;
