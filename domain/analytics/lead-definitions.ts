import { formatEurosHT } from "@domain/format";

/** docs/product.md §3.5: a qualified lead of the Business Plan is an e-mailed calculation above this estimated cost (euros HT). */
export const QUALIFIED_LEAD_MIN_COST = 3000;

/**
 * The spec's two "qualified leads" (7,326 on /business-plan beside 10,072 on /commercial), one name and one
 * definition each, so that side by side they cannot be taken for one another. The definition is the card's note.
 */
export const LEAD_FIGURES = {
  /** docs/product.md §3.5: e-mailed calculations above 3,000 € HT. */
  businessPlan: {
    title: `Leads qualifiés de plus de ${formatEurosHT(QUALIFIED_LEAD_MIN_COST)}`,
    definition: `calculs envoyés par e-mail dont le coût estimé dépasse ${formatEurosHT(QUALIFIED_LEAD_MIN_COST)}`,
  },
  /** docs/product.md §3.6: every e-mailed calculation, whatever its cost. */
  commercial: {
    title: "Leads qualifiés, tous montants",
    definition: "calculs envoyés par e-mail, quel que soit leur coût estimé",
  },
} as const;
