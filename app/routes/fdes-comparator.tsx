import type { Route } from "./+types/fdes-comparator";
import { UnderConstruction } from "~/components/layout/under-construction";
import { pageTitle } from "~/content/brand";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Comparateur environnemental") },
  {
    name: "description",
    content:
      "Comparez la FDES d'un isolant avec celles de nos bottes de paille : importez un PDF et comparez les indicateurs environnementaux.",
  },
];

export default function FdesComparatorPage() {
  return <UnderConstruction title="Comparateur environnemental" />;
}
