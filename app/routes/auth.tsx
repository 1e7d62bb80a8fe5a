import type { Route } from "./+types/auth";
import { UnderConstruction } from "~/components/layout/under-construction";
import { brand, pageTitle } from "~/content/brand";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Authentification") },
  { name: "description", content: `Espace de connexion réservé à l'équipe ${brand.name}.` },
  { name: "robots", content: "noindex" },
];

export default function AuthPage() {
  return <UnderConstruction title="Authentification" />;
}
