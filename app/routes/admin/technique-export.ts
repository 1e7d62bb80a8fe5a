import type { Route } from "./+types/technique-export";
import { loadTechniqueDashboard } from "@server/analytics/technique-report.server";
import { dashboardCsvResponse } from "@server/analytics/dashboard-csv.server";
import { CALCULATIONS_TABLE, MEASUREMENTS_TABLE, SUMMARIES_TABLE, WALL_PRESETS_TABLE, WORKSHEET_DAYS_TABLE } from "~/lib/technique-tables";
import { csvOf } from "~/lib/traffic-csv";

/** GET /technique/export.csv?periode=tout&tableau=calculs: one table of /technique as the page shows it (its latest rows). */
export function loader(args: Route.LoaderArgs) {
  return dashboardCsvResponse(args, "technique", loadTechniqueDashboard, {
    [CALCULATIONS_TABLE.id]: (data) => csvOf(CALCULATIONS_TABLE.columns, data.latestCalculations),
    [MEASUREMENTS_TABLE.id]: (data) => csvOf(MEASUREMENTS_TABLE.columns, data.latestMeasurements),
    [SUMMARIES_TABLE.id]: (data) => csvOf(SUMMARIES_TABLE.columns, data.latestSummaries),
    [WORKSHEET_DAYS_TABLE.id]: (data) => csvOf(WORKSHEET_DAYS_TABLE.columns, data.lastDays),
    [WALL_PRESETS_TABLE.id]: (data) => csvOf(WALL_PRESETS_TABLE.columns, data.wallPresets),
  });
}
