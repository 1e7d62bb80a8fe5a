import { Fragment } from "react";
import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import { PRODUCT_LIST } from "@domain/products";
import { StrawBaleIllustration } from "~/components/illustrations/straw-bale";
import { formatCarbon, formatThickness, thermalResistanceFacts } from "@domain/product-figures";
import { PRODUCT_COPY } from "~/content/product-copy";

/** The four bales, each card leading to its anchor on /produits (docs/product.md §2 Home). */
export function ProductTeaser() {
  return (
    <section aria-labelledby="accueil-produits" className="render-when-visible mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <div className="max-w-3xl">
        <h2 id="accueil-produits" className="text-3xl font-bold tracking-tight">
          Quatre bottes pour isoler vos parois
        </h2>
        <p className="mt-3 text-lg text-muted-foreground">
          Trois épaisseurs de paille densifiée et une version à cœur d'argile : choisissez la performance adaptée à votre projet.
        </p>
      </div>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {PRODUCT_LIST.map((product) => (
          <li key={product.id}>
            <article className="group relative flex h-full flex-col rounded-xl border border-border bg-card p-6 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
              <StrawBaleIllustration clayCore={product.id === "argibotte"} className="mx-auto w-40 max-w-full" />
              <p className="mt-4 text-sm font-medium text-green-700">{PRODUCT_COPY[product.id].tagline}</p>
              <h3 className="mt-1 text-xl font-bold">
                {/* The link covers the whole card; its name stays the product's name. */}
                <Link
                  to={`/produits#${product.id}`}
                  className="rounded-sm after:absolute after:inset-0 after:rounded-xl after:content-['']"
                >
                  {product.label}
                </Link>
              </h3>
              <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-2 text-sm">
                <dt className="text-muted-foreground">Épaisseur</dt>
                <dd className="text-right font-medium whitespace-nowrap">{formatThickness(product)}</dd>
                {thermalResistanceFacts(product).map((fact) => (
                  <Fragment key={fact.label}>
                    <dt className="text-muted-foreground">{fact.label}</dt>
                    <dd className={fact.lambda === null ? "text-right text-xs" : "text-right font-medium whitespace-nowrap"}>
                      {fact.value}
                    </dd>
                  </Fragment>
                ))}
                <dt className="text-muted-foreground">CO₂ stocké</dt>
                <dd className="text-right font-medium whitespace-nowrap">{formatCarbon(product)}</dd>
              </dl>
              <p
                aria-hidden="true"
                className="mt-auto flex items-center gap-1 pt-5 text-sm font-semibold text-primary group-hover:underline"
              >
                Voir la fiche produit
                <ArrowRight className="size-4" />
              </p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
