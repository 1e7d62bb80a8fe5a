import type { Route } from "./+types/technique";
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
    title: pageTitle("Tableau de Bord Technique"),
    description: "Tableau de bord réservé aux administrateurs.",
    noindex: true,
  });

export default function TechnicalDashboardPage() {
  return <DashboardUnderConstruction title="Tableau de Bord Technique" />;
}
