import type { Route } from "./+types/contact";
import { UnderConstruction } from "~/components/layout/under-construction";
import { brand, pageTitle } from "~/content/brand";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: pageTitle("Contact"),
    description: `Contactez ${brand.name}, fabricant de bottes de paille d'isolation à ${brand.footerLocation} : téléphone, e-mail, horaires et formulaire de contact.`,
    path: "/contact",
  });

export default function ContactPage() {
  return <UnderConstruction title="Contact" />;
}
