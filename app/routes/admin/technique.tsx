import type { Route } from "./+types/technique";
import { requireAdmin } from "@server/auth/viewer.server";
import { UnderConstruction } from "~/components/layout/under-construction";
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
  return <UnderConstruction title="Tableau de Bord Technique" />;
}
