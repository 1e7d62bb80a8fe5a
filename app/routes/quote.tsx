import type { Route } from "./+types/quote";
import { Link } from "react-router";
import { parisDay } from "@domain/calendar";
import { re2020EstimateSchema } from "@domain/re2020/re2020-schema";
import { WallRefusal } from "@domain/wall/compute-wall";
import { servicesContext } from "@server/context.server";
import { estimateWithOwnFdes } from "@server/re2020/re2020-estimate.server";
import { quoteEstimateAnnex } from "@server/re2020/quote-estimate-annex.server";
import type { AttachedEstimateData } from "~/components/quote/attached-estimate";
import { decodeRe2020State, re2020RequestOf } from "~/lib/re2020-url-state";
import { QuoteRequestForm } from "~/components/quote/quote-request-form";
import { brand, pageTitle } from "@domain/brand";
import { pageMeta } from "~/lib/seo";
import { onUseHandle } from "~/lib/page-hydration";
import { DEVIS_COOLDOWN_KEY, DEVIS_PRODUCT_KEY, DEVIS_SURFACE_KEY } from "~/lib/browser-keys";

/** A tool: nothing of React loads until its first use (docs/decisions/0019-tools-on-use.md). */
export const handle = onUseHandle([DEVIS_SURFACE_KEY, DEVIS_PRODUCT_KEY, DEVIS_COOLDOWN_KEY]);

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: pageTitle("Demande de devis"),
    description: "Demandez gratuitement et sans engagement votre devis d'isolation en bottes de paille préfabriquées.",
    path: "/devis",
  });

/**
 * The toast after a 429 names the limit in force, which is configuration (RATE_LIMIT_QUOTE_PER_HOUR). A link from
 * /estimation-re2020 carries its form in `estimation`: read and computed here, on the server, so the page's script
 * does not carry the wall calculator's catalogue; an estimate that cannot be read or computed is simply not joined.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const param = new URL(request.url).searchParams.get("estimation");
  let estimate: AttachedEstimateData | null = null;
  if (param) {
    const estimateRequest = re2020RequestOf(decodeRe2020State(new URLSearchParams(param), Number(parisDay(new Date()).slice(0, 4))));
    const parsed = re2020EstimateSchema.safeParse(estimateRequest);
    if (parsed.success) {
      try {
        estimate = { request: estimateRequest, annex: quoteEstimateAnnex(await estimateWithOwnFdes(services, parsed.data)) };
      } catch (error) {
        if (!(error instanceof WallRefusal)) throw error;
      }
    }
  }
  return { quotesPerHour: services.config.RATE_LIMIT_QUOTE_PER_HOUR, estimate };
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
        <p className="mt-2 text-muted-foreground">
          Projet neuf soumis à la RE2020 ? Joignez l'
          <Link to="/estimation-re2020" className="font-medium text-primary underline underline-offset-4">
            estimation RE2020 de votre isolation
          </Link>{" "}
          à votre demande.
        </p>
        <noscript>
          <p className="mt-4 rounded-md border border-border bg-secondary p-4 text-secondary-foreground">
            Ce formulaire a besoin de JavaScript. Vous pouvez aussi nous écrire à {brand.email} ou nous appeler au {brand.phone.display}.
          </p>
        </noscript>
      </header>
      <div className="mt-8">
        <QuoteRequestForm quotesPerHour={loaderData.quotesPerHour} estimate={loaderData.estimate} />
      </div>
    </div>
  );
}
