import type { Route } from "./+types/documents";
import { UnderConstruction } from "~/components/layout/under-construction";
import { pageTitle } from "~/content/brand";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: pageTitle("Documents techniques"),
    description: "Téléchargez les fiches techniques et les déclarations environnementales (FDES) de nos bottes de paille.",
    path: "/documents-techniques",
  });

export default function DocumentsPage() {
  return <UnderConstruction title="Documents techniques" />;
}
