import type { Route } from "./+types/quote";
import { UnderConstruction } from "~/components/layout/under-construction";
import { pageTitle } from "~/content/brand";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: pageTitle("Demande de devis"),
    description: "Demandez gratuitement et sans engagement votre devis d'isolation en bottes de paille préfabriquées.",
    path: "/devis",
  });

export default function QuotePage() {
  return <UnderConstruction title="Demande de devis" />;
}
