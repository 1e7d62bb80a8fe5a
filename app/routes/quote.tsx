import type { Route } from "./+types/quote";
import { UnderConstruction } from "~/components/layout/under-construction";
import { pageTitle } from "~/content/brand";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Demande de devis") },
  {
    name: "description",
    content:
      "Demandez gratuitement et sans engagement votre devis d'isolation en bottes de paille préfabriquées.",
  },
];

export default function QuotePage() {
  return <UnderConstruction title="Demande de devis" />;
}
