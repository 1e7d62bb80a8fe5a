import type { Route } from "./+types/documents";
import { UnderConstruction } from "~/components/layout/under-construction";
import { pageTitle } from "~/content/brand";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Documents techniques") },
  {
    name: "description",
    content:
      "Téléchargez les fiches techniques et les déclarations environnementales (FDES) de nos bottes de paille.",
  },
];

export default function DocumentsPage() {
  return <UnderConstruction title="Documents techniques" />;
}
