import { formatNumber } from "../format";
import { PRODUCTS, strawStoredCo2PerM2 } from "../products";
import {
  type BaleFdesGwp,
  baleLayerGwp,
  datasetLayerGwp,
  GWP_MODULES,
  type GwpModule,
  type LayerGwp,
  type LayerPart,
  sampleBaleFdes,
  storedBiogenicCo2,
  sumGwp,
  type UncountedPart,
  uncountedLine,
} from "./carbon";
import { environmentalDataOf } from "./environmental-data";
import type { MoistureLayer } from "./block-method";
import { type Climate, type CondensationPlane, glaser, type GlaserPoint } from "./glaser";
import {
  combinedMethod,
  COMBINED_METHOD_MAX_RATIO,
  type ElementType,
  MAX_BRIDGE_GROUPS,
  SURFACE_RESISTANCES,
  unventilatedAirLayerResistance,
  AIR_TABLE_RANGE_MM,
} from "./iso6946";
import { DEFAULT_PERIOD_HOURS, dynamicCharacteristics, type DynamicLayer } from "./iso13786";
import {
  type BaleProductId,
  customMaterial,
  findMaterial,
  type Material,
  MATERIAL_STATUS_LABELS,
  type MaterialStatus,
  type SolidMaterial,
} from "./materials";
import { type MoistureResult, wallMoisture } from "./moisture";
import type { MaterialRef, WallInput } from "./wall-schema";

/**
 * The wall calculator's one entry point (docs/decisions/0014-wall-physics.md): EN ISO 6946 U with the combined
 * method, EN ISO 13786 at 24 h, Glaser under one design condition, stored biogenic CO₂ and our bales' GWP, from a
 * request checked by wallRequestSchema. Pure: the same input gives the same figures in the browser and on the server.
 */

/** The calculation is refused (a 2D calculation or another method is needed); `message` is French, for the visitor. */
export class WallRefusal extends Error {
  constructor(
    readonly code: "combined-method-validity" | "metal-bridge" | "bridge-groups" | "ventilated-first-layer",
    message: string,
  ) {
    super(message);
    this.name = "WallRefusal";
  }
}

export interface WallWarning {
  code: string;
  message: string;
}

export interface ComputeWallOptions {
  /** GWP of our bales from the FDES the site serves; the generated samples when absent. */
  ownFdes?: Partial<Record<BaleProductId, BaleFdesGwp>>;
}

export interface LayerResult {
  index: number;
  /** The catalogue id, or null for values typed by the visitor. */
  materialId: string | null;
  label: string;
  status: MaterialStatus;
  statusLabel: string;
  source: string;
  thicknessMm: number;
  /** Outside a well-ventilated air layer (or that layer itself): left out of R, 13786 and Glaser. */
  excluded: boolean;
  /** λ of the main material, W/(m·K); null for an air layer. */
  lambda: number | null;
  /** The layer's share of R_T (homogenised when bridged, so the layers and Rsi + Rse add up to rTotal); null when excluded. */
  r: number | null;
  /** R through the main material (the clear field). */
  rClearField: number | null;
  /** R through the bridge, and the bridge's area fraction and name, when bridged. */
  rBridge: number | null;
  bridgeFraction: number | null;
  bridgeLabel: string | null;
  /** Clear-field temperatures of the inside and outside faces under the Glaser climate, °C; null when excluded. */
  temperatureInside: number | null;
  temperatureOutside: number | null;
  /** sd = μ·d of the main material, m. */
  sd: number;
  /** kg/m². */
  arealMass: number;
  /** Σρcd, kJ/(m²·K). */
  arealHeatCapacity: number;
  /** kg CO₂ per m² of wall (main material and bridge): our straw by its declared storage, others by EN 16449 (docs/product.md §10.9). */
  storedBiogenicCo2: number;
  /** Our bales: the maker's declared λ, shown beside the rules' λ used; else null. */
  declaredLambda: number | null;
  /** λ/(ρc) of the main material, mm²/s (= 10⁻⁶ m²/s); null for an air layer. */
  diffusivityMm2PerS: number | null;
  /** √(λρc) of the main material, J/(m²·K·s½); null for an air layer. */
  effusivity: number | null;
}

