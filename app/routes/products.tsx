import type { Route } from "./+types/products";
import { catalogueList } from "@domain/products";
import { servicesContext } from "@server/context.server";
import { offersOf } from "@domain/products";
import { documentAvailability } from "@server/documents/availability.server";
import { CalculatorSection } from "~/components/products/calculator-section";
import { ComparisonTable } from "~/components/products/comparison-table";
import { ProductCard } from "~/components/products/product-card";
import { ProductsJsonLd } from "~/components/products/product-json-ld";
import { QuoteBanner } from "~/components/products/quote-banner";
import { SharedCharacteristics } from "~/components/products/shared-characteristics";
import { pageTitle } from "@domain/brand";
import { productDocuments } from "@domain/documents";
import { pageMeta } from "~/lib/seo";
import { Island } from "~/islands/island";
import { islandsHandle } from "~/lib/page-hydration";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: pageTitle("Produits"),
    description:
      "Découvrez nos bottes de paille préfabriquées Botte 22, Botte 36, Botte 46 et ArgiBotte : caractéristiques, comparatif et fiches techniques.",
    path: "/produits",
  });

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const catalogue = services.catalogue.current();
  return { documents: await documentAvailability(services), products: catalogueList(catalogue), offers: offersOf(catalogue) };
}

export const handle = islandsHandle;

export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <QuoteBanner headingId="devis-haut" />
      <div className="bg-gradient-to-b from-straw-50 to-background">
        <div className="mx-auto max-w-7xl px-4 pt-14 pb-6 sm:px-6 lg:px-8">
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">Nos bottes de paille préfabriquées</h1>
          <p className="mt-4 max-w-3xl text-lg leading-relaxed text-muted-foreground">
            Quatre formats densifiés, calibrés et tracés, fabriqués dans notre atelier du Maine-et-Loire pour isoler les constructions à
            ossature bois. Chaque botte dispose de sa fiche technique et de sa déclaration environnementale (FDES).
          </p>
        </div>
      </div>
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
        {loaderData.products.map((product) => (
          <ProductCard key={product.id} product={product} documents={productDocuments(product.id, loaderData.documents)} />
        ))}
      </div>
      <SharedCharacteristics />
      <ComparisonTable products={loaderData.products} />
      <Island name="calculator-section" component={CalculatorSection} props={{ offers: loaderData.offers }} />
      <QuoteBanner headingId="devis-bas" />
      {/* Structured data last: the visible content comes first in the HTML stream and paints sooner. */}
      <ProductsJsonLd products={loaderData.products} />
    </>
  );
}
