import type { Route } from "./+types/wall-calculator";
import { pageTitle } from "@domain/brand";
import { WallRefusal } from "@domain/wall/compute-wall";
import { wallRequestSchema } from "@domain/wall/wall-schema";
import { servicesContext } from "@server/context.server";
import { computeWallWithOwnFdes } from "@server/wall/wall-performance.server";
import { WallCalculator } from "~/components/wall/wall-calculator";
import { fieldErrors, type WallOutcome } from "~/lib/wall-outcome";
import { defaultState, readSharedLink, requestOf, WALL_LINK_MESSAGES } from "~/lib/wall-url-state";
import { pageMeta } from "~/lib/seo";
import { onUseHandle } from "~/lib/page-hydration";
import { WALL_STORAGE_KEY } from "@domain/wall/wall-link";
import { VARIANTS_STORAGE_KEY } from "~/components/wall/variant-comparison";

/** A tool: nothing of React loads until its first use (docs/decisions/0019-tools-on-use.md). */
export const handle = onUseHandle([WALL_STORAGE_KEY, VARIANTS_STORAGE_KEY]);

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: pageTitle("Calculateur de paroi"),
    description:
      "Calculez le U, le déphasage, la condensation et le carbone stocké d'un mur, d'une toiture ou d'un plancher, couche par couche (NF EN ISO 6946, 13786, 13788).",
    path: "/calculateur-paroi",
  });

/** The wall in the URL (or the default one), computed on the server for the first paint. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const link = readSharedLink(new URL(request.url).searchParams);
  const fromUrl = link.state;
  const state = fromUrl ?? defaultState();
  const fields = fieldErrors(state);
  let outcome: WallOutcome;
  if (fields) {
    outcome = { kind: "invalid", fields };
  } else {
    try {
      outcome = {
        kind: "ok",
        wall: await computeWallWithOwnFdes(context.get(servicesContext), wallRequestSchema.parse(requestOf(state))),
      };
    } catch (error) {
      if (!(error instanceof WallRefusal)) throw error;
      outcome = { kind: "refused", message: error.message };
    }
  }
  return { state, fromUrl: fromUrl !== null || link.problem !== null, outcome, linkProblem: link.problem };
}

export default function WallCalculatorPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Calculateur de paroi</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Composez un mur, une toiture ou un plancher couche par couche : coefficient U, déphasage et amortissement, condensation, carbone
          stocké. Le lien de la page garde votre composition : partagez-le.
        </p>
      </header>
      {loaderData.linkProblem ? (
        <p role="alert" className="mt-6 max-w-3xl rounded-lg border border-destructive p-4" data-testid="link-problem">
          {WALL_LINK_MESSAGES[loaderData.linkProblem]}
        </p>
      ) : null}
      <div className="mt-10">
        <WallCalculator initialState={loaderData.state} initialOutcome={loaderData.outcome} fromUrl={loaderData.fromUrl} />
      </div>
    </div>
  );
}
