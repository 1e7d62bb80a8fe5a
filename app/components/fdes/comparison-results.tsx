import { useEffect, useRef } from "react";
import type { CompareFdesResponse } from "@domain/fdes/compare-fdes-api";
import { AnalysisText } from "./analysis-text";
import { BiogenicCarbon } from "./biogenic-carbon";
import { FdesReportDownload } from "./fdes-report-download";
import { GwpStagesTable } from "./gwp-stages-table";
import { IndicatorCharts } from "./indicator-charts";
import { OwnProductsTable } from "./own-products-table";
import { ResultsSection } from "./results-section";
import { UploadedProductCard } from "./uploaded-product-card";

/**
 * The result of one comparison (docs/product.md §3.1): the uploaded product with where each figure was read, our bales
 * with their reductions and the closest match, a chart per indicator, GWP by stage, our stored biogenic carbon, the
 * analysis text and its PDF report. Its heading takes the focus when it appears, so keyboard and
 * screen-reader users land on it.
 */
export function ComparisonResults({ response }: { response: CompareFdesResponse }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // At the top of the screen, below the sticky header: on a phone the success toast, at the bottom, then covers
    // none of the result's start (issue #40 item 6), where focusing alone left the heading at the bottom, under it.
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: "start" });
  }, []);

  return (
    <section aria-labelledby="fdes-resultats" className="flex flex-col gap-6">
      <h2 id="fdes-resultats" ref={heading} tabIndex={-1} className="scroll-mt-24 text-2xl font-bold tracking-tight">
        Résultats de la comparaison
      </h2>
      <UploadedProductCard
        product={response.uploaded_product}
        ownStandards={response.isol_en_paille_products.map((product) => product.standard)}
      />
      <ResultsSection id="fdes-nos-bottes" title="Nos bottes de paille">
        <OwnProductsTable response={response} />
      </ResultsSection>
      <ResultsSection id="fdes-graphiques" title="Indicateurs comparés">
        <IndicatorCharts response={response} />
      </ResultsSection>
      <ResultsSection id="fdes-etapes" title="Réchauffement climatique par étape du cycle de vie">
        <GwpStagesTable response={response} />
      </ResultsSection>
      <ResultsSection id="fdes-carbone-biogenique" title="Carbone biogénique">
        <BiogenicCarbon response={response} />
      </ResultsSection>
      <ResultsSection id="fdes-analyse" title="Analyse">
        <AnalysisText text={response.analysis} />
      </ResultsSection>
      <FdesReportDownload response={response} />
    </section>
  );
}
