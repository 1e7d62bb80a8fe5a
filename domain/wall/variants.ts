import { formatNumber, formatSignificant } from "../format";
import type { WallPerformance } from "./compute-wall";
import { moistureVerdict } from "./moisture";

/**
 * Up to three of the person's own walls beside the current one (docs/decisions/0020-wall-moisture.md §8): the same
 * rows on the page, in the PDF report and in its e-mail, each figure formatted the French way.
 */

export interface ComparedWall {
  label: string;
  /** Null when the methods refuse this wall; `refusal` then says why. */
  performance: WallPerformance | null;
  refusal?: string;
}

export interface ComparisonTable {
  /** One column per wall: its label. */
  columns: string[];
  rows: { label: string; values: string[] }[];
}

const REFUSED = "calcul refusé";

function row(label: string, walls: readonly ComparedWall[], value: (wall: WallPerformance) => string) {
  return { label, values: walls.map((wall) => (wall.performance ? value(wall.performance) : REFUSED)) };
}

export function comparisonTable(walls: readonly ComparedWall[]): ComparisonTable {
  return {
    columns: walls.map((wall) => wall.label),
    rows: [
      row("U (W/(m²·K))", walls, (wall) => formatSignificant(wall.uValue, 3)),
      row("Déphasage", walls, (wall) => `${formatNumber(wall.timeShiftUnwrappedHours, 1)} h`),
      row("Humidité (DIN 4108-3)", walls, (wall) => moistureVerdict(wall)),
      row(
        "Moisissure (fRsi)",
        walls,
        (wall) =>
          `${formatNumber(wall.moisture.mould.fRsi, 2)} ${wall.moisture.mould.passes ? "≥" : "<"} ${formatNumber(wall.moisture.mould.fRsiMin, 2)}`,
      ),
      row("Carbone biogénique stocké", walls, (wall) => `${formatSignificant(wall.storedBiogenicCo2, 3)} kg CO₂/m²`),
      row("Émissions A1-C4", walls, (wall) => {
        const total = wall.gwp.modules["A1-C4"];
        if (total !== null) return `${formatSignificant(total, 3)} kg CO₂ éq./m²`;
        const missing = wall.gwp.uncounted.length;
        return `inconnues (${missing} matériau${missing > 1 ? "x" : ""} sans donnée citée)`;
      }),
      row("Épaisseur totale", walls, (wall) => `${formatNumber(wall.thicknessMm, 0)} mm`),
    ],
  };
}
