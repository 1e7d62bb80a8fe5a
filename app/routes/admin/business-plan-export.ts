import type { Route } from "./+types/business-plan-export";
import { loadBusinessPlanDashboard } from "@server/analytics/business-plan-report.server";
import { QUOTE_REQUESTS_TABLE, TOP_PRODUCTS_TABLE } from "~/lib/business-plan-tables";
import { dashboardCsvResponse } from "@server/analytics/dashboard-csv.server";
import { csvOf } from "~/lib/traffic-csv";
import { QUOTE_FOLLOW_UP_TABLE, quoteFollowUpRows } from "~/lib/quote-follow-up-tables";

/** GET /business-plan/export.csv?periode=tout&tableau=demandes-devis: one table of /business-plan as CSV. */
export function loader(args: Route.LoaderArgs) {
  return dashboardCsvResponse(args, "business-plan", loadBusinessPlanDashboard, {
    [TOP_PRODUCTS_TABLE.id]: (data) => csvOf(TOP_PRODUCTS_TABLE.columns, data.topProducts),
    [QUOTE_REQUESTS_TABLE.id]: (data) => csvOf(QUOTE_REQUESTS_TABLE.columns, data.quoteRequests.latest),
    [QUOTE_FOLLOW_UP_TABLE.id]: (data) =>
      csvOf(QUOTE_FOLLOW_UP_TABLE.columns, quoteFollowUpRows(data.current, data.followUp, data.previous, data.previousFollowUp)),
  });
}
