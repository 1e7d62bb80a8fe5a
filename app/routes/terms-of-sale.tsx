import type { Route } from "./+types/terms-of-sale";
import { UnderConstruction } from "~/components/layout/under-construction";
import { pageTitle } from "~/content/brand";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Conditions générales de vente") },
  {
    name: "description",
    content:
      "Conditions générales de vente de nos bottes de paille d'isolation.",
  },
];

export default function TermsOfSalePage() {
  return <UnderConstruction title="Conditions générales de vente" />;
}
