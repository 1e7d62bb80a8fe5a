import { Clock, Mail, MapPin, Phone, Truck } from "lucide-react";
import type { Route } from "./+types/contact";
import { ContactForm } from "~/components/contact/contact-form";
import { brand, openingHoursLine, pageTitle } from "@domain/brand";
import { pageMeta } from "~/lib/seo";
import { onUseHandle } from "~/lib/page-hydration";
import { CONTACT_COOLDOWN_KEY } from "~/lib/browser-keys";

/** A tool: nothing of React loads until its first use (docs/decisions/0019-tools-on-use.md). */
export const handle = onUseHandle([CONTACT_COOLDOWN_KEY]);

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: pageTitle("Contact"),
    description: `Contactez ${brand.name}, fabricant de bottes de paille d'isolation à ${brand.footerLocation} : téléphone, e-mail, horaires et formulaire de contact.`,
    path: "/contact",
  });

export default function ContactPage() {
  const { address } = brand;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Contactez-nous</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Une question sur nos bottes de paille, un projet d'isolation, une livraison ? Écrivez-nous : nous vous répondons dans les plus
          brefs délais.
        </p>
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_2fr]">
        <aside className="flex flex-col gap-6" aria-label="Nos coordonnées">
          <section className="rounded-lg border border-border bg-card p-6">
            <h2 className="text-lg font-semibold">Nos coordonnées</h2>
            <ul className="mt-4 flex flex-col gap-4 text-sm">
              <li className="flex gap-3">
                <MapPin aria-hidden className="size-5 shrink-0 text-primary" />
                <address className="not-italic">
                  {brand.name}
                  <br />
                  {address.street}
                  <br />
                  {address.postalCode} {address.city}
                  <br />
                  {address.department}
                </address>
              </li>
              <li className="flex gap-3">
                <Phone aria-hidden className="size-5 shrink-0 text-primary" />
                <a href={brand.phone.href} className="underline underline-offset-2 hover:no-underline">
                  {brand.phone.display}
                </a>
              </li>
              <li className="flex gap-3">
                <Mail aria-hidden className="size-5 shrink-0 text-primary" />
                <a href={`mailto:${brand.email}`} className="underline underline-offset-2 hover:no-underline">
                  {brand.email}
                </a>
              </li>
              <li className="flex gap-3">
                <Clock aria-hidden className="size-5 shrink-0 text-primary" />
                <span>Horaires : {openingHoursLine()}</span>
              </li>
            </ul>
          </section>
          <section className="rounded-lg border border-border bg-card p-6">
            <h2 className="flex items-center gap-2 text-lg font-semibold">
              <Truck aria-hidden className="size-5 text-primary" />
              Zone de livraison
            </h2>
            <p className="mt-3 text-sm">
              Nos bottes sont livrées par semi-remorque partout en France et dans les pays limitrophes, directement sur votre chantier.
            </p>
          </section>
        </aside>

        <section aria-labelledby="formulaire-contact" className="rounded-lg border border-border bg-card p-6 sm:p-8">
          <h2 id="formulaire-contact" className="text-xl font-semibold">
            Envoyez-nous un message
          </h2>
          <div className="mt-6">
            <ContactForm />
          </div>
        </section>
      </div>
    </div>
  );
}
