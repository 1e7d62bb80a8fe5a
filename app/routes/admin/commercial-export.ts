import type { Route } from "./+types/commercial-export";
import { loadCommercialDashboard } from "@server/analytics/commercial-report.server";
import { QUOTE_REQUESTS_TABLE } from "~/lib/business-plan-tables";
import { CONTACTS_TABLE, PROJECTS_TABLE, REGION_TABLE_IDS, regionsTable } from "~/lib/commercial-tables";
import { dashboardCsvResponse } from "@server/analytics/dashboard-csv.server";
import { csvOf } from "~/lib/traffic-csv";
import { QUOTE_FOLLOW_UP_TABLE, quoteFollowUpRows } from "~/lib/quote-follow-up-tables";

/**
 * GET /commercial/export.csv?periode=tout&tableau=projets: one table of /commercial as CSV (the lists as the page
 * shows them, every region of a geography panel).
 */
export function loader(args: Route.LoaderArgs) {
  return dashboardCsvResponse(args, "commercial", loadCommercialDashboard, {
    [PROJECTS_TABLE.id]: (data) => csvOf(PROJECTS_TABLE.columns, data.projects),
    [CONTACTS_TABLE.id]: (data) => csvOf(CONTACTS_TABLE.columns, data.contacts.latest),
    [QUOTE_REQUESTS_TABLE.id]: (data) => csvOf(QUOTE_REQUESTS_TABLE.columns, data.quoteRequests),
    [QUOTE_FOLLOW_UP_TABLE.id]: (data) =>
      csvOf(QUOTE_FOLLOW_UP_TABLE.columns, quoteFollowUpRows(data.current, data.followUp, data.previous, data.previousFollowUp)),
    [REGION_TABLE_IDS.downloads]: (data) =>
      csvOf(regionsTable(REGION_TABLE_IDS.downloads, "", data.downloadsGeography.total).columns, data.downloadsGeography.rows),
    [REGION_TABLE_IDS.visitors]: (data) =>
      csvOf(regionsTable(REGION_TABLE_IDS.visitors, "", data.visitorsGeography.total).columns, data.visitorsGeography.rows),
  });
}
