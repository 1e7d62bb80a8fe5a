import { isComparableAtEqualR } from "@domain/fdes/equal-r-comparison";
import type { CompareFdesResponse, GwpByStage } from "@domain/fdes/compare-fdes-api";
import { GWP_STAGE_COLUMNS } from "@domain/fdes/figure-sources";
import { formatIndicatorNumber, formatThermalResistance, INDICATOR_UNITS } from "@domain/fdes/fdes-format";
import { ExampleMark } from "./example-mark";

function Row({ name, stages, total, example }: { name: string; stages: GwpByStage; total: number | null; example: boolean }) {
  return (
    <tr className="border-b border-border/60 align-top last:border-0">
      <th scope="row" className="px-3 py-2 text-left font-semibold">
        {name}
      </th>
      {GWP_STAGE_COLUMNS.map((column) => (
        <td key={column.key} className="px-3 py-2 whitespace-nowrap tabular-nums">
          {formatIndicatorNumber(stages[column.key])}
          {example && stages[column.key] !== null ? <ExampleMark /> : null}
        </td>
      ))}
      <td className="px-3 py-2 whitespace-nowrap tabular-nums">
        {formatIndicatorNumber(total)}
        {example && total !== null ? <ExampleMark /> : null}
      </td>
    </tr>
  );
}

/**
 * Climate change by stage of the life cycle (EN 15804: A1-A3, A4-A5, B1-B7, C1-C4, and module D apart), for the
 * analysed product as its FDES prints them and for our bales at equal R like every other figure; "non lu" where a
 * declaration gives no stage.
 */
export function GwpStagesTable({ response }: { response: CompareFdesResponse }) {
  const { uploaded_product: uploaded, isol_en_paille_products: products } = response;
  const atEqualR = isComparableAtEqualR(uploaded);
  const caption = `Réchauffement climatique par étape du cycle de vie (${INDICATOR_UNITS.gwp} par unité fonctionnelle${
    atEqualR ? `, nos bottes à ${formatThermalResistance(uploaded.thermal_resistance)}` : ""
  }) ; le module D est hors du total`;
  return (
    <div role="region" aria-label={caption} tabIndex={0} className="relative overflow-x-auto rounded-lg border border-border bg-card">
      <table className="w-full min-w-[44rem] text-sm" data-testid="fdes-gwp-stages">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-border text-left align-bottom">
            <th scope="col" className="px-3 py-2 font-medium">
              Produit
            </th>
            {GWP_STAGE_COLUMNS.map((column) => (
              <th key={column.key} scope="col" className="px-3 py-2 font-medium">
                {column.modules}
                <span className="block text-xs font-normal text-muted-foreground">{column.label}</span>
              </th>
            ))}
            <th scope="col" className="px-3 py-2 font-medium">
              Total A1 à C4
            </th>
          </tr>
        </thead>
        <tbody>
          <Row name={uploaded.name ?? "Produit analysé"} stages={uploaded.details.gwp_by_stage} total={uploaded.gwp} example={false} />
          {products.map((product) => (
            <Row key={product.name} name={product.name} stages={product.gwp_by_stage} total={product.gwp} example={product.is_example} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
