import type { Route } from "./+types/quote";
import { servicesContext } from "@server/context.server";
import { QuoteRequestForm } from "~/components/quote/quote-request-form";
import { brand, pageTitle } from "@domain/brand";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: pageTitle("Demande de devis"),
    description: "Demandez gratuitement et sans engagement votre devis d'isolation en bottes de paille préfabriquées.",
    path: "/devis",
  });

// The toast after a 429 names the limit in force, which is configuration (RATE_LIMIT_QUOTE_PER_HOUR).
export function loader({ context }: Route.LoaderArgs) {
  return { quotesPerHour: context.get(servicesContext).config.RATE_LIMIT_QUOTE_PER_HOUR };
}

export default function QuotePage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Demande de devis</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Décrivez votre projet en trois étapes : vous recevez un devis personnalisé, gratuit et sans engagement, et nous vous répondons
          sous {brand.claims.quoteReplyHours} h.
        </p>
        <noscript>
          <p className="mt-4 rounded-md border border-border bg-secondary p-4 text-secondary-foreground">
            Ce formulaire a besoin de JavaScript. Vous pouvez aussi nous écrire à {brand.email} ou nous appeler au {brand.phone.display}.
          </p>
        </noscript>
      </header>
      <div className="mt-8">
        <QuoteRequestForm quotesPerHour={loaderData.quotesPerHour} />
      </div>
    </div>
  );
}
