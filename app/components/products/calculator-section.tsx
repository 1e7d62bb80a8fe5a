import { Suspense, lazy, useRef } from "react";
import { useNearViewport } from "~/hooks/use-near-viewport";
import type { ProductId, ProductOffer } from "@domain/products";

// Below the fold: its code loads after the page's own, so the product cards paint first.
const BaleCalculator = lazy(() => import("~/components/calculator/bale-calculator").then((module) => ({ default: module.BaleCalculator })));

/**
 * The calculator section of /produits (anchor #calculette): the same calculator as /calculateur. It is drawn in the
 * browser only, when the visitor comes near it: a form shown before its code has loaded would take choices that
 * React then ignores, and a visitor who reads only the cards does not pay for it on a phone.
 */
export function CalculatorSection({ offers }: { offers: Record<ProductId, ProductOffer> }) {
  const area = useRef<HTMLDivElement>(null);
  const near = useNearViewport(area);
  const loading = <p className="text-sm text-muted-foreground">Chargement du calculateur…</p>;
  return (
    <section id="calculette" aria-labelledby="calculette-titre" className="mx-auto max-w-7xl scroll-mt-28 px-4 pb-16 sm:px-6 lg:px-8">
      <div className="rounded-xl border border-border bg-card p-6 sm:p-8">
        <h2 id="calculette-titre" className="text-2xl font-bold tracking-tight">
          Calculateur de bottes
        </h2>
        <p className="mt-2 text-muted-foreground">
          Le nombre de bottes, de palettes et de camions, le poids, le budget indicatif et le carbone stocké pour votre surface, votre
          volume ou votre nombre de bottes.
        </p>
        <div ref={area} className="mt-6 min-h-96">
          {near ? (
            <Suspense fallback={loading}>
              <BaleCalculator offers={offers} />
            </Suspense>
          ) : (
            loading
          )}
        </div>
      </div>
    </section>
  );
}
