import type { Route } from "./+types/legal-notice";
import { UnderConstruction } from "~/components/layout/under-construction";
import { pageTitle } from "~/content/brand";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Mentions légales") },
  {
    name: "description",
    content:
      "Mentions légales du site : éditeur, hébergement et propriété intellectuelle.",
  },
];

export default function LegalNoticePage() {
  return <UnderConstruction title="Mentions légales" />;
}
