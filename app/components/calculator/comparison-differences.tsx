import type { CalculationResult } from "@domain/calculator/calculator";
import { formatEurosHT, formatKg, formatNumber, formatSquareMetres, formatTonnes } from "@domain/format";
import { NO_RULES_RESISTANCE_SHORT as UNKNOWN, THERMAL_RESISTANCE_LABELS } from "@domain/products";

const FIGURES: Array<{ key: string; label: string; of: (r: CalculationResult) => number | null; format: (n: number) => string }> = [
  { key: "bottles", label: "Bottes", of: (r) => r.bottles, format: (n) => formatNumber(n, 0) },
  { key: "pallets", label: "Palettes", of: (r) => r.pallets, format: (n) => formatNumber(n, 0) },
  { key: "weight", label: "Poids total", of: (r) => r.weight, format: formatKg },
  { key: "trucks", label: "Semi-remorques", of: (r) => r.trucks, format: (n) => formatNumber(n, 0) },
  { key: "surface", label: "Surface isolée", of: (r) => r.surfaceM2, format: (n) => formatSquareMetres(n, 2) },
  { key: "resistance", label: THERMAL_RESISTANCE_LABELS.declared, of: (r) => r.thermalResistance, format: (n) => formatNumber(n, 2) },
  {
    key: "resistance-rules",
    label: THERMAL_RESISTANCE_LABELS.rules,
    of: (r) => r.rulesThermalResistance,
    format: (n) => formatNumber(n, 2),
  },
  { key: "cost", label: "Budget indicatif", of: (r) => r.cost, format: formatEurosHT },
  { key: "carbon", label: "CO₂ stocké", of: (r) => r.carbonStorage, format: (n) => formatTonnes(n, 2) },
];

/** Calculation 2 minus calculation 1, figure by figure, signed, so the difference reads at a glance. */
export function ComparisonDifferences({ first, second }: { first: CalculationResult; second: CalculationResult }) {
  return (
    // Fits a 360 px phone with tighter columns; scrolls sideways (and by keyboard) if long figures still do not fit.
    <div tabIndex={0} role="region" aria-label="Écarts entre les deux calculs, défilement horizontal" className="relative overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="mb-2 text-left text-lg font-semibold">Écarts (calcul 2 − calcul 1)</caption>
        <thead>
          <tr className="border-b border-border text-left">
            <th scope="col" className="py-2 pr-2 sm:pr-4">
              Indicateur
            </th>
            <th scope="col" className="py-2 pr-2 sm:pr-4">
              Calcul 1
            </th>
            <th scope="col" className="py-2 pr-2 sm:pr-4">
              Calcul 2
            </th>
            <th scope="col" className="py-2">
              Écart
            </th>
          </tr>
        </thead>
        <tbody>
          {FIGURES.map((figure) => {
            const a = figure.of(first);
            const b = figure.of(second);
            const difference = a === null || b === null ? null : b - a;
            const sign = difference === null ? "" : difference > 0 ? "+" : difference < 0 ? "−" : "";
            return (
              <tr key={figure.key} className="border-b border-border/60" data-difference={figure.key}>
                <th scope="row" className="py-2 pr-2 sm:pr-4 text-left font-normal text-muted-foreground">
                  {figure.label}
                </th>
                <td className="py-2 pr-2 sm:pr-4 tabular-nums">{a === null ? UNKNOWN : figure.format(a)}</td>
                <td className="py-2 pr-2 sm:pr-4 tabular-nums">{b === null ? UNKNOWN : figure.format(b)}</td>
                <td className="py-2 font-semibold tabular-nums">
                  {difference === null ? UNKNOWN : difference === 0 ? "=" : `${sign}${figure.format(Math.abs(difference))}`}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
