import type { Route } from "./+types/density-worksheet";
import { UnderConstruction } from "~/components/layout/under-construction";
import { pageTitle } from "~/content/brand";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Bordereau d'autocontrôle") },
  {
    name: "description",
    content:
      "Relevez la masse volumique de vos bottes de paille, vérifiez leur conformité et recevez le récapitulatif par e-mail.",
  },
];

export default function DensityWorksheetPage() {
  return <UnderConstruction title="Bordereau d'autocontrôle" />;
}
