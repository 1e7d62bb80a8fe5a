import type { Route } from "./+types/blog";
import { UnderConstruction } from "~/components/layout/under-construction";
import { pageTitle } from "~/content/brand";

// /blog and /projets show this same screen; search engines are pointed at /blog.
export const links: Route.LinksFunction = () => [{ rel: "canonical", href: "/blog" }];

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Réalisations") },
  {
    name: "description",
    content:
      "Nos réalisations en isolation paille : logement social, habitat collectif, formation et innovation avec nos bottes préfabriquées.",
  },
];

export default function BlogPage() {
  return <UnderConstruction title="Nos réalisations" />;
}
