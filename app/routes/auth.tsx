import type { Route } from "./+types/auth";
import { UnderConstruction } from "~/components/layout/under-construction";
import { brand, pageTitle } from "~/content/brand";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: pageTitle("Authentification"),
    description: `Espace de connexion réservé à l'équipe ${brand.name}.`,
    noindex: true,
  });

export default function AuthPage() {
  return <UnderConstruction title="Authentification" />;
}
