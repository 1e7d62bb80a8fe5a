import type { GwpByStage, OwnProductComparison, UploadedProduct } from "./compare-fdes-api";

/** One of our bales as its own declaration gives it: values per m² of wall at the bale's own R. */
export type OwnDeclaration = Omit<OwnProductComparison, "gwp_reduction_percent" | "energy_reduction_percent">;

export interface EqualRComparison {
  products: OwnProductComparison[];
  closest: { name: string; thermal_resistance: number } | null;
}

/**
 * The factor that brings a value of our bale to the uploaded product's functional unit: the same thermal
 * resistance (a bale is homogeneous straw, so its impacts scale with its thickness, hence with R), and as many m²
 * as the functional unit covers. `null` when the uploaded declaration gives no R or a unit other than m²: then there
 * is nothing to compare at equal R, and the bales are shown at their own R.
 */
export function equalRFactor(uploaded: UploadedProduct, bale: Pick<OwnDeclaration, "thermal_resistance">): number | null {
  const r = uploaded.thermal_resistance;
  if (r === null || r <= 0 || bale.thermal_resistance <= 0) return null;
  if (!isPerSquareMetre(uploaded)) return null;
  const quantity = uploaded.details.functional_unit.quantity ?? 1;
  return (r / bale.thermal_resistance) * quantity;
}

/** True when our bales are brought to the uploaded product's R: it gives an R and its unit is a wall area. */
export function isComparableAtEqualR(uploaded: UploadedProduct): boolean {
  return uploaded.thermal_resistance !== null && uploaded.thermal_resistance > 0 && isPerSquareMetre(uploaded);
}

/** True when the functional unit is a wall area (m², m2), or says nothing of its unit. */
export function isPerSquareMetre(uploaded: UploadedProduct): boolean {
  const unit = uploaded.details.functional_unit.unit;
  return unit === null || /^m\s*(²|2)$/i.test(unit.trim());
}

/**
 * How much lower our value is than the uploaded product's, in % of the uploaded value, to one decimal: positive
 * when ours is lower. `null` when either is unknown or the uploaded value is 0 (no percentage of nothing).
 */
export function reductionPercent(uploaded: number | null, ours: number | null): number | null {
  if (uploaded === null || ours === null || uploaded === 0) return null;
  return Math.round(((uploaded - ours) / Math.abs(uploaded)) * 1000) / 10;
}

function scaled(value: number | null, factor: number): number | null {
  return value === null ? null : value * factor;
}

function scaledStages(stages: GwpByStage, factor: number): GwpByStage {
  return {
    a1_a3: scaled(stages.a1_a3, factor),
    a4_a5: scaled(stages.a4_a5, factor),
    b: scaled(stages.b, factor),
    c: scaled(stages.c, factor),
    d: scaled(stages.d, factor),
  };
}

/**
 * Our bales against the uploaded product at equal thermal resistance (docs/decisions/0012-fdes-comparator.md):
 * each indicator per m² of a bale is multiplied by R(uploaded) / R(bale); reductions are relative to the uploaded
 * product; the closest match is the bale whose own R is nearest to the uploaded R (the first in catalogue order on
 * a tie). Without a usable R the bales keep their own values and nothing is reduced or matched.
 */
export function compareAtEqualR(uploaded: UploadedProduct, own: readonly OwnDeclaration[]): EqualRComparison {
  const products = own.map((bale): OwnProductComparison => {
    const factor = equalRFactor(uploaded, bale);
    if (factor === null) return { ...bale, gwp_reduction_percent: null, energy_reduction_percent: null };
    const gwp = scaled(bale.gwp, factor);
    const energy = scaled(bale.energy, factor);
    return {
      ...bale,
      gwp,
      gwp_reduction_percent: reductionPercent(uploaded.gwp, gwp),
      energy,
      energy_reduction_percent: reductionPercent(uploaded.energy, energy),
      penrt: scaled(bale.penrt, factor),
      water: scaled(bale.water, factor),
      waste: scaled(bale.waste, factor),
      module_d: scaled(bale.module_d, factor),
      gwp_by_stage: scaledStages(bale.gwp_by_stage, factor),
      biogenic_carbon: scaled(bale.biogenic_carbon, factor),
    };
  });
  return { products, closest: closestMatch(uploaded, own) };
}

function closestMatch(uploaded: UploadedProduct, own: readonly OwnDeclaration[]): EqualRComparison["closest"] {
  const r = uploaded.thermal_resistance;
  if (r === null || r <= 0 || own.length === 0) return null;
  let best = own[0]!;
  for (const bale of own) {
    if (Math.abs(bale.thermal_resistance - r) < Math.abs(best.thermal_resistance - r)) best = bale;
  }
  return { name: best.name, thermal_resistance: best.thermal_resistance };
}
