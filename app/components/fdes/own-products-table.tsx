import { EQUAL_R_BASIS } from "@domain/product-figures";
import { withoutRunningLines } from "~/lib/fdes-page-text";
import type { CompareFdesResponse, OwnProductComparison } from "@domain/fdes/compare-fdes-api";
import { cn } from "~/lib/cn";
import { formatNumber } from "@domain/format";
import { formatIndicatorNumber, formatReduction, formatThermalResistance, INDICATOR_UNITS, NOT_READ } from "@domain/fdes/fdes-format";
import { ExampleMark } from "./example-mark";

/** A value of ours, marked while it comes from a sample declaration ("non lu" is no value, so it has no mark). */
function OwnValue({ product, value }: { product: OwnProductComparison; value: number | null }) {
  return (
    <span className="whitespace-nowrap">
      {formatIndicatorNumber(value)}
      {product.is_example && value !== null ? <ExampleMark /> : null}
    </span>
  );
}

function Reduction({ percent }: { percent: number | null }) {
  const text = formatReduction(percent);
  if (text === null) return null;
  return <span className="block text-xs whitespace-nowrap text-muted-foreground">{text}</span>;
}

const HEADERS = [
  "Botte",
  "R propre (m².K/W)",
  `Réchauffement climatique (${INDICATOR_UNITS.gwp})`,
  `Énergie primaire (${INDICATOR_UNITS.energy})`,
  `Eau (${INDICATOR_UNITS.water})`,
  `Déchets (${INDICATOR_UNITS.waste})`,
  `Module D (${INDICATOR_UNITS.gwp})`,
  "Fin de vie",
] as const;

/**
 * Our four bales against the uploaded product (docs/product.md §5), their values brought to its thermal resistance; the
 * closest match is said in words, not by its colour alone. Scrolls sideways inside its own frame on a phone.
 */
export function OwnProductsTable({ response }: { response: CompareFdesResponse }) {
  const { uploaded_product: uploaded, isol_en_paille_products: products, closest_match: closest } = response;
  const atEqualR = uploaded.thermal_resistance !== null;
  const caption = atEqualR
    ? `Nos bottes à résistance thermique égale (${formatThermalResistance(uploaded.thermal_resistance)}), par unité fonctionnelle ; écarts par rapport au produit analysé`
    : "Nos bottes, chacune à sa propre résistance thermique (la FDES analysée ne donne pas de R), par m² de paroi";
  const anyExample = products.some((product) => product.is_example);

  return (
    <div className="flex flex-col gap-2">
      <p aria-hidden className="font-semibold">
        {caption}
      </p>
      <div role="region" aria-label={caption} tabIndex={0} className="relative overflow-x-auto rounded-lg border border-border bg-card">
        <table className="w-full min-w-[48rem] text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-border text-left align-bottom">
              {HEADERS.map((header) => (
                <th key={header} scope="col" className="px-3 py-2 font-medium">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {products.map((product) => {
              const isClosest = closest?.name === product.name;
              return (
                <tr
                  key={product.name}
                  className={cn("border-b border-border/60 align-top last:border-0", isClosest && "bg-green-50")}
                  data-closest={isClosest || undefined}
                >
                  <th scope="row" className="px-3 py-2 text-left font-semibold">
                    {product.name}
                    {isClosest ? (
                      <span className="mt-1 block w-fit rounded bg-green-700 px-2 py-0.5 text-xs font-medium text-white">
                        Correspondance la plus proche
                      </span>
                    ) : null}
                    {product.is_example ? (
                      <a href={product.document_url} className="mt-1 block text-xs font-normal text-primary underline underline-offset-2">
                        Valeurs d'exemple (FDES {product.name})
                      </a>
                    ) : null}
                  </th>
                  <td className="px-3 py-2 whitespace-nowrap tabular-nums">{formatNumber(product.thermal_resistance, 2)}</td>
                  <td className="px-3 py-2 tabular-nums">
                    <OwnValue product={product} value={product.gwp} />
                    <Reduction percent={product.gwp_reduction_percent} />
                  </td>
                  <td className="px-3 py-2 tabular-nums">
                    <OwnValue product={product} value={product.energy} />
                    <Reduction percent={product.energy_reduction_percent} />
                    <span className="block text-xs whitespace-nowrap text-muted-foreground">
                      dont PENRT : {formatIndicatorNumber(product.penrt)}
                    </span>
                  </td>
                  <td className="px-3 py-2 tabular-nums">
                    <OwnValue product={product} value={product.water} />
                  </td>
                  <td className="px-3 py-2 tabular-nums">
                    <OwnValue product={product} value={product.waste} />
                  </td>
                  <td className="px-3 py-2 tabular-nums">
                    <OwnValue product={product} value={product.module_d} />
                  </td>
                  <td className="min-w-48 px-3 py-2">
                    {product.end_of_life === null ? NOT_READ : withoutRunningLines(product.end_of_life)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {atEqualR ? (
        <p className="text-sm text-muted-foreground" data-testid="equal-r-basis">
          Valeurs ramenées au R du produit analysé (valeur pour 1 m² de botte × R visé / R de la botte) ; {EQUAL_R_BASIS}.
        </p>
      ) : null}
      {anyExample ? (
        <p className="text-sm text-muted-foreground">
          <span className="font-semibold text-foreground">ex.</span> : valeur d'exemple, tirée d'une FDES générée à partir de valeurs de
          référence et marquée EXEMPLE, en attendant la FDES vérifiée de la botte.
        </p>
      ) : null}
      {closest ? (
        <p>
          Correspondance la plus proche : <strong>{closest.name}</strong> ({formatThermalResistance(closest.thermal_resistance)}).
        </p>
      ) : null}
    </div>
  );
}
