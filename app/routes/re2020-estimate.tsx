import type { Route } from "./+types/re2020-estimate";
import { Link } from "react-router";
import { pageTitle } from "@domain/brand";
import { parisDay } from "@domain/calendar";
import type { Re2020Estimate } from "@domain/re2020/estimate";
import { RE2020_DISCLAIMER } from "@domain/re2020/notes";
import { re2020EstimateSchema } from "@domain/re2020/re2020-schema";
import { WallRefusal } from "@domain/wall/compute-wall";
import { servicesContext } from "@server/context.server";
import { estimateWithOwnFdes } from "@server/re2020/re2020-estimate.server";
import { useHydrated } from "~/hooks/use-hydrated";
import { EstimateForm } from "~/components/re2020/estimate-form";
import { EstimateResults } from "~/components/re2020/estimate-results";
import { WallReportActions } from "~/components/wall/wall-report-actions";
import { decodeRe2020State, encodeRe2020State, re2020FieldErrors, re2020RequestOf } from "~/lib/re2020-url-state";
import { pageMeta } from "~/lib/seo";
import { onUseHandle } from "~/lib/page-hydration";

/** A tool: nothing of React loads until its first use (docs/decisions/0019-tools-on-use.md). */
export const handle = onUseHandle();

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: pageTitle("Estimation RE2020 de l'isolant"),
    description:
      "Estimez la part de l'isolation (murs, toiture, plancher) dans l'Ic construction RE2020 d'une maison ou d'un logement collectif, en analyse de cycle de vie dynamique, et le carbone stocké par la paille.",
    path: "/estimation-re2020",
  });

type Outcome =
  { kind: "ok"; estimate: Re2020Estimate } | { kind: "invalid"; fields: Record<string, string> } | { kind: "refused"; message: string };

/** The form's values from the URL (or the defaults), computed on the server: the page is whole without its script. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const year = Number(parisDay(new Date()).slice(0, 4));
  const state = decodeRe2020State(new URL(request.url).searchParams, year);
  const fields = re2020FieldErrors(state);
  let outcome: Outcome;
  if (fields) {
    outcome = { kind: "invalid", fields };
  } else {
    try {
      const input = re2020EstimateSchema.parse(re2020RequestOf(state));
      outcome = { kind: "ok", estimate: await estimateWithOwnFdes(context.get(servicesContext), input) };
    } catch (error) {
      if (!(error instanceof WallRefusal)) throw error;
      outcome = { kind: "refused", message: error.message };
    }
  }
  return { state, outcome, search: encodeRe2020State(state) };
}

export default function Re2020EstimatePage({ loaderData }: Route.ComponentProps) {
  const { state, outcome, search } = loaderData;
  const hydrated = useHydrated();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8" data-hydrated={hydrated ? "true" : "false"}>
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Estimation RE2020 de l'isolant</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Ce que pèse l'isolation des murs, de la toiture et du plancher dans l'Ic construction d'un logement neuf, en analyse de cycle de
          vie dynamique comme le veut la RE2020, et le carbone que la paille stocke.
        </p>
        <p className="mt-2 text-muted-foreground">{RE2020_DISCLAIMER}</p>
      </header>
      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <EstimateForm state={state} fields={outcome.kind === "invalid" ? outcome.fields : {}} />
        <div className="min-w-0">
          {outcome.kind === "ok" ? (
            <div className="grid gap-6">
              <EstimateResults estimate={outcome.estimate} />
              <WallReportActions
                request={re2020RequestOf(state)}
                calls={{
                  reportUrl: "/api/re2020-report",
                  sendUrl: "/api/send-re2020-report",
                  fileName: "Estimation-RE2020-Isol-en-Paille.pdf",
                }}
              />
              <p>
                <Link
                  to={`/devis?estimation=${encodeURIComponent(search)}`}
                  className="font-medium text-primary underline underline-offset-4"
                >
                  Joindre cette estimation à une demande de devis
                </Link>
              </p>
            </div>
          ) : null}
          {outcome.kind === "invalid" ? (
            <p role="alert" className="rounded-lg border border-destructive p-4 text-destructive">
              Corrigez les valeurs signalées pour obtenir l'estimation : {Object.values(outcome.fields).join(" ; ")}.
            </p>
          ) : null}
          {outcome.kind === "refused" ? (
            <p role="alert" className="rounded-lg border border-destructive p-4">
              {outcome.message}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
