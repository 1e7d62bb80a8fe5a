import { useEffect, useRef } from "react";
import type { CompareFdesResponse } from "@domain/fdes/compare-fdes-api";
import { AnalysisText } from "./analysis-text";
import { IndicatorCharts } from "./indicator-charts";
import { OwnProductsTable } from "./own-products-table";
import { UploadedProductCard } from "./uploaded-product-card";

/**
 * The result of one comparison (tools §2.1): the uploaded product, our bales with their reductions and the closest
 * match, a chart per indicator and the analysis text. Its heading takes the focus when it appears, so keyboard and
 * screen-reader users land on it.
 */
export function ComparisonResults({ response }: { response: CompareFdesResponse }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <section aria-labelledby="fdes-resultats" className="flex flex-col gap-6">
      <h2 id="fdes-resultats" ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight">
        Résultats de la comparaison
      </h2>
      <UploadedProductCard
        product={response.uploaded_product}
        ownStandards={response.isol_en_paille_products.map((product) => product.standard)}
      />
      <section aria-labelledby="fdes-nos-bottes" className="flex flex-col gap-3">
        <h3 id="fdes-nos-bottes" className="text-lg font-semibold">
          Nos bottes de paille
        </h3>
        <OwnProductsTable response={response} />
      </section>
      <section aria-labelledby="fdes-graphiques" className="flex flex-col gap-3">
        <h3 id="fdes-graphiques" className="text-lg font-semibold">
          Indicateurs comparés
        </h3>
        <IndicatorCharts response={response} />
      </section>
      <section aria-labelledby="fdes-analyse" className="flex flex-col gap-3">
        <h3 id="fdes-analyse" className="text-lg font-semibold">
          Analyse
        </h3>
        <AnalysisText text={response.analysis} />
      </section>
    </section>
  );
}
