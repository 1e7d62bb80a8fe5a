import type { Route } from "./+types/calculator";
import { UnderConstruction } from "~/components/layout/under-construction";
import { pageTitle } from "~/content/brand";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: pageTitle("Calculateur de bottes"),
    description: "Estimez le nombre de bottes de paille, de palettes et de camions nécessaires à votre projet d'isolation.",
    path: "/calculateur",
  });

export default function CalculatorPage() {
  return <UnderConstruction title="Calculateur de bottes" />;
}
