import type { Route } from "./+types/traffic";
import { requireAdmin } from "@server/auth/viewer.server";
import { UnderConstruction } from "~/components/layout/under-construction";
import { pageTitle } from "~/content/brand";
import { pageMeta } from "~/lib/seo";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: pageTitle("Analyse du Trafic"),
    description: "Tableau de bord réservé aux administrateurs.",
    noindex: true,
  });

export default function TrafficDashboardPage() {
  return <UnderConstruction title="Analyse du Trafic" />;
}
