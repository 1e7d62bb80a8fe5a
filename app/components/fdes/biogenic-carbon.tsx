import { BIOGENIC_CARBON_NOTE } from "@domain/fdes/analysis";
import { isComparableAtEqualR } from "@domain/fdes/equal-r-comparison";
import type { CompareFdesResponse } from "@domain/fdes/compare-fdes-api";
import { formatIndicator, formatThermalResistance } from "@domain/fdes/fdes-format";
import { ExampleMark } from "./example-mark";

/**
 * The biogenic carbon stored in our bales, as our declarations give it, shown apart from climate change: it is not
 * subtracted from any GWP and does not compare with another insulation's (docs/product.md §5).
 */
export function BiogenicCarbon({ response }: { response: CompareFdesResponse }) {
  const { uploaded_product: uploaded, isol_en_paille_products: products } = response;
  const atEqualR = isComparableAtEqualR(uploaded);
  const per = atEqualR
    ? `par unité fonctionnelle (m² de paroi à ${formatThermalResistance(uploaded.thermal_resistance)})`
    : "par m² de paroi, à la résistance thermique propre de chaque botte";
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4" data-testid="fdes-biogenic-carbon">
      <p className="font-semibold">Carbone biogénique stocké dans nos bottes, {per}</p>
      <ul className="flex flex-col gap-1 text-sm">
        {products.map((product) => (
          <li key={product.name}>
            {product.name} : <strong className="tabular-nums">{formatIndicator(product.biogenic_carbon, "kg C")}</strong>
            {product.is_example && product.biogenic_carbon !== null ? <ExampleMark /> : null}
          </li>
        ))}
      </ul>
      {uploaded.details.biogenic_carbon !== null ? (
        <p className="text-sm">
          Produit analysé (sa FDES) : <strong className="tabular-nums">{formatIndicator(uploaded.details.biogenic_carbon, "kg C")}</strong>
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground">{BIOGENIC_CARBON_NOTE}</p>
    </div>
  );
}
