import type { ReactNode } from "react";
import { formatKg, formatSquareMetres } from "@domain/format";
import { type CatalogueProduct, surfacePerPallet, THERMAL_RESISTANCE_LABELS } from "@domain/products";
import {
  formatAvailability,
  formatCarbon,
  formatDimensionsCm,
  formatPhaseShift,
  formatPricePerM2,
  formatResistanceFact,
  formatThickness,
  INDICATIVE_PRICE_NOTE,
  RESISTANCE_NOTE,
  thermalResistanceFacts,
} from "@domain/product-figures";

const rows: { label: string; value: (product: CatalogueProduct) => ReactNode }[] = [
  { label: "Épaisseur", value: formatThickness },
  { label: "Dimensions (l × h × L)", value: formatDimensionsCm },
  { label: THERMAL_RESISTANCE_LABELS.declared, value: (product) => formatResistanceFact(thermalResistanceFacts(product)[0]) },
  { label: THERMAL_RESISTANCE_LABELS.rules, value: (product) => formatResistanceFact(thermalResistanceFacts(product)[1]) },
  // The table's reading of the phase shift (docs/product.md §10: 9.2 h for the Botte 22 here, 6.4 h on its card).
  { label: "Déphasage", value: (product) => formatPhaseShift(product.phaseShiftTableHours) },
  { label: "Stockage carbone", value: formatCarbon },
  {
    label: "Finition",
    value: (product) =>
      product.finish ?? (
        <>
          <span aria-hidden="true">—</span>
          <span className="sr-only">Non précisée</span>
        </>
      ),
  },
  { label: "Bottes par palette", value: (product) => String(product.balesPerPallet) },
  { label: "Poids d'une palette", value: (product) => formatKg(product.palletWeightKg) },
  { label: "Surface par palette", value: (product) => `environ ${formatSquareMetres(surfacePerPallet(product))}` },
  { label: "Palettes par semi-remorque", value: (product) => String(product.palletsPerTruck) },
  { label: "Prix indicatif", value: formatPricePerM2 },
  { label: "Disponibilité", value: formatAvailability },
];

/** The comparison table of the four bales (docs/product.md §2 Products, anchor #tableau-comparatif). */
export function ComparisonTable({ products }: { products: CatalogueProduct[] }) {
  return (
    <section
      id="tableau-comparatif"
      aria-labelledby="tableau-comparatif-titre"
      className="mx-auto max-w-7xl scroll-mt-28 px-4 py-16 sm:px-6 lg:px-8"
    >
      <h2 id="tableau-comparatif-titre" className="text-3xl font-bold tracking-tight">
        Tableau comparatif
      </h2>
      {/* Scrolls sideways on a phone; focusable so the keyboard can scroll it too. Positioned, so that the visually
          hidden texts inside (absolutely placed) are clipped with the table instead of widening the page. */}
      <div
        tabIndex={0}
        role="region"
        aria-label="Tableau comparatif, défilement horizontal"
        className="relative mt-8 overflow-x-auto rounded-xl border border-border bg-card"
      >
        <table className="w-full min-w-[44rem] border-collapse text-left text-sm">
          <caption className="sr-only">Comparatif des caractéristiques des quatre bottes de paille</caption>
          <thead className="bg-earth-50">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Caractéristique
              </th>
              {products.map((product) => (
                <th key={product.id} scope="col" className="px-4 py-3 font-semibold">
                  {product.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-t border-border">
                <th scope="row" className="px-4 py-3 font-medium text-muted-foreground">
                  {row.label}
                </th>
                {products.map((product) => (
                  <td key={product.id} className="px-4 py-3">
                    {row.value(product)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-4 text-sm text-muted-foreground">{RESISTANCE_NOTE}</p>
      <p className="mt-2 text-sm text-muted-foreground">{INDICATIVE_PRICE_NOTE}</p>
    </section>
  );
}
