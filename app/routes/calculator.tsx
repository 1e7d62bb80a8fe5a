import { Link } from "react-router";
import type { Route } from "./+types/calculator";
import { BaleCalculator } from "~/components/calculator/bale-calculator";
import { pageTitle } from "@domain/brand";
import { pageMeta } from "~/lib/seo";
import { offersOf } from "@domain/products";
import { servicesContext } from "@server/context.server";
import { onUseHandle } from "~/lib/page-hydration";

/** A tool: nothing of React loads until its first use (docs/decisions/0019-tools-on-use.md). */
export const handle = onUseHandle();

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: pageTitle("Calculateur de bottes"),
    description: "Estimez le nombre de bottes de paille, de palettes et de camions nécessaires à votre projet d'isolation.",
    path: "/calculateur",
  });

/** The catalogue's current offers: the calculator prices with them (docs/product.md §10.1). */
export function loader({ context }: Route.LoaderArgs) {
  return { offers: offersOf(context.get(servicesContext).catalogue.current()) };
}

export default function CalculatorPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Calculateur de bottes de paille</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          À partir d'une surface, d'un volume ou d'un nombre de bottes : quantités, palettes, poids, camions, budget indicatif, carbone
          stocké et place de stockage sur chantier.
        </p>
        <p className="mt-2 text-muted-foreground">
          Pour le coefficient U, le déphasage et la condensation d'une paroi couche par couche, ouvrez le{" "}
          <Link to="/calculateur-paroi" className="font-medium text-primary underline underline-offset-4">
            calculateur de paroi
          </Link>
          ; pour la part de l'isolation dans l'Ic construction RE2020 d'un projet, l'
          <Link to="/estimation-re2020" className="font-medium text-primary underline underline-offset-4">
            estimation RE2020
          </Link>
          .
        </p>
      </header>
      <div className="mt-10">
        <BaleCalculator offers={loaderData.offers} />
      </div>
    </div>
  );
}