export interface WallPerformance {
  element: ElementType;
  rsi: number;
  rse: number;
  ventilated: boolean;
  thicknessMm: number;
  uValue: number;
  rTotal: number;
  rUpper: number;
  rLower: number;
  maxRelativeError: number;
  rClearField: number;
  uClearField: number;
  periodicTransmittance: number;
  decrementFactor: number;
  timeShiftHours: number;
  timeShiftUnwrappedHours: number;
  /** Why the two lags differ, in French; null when they agree (lag under 24 h). */
  timeShiftExplanation: string | null;
  admittanceInside: number;
  admittanceOutside: number;
  /** kJ/(m²·K). */
  kappaInside: number;
  kappaOutside: number;
  /** kg/m², every layer. */
  arealMass: number;
  /** Σρcd, kJ/(m²·K), every layer. */
  arealHeatCapacity: number;
  /** R_T · Σρcd, h: how slowly the wall as a whole follows a change. */
  timeConstantHours: number;
  /** m, layers inside the ventilated layer. */
  sdTotal: number;
  /** The steady Glaser rate under the design condition: a detail beside `moisture`. */
  condensation: { occurs: boolean; rateGPerM2H: number; planes: CondensationPlane[] };
  surfaceCondensation: boolean;
  /** Moisture over a year: DIN 4108-3 block method, EN ISO 13788 monthly balance, mould check, advice (0020). */
  moisture: MoistureResult;
  /** kg CO₂/m², every bio-based layer: our straw by its declared storage, the others by EN 16449 (docs/product.md §10.9). */
  storedBiogenicCo2: number;
  /** kg CO₂/m², the straw alone (`strawStoredCo2PerM2`). */
  storedBiogenicCo2Straw: number;
  gwp: {
    /**
     * The wall's kg CO₂ eq. per m², by module: null unless every built layer (and frame) is counted and gives the
     * module. Storage is never added here.
     */
    modules: Record<GwpModule, number | null>;
    /** The same sum over the layers counted only (null where one of them lacks the module), for a partial wall. */
    countedModules: Record<GwpModule, number | null>;
    /** Each material counted, main material and frame apart, per m² of wall. */
    layers: LayerGwp[];
    /** Each material without cited environmental data, with the French reason. */
    uncounted: UncountedPart[];
    /** Every built layer is counted. */
    complete: boolean;
    isExample: boolean;
    coverage: string;
  };
  layers: LayerResult[];
  glaser: {
    climate: Climate;
    insideVapourPressure: number;
    outsideVapourPressure: number;
    profile: GlaserPoint[];
  };
  warnings: WallWarning[];
  /** What the method does and leaves out, in French, for the page and the report. */
  methodNotes: string[];
}

/** Above this λ a bridge is metal: its point and line effects are outside the combined method. */
const METAL_LAMBDA = 10;
/** Below this decrement factor the damping matters more than the lag (0014 §2). */
const STRONG_DAMPING = 0.05;

export const WALL_METHOD_NOTES = [
  "Résistance thermique et U selon NF EN ISO 6946 ; paroi à ossature par la méthode combinée (bornes haute et basse, leur moyenne et l'erreur relative maximale).",
  "Corrections ΔU non comptées : défauts de mise en œuvre (lames d'air parasites), fixations mécaniques, toitures inversées.",
  "Caractéristiques dynamiques selon NF EN ISO 13786 pour une période de 24 h ; une couche à ossature est homogénéisée (ρc moyen pondéré par les surfaces, λ ajusté pour retrouver la résistance de la méthode combinée).",
  "Humidité sur l'année : méthode des périodes de la DIN 4108-3 (90 jours de condensation à 20 °C / 50 % et −5 °C / 80 %, 90 jours d'évaporation à 1 200 Pa, limites de 1 000 g/m² et 500 g/m² au contact d'une couche non capillaire, hausse d'humidité du bois ≤ 5 % et des panneaux ≤ 3 %), bilan mensuel NF EN ISO 13788 sur une station française citée (Lyon-Bron, Bordeaux-Mérignac) ou un climat mensuel saisi, risque de moisissure en surface (fRsi, NF EN ISO 13788 §5) ; températures et sd en partie courante (entre les montants). Le débit de Glaser à la condition de calcul est donné en détail.",
  "Stockage de carbone biogénique selon NF EN 16449 ; il ne s'ajoute pas au changement climatique des FDES.",
  "Émissions de chaque couche et de son ossature : nos bottes d'après leur FDES ; les autres matériaux d'après la liste KBOB « Données des écobilans dans la construction » 2009/1:2016, par kg (masse par m² = épaisseur × masse volumique du catalogue × part de surface), fabrication (A1-A3) et fin de vie (C), sans transport ni mise en œuvre (A4-A5) ni module D, CO₂ biogénique compté neutre. Un matériau sans donnée citée rend l'émission de la paroi inconnue.",
  "Les ponts thermiques de liaison (planchers, menuiseries, angles) ne sont pas calculés.",
] as const;

