import { formatDateShort } from "@domain/format";
import type { TrafficAggregate } from "@domain/analytics/definitions";
import { csvDecimal, type CsvCell, toCsv } from "@domain/csv";
import { BREAKDOWN_TABLES, DAILY_TABLE, type TrafficColumn } from "./traffic-tables";

const DIMENSION = { pages: "page", sources: "source", pays: "country", regions: "region" } as const;

/** One table of /traffic in full (days newest first, every line of a breakdown) as CSV; null for an unknown table. */
export function trafficCsv(aggregate: TrafficAggregate, tableId: string): string | null {
  if (tableId === DAILY_TABLE.id) return csvOf(DAILY_TABLE.columns, [...aggregate.daily].reverse());
  if (!Object.hasOwn(BREAKDOWN_TABLES, tableId)) return null;
  const key = tableId as keyof typeof BREAKDOWN_TABLES;
  return csvOf(BREAKDOWN_TABLES[key].columns, aggregate.breakdowns[DIMENSION[key]]);
}

/** Days as dd/mm/yyyy, rates in percent and durations in seconds, as numbers French Excel reads. */
export function csvOf<Row>(columns: TrafficColumn<Row>[], rows: readonly Row[]): string {
  const cell = (column: TrafficColumn<Row>, row: Row): CsvCell => {
    const value = column.value(row);
    if (value === null) return null;
    if (typeof value === "string") return column.kind === "day" ? formatDateShort(value) : value;
    if (column.kind === "percent") return csvDecimal(value * 100, 1);
    if (column.kind === "seconds") return Math.round(value);
    return value;
  };
  const header = columns.map((column) =>
    column.kind === "percent"
      ? `${column.label} (%)`
      : column.kind === "seconds"
        ? `${column.label} (s)`
        : column.kind === "euros"
          ? `${column.label} (€ HT)`
          : column.label,
  );
  return toCsv(
    header,
    rows.map((row) => columns.map((column) => cell(column, row))),
  );
}
