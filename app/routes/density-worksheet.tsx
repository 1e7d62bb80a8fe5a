import type { Route } from "./+types/density-worksheet";
import { UnderConstruction } from "~/components/layout/under-construction";
import { pageTitle } from "~/content/brand";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: pageTitle("Bordereau d'autocontrôle"),
    description: "Relevez la masse volumique de vos bottes de paille, vérifiez leur conformité et recevez le récapitulatif par e-mail.",
    path: "/bordereau-autocontrole",
  });

export default function DensityWorksheetPage() {
  return <UnderConstruction title="Bordereau d'autocontrôle" />;
}
