import { type CatalogueProduct, DENSITY_RANGE_PRODUCTS } from "@domain/products";
import { StrawBaleIllustration } from "~/components/illustrations/straw-bale";
import type { DocumentFile } from "@domain/documents";
import { PRODUCT_COPY } from "~/content/product-copy";
import {
  formatAvailability,
  formatCarbon,
  formatDensityRange,
  formatDimensionsCm,
  formatLeadTime,
  formatPallet,
  formatPhaseShift,
  formatPricePerM2,
  formatResistanceFact,
  thermalResistanceFacts,
} from "@domain/product-figures";
import { Island } from "~/islands/island";
import { ProductDocument } from "./product-document";
import { QuoteRequestLink } from "./quote-request-link";

type ProductCardProps = {
  /** As sold now: its offer comes from the catalogue (docs/product.md §10.1). */
  product: CatalogueProduct;
  documents: { ficheTechnique: DocumentFile; fdes: DocumentFile };
};

/**
 * One bale on /produits, with its anchor id (the header's product links land here). `scroll-mt` keeps the card's
 * top clear of the sticky header (65 px, 105 px with the admin strip) when the page scrolls to it.
 */
export function ProductCard({ product, documents }: ProductCardProps) {
  const copy = PRODUCT_COPY[product.id];
  const headingId = `${product.id}-titre`;
  const figures: { label: string; value: string }[] = [
    { label: "Dimensions (l × h × L)", value: formatDimensionsCm(product) },
    ...thermalResistanceFacts(product).map((fact) => ({ label: fact.label, value: formatResistanceFact(fact) })),
    { label: "Déphasage", value: formatPhaseShift(product.phaseShiftCardHours) },
    { label: "Stockage carbone", value: formatCarbon(product) },
    { label: "Masse volumique", value: formatDensityRange(DENSITY_RANGE_PRODUCTS) },
    ...(product.finish ? [{ label: "Finition", value: product.finish }] : []),
    { label: "Par palette", value: formatPallet(product) },
    { label: "Prix indicatif", value: formatPricePerM2(product) },
    ...(formatLeadTime(product) ? [{ label: "Délai de livraison", value: formatLeadTime(product)! }] : []),
    { label: "Disponibilité", value: formatAvailability(product) },
  ];

  return (
    <article
      id={product.id}
      aria-labelledby={headingId}
      className="scroll-mt-28 rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8"
    >
      <div className="grid gap-8 lg:grid-cols-[2fr_3fr]">
        <div className="flex flex-col">
          <StrawBaleIllustration clayCore={product.id === "argibotte"} className="w-48 max-w-full" />
          <p className="mt-4 text-sm font-semibold tracking-wide text-green-700 uppercase">{copy.tagline}</p>
          <h2 id={headingId} className="mt-1 text-3xl font-bold tracking-tight">
            {product.label}
          </h2>
          <p className="mt-3 text-muted-foreground">{copy.description}</p>
          <div className="mt-6 flex flex-wrap gap-3 lg:mt-auto lg:pt-6">
            <Island name="quote-request-link" component={QuoteRequestLink} props={{ product }} />
            {product.id !== "argibotte" ? (
              <a
                href={`/calculateur-paroi?modele=paille-${product.id}`}
                className="inline-flex h-10 items-center rounded-md border border-input bg-background px-4 text-sm font-medium shadow-sm hover:bg-accent"
              >
                Calculer une paroi en {product.label}
              </a>
            ) : null}
          </div>
        </div>
        <div>
          <dl className="divide-y divide-border rounded-lg border border-border">
            {figures.map((figure) => (
              <div key={figure.label} className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-4 py-2.5">
                <dt className="text-muted-foreground">{figure.label}</dt>
                <dd className="font-semibold">{figure.value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-4 flex flex-wrap gap-3">
            <ProductDocument file={documents.ficheTechnique} productLabel={product.label} />
            <ProductDocument file={documents.fdes} productLabel={product.label} />
          </div>
          {documents.fdes.sample ? (
            <p className="mt-3 text-sm text-muted-foreground">
              FDES d'exemple, établie à partir de données de référence, en attendant la publication de la FDES vérifiée.
            </p>
          ) : null}
        </div>
      </div>
    </article>
  );
}
