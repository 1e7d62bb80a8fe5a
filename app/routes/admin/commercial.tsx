import { useNavigation } from "react-router";
import type { Route } from "./+types/commercial";
import { parseDashboardPeriod } from "@domain/traffic-period";
import { loadCommercialDashboard } from "@server/analytics/commercial-report.server";
import { exclusionsFromConfig } from "@server/analytics/traffic-sql.server";
import { requireAdmin } from "@server/auth/viewer.server";
import { servicesContext } from "@server/context.server";
import { DashboardLoadError } from "~/components/admin/dashboard-load-error";
import { CommercialDashboard } from "~/components/commercial/commercial-dashboard";
import { useRefreshWhileVisible } from "~/hooks/use-refresh-while-visible";
import { dashboardMeta } from "~/lib/seo";

const TITLE = "Tableau de Bord Commercial";
/** docs/product.md §3.4: dashboards refetch every 30 seconds. */
const REFRESH_MS = 30_000;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin({ request, context });
  const services = context.get(servicesContext);
  const periodId = parseDashboardPeriod(new URL(request.url).searchParams.get("periode"));
  return loadCommercialDashboard(services.db.$client, exclusionsFromConfig(services.config), periodId);
}

export const meta: Route.MetaFunction = ({ matches }) => dashboardMeta(matches, TITLE);

export default function CommercialDashboardPage({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  useRefreshWhileVisible(REFRESH_MS);
  return (
    <CommercialDashboard data={loaderData} loading={navigation.state === "loading" && navigation.location.pathname === "/commercial"} />
  );
}

export function ErrorBoundary() {
  return <DashboardLoadError title={TITLE} />;
}
