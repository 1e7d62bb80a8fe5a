import type { BusinessPlanDashboard } from "@server/analytics/business-plan-report.server";
import type { QuoteRequestRow } from "@server/analytics/contact-quote-requests.server";
import { QUOTE_SOURCE_LABELS } from "@domain/quotes/quote-source";
import { QUOTE_STATUS_LABELS } from "@domain/quotes/quote-status";
import type { TrafficTable } from "./traffic-tables";

/** docs/product.md §3.5: the most calculated products. */
export const TOP_PRODUCTS_TABLE: TrafficTable<BusinessPlanDashboard["topProducts"][number]> = {
  id: "produits",
  title: "Produits les plus calculés",
  columns: [
    { label: "Produit", kind: "text", value: (row) => row.product },
    { label: "Calculs", kind: "integer", value: (row) => row.calculations },
  ],
};

/**
 * docs/product.md §3.5: the quote requests (from /devis, and contact messages mentioning "devis"), latest first, with
 * where each came from and its status. Personal data: admin pages and their CSV only.
 */
export const QUOTE_REQUESTS_TABLE: TrafficTable<QuoteRequestRow> = {
  id: "demandes-devis",
  title: "Demandes de devis",
  columns: [
    { label: "Date", kind: "day", value: (row) => row.createdAt },
    { label: "Source", kind: "text", value: (row) => QUOTE_SOURCE_LABELS[row.source] },
    { label: "Statut", kind: "text", value: (row) => QUOTE_STATUS_LABELS[row.status] },
    { label: "Devis", kind: "text", value: (row) => row.number },
    { label: "Nom", kind: "text", value: (row) => row.name },
    { label: "Entreprise", kind: "text", value: (row) => row.company },
    { label: "E-mail", kind: "text", value: (row) => row.email },
    { label: "Téléphone", kind: "text", value: (row) => row.phone },
    { label: "Localisation", kind: "text", value: (row) => row.location },
    { label: "Projet ou sujet", kind: "text", value: (row) => row.projectTitle },
    { label: "Montant", kind: "euros", value: (row) => row.subtotalHT },
    { label: "Détails du projet ou message", kind: "text", value: (row) => row.details },
  ],
};

export function businessPlanCsvHref(tableId: string, periodId: string): string {
  return `/business-plan/export.csv?periode=${periodId}&tableau=${tableId}`;
}
