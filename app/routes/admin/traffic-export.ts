import type { Route } from "./+types/traffic-export";
import { parseTrafficPeriod, trafficPeriodDays } from "@domain/traffic-period";
import { parisDay } from "@domain/calendar";
import { formatDateShort } from "@domain/format";
import { trafficAggregate } from "@server/analytics/traffic-report.server";
import { exclusionsFromConfig } from "@server/analytics/traffic-sql.server";
import { requireAdmin } from "@server/auth/viewer.server";
import { servicesContext } from "@server/context.server";
import { csvDecimal, type CsvCell, csvResponse, toCsv } from "@server/http/csv";
import { BREAKDOWN_TABLES, DAILY_TABLE, type TrafficColumn } from "~/lib/traffic-tables";

/**
 * GET /traffic/export?periode=30j&tableau=pages: one table of /traffic for the period, in full (not only the top
 * lines), as CSV for French Excel. Admin only, like the page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request);
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const periodId = parseTrafficPeriod(url.searchParams.get("periode"));
  const tableId = url.searchParams.get("tableau") ?? "";
  const { current } = trafficPeriodDays(periodId, parisDay(new Date()));
  const aggregate = await trafficAggregate(services.db.$client, current, exclusionsFromConfig(services.config));
  const filename = `trafic-${tableId}-${current.from}-${current.to}.csv`;

  if (tableId === DAILY_TABLE.id) return csvResponse(filename, csvOf(DAILY_TABLE.columns, [...aggregate.daily].reverse()));
  const dimension = { pages: "page", sources: "source", pays: "country", regions: "region" } as const;
  if (!(tableId in BREAKDOWN_TABLES)) throw new Response("Tableau inconnu", { status: 404 });
  const key = tableId as keyof typeof BREAKDOWN_TABLES;
  return csvResponse(filename, csvOf(BREAKDOWN_TABLES[key].columns, aggregate.breakdowns[dimension[key]]));
}

function csvOf<Row>(columns: TrafficColumn<Row>[], rows: readonly Row[]): string {
  const cell = (column: TrafficColumn<Row>, row: Row): CsvCell => {
    const value = column.value(row);
    if (typeof value === "string") return column.kind === "day" ? formatDateShort(value) : value;
    if (column.kind === "percent") return csvDecimal(value * 100, 1);
    if (column.kind === "seconds") return Math.round(value);
    return value;
  };
  const header = columns.map((column) =>
    column.kind === "percent" ? `${column.label} (%)` : column.kind === "seconds" ? `${column.label} (s)` : column.label,
  );
  return toCsv(header, rows.map((row) => columns.map((column) => cell(column, row))));
}
