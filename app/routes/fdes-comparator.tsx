import type { Route } from "./+types/fdes-comparator";
import { servicesContext } from "@server/context.server";
import { documentAvailability } from "@server/documents/availability.server";
import { ComparatorNotice } from "~/components/fdes/comparator-notice";
import { FdesComparator } from "~/components/fdes/fdes-comparator";
import { type OwnFdesEntry, OurFdesList } from "~/components/fdes/our-fdes-list";
import { pageTitle } from "@domain/brand";
import { resolveCatalogue } from "@domain/documents";
import { pageMeta } from "~/lib/seo";
import { onUseHandle } from "~/lib/page-hydration";

/** A tool: nothing of React loads until its first use (docs/decisions/0019-tools-on-use.md). */
export const handle = onUseHandle();

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: pageTitle("Comparateur environnemental"),
    description:
      "Comparez la FDES d'un isolant avec celles de nos bottes de paille : importez un PDF et comparez les indicateurs environnementaux.",
    path: "/comparateur-environnemental",
  });

/** Our declarations from the document catalogue, with what is really served (docs/decisions/0005-documents.md). */
export async function loader({ context }: Route.LoaderArgs) {
  const catalogue = resolveCatalogue(await documentAvailability(context.get(servicesContext)));
  const ownFdes: OwnFdesEntry[] = catalogue.flatMap((category) =>
    category.items.flatMap((item) => (item.fdes ? [{ name: item.name, file: item.fdes }] : [])),
  );
  return { ownFdes };
}

export default function FdesComparatorPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-10 sm:px-6 lg:px-8">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Comparateur environnemental</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Importez la FDES d'un isolant (déclaration environnementale et sanitaire, au format PDF) : ses indicateurs sont comparés à ceux de
          nos bottes de paille, ramenées à la même résistance thermique, avec la botte la plus proche et une analyse en clair.
        </p>
      </header>
      <ComparatorNotice />
      <FdesComparator />
      <OurFdesList entries={loaderData.ownFdes} />
    </div>
  );
}
