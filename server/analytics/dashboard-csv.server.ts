import { type DashboardPeriodId, parseDashboardPeriod } from "@domain/traffic-period";
import type { TrafficExclusions } from "@domain/analytics/definitions";
import { exclusionsFromConfig } from "./traffic-sql.server";
import { requireAdmin } from "@server/auth/viewer.server";
import { servicesContext } from "@server/context.server";
import { csvResponse } from "../http/csv-response.server";
import type pg from "pg";
import type { RouterContextProvider } from "react-router";

/**
 * GET /<dashboard>/export.csv?periode=…&tableau=…: one table of a business dashboard as CSV for French Excel, admin
 * only like the page. `tables` maps each table's id to its CSV from the dashboard's data; an unknown id is a 404.
 */
export async function dashboardCsvResponse<Data>(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  name: string,
  load: (pool: pg.Pool, exclusions: TrafficExclusions, periodId: DashboardPeriodId) => Promise<Data>,
  tables: Record<string, (data: Data) => string>,
): Promise<Response> {
  await requireAdmin(args);
  const services = args.context.get(servicesContext);
  const url = new URL(args.request.url);
  const periodId = parseDashboardPeriod(url.searchParams.get("periode"));
  const tableId = url.searchParams.get("tableau") ?? "";
  const csvOfTable = Object.hasOwn(tables, tableId) ? tables[tableId] : undefined;
  if (!csvOfTable) throw new Response("Tableau inconnu", { status: 404 });
  const data = await load(services.db.$client, exclusionsFromConfig(services.config), periodId);
  return csvResponse(`${name}-${tableId}-${periodId}.csv`, csvOfTable(data));
}
