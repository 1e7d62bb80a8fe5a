import type { Route } from "./+types/business-plan-export";
import { parseDashboardPeriod } from "@domain/traffic-period";
import { loadBusinessPlanDashboard } from "@server/analytics/business-plan-report.server";
import { exclusionsFromConfig } from "@server/analytics/traffic-sql.server";
import { requireAdmin } from "@server/auth/viewer.server";
import { servicesContext } from "@server/context.server";
import { csvResponse } from "@server/http/csv";
import { QUOTE_REQUESTS_TABLE, TOP_PRODUCTS_TABLE } from "~/lib/business-plan-tables";
import { csvOf } from "~/lib/traffic-csv";

/** GET /business-plan/export.csv?periode=tout&tableau=demandes-devis: one table of /business-plan as CSV. Admin only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin({ request, context });
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const periodId = parseDashboardPeriod(url.searchParams.get("periode"));
  const tableId = url.searchParams.get("tableau") ?? "";
  if (tableId !== TOP_PRODUCTS_TABLE.id && tableId !== QUOTE_REQUESTS_TABLE.id) throw new Response("Tableau inconnu", { status: 404 });
  const data = await loadBusinessPlanDashboard(services.db.$client, exclusionsFromConfig(services.config), periodId);
  const csv =
    tableId === TOP_PRODUCTS_TABLE.id
      ? csvOf(TOP_PRODUCTS_TABLE.columns, data.topProducts)
      : csvOf(QUOTE_REQUESTS_TABLE.columns, data.quoteRequests.latest);
  return csvResponse(`business-plan-${tableId}-${periodId}.csv`, csv);
}