interface ResolvedLayer {
  index: number;
  thicknessMm: number;
  thicknessM: number;
  material: Material;
  materialId: string | null;
  bridge: { fraction: number; material: SolidMaterial; materialId: string | null } | null;
}

function resolve(ref: MaterialRef): { material: Material; materialId: string | null } {
  if ("materialId" in ref) {
    const material = findMaterial(ref.materialId);
    // The schema lets only catalogue ids through; a stale id is a programming error, not a visitor's.
    if (!material) throw new Error(`unknown material ${ref.materialId}`);
    return { material, materialId: material.id };
  }
  return { material: customMaterial(ref.values), materialId: null };
}

function layerName(index: number): string {
  return `Couche ${index + 1}`;
}

function sdOf(material: Material, thicknessM: number): number {
  if (material.kind === "air") return thicknessM;
  return material.sdM ?? material.mu * thicknessM;
}

const NO_MODULES = Object.fromEntries(GWP_MODULES.map((module) => [module, null])) as Record<GwpModule, number | null>;

/**
 * What the emissions cover, in French: every built layer, or which ones have no cited data and why, so that a partial
 * figure never reads as the wall's (its total is then null).
 */
function gwpCoverage(counted: readonly LayerGwp[], uncounted: readonly UncountedPart[]): string {
  const sources = [
    ...(counted.some((layer) => layer.productId !== null) ? ["nos bottes d'après leur FDES"] : []),
    ...(counted.some((layer) => layer.productId === null)
      ? ["les autres matériaux d'après les données génériques de la KBOB (fabrication et fin de vie, sans A4-A5)"]
      : []),
  ];
  if (uncounted.length === 0) {
    return counted.length === 0
      ? "Aucun matériau construit : aucune émission."
      : `Toutes les couches sont comptées : ${sources.join(", ")}.`;
  }
  const missing = uncounted.map(uncountedLine);
  return `Émissions de la paroi inconnues : sans donnée environnementale citée, non comptées — ${missing.join(" ; ")}.${
    counted.length > 0 ? ` Comptées : ${sources.join(", ")}.` : ""
  }`;
}

function fmt(n: number, decimals: number): string {
  return formatNumber(n, decimals);
}

