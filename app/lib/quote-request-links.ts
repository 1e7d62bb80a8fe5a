/** The list's filter for unanswered requests past 48 working hours (docs/product.md §6.10). */
export const OVERDUE_FILTER = "en-retard";

/** /commercial/devis with its filter (a status or "en-retard") and page. */
export function quoteListHref(filter: string | null, page = 1): string {
  const params = new URLSearchParams();
  if (filter) params.set("statut", filter);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return `/commercial/devis${query ? `?${query}` : ""}`;
}
