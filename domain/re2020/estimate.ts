import { PRODUCTS, strawStoredCo2PerM2 } from "../products";
import { carbonFromCo2 } from "../fdes-reference";
import { type LayerGwp, storedBiogenicCo2, uncountedLine } from "../wall/carbon";
import { computeWall, type ComputeWallOptions, type WallPerformance } from "../wall/compute-wall";
import { findMaterial, type SolidMaterial } from "../wall/materials";
import { contribution, type ProductModules } from "./contribution";
import { CONVENTIONAL_INSULATIONS, CONVENTIONAL_REFERENCE_R, type ConventionalInsulation } from "./conventional-envelopes";
import { REFERENCE_PERIOD_YEARS, weightOf } from "./dynamic-weights";
import type { EstimateElement, EstimateElementInput, Re2020Input } from "./re2020-schema";
import { type BuildingType, IC_CONSTRUCTION_MAX_MOYEN, periodOf, THRESHOLD_PERIODS, type ThresholdPeriod } from "./thresholds";

/**
 * The insulation's part of Ic construction (docs/decisions/0015-re2020-estimate.md): for each element, the insulation
 * layers of its composition (our bales with their FDES, the other insulations with their generic dataset; one without
 * cited data makes the figure unknown), entered by the rule of contribution.ts, summed and divided by the SREF. The same
 * for the whole composition (every layer and frame). Stock C is the insulation's carbon, reported beside, never
 * subtracted: the GWP holds the uptake and the release, and the weighting alone makes the credit.
 */

export interface InsulationLayerEstimate {
  layerIndex: number;
  label: string;
  thicknessMm: number;
  /** m²·K/W through the insulation (thickness / λ). */
  thermalResistance: number;
  /** Our bale's product id, or null for another insulation. */
  productId: string | null;
  /** Share of the element's area the insulation fills (the rest is the frame). */
  areaShare: number;
  /** kg CO₂ eq./m² of element, A1–C4 of its data; null without cited data. */
  gwpPerM2: number | null;
  /** kg CO₂/m² of element stored (docs/product.md §10.9: our straw by its declared storage, other bio-based by EN 16449); 0 otherwise. */
  storedCo2PerM2: number;
  /** The modules as they enter Ic, per m² of element; null without cited data. */
  modules: ProductModules | null;
  fdesIsExample: boolean;
  /** The data's citation (our FDES or the generic dataset); null without cited data. */
  fdesSource: string | null;
}

/** Every layer and frame of an element's composition, not only its insulation. */
export interface CompositionEstimate {
  /** kg CO₂ eq./m² SREF; null when a material of the composition has no cited data. */
  icDynamic: number | null;
  icStatic: number | null;
  moduleD: number | null;
  /** French: each material without cited data and why; empty when all are counted. */
  uncounted: string[];
}

export interface ElementEstimate {
  element: EstimateElement;
  label: string;
  areaM2: number;
  isDefault: boolean;
  layers: InsulationLayerEstimate[];
  /** kg CO₂ eq./m² SREF; null when an insulation layer has no FDES. */
  icDynamic: number | null;
  icStatic: number | null;
  /** kg CO₂ eq./m² SREF, module D apart; null when unknown. */
  moduleD: number | null;
  /** kg CO₂ stored in the element's insulation (docs/product.md §10.9), the figure Stock C comes from. */
  storedCo2: number;
  /** kg C/m² SREF stored in the insulation: storedCo2 × 12/44 ÷ SREF. */
  stockC: number;
  /** m²·K/W of the insulation layers, for the conventional comparison. */
  insulationResistance: number;
  /** Area share of the insulation (1 − the frame's). */
  insulationAreaShare: number;
  composition: CompositionEstimate;
}

export interface ConventionalEstimate {
  id: ConventionalInsulation["id"];
  label: string;
  /** kg CO₂ eq./m² SREF, dynamic and static are equal (all at year 0). An order of magnitude. */
  icDynamic: number;
  icStatic: number;
  moduleD: number;
  /** Ours minus this one, dynamic, kg CO₂ eq./m² SREF; null when ours is unknown. */
  differenceDynamic: number | null;
  differenceStatic: number | null;
  basis: string;
  range: readonly [number, number];
}