export function computeWall(input: WallInput, options: ComputeWallOptions = {}): WallPerformance {
  const warnings: WallWarning[] = [];
  const element = input.element;

  const layers: ResolvedLayer[] = input.layers.map((layer, index) => {
    const { material, materialId } = resolve(layer.material);
    let bridge: ResolvedLayer["bridge"] = null;
    if (layer.bridge) {
      const resolved = resolve(layer.bridge.material);
      if (resolved.material.kind === "air") throw new Error("an air layer cannot bridge (the schema refuses it)");
      bridge = { fraction: layer.bridge.fraction, material: resolved.material, materialId: resolved.materialId };
    }
    return { index, thicknessMm: layer.thicknessMm, thicknessM: layer.thicknessMm / 1000, material, materialId, bridge };
  });

  // Well-ventilated air layer (EN ISO 6946 §6.9.4): only a layer marked so ends the thermal stack; it and everything
  // outside it are dropped, and Rse = Rsi. "Bardage ventilé" (ventilatedOutside) puts that gap beyond the last layer:
  // nothing is dropped. Unventilated and slightly ventilated layers stay in the stack wherever they are (§6.9.2, §6.9.3).
  const wellVentilated = layers.findIndex((layer) => layer.material.kind === "air" && layer.material.ventilation === "well-ventilated");
  const cut = wellVentilated >= 0 ? wellVentilated : layers.length;
  const ventilated = wellVentilated >= 0 || input.ventilatedOutside;
  if (cut === 0) {
    throw new WallRefusal(
      "ventilated-first-layer",
      "La lame d'air ventilée ne peut pas être la première couche côté intérieur : il ne resterait aucune couche à calculer.",
    );
  }
  if (wellVentilated >= 0) {
    warnings.push({
      code: "ventilated-layers-dropped",
      message: `La lame d'air fortement ventilée (${layerName(cut).toLowerCase()}) et les couches situées à l'extérieur ne comptent pas dans la résistance thermique (NF EN ISO 6946, §6.9.4) ; Rse prend la valeur de Rsi.`,
    });
  } else if (input.ventilatedOutside) {
    warnings.push({
      code: "ventilated-cladding",
      message:
        "Bardage ventilé : la lame d'air fortement ventilée et le bardage sont au-delà de la dernière couche saisie ; ils ne comptent pas dans la résistance thermique et Rse prend la valeur de Rsi (NF EN ISO 6946, §6.9.4).",
    });
  }
  const kept = layers.slice(0, cut);
  const surfaces = SURFACE_RESISTANCES[element];
  const rsi = surfaces.rsi;
  const rse = ventilated ? surfaces.rsi : surfaces.rse;

  // Steady resistances of each kept layer.
  const steady = kept.map((layer) => {
    let r: number;
    const material = layer.material;
    if (material.kind === "air") {
      r = unventilatedAirLayerResistance(layer.thicknessMm, element);
      if (material.ventilation === "slightly-ventilated") r /= 2;
      if (layer.thicknessMm < AIR_TABLE_RANGE_MM.min)
        warnings.push({
          code: "air-layer-thin",
          message: `${layerName(layer.index)} : lame d'air de moins de ${AIR_TABLE_RANGE_MM.min} mm, en dehors du tableau de la norme ; sa résistance est interpolée vers 0.`,
        });
      if (layer.thicknessMm > AIR_TABLE_RANGE_MM.max)
        warnings.push({
          code: "air-layer-thick",
          message: `${layerName(layer.index)} : lame d'air de plus de ${AIR_TABLE_RANGE_MM.max} mm ; la valeur du tableau pour ${AIR_TABLE_RANGE_MM.max} mm est retenue.`,
        });
    } else {
      r = layer.thicknessM / material.lambda;
    }
    if (layer.bridge && layer.bridge.material.lambda > METAL_LAMBDA) {
      throw new WallRefusal(
        "metal-bridge",
        `${layerName(layer.index)} : une ossature métallique sort du domaine de la méthode combinée (NF EN ISO 6946) ; un calcul aux éléments finis (NF EN ISO 10211) est nécessaire.`,
      );
    }
    return {
      thicknessM: layer.thicknessM,
      r,
      ...(layer.bridge ? { bridge: { r: layer.thicknessM / layer.bridge.material.lambda, fraction: layer.bridge.fraction } } : {}),
    };
  });

  const fractions = new Set(kept.flatMap((layer) => (layer.bridge ? [layer.bridge.fraction] : [])));
  if (fractions.size > MAX_BRIDGE_GROUPS) {
    throw new WallRefusal(
      "bridge-groups",
      `Au plus ${MAX_BRIDGE_GROUPS} ossatures de parts différentes sont calculées ; regroupez les couches d'une même ossature sous la même part de bois.`,
    );
  }
  const combined = combinedMethod(steady, rsi, rse);
  if (combined.rUpper / combined.rLower > COMBINED_METHOD_MAX_RATIO) {
    throw new WallRefusal(
      "combined-method-validity",
      `La méthode combinée de la norme NF EN ISO 6946 ne s'applique pas à cette paroi : le rapport entre les bornes haute et basse de la résistance (${fmt(combined.rUpper / combined.rLower, 2)}) dépasse ${fmt(COMBINED_METHOD_MAX_RATIO, 1)}. Un calcul aux éléments finis (NF EN ISO 10211) est nécessaire.`,
    );
  }
  const rTotal = combined.rTotal;
  const uValue = 1 / rTotal;

  // Bridged layers for EN ISO 13786: ρc averaged by area, λ scaled so that the stack's steady R equals R_T.
  const bridgedLowerSum = kept.reduce((sum, layer, i) => sum + (layer.bridge ? combined.layerLowerR[i]! : 0), 0);
  const unbridgedSum = kept.reduce((sum, layer, i) => sum + (layer.bridge ? 0 : combined.layerLowerR[i]!), 0);
  const scale = bridgedLowerSum > 0 ? (rTotal - rsi - rse - unbridgedSum) / bridgedLowerSum : 1;
  const layerR = kept.map((layer, i) => (layer.bridge ? combined.layerLowerR[i]! * scale : combined.layerLowerR[i]!));
  const dynamicLayers: DynamicLayer[] = kept.map((layer, i): DynamicLayer => {
    const material = layer.material;
    const r = layerR[i]!;
    if (!layer.bridge) {
      return material.kind === "air"
        ? { kind: "resistance", r }
        : {
            kind: "solid",
            thicknessM: layer.thicknessM,
            lambda: material.lambda,
            density: material.density,
            specificHeat: material.specificHeat,
          };
    }
    const f = layer.bridge.fraction;
    const main = material.kind === "air" ? { density: 0, specificHeat: 0 } : material;
    const density = (1 - f) * main.density + f * layer.bridge.material.density;
    const heatCapacity =
      (1 - f) * main.density * main.specificHeat + f * layer.bridge.material.density * layer.bridge.material.specificHeat;
    return { kind: "solid", thicknessM: layer.thicknessM, lambda: layer.thicknessM / r, density, specificHeat: heatCapacity / density };
  });
  const dynamic = dynamicCharacteristics(dynamicLayers, rsi, rse, uValue, DEFAULT_PERIOD_HOURS);

  const climate = input.climate;
  const vapour = glaser(
    kept.map((layer, i) => ({ thicknessMm: layer.thicknessMm, r: steady[i]!.r, sd: sdOf(layer.material, layer.thicknessM) })),
    rsi,
    rse,
    climate,
  );

  const moistureLayers: MoistureLayer[] = kept.map((layer, i) => {
    const material = layer.material;
    return {
      thicknessMm: layer.thicknessMm,
      r: steady[i]!.r,
      sd: sdOf(material, layer.thicknessM),
      label: material.label,
      // Water on the face of an air layer has nothing to soak into: the non-absorbent limit.
      capillarity: material.kind === "air" ? "non-absorbent" : (material.capillarity ?? "unknown"),
      timber: material.kind === "solid" ? (material.timber ?? null) : null,
      density: material.kind === "solid" ? material.density : 0,
    };
  });
  const coldestPath = steady.reduce((sum, layer) => sum + Math.min(layer.r, layer.bridge?.r ?? layer.r), 0) + rse;
  const moisture = wallMoisture({
    layers: moistureLayers,
    rsi,
    rse,
    climate,
    ...(input.monthlyClimate ? { monthlyClimate: input.monthlyClimate } : {}),
    coldestPathWithoutRsi: coldestPath,
  });

  // Mass, heat capacity and carbon of every layer, the dropped ones included: they are still built.
  let storedStraw = 0;
  const gwpLayers: LayerGwp[] = [];
  const uncounted: UncountedPart[] = [];
  // Each built material of the wall, main and frame apart: our bales by their FDES, the others by their dataset.
  const countPart = (
    index: number,
    part: LayerPart,
    material: SolidMaterial,
    materialId: string | null,
    thicknessMm: number,
    share: number,
  ) => {
    if (share <= 0) return;
    if (material.bale) {
      const fdes = options.ownFdes?.[material.bale.productId] ?? sampleBaleFdes(material.bale.productId);
      gwpLayers.push(baleLayerGwp(index, material.id, material.label, material.bale.productId, fdes, thicknessMm, share));
      return;
    }
    const data = environmentalDataOf(materialId);
    if (data.kind === "dataset") {
      gwpLayers.push(
        datasetLayerGwp(index, part, { id: material.id, label: material.label, density: material.density }, data, thicknessMm, share),
      );
    } else {
      uncounted.push({ layerIndex: index, part, label: material.label, reason: data.reason });
    }
  };
  const results: LayerResult[] = layers.map((layer, index) => {
    const material = layer.material;
    const f = layer.bridge?.fraction ?? 0;
    const solid = material.kind === "solid" ? material : null;
    const bridgeMaterial = layer.bridge?.material ?? null;
    const arealMass = layer.thicknessM * ((1 - f) * (solid?.density ?? 0) + f * (bridgeMaterial?.density ?? 0));
    const arealHeatCapacity =
      (layer.thicknessM *
        ((1 - f) * (solid ? solid.density * solid.specificHeat : 0) +
          f * (bridgeMaterial ? bridgeMaterial.density * bridgeMaterial.specificHeat : 0))) /
      1000;
    // Our bales store the maker's declared figure over the straw's share (docs/product.md §10.9); other bio-based
    // materials, which have no declared figure, by NF EN 16449 from their density.
    const baleProduct = solid?.bale ? PRODUCTS[solid.bale.productId] : null;
    const mainCo2 = baleProduct
      ? strawStoredCo2PerM2(baleProduct, layer.thicknessMm, 1 - f)
      : solid?.carbon
        ? storedBiogenicCo2(solid.carbon, solid.density, layer.thicknessM, 1 - f)
        : 0;
    const bridgeCo2 = bridgeMaterial?.carbon ? storedBiogenicCo2(bridgeMaterial.carbon, bridgeMaterial.density, layer.thicknessM, f) : 0;

    if (solid) countPart(index, "main", solid, layer.materialId, layer.thicknessMm, 1 - f);
    if (bridgeMaterial) countPart(index, "bridge", bridgeMaterial, layer.bridge!.materialId, layer.thicknessMm, f);
    if (solid?.bale) {
      const product = PRODUCTS[solid.bale.productId];
      storedStraw += mainCo2;
      if (layer.thicknessMm !== solid.bale.thicknessMm) {
        warnings.push({
          code: "bale-thickness",
          message: `${layerName(index)} : la ${product.label} mesure ${solid.bale.thicknessMm} mm d'épaisseur ; l'épaisseur saisie (${fmt(layer.thicknessMm, 1)} mm) en diffère.`,
        });
      }
    }
    if (layer.materialId === null || (layer.bridge && layer.bridge.materialId === null)) {
      warnings.push({
        code: "entered-values",
        message: `${layerName(index)} : valeurs saisies (λ, ρ, c, μ), non vérifiées par Isol en Paille.`,
      });
    }

    const isKept = index < cut;
    return {
      index,
      materialId: layer.materialId,
      label: material.label,
      status: material.status,
      statusLabel: MATERIAL_STATUS_LABELS[material.status],
      source: material.source,
      thicknessMm: layer.thicknessMm,
      excluded: !isKept,
      lambda: solid?.lambda ?? null,
      r: isKept ? layerR[index]! : null,
      rClearField: isKept ? steady[index]!.r : null,
      rBridge: isKept && layer.bridge ? steady[index]!.bridge!.r : null,
      bridgeFraction: layer.bridge ? f : null,
      bridgeLabel: layer.bridge ? layer.bridge.material.label : null,
      temperatureInside: isKept ? vapour.interfaceTemperatures[index]! : null,
      temperatureOutside: isKept ? vapour.interfaceTemperatures[index + 1]! : null,
      sd: sdOf(material, layer.thicknessM),
      arealMass,
      arealHeatCapacity,
      storedBiogenicCo2: mainCo2 + bridgeCo2,
      declaredLambda: solid?.bale ? solid.bale.declared.lambda : null,
      diffusivityMm2PerS: solid ? (solid.lambda / (solid.density * solid.specificHeat)) * 1e6 : null,
      effusivity: solid ? Math.sqrt(solid.lambda * solid.density * solid.specificHeat) : null,
    };
  });

  for (const layer of kept) {
    if (layer.material.kind === "air" && layer.material.ventilation === "slightly-ventilated") {
      warnings.push({
        code: "air-layer-slightly-ventilated",
        message: `${layerName(layer.index)} : lame d'air faiblement ventilée, comptée pour la moitié de la résistance d'une lame non ventilée.`,
      });
    }
  }

  const lagDiffers = Math.abs(dynamic.timeShiftUnwrappedHours - dynamic.timeShiftHours) > 1e-6;
  const timeShiftExplanation = lagDiffers
    ? `Le déphasage réel (${fmt(dynamic.timeShiftUnwrappedHours, 1)} h) dépasse la période de 24 h : une onde journalière ne distingue pas un retard de ${fmt(dynamic.timeShiftUnwrappedHours, 1)} h d'un retard de ${fmt(dynamic.timeShiftHours, 1)} h, d'où les deux valeurs. La première suit la phase de façon continue depuis les très longues périodes ; la seconde est celle que donne la norme, ramenée entre 0 et 24 h.`
    : null;
  if (timeShiftExplanation) warnings.push({ code: "time-shift-beyond-period", message: timeShiftExplanation });
  if (dynamic.decrementFactor < STRONG_DAMPING) {
    warnings.push({
      code: "strong-damping",
      message: `Facteur d'amortissement de ${fmt(dynamic.decrementFactor, 3)} : l'onde de chaleur extérieure est presque entièrement amortie, l'amortissement compte alors davantage que le déphasage.`,
    });
  }
  if (!moisture.blockMethod.passes || (moisture.monthly && !moisture.monthly.driesWithinYear)) {
    warnings.push({
      code: "moisture",
      message: `${moisture.monthly && !moisture.monthly.driesWithinYear ? moisture.monthly.criterion : moisture.blockMethod.criterion} ${moisture.advice.join(" ")}`,
    });
  }
  if (!moisture.mould.passes) warnings.push({ code: "mould", message: moisture.mould.criterion });
  if (vapour.surfaceCondensation) {
    warnings.push({
      code: "surface-condensation",
      message:
        "La surface intérieure est plus froide que le point de rosée de l'air intérieur : condensation superficielle aux conditions de calcul.",
    });
  }
  const gwpIsExample = gwpLayers.some((layer) => layer.isExample);
  if (gwpIsExample) {
    warnings.push({
      code: "fdes-example",
      message:
        "Impact carbone des bottes calculé d'après une FDES d'exemple, en attendant la FDES vérifiée ; ce n'est pas une donnée réglementaire.",
    });
  }

  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
  const arealHeatCapacity = sum(results.map((layer) => layer.arealHeatCapacity));
  return {
    element,
    rsi,
    rse,
    ventilated,
    thicknessMm: sum(layers.map((layer) => layer.thicknessMm)),
    uValue,
    rTotal,
    rUpper: combined.rUpper,
    rLower: combined.rLower,
    maxRelativeError: combined.maxRelativeError,
    rClearField: combined.rClearField,
    uClearField: 1 / combined.rClearField,
    ...dynamic,
    timeShiftExplanation,
    arealMass: sum(results.map((layer) => layer.arealMass)),
    arealHeatCapacity,
    timeConstantHours: (rTotal * arealHeatCapacity * 1000) / 3600,
    sdTotal: vapour.sdTotal,
    condensation: vapour.condensation,
    surfaceCondensation: vapour.surfaceCondensation,
    moisture,
    storedBiogenicCo2: sum(results.map((layer) => layer.storedBiogenicCo2)),
    storedBiogenicCo2Straw: storedStraw,
    gwp: {
      modules: uncounted.length === 0 ? sumGwp(gwpLayers) : { ...NO_MODULES },
      countedModules: sumGwp(gwpLayers),
      layers: gwpLayers,
      uncounted,
      complete: uncounted.length === 0,
      isExample: gwpIsExample,
      coverage: gwpCoverage(gwpLayers, uncounted),
    },
    layers: results,
    glaser: {
      climate,
      insideVapourPressure: vapour.insideVapourPressure,
      outsideVapourPressure: vapour.outsideVapourPressure,
      profile: vapour.profile,
    },
    warnings,
    methodNotes: [...WALL_METHOD_NOTES],
  };
}
