import type { Route } from "./+types/traffic-export";
import { parseTrafficPeriod, trafficPeriodDays } from "@domain/traffic-period";
import { parisDay } from "@domain/calendar";
import { trafficAggregate } from "@server/analytics/traffic-report.server";
import { exclusionsFromConfig } from "@server/analytics/traffic-sql.server";
import { requireAdmin } from "@server/auth/viewer.server";
import { servicesContext } from "@server/context.server";
import { csvResponse } from "@server/http/csv-response.server";
import { trafficCsv } from "~/lib/traffic-csv";

/**
 * GET /traffic/export.csv?periode=30j&tableau=pages: one table of /traffic for the period, in full (not only the top
 * lines), as CSV for French Excel. Admin only, like the page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin({ request, context });
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const periodId = parseTrafficPeriod(url.searchParams.get("periode"));
  const tableId = url.searchParams.get("tableau") ?? "";
  const { current } = trafficPeriodDays(periodId, parisDay(new Date()));
  const aggregate = await trafficAggregate(services.db.$client, current, exclusionsFromConfig(services.config));
  const csv = trafficCsv(aggregate, tableId);
  if (csv === null) throw new Response("Tableau inconnu", { status: 404 });
  return csvResponse(`trafic-${tableId}-${current.from}-${current.to}.csv`, csv);
}
