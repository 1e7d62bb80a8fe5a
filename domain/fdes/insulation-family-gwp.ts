import { STRAW_REFERENCE_INDICATORS, STRAW_REFERENCE_UNIT } from "../fdes-reference";

/**
 * Orders of magnitude of the GWP over A1-C4 of 1 m² of each insulation family, used ONLY to tell a misread figure
 * (a unit, a decimal mark or a factor gone wrong) from a plausible one; never shown as data.
 *
 * Copied from the reference values compiled for this project (fdes-reference-values.json, "gwp_total_kgco2e"):
 * every conventional family's range is an `estimate` (mass per m² × usual per-kg factors) at R = 5 m².K/W; the straw
 * range is `derived` from the UK straw EPD for 36 cm of straw (domain/fdes-reference.ts). Bio-based families may
 * declare a negative total (biogenic carbon taken up in A1 and not released within A1-C4).
 */
export type InsulationFamilyId = "glassWool" | "rockWool" | "eps" | "pir" | "woodFibre" | "cellulose" | "hempWool" | "straw";

export interface FamilyGwpRange {
  label: string;
  /** kg CO₂ eq. per m² over A1-C4 at the reference below. */
  range: readonly [number, number];
  /** The range holds at this thermal resistance (m².K/W) or, for straw, this thickness; impacts scale with either. */
  reference: { thermalResistance: number } | { thicknessMm: number };
  biobased: boolean;
}

export const FAMILY_GWP_RANGES: Record<InsulationFamilyId, FamilyGwpRange> = {
  glassWool: { label: "laine de verre", range: [2.5, 8], reference: { thermalResistance: 5 }, biobased: false },
  rockWool: { label: "laine de roche", range: [6, 40], reference: { thermalResistance: 5 }, biobased: false },
  eps: { label: "polystyrène expansé", range: [7, 18], reference: { thermalResistance: 5 }, biobased: false },
  pir: { label: "polyuréthane / PIR", range: [10, 25], reference: { thermalResistance: 5 }, biobased: false },
  woodFibre: { label: "fibre de bois", range: [-10, 15], reference: { thermalResistance: 5 }, biobased: true },
  cellulose: { label: "ouate de cellulose", range: [1, 6], reference: { thermalResistance: 5 }, biobased: true },
  hempWool: { label: "laine de chanvre", range: [3, 10], reference: { thermalResistance: 5 }, biobased: true },
  straw: {
    label: "botte de paille",
    range: STRAW_REFERENCE_INDICATORS.gwpTotal.range,
    reference: { thicknessMm: STRAW_REFERENCE_UNIT.thicknessMm },
    biobased: true,
  },
};

/**
 * How many times beyond its family's range a figure must lie to be called a misread: the ranges are estimates, and
 * facings, densities and scenarios vary, but a factor this large is a unit, a decimal mark or a magnitude read wrong.
 */
export const FAR_OUTSIDE_FACTOR = 4;

/**
 * The GWP per m² a product of the family cannot plausibly declare beyond, at the functional unit's R or thickness;
 * null when the unit gives neither of the quantities the range scales with.
 */
export function plausibleGwp(
  family: FamilyGwpRange,
  unit: { thermalResistance: number | null; thicknessMm: number | null },
): [number, number] | null {
  const scale =
    "thermalResistance" in family.reference
      ? unit.thermalResistance === null
        ? null
        : unit.thermalResistance / family.reference.thermalResistance
      : unit.thicknessMm === null
        ? null
        : unit.thicknessMm / family.reference.thicknessMm;
  if (scale === null || !(scale > 0)) return null;
  const [low, high] = family.range;
  const top = Math.max(high, 0) * scale * FAR_OUTSIDE_FACTOR;
  const bottom = family.biobased ? Math.min(low * FAR_OUTSIDE_FACTOR, -high) * scale : (low / FAR_OUTSIDE_FACTOR) * scale;
  return [bottom, top];
}
