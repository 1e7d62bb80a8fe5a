import type { Route } from "./+types/business-plan";
import { requireAdmin } from "@server/auth/viewer.server";
import { DashboardUnderConstruction } from "~/components/admin/dashboard-under-construction";
import { pageTitle } from "~/content/brand";
import { pageMeta } from "~/lib/seo";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin({ request, context });
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: pageTitle("Business Plan Dashboard"),
    description: "Tableau de bord réservé aux administrateurs.",
    noindex: true,
  });

export default function BusinessPlanDashboardPage() {
  return <DashboardUnderConstruction title="Business Plan Dashboard" />;
}
