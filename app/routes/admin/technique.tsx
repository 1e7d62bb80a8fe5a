import type { Route } from "./+types/technique";
import { requireAdmin } from "@server/auth/viewer.server";
import { UnderConstruction } from "~/components/layout/under-construction";
import { pageTitle } from "~/content/brand";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Tableau de Bord Technique") },
  { name: "description", content: "Tableau de bord réservé aux administrateurs." },
  { name: "robots", content: "noindex" },
];

export default function TechnicalDashboardPage() {
  return <UnderConstruction title="Tableau de Bord Technique" />;
}
