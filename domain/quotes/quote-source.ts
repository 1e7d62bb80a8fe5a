/**
 * What a quote request is (docs/product.md §3.5): a request sent from /devis (one quote_requests row, priced or not),
 * or a contact message whose subject or message contains "devis", in any case (the specification's rule, applied by
 * the database when the row is stored: migration 0012's triggers). Each is one quote request, listed and counted
 * once, with where it came from.
 */

export const QUOTE_SOURCES = ["devis", "contact"] as const;
export type QuoteSource = (typeof QUOTE_SOURCES)[number];

export const QUOTE_SOURCE_LABELS: Record<QuoteSource, string> = {
  devis: "Formulaire de devis",
  contact: "Formulaire de contact",
};
