import type { Route } from "./+types/fdes-comparator";
import { UnderConstruction } from "~/components/layout/under-construction";
import { pageTitle } from "~/content/brand";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: pageTitle("Comparateur environnemental"),
    description:
      "Comparez la FDES d'un isolant avec celles de nos bottes de paille : importez un PDF et comparez les indicateurs environnementaux.",
    path: "/comparateur-environnemental",
  });

export default function FdesComparatorPage() {
  return <UnderConstruction title="Comparateur environnemental" />;
}
