import { scaledIndicator, STRAW_REFERENCE_INDICATORS, STRAW_REFERENCE_UNIT } from "../fdes-reference";
import { PRODUCTS } from "../products";
import { datasetCitation, KBOB_SCOPE, type MaterialEnvironmentalData } from "./environmental-data";
import { type BaleProductId, type CarbonContent } from "./materials";

/**
 * Stored biogenic CO₂ (EN 16449) and GWP per m² of every layer (docs/decisions/0014-wall-physics.md §4): our bales from
 * their FDES, the other catalogue materials from a generic dataset per kg (environmental-data.ts). The two are kept
 * apart: storage is not a GWP, and is never added to a GWP that already contains biogenic flows.
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

/** Which part of a layer a figure belongs to: its main material, or the frame (studs) bridging it. */
export type LayerPart = "main" | "bridge";

export interface LayerGwp {
  layerIndex: number;
  part: LayerPart;
  /** The catalogue id of the material counted. */
  materialId: string;
  label: string;
  /** Our bale's product id when the figures are its FDES's; null for a generic dataset. */
  productId: BaleProductId | null;
  /** Share of the wall's area the material fills (1 − the frame's for the main material, the frame's for the frame). */
  areaShare: number;
  /** kg of material per m² of wall when the dataset is per kg; null for an FDES declared per m² of bale. */
  massKgPerM2: number | null;
  /** kg CO₂ eq. per m² of wall, by module; null where the data gives no figure for the module. */
  modules: Record<GwpModule, number | null>;
  isExample: boolean;
  source: string;
  /** French: the status of the data (FDES d'exemple, donnée générique, indicatif…). */
  status: string;
  /** French: what the figures cover and leave out. */
  scope: string;
}

/** A material of the wall without cited environmental data, and why (French). */
export interface UncountedPart {
  layerIndex: number;
  part: LayerPart;
  label: string;
  reason: string;
}

/** "couche 2, ossature (Laine de chanvre) : <reason>": an uncounted material as the page, the reports and the estimate say it. */
export function uncountedLine(part: UncountedPart): string {
  return `couche ${part.layerIndex + 1}${part.part === "bridge" ? ", ossature" : ""} (${part.label}) : ${part.reason}`;
}

function modulesFrom(values: Partial<Record<GwpModule, number>>, factor: number): Record<GwpModule, number | null> {
  return Object.fromEntries(
    GWP_MODULES.map((module) => {
      const value = values[module];
      return [module, value === undefined ? null : value * factor];
    }),
  ) as Record<GwpModule, number | null>;
}

/** A bale layer's GWP: the FDES per functional unit, scaled by the straw it holds (thickness × clear-field share). */
export function baleLayerGwp(
  layerIndex: number,
  materialId: string,
  label: string,
  productId: BaleProductId,
  fdes: BaleFdesGwp,
  thicknessMm: number,
  areaShare: number,
): LayerGwp {
  const factor = (thicknessMm / fdes.functionalUnitThicknessMm) * areaShare;
  return {
    layerIndex,
    part: "main",
    materialId,
    label,
    productId,
    areaShare,
    massKgPerM2: null,
    modules: modulesFrom(fdes.modules, factor),
    isExample: fdes.isExample,
    source: fdes.source,
    status: fdes.status,
    scope: "FDES de la botte, ramenée à l'épaisseur et à la part de paille de la couche",
  };
}

/** Millimetres per metre: thicknesses are entered in mm, densities are per m³. */
const MM_PER_M = 1000;
/** Every generic dataset used is declared per kilogram of material (environmental-data.ts). */
const KG_PER_DECLARED_UNIT = 1;

const DATASET_STATUS_LABELS = { generic: "donnée générique", indicative: "donnée générique, indicative pour ce matériau" } as const;

/**
 * A catalogue material's GWP from its per-kg dataset: declared units per m² of wall = thickness (m) × density (kg/m³)
 * × area share ÷ kg per declared unit; production is A1-A3, end of life C1-C4, A1-C4 their sum (A4-A5 not covered).
 */
export function datasetLayerGwp(
  layerIndex: number,
  part: LayerPart,
  material: { id: string; label: string; density: number },
  data: Extract<MaterialEnvironmentalData, { kind: "dataset" }>,
  thicknessMm: number,
  areaShare: number,
): LayerGwp {
  const massKgPerM2 = (thicknessMm / MM_PER_M) * material.density * areaShare;
  const declaredUnitsPerM2 = massKgPerM2 / KG_PER_DECLARED_UNIT;
  const production = data.dataset.production * declaredUnitsPerM2;
  const endOfLife = data.dataset.endOfLife * declaredUnitsPerM2;
  return {
    layerIndex,
    part,
    materialId: material.id,
    label: material.label,
    productId: null,
    areaShare,
    massKgPerM2,
    modules: { "A1-A3": production, "A4-A5": null, "B1-B7": null, "C1-C4": endOfLife, "A1-C4": production + endOfLife, D: null },
    isExample: false,
    source: `${datasetCitation(data.dataset)}${data.note ? ` ; ${data.note}` : ""}`,
    status: DATASET_STATUS_LABELS[data.status],
    scope: KBOB_SCOPE,
  };
}

/**
 * Sum by module over the layers counted; a module is null unless every one of them gives it (a sum over some layers
 * only would read as the wall's), and null when no layer is counted.
 */
export function sumGwp(layers: readonly LayerGwp[]): Record<GwpModule, number | null> {
  return Object.fromEntries(
    GWP_MODULES.map((module) => {
      const values = layers.map((layer) => layer.modules[module]);
      if (values.length === 0 || values.some((value) => value === null)) return [module, null];
      return [module, (values as number[]).reduce((sum, value) => sum + value, 0)];
    }),
  ) as Record<GwpModule, number | null>;
}
