import type { Route } from "./+types/contact";
import { UnderConstruction } from "~/components/layout/under-construction";
import { brand, pageTitle } from "~/content/brand";

export const links: Route.LinksFunction = () => [{ rel: "canonical", href: "/contact" }];

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Contact") },
  {
    name: "description",
    content: `Contactez ${brand.name}, fabricant de bottes de paille d'isolation à ${brand.footerLocation} : téléphone, e-mail, horaires et formulaire de contact.`,
  },
];

export default function ContactPage() {
  return <UnderConstruction title="Contact" />;
}
