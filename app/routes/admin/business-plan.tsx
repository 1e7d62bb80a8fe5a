import { redirect } from "react-router";
import type { Route } from "./+types/business-plan";
import { isAdminRequest } from "@server/auth/viewer.server";
import { UnderConstruction } from "~/components/layout/under-construction";
import { pageTitle } from "~/content/brand";

// Admin only, enforced on the server (DESIGN §6): anyone else is sent to the sign-in page.
export async function loader({ request }: Route.LoaderArgs) {
  if (!(await isAdminRequest(request))) throw redirect("/auth");
  return null;
}

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Business Plan Dashboard") },
  { name: "description", content: "Tableau de bord réservé aux administrateurs." },
  { name: "robots", content: "noindex" },
];

export default function BusinessPlanDashboardPage() {
  return <UnderConstruction title="Business Plan Dashboard" />;
}
