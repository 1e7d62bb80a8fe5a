import type { Route } from "./+types/calculator";
import { UnderConstruction } from "~/components/layout/under-construction";
import { pageTitle } from "~/content/brand";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Calculateur de bottes") },
  {
    name: "description",
    content:
      "Estimez le nombre de bottes de paille, de palettes et de camions nécessaires à votre projet d'isolation.",
  },
];

export default function CalculatorPage() {
  return <UnderConstruction title="Calculateur de bottes" />;
}
