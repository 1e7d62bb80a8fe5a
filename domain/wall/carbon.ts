import { scaledIndicator, STRAW_REFERENCE_INDICATORS, STRAW_REFERENCE_UNIT } from "../fdes-reference";
import { PRODUCTS } from "../products";
import { type BaleProductId, type CarbonContent } from "./materials";

/**
 * Stored biogenic CO₂ (EN 16449) and GWP per m² from our bales' FDES (docs/decisions/0014-wall-physics.md §4). The two are kept apart:
 * storage is not a GWP, and is never added to a GWP that already contains biogenic flows.
 */

/** CO₂ per kg of carbon (molar masses 44 and 12). */
const CO2_PER_C = 44 / 12;

/** EN 16449: 44/12 · cf · ρ_ω · V / (1 + ω/100), here per m² of wall: V = d · share of the area. */
export function storedBiogenicCo2(carbon: CarbonContent, density: number, thicknessM: number, areaShare = 1): number {
  return (CO2_PER_C * carbon.fraction * density * thicknessM * areaShare) / (1 + carbon.moisturePercent / 100);
}

/** EN 15804 modules as FDES print them; "A1-C4" is the life-cycle total, "D" is beyond the system boundary. */
export const GWP_MODULES = ["A1-A3", "A4-A5", "B1-B7", "C1-C4", "A1-C4", "D"] as const;
export type GwpModule = (typeof GWP_MODULES)[number];

/** One bale's FDES, as GWP per m² of wall for the bale's functional unit (kg CO₂ eq.), by module. */
export interface BaleFdesGwp {
  /** Thickness of straw of the functional unit, mm. */
  functionalUnitThicknessMm: number;
  modules: Partial<Record<GwpModule, number>>;
  /** A sample standing in for the verified FDES (documents page: "EXEMPLE"). */
  isExample: boolean;
  source: string;
  /** French: derived from a published EPD, estimated, or read in the verified FDES. */
  status: string;
}

/**
 * What our served FDES carry today: the generated samples (server/pdf/sample-fdes-document.tsx), built from
 * domain/fdes-reference.ts: A1–C4 derived from the UK straw EPD, D an estimate, no split of A1–C4 by module. When a
 * verified FDES is published, the server passes its figures instead (computeWall's `ownFdes` option).
 */
export function sampleBaleFdes(productId: BaleProductId): BaleFdesGwp {
  const thicknessMm = PRODUCTS[productId].thicknessMm;
  const total = scaledIndicator(STRAW_REFERENCE_INDICATORS.gwpTotal, thicknessMm);
  const moduleD = scaledIndicator(STRAW_REFERENCE_INDICATORS.moduleD, thicknessMm);
  return {
    functionalUnitThicknessMm: thicknessMm,
    modules: { "A1-C4": total.value, D: moduleD.value },
    isExample: true,
    source: `FDES ${PRODUCTS[productId].label} (exemple, en attendant la FDES vérifiée) : A1-C4 ${total.basis} ; D : ordre de grandeur`,
    status: `A1-C4 dérivé d'une EPD publiée ; D estimé ; ${STRAW_REFERENCE_UNIT.referenceServiceLifeYears} ans`,
  };
}

export interface LayerGwp {
  layerIndex: number;
  productId: BaleProductId;
  /** kg CO₂ eq. per m² of wall, by module; null where the FDES gives no figure for the module. */
  modules: Record<GwpModule, number | null>;
  isExample: boolean;
  source: string;
  status: string;
}

/** A bale layer's GWP: the FDES per functional unit, scaled by the straw it holds (thickness × clear-field share). */
export function baleLayerGwp(
  layerIndex: number,
  productId: BaleProductId,
  fdes: BaleFdesGwp,
  thicknessMm: number,
  areaShare: number,
): LayerGwp {
  const factor = (thicknessMm / fdes.functionalUnitThicknessMm) * areaShare;
  const modules = Object.fromEntries(
    GWP_MODULES.map((module) => {
      const value = fdes.modules[module];
      return [module, value === undefined ? null : value * factor];
    }),
  ) as Record<GwpModule, number | null>;
  return { layerIndex, productId, modules, isExample: fdes.isExample, source: fdes.source, status: fdes.status };
}

/** Sum by module; a module is null when no layer gives it. */
export function sumGwp(layers: readonly LayerGwp[]): Record<GwpModule, number | null> {
  return Object.fromEntries(
    GWP_MODULES.map((module) => {
      const values = layers.map((layer) => layer.modules[module]).filter((value): value is number => value !== null);
      return [module, values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0)];
    }),
  ) as Record<GwpModule, number | null>;
}
