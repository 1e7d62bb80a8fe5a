import type { Route } from "./+types/commercial-export";
import { parseDashboardPeriod } from "@domain/traffic-period";
import { loadCommercialDashboard } from "@server/analytics/commercial-report.server";
import { exclusionsFromConfig } from "@server/analytics/traffic-sql.server";
import { requireAdmin } from "@server/auth/viewer.server";
import { servicesContext } from "@server/context.server";
import { csvResponse } from "@server/http/csv";
import { QUOTE_REQUESTS_TABLE } from "~/lib/business-plan-tables";
import { CONTACTS_TABLE, PROJECTS_TABLE, regionsTable } from "~/lib/commercial-tables";
import { csvOf } from "~/lib/traffic-csv";

const TABLES = ["projets", "contacts", "demandes-devis", "regions-telechargements", "regions-visiteurs"] as const;

/**
 * GET /commercial/export.csv?periode=tout&tableau=projets: one table of /commercial as CSV (the lists as the page
 * shows them, every region of a geography panel). Admin only.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin({ request, context });
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const periodId = parseDashboardPeriod(url.searchParams.get("periode"));
  const tableId = TABLES.find((id) => id === url.searchParams.get("tableau"));
  if (!tableId) throw new Response("Tableau inconnu", { status: 404 });
  const data = await loadCommercialDashboard(services.db.$client, exclusionsFromConfig(services.config), periodId);
  const csv = {
    projets: () => csvOf(PROJECTS_TABLE.columns, data.projects),
    contacts: () => csvOf(CONTACTS_TABLE.columns, data.contacts.latest),
    "demandes-devis": () => csvOf(QUOTE_REQUESTS_TABLE.columns, data.quoteRequests),
    "regions-telechargements": () => csvOf(regionsTable(tableId, "", data.downloadsGeography.total).columns, data.downloadsGeography.rows),
    "regions-visiteurs": () => csvOf(regionsTable(tableId, "", data.visitorsGeography.total).columns, data.visitorsGeography.rows),
  }[tableId]();
  return csvResponse(`commercial-${tableId}-${periodId}.csv`, csv);
}
