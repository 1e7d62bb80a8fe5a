import type { Route } from "./+types/traffic";
import { requireAdmin } from "@server/auth/viewer.server";
import { UnderConstruction } from "~/components/layout/under-construction";
import { pageTitle } from "~/content/brand";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Analyse du Trafic") },
  { name: "description", content: "Tableau de bord réservé aux administrateurs." },
  { name: "robots", content: "noindex" },
];

export default function TrafficDashboardPage() {
  return <UnderConstruction title="Analyse du Trafic" />;
}
