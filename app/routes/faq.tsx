import { Link } from "react-router";
import type { Route } from "./+types/faq";
import { FaqCategorySection } from "~/components/faq/faq-category-section";
import { JsonLd } from "~/components/seo/json-ld";
import { Button } from "~/components/ui/button";
import { pageTitle } from "@domain/brand";
import { faqCategories } from "~/content/faq";
import { pageMeta } from "~/lib/seo";
import { faqPage } from "~/lib/structured-data";
import { SectionJumpNav } from "~/components/layout/section-jump-nav";
import { islandsHandle } from "~/lib/page-hydration";
import { servicesContext } from "@server/context.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: pageTitle("FAQ"),
    description:
      "Réponses aux questions fréquentes sur nos bottes de paille : caractéristiques, commande, livraison, mise en œuvre, réglementation, prix et PailleMobile.",
    path: "/faq",
  });

// The questions travel as loader data rather than in the page's JavaScript: the same text, less script to run; their
// prices and pallets are the catalogue's current ones (docs/product.md §10.1).
export function loader({ context }: Route.LoaderArgs) {
  return { categories: faqCategories(context.get(servicesContext).catalogue.current()) };
}

export const handle = islandsHandle;

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const { categories } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">Questions fréquentes</h1>
        <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
          Caractéristiques des bottes, commande, livraison, pose, réglementation, prix : les réponses aux questions que l'on nous pose le
          plus souvent.
        </p>
      </header>
      <SectionJumpNav label="Catégories de questions" sections={categories} />
      {/* One group for the whole page: a single question is open at a time, across categories. */}
      <div className="mt-12 space-y-12">
        {categories.map((category) => (
          <FaqCategorySection key={category.id} category={category} group="faq" />
        ))}
      </div>
      <section aria-labelledby="faq-suite" className="mt-16 rounded-xl bg-secondary p-8 text-center text-secondary-foreground">
        <h2 id="faq-suite" className="text-2xl font-bold tracking-tight">
          Vous ne trouvez pas votre réponse ?
        </h2>
        <p className="mx-auto mt-3 max-w-2xl leading-relaxed">
          Notre équipe répond à toutes vos questions techniques et étudie votre projet avec vous.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to="/contact">Nous contacter</Link>
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link to="/devis">Demander un devis</Link>
          </Button>
        </div>
      </section>
      {/* Structured data last: the questions come first in the HTML stream and paint sooner. */}
      <JsonLd data={faqPage(categories.flatMap((category) => category.items))} />
    </div>
  );
}
