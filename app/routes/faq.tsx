import type { Route } from "./+types/faq";
import { UnderConstruction } from "~/components/layout/under-construction";
import { pageTitle } from "~/content/brand";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("FAQ") },
  {
    name: "description",
    content:
      "Réponses aux questions fréquentes sur nos bottes de paille : caractéristiques, commande, livraison, mise en œuvre, réglementation et prix.",
  },
];

export default function FaqPage() {
  return <UnderConstruction title="Questions fréquentes" />;
}
