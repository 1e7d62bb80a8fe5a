import type { BreakdownRow, DailyFigures } from "@domain/analytics/definitions";
import { averageTimeOnSiteSeconds, bounceRate, DIRECT } from "@domain/analytics/definitions";

/**
 * The tables of the dashboards (first /traffic's), once for the page and its CSV exports: titles, column labels and
 * values. A value is a number, a text or null; how it is written (French figures on the page, decimal commas in the
 * CSV) depends on `kind`.
 */
export type TrafficValueKind = "text" | "day" | "integer" | "decimal" | "percent" | "seconds" | "euros";

export interface TrafficColumn<Row> {
  label: string;
  kind: TrafficValueKind;
  /** Null for a value the row does not have (written "—" on the page, left empty in the CSV). */
  value(row: Row): string | number | null;
}

export interface TrafficTable<Row> {
  /** In the CSV address and file name. */
  id: string;
  title: string;
  columns: TrafficColumn<Row>[];
}

export const UNKNOWN_PLACE = "Non localisé";
const VISITORS = "Visiteurs uniques par jour";

const place = (name: string) => (name === "" ? UNKNOWN_PLACE : name);

export const DAILY_TABLE: TrafficTable<DailyFigures> = {
  id: "jours",
  title: "Trafic quotidien",
  columns: [
    { label: "Jour", kind: "day", value: (row) => row.day },
    { label: "Vues", kind: "integer", value: (row) => row.views },
    { label: VISITORS, kind: "integer", value: (row) => row.visitors },
    { label: "Visites", kind: "integer", value: (row) => row.visits },
    { label: "Taux de rebond", kind: "percent", value: (row) => bounceRate(row) },
    { label: "Temps moyen sur le site", kind: "seconds", value: (row) => averageTimeOnSiteSeconds(row) },
  ],
};

export const PAGES_TABLE: TrafficTable<BreakdownRow> = {
  id: "pages",
  title: "Pages les plus vues",
  columns: [
    { label: "Page", kind: "text", value: (row) => row.name },
    { label: "Vues", kind: "integer", value: (row) => row.views },
    { label: VISITORS, kind: "integer", value: (row) => row.visitors },
  ],
};

export const SOURCES_TABLE: TrafficTable<BreakdownRow> = {
  id: "sources",
  title: "Sources de trafic",
  columns: [
    { label: "Source", kind: "text", value: (row) => row.name || DIRECT },
    { label: "Visites", kind: "integer", value: (row) => row.visits },
    { label: VISITORS, kind: "integer", value: (row) => row.visitors },
    { label: "Vues", kind: "integer", value: (row) => row.views },
  ],
};

export const COUNTRIES_TABLE: TrafficTable<BreakdownRow> = {
  id: "pays",
  title: "Pays",
  columns: [
    { label: "Pays", kind: "text", value: (row) => place(row.name) },
    { label: VISITORS, kind: "integer", value: (row) => row.visitors },
    { label: "Vues", kind: "integer", value: (row) => row.views },
  ],
};

export const REGIONS_TABLE: TrafficTable<BreakdownRow> = {
  id: "regions",
  title: "Régions",
  columns: [
    { label: "Région", kind: "text", value: (row) => place(row.name) },
    { label: "Pays", kind: "text", value: (row) => place(row.country) },
    { label: VISITORS, kind: "integer", value: (row) => row.visitors },
    { label: "Vues", kind: "integer", value: (row) => row.views },
  ],
};

export const BREAKDOWN_TABLES = { pages: PAGES_TABLE, sources: SOURCES_TABLE, pays: COUNTRIES_TABLE, regions: REGIONS_TABLE } as const;

/** The CSV address of a table for a period. */
export function trafficCsvHref(tableId: string, periodId: string): string {
  return `/traffic/export.csv?periode=${encodeURIComponent(periodId)}&tableau=${encodeURIComponent(tableId)}`;
}
