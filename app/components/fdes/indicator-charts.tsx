import type { CompareFdesResponse, OwnProductComparison, UploadedProduct } from "@domain/fdes/compare-fdes-api";
import { PRIMARY_ENERGY_NOTE } from "@domain/fdes/analysis";
import { INDICATOR_UNITS } from "@domain/fdes/fdes-format";
import { ChartLegendSwatch } from "./chart-legend-swatch";
import { type ChartRow, IndicatorChart } from "./indicator-chart";

type Indicator = keyof typeof INDICATOR_UNITS;

const INDICATORS: readonly { key: Indicator; title: string; note?: string }[] = [
  { key: "gwp", title: "Réchauffement climatique", note: "Total des modules A1 à C4 ; le module D est à part, hors du total." },
  { key: "energy", title: "Énergie primaire totale", note: PRIMARY_ENERGY_NOTE },
  { key: "water", title: "Eau douce nette" },
  { key: "waste", title: "Déchets éliminés" },
];

function rowsOf(key: Indicator, uploaded: UploadedProduct, products: readonly OwnProductComparison[], closest: string | null): ChartRow[] {
  return [
    { label: uploaded.name ?? "Produit analysé", value: uploaded[key], kind: "uploaded", example: false },
    ...products.map((product): ChartRow => ({
      label: product.name,
      value: product[key],
      kind: product.name === closest ? "closest" : "own",
      example: product.is_example,
    })),
  ];
}

/** One chart per indicator of docs/product.md §5 (GWP, energy, water, waste): the uploaded product against our bales. */
export function IndicatorCharts({ response }: { response: CompareFdesResponse }) {
  const closest = response.closest_match?.name ?? null;
  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-4 md:grid-cols-2">
        {INDICATORS.map((indicator) => (
          <IndicatorChart
            key={indicator.key}
            title={indicator.title}
            unit={INDICATOR_UNITS[indicator.key]}
            note={indicator.note}
            rows={rowsOf(indicator.key, response.uploaded_product, response.isol_en_paille_products, closest)}
          />
        ))}
      </div>
      <p className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
        <ChartLegendSwatch className="fill-earth-700" label="Produit analysé" />
        <ChartLegendSwatch className="fill-green-500" label="Nos bottes" />
        <ChartLegendSwatch className="fill-green-800" label="Correspondance la plus proche" />
        <span>Barres partant de zéro, à la même échelle dans chaque graphique.</span>
      </p>
    </div>
  );
}
