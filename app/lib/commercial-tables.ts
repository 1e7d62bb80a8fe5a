import type { ContactRow, ProjectRow, RegionRow } from "@server/analytics/commercial-report.server";
import type { TrafficTable } from "./traffic-tables";

/** docs/product.md §3.6: a region nobody could name. */
export const UNSPECIFIED_REGION = "Non spécifié";

/** The two geography panels' tables (docs/product.md §3.6): their ids in the page's CSV links and the export route. */
export const REGION_TABLE_IDS = { downloads: "regions-telechargements", visitors: "regions-visiteurs" } as const;

/** 'Détail par Région' of a geography panel; `total` gives each row its share. */
export function regionsTable(id: string, title: string, total: number): TrafficTable<RegionRow> {
  return {
    id,
    title,
    columns: [
      { label: "Pays", kind: "text", value: (row) => row.country || UNSPECIFIED_REGION },
      { label: "Région", kind: "text", value: (row) => row.region || UNSPECIFIED_REGION },
      { label: "Nombre", kind: "integer", value: (row) => row.count },
      { label: "Part", kind: "percent", value: (row) => (total === 0 ? null : row.count / total) },
    ],
  };
}

export const PROJECTS_TABLE: TrafficTable<ProjectRow> = {
  id: "projets",
  title: "Projets Identifiés",
  columns: [
    { label: "Date", kind: "day", value: (row) => row.createdAt },
    { label: "E-mail", kind: "text", value: (row) => row.email },
    { label: "Produit", kind: "text", value: (row) => row.product },
    { label: "Comparaison", kind: "text", value: (row) => row.comparison },
    { label: "Surface (m²)", kind: "decimal", value: (row) => row.surfaceM2 },
    { label: "Budget", kind: "euros", value: (row) => row.budget },
    { label: "Localisation", kind: "text", value: (row) => row.location },
  ],
};

/** A contact message whose subject or message mentions "devis": also one of the quote requests (docs/product.md §3.5). */
export const CONTACT_MENTIONS_QUOTE = "Demande de devis";

/** docs/product.md §3.6: the contact messages (contact_requests); those that are quote requests are marked in the column 'Devis'. */
export const CONTACTS_TABLE: TrafficTable<ContactRow> = {
  id: "contacts",
  title: "Demandes de Contact",
  columns: [
    { label: "Date", kind: "day", value: (row) => row.createdAt },
    { label: "Nom", kind: "text", value: (row) => row.name },
    { label: "E-mail", kind: "text", value: (row) => row.email },
    { label: "Sujet", kind: "text", value: (row) => row.subject },
    { label: "Entreprise", kind: "text", value: (row) => row.company },
    { label: "Devis", kind: "text", value: (row) => (row.isQuoteRequest ? CONTACT_MENTIONS_QUOTE : null) },
  ],
};

export function commercialCsvHref(tableId: string, periodId: string): string {
  return `/commercial/export.csv?periode=${periodId}&tableau=${tableId}`;
}