export interface Re2020Estimate {
  buildingType: BuildingType;
  permitYear: number;
  sref: number;
  period: ThresholdPeriod;
  /** kg CO₂ eq./m² SREF, dynamic LCA (the RE2020 figure); null when a layer has no FDES. */
  insulationIcDynamic: number | null;
  /** The same with every emission at weight 1. */
  insulationIcStatic: number | null;
  thresholds: Record<ThresholdPeriod, number>;
  /** insulationIcDynamic / threshold of each period; null when unknown. */
  shareOfThreshold: Record<ThresholdPeriod, number | null>;
  shareOfThresholdStatic: Record<ThresholdPeriod, number | null>;
  /** kg CO₂ stored in the insulation of the whole envelope; Stock C is this × 12/44 ÷ SREF. */
  storedCo2: number;
  /** kg C/m² SREF, reported, no threshold. */
  stockC: number;
  /** kg CO₂ eq./m² SREF, out of Ic, shown apart; null when unknown. */
  moduleD: number | null;
  elements: ElementEstimate[];
  conventional: ConventionalEstimate[];
  weights: { year0: number; year50: number };
  /** Whether every FDES used is a sample standing in for the verified one. */
  fdesIsExample: boolean;
  /** The whole compositions (every layer and frame), kg CO₂ eq./m² SREF; null when a material has no cited data. */
  compositionIcDynamic: number | null;
  compositionIcStatic: number | null;
  compositionShareOfThreshold: Record<ThresholdPeriod, number | null>;
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

function sumOrNull(values: readonly (number | null)[]): number | null {
  return values.some((value) => value === null) ? null : sum(values as number[]);
}

/**
 * Our FDES give A1–C4 (biogenic flows inside, netting to zero) and, when split, A1–A3, A4–A5 and C1–C4. With the split
 * the modules are taken as printed; with the total only, the uptake (the stored CO₂, docs/product.md §10.9) is an A1–A3 flow, its
 * release a C flow, and every fossil emission is put at year 0 (the heaviest weight: the estimate cannot be too low).
 * A generic dataset (environmental-data.ts) counts biogenic CO₂ as neutral: its production is A, its end of life C,
 * and the stored CO₂ (NF EN 16449) is added as the uptake in A and the release in C, so the weighting makes the same
 * credit as for an FDES. It gives no module D.
 */
function partModules(gwp: LayerGwp, storedCo2: number, serviceLifeYears: number): ProductModules | null {
  const { modules } = gwp;
  const d = modules.D;
  if (gwp.productId === null) {
    if (modules["A1-A3"] === null || modules["C1-C4"] === null) return null;
    return { a: modules["A1-A3"] - storedCo2, c: modules["C1-C4"] + storedCo2, d, serviceLifeYears };
  }
  if (modules["A1-A3"] !== null && modules["C1-C4"] !== null) {
    return { a: modules["A1-A3"] + (modules["A4-A5"] ?? 0), c: modules["C1-C4"], d, serviceLifeYears };
  }
  const total = modules["A1-C4"];
  if (total === null) return null;
  return { a: total - storedCo2, c: storedCo2, d, serviceLifeYears };
}

/**
 * The reference service life of our bales' FDES (domain/fdes-reference.ts); the generic datasets give none, so their
 * materials are taken to last the reference period too (no renewal), as the page says.
 */
export const BALE_SERVICE_LIFE_YEARS = REFERENCE_PERIOD_YEARS;
export const GENERIC_SERVICE_LIFE_YEARS = REFERENCE_PERIOD_YEARS;

/** CO₂ stored per m² of element by one material of a layer: our straw by its declared storage, others by NF EN 16449. */
function partStoredCo2(material: SolidMaterial | null, thicknessMm: number, areaShare: number): number {
  if (material?.bale) return strawStoredCo2PerM2(PRODUCTS[material.bale.productId], thicknessMm, areaShare);
  if (material?.carbon) return storedBiogenicCo2(material.carbon, material.density, thicknessMm / 1000, areaShare);
  return 0;
}

function serviceLifeOf(gwp: LayerGwp): number {
  return gwp.productId === null ? GENERIC_SERVICE_LIFE_YEARS : BALE_SERVICE_LIFE_YEARS;
}

function insulationLayers(performance: WallPerformance): InsulationLayerEstimate[] {
  const result: InsulationLayerEstimate[] = [];
  for (const layer of performance.layers) {
    const material = layer.materialId === null ? null : findMaterial(layer.materialId);
    const isCustom = layer.materialId === null;
    if (!isCustom && (material?.kind !== "solid" || (material.category !== "straw" && material.category !== "insulation"))) continue;
    const areaShare = 1 - (layer.bridgeFraction ?? 0);
    const thermalResistance = layer.lambda === null ? 0 : layer.thicknessMm / 1000 / layer.lambda;
    const gwp = performance.gwp.layers.find((candidate) => candidate.layerIndex === layer.index && candidate.part === "main");
    const solid = material?.kind === "solid" ? material : null;
    // docs/product.md §10.9: our straw by its declared storage over its share, other bio-based insulation by NF EN 16449.
    const storedCo2 = partStoredCo2(solid, layer.thicknessMm, areaShare);
    result.push({
      layerIndex: layer.index,
      label: layer.label,
      thicknessMm: layer.thicknessMm,
      thermalResistance,
      productId: gwp?.productId ?? null,
      areaShare,
      gwpPerM2: gwp?.modules["A1-C4"] ?? null,
      storedCo2PerM2: storedCo2,
      modules: gwp ? partModules(gwp, storedCo2, serviceLifeOf(gwp)) : null,
      fdesIsExample: gwp?.isExample ?? false,
      fdesSource: gwp?.source ?? null,
    });
  }
  return result;
}

/** Every material of the composition, main and frame, entered in Ic; unknown as soon as one has no cited data. */
function compositionEstimate(performance: WallPerformance, input: EstimateElementInput, sref: number): CompositionEstimate {
  const uncounted = performance.gwp.uncounted.map(uncountedLine);
  const contributions = performance.gwp.layers.map((gwp) => {
    const layer = input.wall.layers[gwp.layerIndex]!;
    const ref = gwp.part === "main" ? layer.material : layer.bridge!.material;
    const material = "materialId" in ref ? findMaterial(ref.materialId) : undefined;
    const stored = partStoredCo2(material?.kind === "solid" ? material : null, layer.thicknessMm, gwp.areaShare);
    const modules = partModules(gwp, stored, serviceLifeOf(gwp));
    return modules ? contribution(input.areaM2, modules) : null;
  });
  const perSref = (value: number | null) => (input.areaM2 === 0 ? 0 : value === null || uncounted.length > 0 ? null : value / sref);
  return {
    icDynamic: perSref(sumOrNull(contributions.map((item) => item?.dynamic ?? null))),
    icStatic: perSref(sumOrNull(contributions.map((item) => item?.static ?? null))),
    moduleD: perSref(sumOrNull(contributions.map((item) => item?.moduleD ?? null))),
    uncounted,
  };
}

function estimateElement(input: EstimateElementInput, sref: number, options: ComputeWallOptions): ElementEstimate {
  const performance = computeWall(input.wall, options);
  const layers = insulationLayers(performance);
  const contributions = layers.map((layer) => (layer.modules ? contribution(input.areaM2, layer.modules) : null));
  // An element of zero area builds nothing: it adds 0, whatever its composition's data.
  const perSref = (value: number | null) => (input.areaM2 === 0 ? 0 : value === null ? null : value / sref);
  const insulationResistance = sum(layers.map((layer) => layer.thermalResistance));
  return {
    element: input.element,
    label: input.label,
    areaM2: input.areaM2,
    isDefault: input.isDefault,
    layers,
    icDynamic: perSref(sumOrNull(contributions.map((item) => item?.dynamic ?? null))),
    icStatic: perSref(sumOrNull(contributions.map((item) => item?.static ?? null))),
    moduleD: perSref(sumOrNull(contributions.map((item) => item?.moduleD ?? null))),
    storedCo2: sum(layers.map((layer) => layer.storedCo2PerM2)) * input.areaM2,
    stockC: carbonFromCo2(sum(layers.map((layer) => layer.storedCo2PerM2)) * input.areaM2) / sref,
    insulationResistance,
    insulationAreaShare: layers.length === 0 ? 0 : Math.max(...layers.map((layer) => layer.areaShare)),
    composition: compositionEstimate(performance, input, sref),
  };
}

/** A conventional insulation at the same R and area share as each element's, all at year 0 (no split by module). */
function conventionalEstimate(
  insulation: ConventionalInsulation,
  elements: readonly ElementEstimate[],
  sref: number,
  ours: { dynamic: number | null; static: number | null },
): ConventionalEstimate {
  const factor = sum(
    elements.map((element) => (element.areaM2 * element.insulationAreaShare * element.insulationResistance) / CONVENTIONAL_REFERENCE_R),
  );
  const ic = (insulation.gwpAtR5 * factor) / sref;
  return {
    id: insulation.id,
    label: insulation.label,
    icDynamic: ic,
    icStatic: ic,
    moduleD: (insulation.moduleDAtR5 * factor) / sref,
    differenceDynamic: ours.dynamic === null ? null : ours.dynamic - ic,
    differenceStatic: ours.static === null ? null : ours.static - ic,
    basis: insulation.basis,
    range: insulation.range,
  };
}

function shares(value: number | null, thresholds: Record<ThresholdPeriod, number>): Record<ThresholdPeriod, number | null> {
  return Object.fromEntries(THRESHOLD_PERIODS.map((period) => [period, value === null ? null : value / thresholds[period]])) as Record<
    ThresholdPeriod,
    number | null
  >;
}

export function estimateRe2020(input: Re2020Input, options: ComputeWallOptions = {}): Re2020Estimate {
  const elements = input.elements.map((element) => estimateElement(element, input.sref, options));
  const insulationIcDynamic = sumOrNull(elements.map((element) => element.icDynamic));
  const insulationIcStatic = sumOrNull(elements.map((element) => element.icStatic));
  const thresholds = IC_CONSTRUCTION_MAX_MOYEN[input.buildingType];
  const compositionIcDynamic = sumOrNull(elements.map((element) => element.composition.icDynamic));
  const used = elements.flatMap((element) => (element.areaM2 > 0 ? element.layers : []));
  return {
    buildingType: input.buildingType,
    permitYear: input.permitYear,
    sref: input.sref,
    period: periodOf(input.permitYear),
    insulationIcDynamic,
    insulationIcStatic,
    thresholds,
    shareOfThreshold: shares(insulationIcDynamic, thresholds),
    shareOfThresholdStatic: shares(insulationIcStatic, thresholds),
    storedCo2: sum(elements.map((element) => element.storedCo2)),
    stockC: sum(elements.map((element) => element.stockC)),
    moduleD: sumOrNull(elements.map((element) => element.moduleD)),
    elements,
    conventional: CONVENTIONAL_INSULATIONS.map((insulation) =>
      conventionalEstimate(insulation, elements, input.sref, { dynamic: insulationIcDynamic, static: insulationIcStatic }),
    ),
    weights: { year0: weightOf(0), year50: weightOf(REFERENCE_PERIOD_YEARS) },
    fdesIsExample: used.some((layer) => layer.fdesIsExample),
    compositionIcDynamic,
    compositionIcStatic: sumOrNull(elements.map((element) => element.composition.icStatic)),
    compositionShareOfThreshold: shares(compositionIcDynamic, thresholds),
  };
}

/** The product the default composition holds, for the page's sentences. */
export const DEFAULT_BALE_LABEL = PRODUCTS["botte-36"].label;
