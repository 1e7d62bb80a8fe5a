import type { Route } from "./+types/technique-export";
import { parseDashboardPeriod } from "@domain/traffic-period";
import { loadTechniqueDashboard } from "@server/analytics/technique-report.server";
import { exclusionsFromConfig } from "@server/analytics/traffic-sql.server";
import { requireAdmin } from "@server/auth/viewer.server";
import { servicesContext } from "@server/context.server";
import { csvResponse } from "@server/http/csv";
import { CALCULATIONS_TABLE, MEASUREMENTS_TABLE, SUMMARIES_TABLE, WORKSHEET_DAYS_TABLE } from "~/lib/technique-tables";
import { csvOf } from "~/lib/traffic-csv";

/**
 * GET /technique/export.csv?periode=tout&tableau=calculs: one table of /technique as the page shows it (its latest
 * rows), as CSV for French Excel. Admin only, like the page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin({ request, context });
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const periodId = parseDashboardPeriod(url.searchParams.get("periode"));
  const tableId = url.searchParams.get("tableau") ?? "";
  const data = await loadTechniqueDashboard(services.db.$client, exclusionsFromConfig(services.config), periodId);
  const csv =
    tableId === CALCULATIONS_TABLE.id
      ? csvOf(CALCULATIONS_TABLE.columns, data.latestCalculations)
      : tableId === MEASUREMENTS_TABLE.id
        ? csvOf(MEASUREMENTS_TABLE.columns, data.latestMeasurements)
        : tableId === SUMMARIES_TABLE.id
          ? csvOf(SUMMARIES_TABLE.columns, data.latestSummaries)
          : tableId === WORKSHEET_DAYS_TABLE.id
            ? csvOf(WORKSHEET_DAYS_TABLE.columns, data.lastDays)
            : null;
  if (csv === null) throw new Response("Tableau inconnu", { status: 404 });
  return csvResponse(`technique-${tableId}-${periodId}.csv`, csv);
}
