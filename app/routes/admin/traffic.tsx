import { useNavigation } from "react-router";
import type { Route } from "./+types/traffic";
import { parseTrafficPeriod } from "@domain/traffic-period";
import { loadTrafficDashboard } from "@server/analytics/traffic-report.server";
import { exclusionsFromConfig } from "@server/analytics/traffic-sql.server";
import { requireAdmin } from "@server/auth/viewer.server";
import { servicesContext } from "@server/context.server";
import { DashboardLoadError } from "~/components/admin/dashboard-load-error";
import { TrafficDashboard } from "~/components/traffic/traffic-dashboard";
import { dashboardMeta } from "~/lib/seo";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin({ request, context });
  const services = context.get(servicesContext);
  const periodId = parseTrafficPeriod(new URL(request.url).searchParams.get("periode"));
  return loadTrafficDashboard(services.db.$client, exclusionsFromConfig(services.config), periodId);
}

export const meta: Route.MetaFunction = ({ matches }) => dashboardMeta(matches, "Analyse du Trafic");

export default function TrafficDashboardPage({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return <TrafficDashboard data={loaderData} loading={navigation.state === "loading" && navigation.location.pathname === "/traffic"} />;
}

export function ErrorBoundary() {
  return <DashboardLoadError title="Analyse du Trafic" />;
}
