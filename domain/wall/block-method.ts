import { formatNumber } from "../format";
import { DELTA_0, type GlaserLayer, saturationPressure } from "./glaser";
import { diffusionBalance, type SteadyCondition, type VapourNode, vapourNodes, type WetPlane, zonesOf } from "./vapour-balance";

/**
 * DIN 4108-3 block method ("Periodenbilanzverfahren", docs/decisions/0020-wall-moisture.md §2): a 90-day condensation
 * period and a 90-day evaporation period under the standard's fixed climates, the condensate in g/m² per zone, what
 * the evaporation period can take away, and the standard's limits. Stage: layers → nodes → balance → zones → verdict.
 */

/** Absorbent or not by capillarity (DIN 4108-3 limit of 0.5 kg/m² at non-absorbent interfaces); unknown when no source says. */
export type Capillarity = "absorbent" | "non-absorbent" | "unknown";
/** Wood (moisture rise ≤ 5 % by mass) or wood-based panel (≤ 3 %), DIN 4108-3. */
export type TimberKind = "wood" | "wood-based";

export interface MoistureLayer extends GlaserLayer {
  label: string;
  capillarity: Capillarity;
  timber: TimberKind | null;
  /** kg/m³ of the layer's main material (0 for air). */
  density: number;
}

/**
 * DIN 4108-3:2018 Annex A, Table A.3, as quoted by wissenwiki.de ("Periodenbilanzverfahren"), the
 * schimmelpilzexpertise.de glossary and GitHub Isaacabu/GEG-LCA `docs/DIN4108_Umsetzung.md` (the standard's text was
 * not readable here): condensation period December–February, evaporation period June–August.
 */
export const DIN_4108_3 = {
  condensation: { insideTemperature: 20, insideHumidity: 50, outsideTemperature: -5, outsideHumidity: 80, hours: 2160 },
  /** Inside and outside vapour pressure in the evaporation period, Pa. */
  evaporationVapourPressure: 1200,
  /**
   * Saturation pressure taken in the condensation zone in the evaporation period, Pa: 1,700 for walls and ceilings
   * under unheated roof spaces; 2,000 only for unshaded roofs with dark coverings, which the calculator cannot tell
   * apart, so 1,700 everywhere (the smaller drying, on the safe side).
   */
  evaporationPlanePressure: 1700,
  evaporationHours: 2160,
  /** Surface resistances of the moisture check, m²·K/W (wissenwiki.de, GEG-LCA). */
  rsi: 0.25,
  rse: 0.04,
  /** Condensate allowed in one period, kg/m². */
  maxCondensate: 1.0,
  /** At an interface with a layer that is not capillary absorbent (foils, foams, mineral wool, dense concrete): runs off. */
  maxCondensateNonAbsorbent: 0.5,
  /** Moisture rise by mass allowed in wood and in wood-based panels, %. */
  maxRiseWood: 5,
  maxRiseWoodBased: 3,
} as const;

export interface TimberRise {
  layerIndex: number;
  label: string;
  kind: TimberKind;
  /** % by mass if the zone's condensate went into this layer alone. */
  risePercent: number;
  limitPercent: number;
  passes: boolean;
}

export interface BlockZone {
  /** Layers the zone lies in or touches, inside first (0-based). */
  layerIndices: number[];
  xMmFrom: number;
  xMmTo: number;
  condensateGPerM2: number;
  limitGPerM2: number;
  /** French: which limit applies and why. */
  limitReason: string;
  timber: TimberRise[];
}

export interface BlockMethodResult {
  /** Condensate of the condensation period, summed over the zones, g/m². */
  condensateGPerM2: number;
  /** What can evaporate in the evaporation period, g/m² (0 without condensate). */
  evaporationGPerM2: number;
  passes: boolean;
  /** The verdict's French reason, with the figures and the criterion. */
  criterion: string;
  zones: BlockZone[];
}

const SECONDS_PER_HOUR = 3600;
const g = (kg: number) => kg * 1000;
const fmtG = (grams: number) => `${formatNumber(grams, grams < 10 ? 1 : 0)} g/m²`;

export const CONDENSATION_PERIOD: SteadyCondition = {
  insideTemperature: DIN_4108_3.condensation.insideTemperature,
  outsideTemperature: DIN_4108_3.condensation.outsideTemperature,
  insideVapourPressure: (DIN_4108_3.condensation.insideHumidity / 100) * saturationPressure(DIN_4108_3.condensation.insideTemperature),
  outsideVapourPressure: (DIN_4108_3.condensation.outsideHumidity / 100) * saturationPressure(DIN_4108_3.condensation.outsideTemperature),
};

/** The layers a zone lies in, and those it touches when it sits on a layer's face. */
export function layersOfZone(nodes: readonly VapourNode[], zone: readonly WetPlane[], layerCount: number, subdivisions: number): number[] {
  const indices = new Set<number>();
  for (const plane of [zone[0]!, zone[zone.length - 1]!]) {
    const layer = nodes[plane.node]!.layerIndex;
    indices.add(layer);
    if (plane.node % subdivisions === 0 && layer + 1 < layerCount) indices.add(layer + 1);
  }
  for (const plane of zone) indices.add(nodes[plane.node]!.layerIndex);
  return [...indices].filter((index) => index >= 0).sort((a, b) => a - b);
}

function limitOf(layers: readonly MoistureLayer[], indices: readonly number[]): { limit: number; reason: string } {
  const adjacent = indices.map((index) => layers[index]!);
  const nonAbsorbent = adjacent.filter((layer) => layer.capillarity === "non-absorbent");
  if (nonAbsorbent.length > 0) {
    return {
      limit: DIN_4108_3.maxCondensateNonAbsorbent,
      reason: `${formatNumber(g(DIN_4108_3.maxCondensateNonAbsorbent), 0)} g/m² au contact d'une couche non capillaire (${nonAbsorbent.map((layer) => layer.label).join(", ")})`,
    };
  }
  const unknown = adjacent.filter((layer) => layer.capillarity === "unknown");
  if (unknown.length > 0 && unknown.length === adjacent.length) {
    return {
      limit: DIN_4108_3.maxCondensateNonAbsorbent,
      reason: `${formatNumber(g(DIN_4108_3.maxCondensateNonAbsorbent), 0)} g/m² par prudence : absorption capillaire non documentée pour ${unknown.map((layer) => layer.label).join(", ")}`,
    };
  }
  return {
    limit: DIN_4108_3.maxCondensate,
    reason: `${formatNumber(g(DIN_4108_3.maxCondensate), 0)} g/m², une couche capillaire absorbe l'eau (${adjacent
      .filter((layer) => layer.capillarity === "absorbent")
      .map((layer) => layer.label)
      .join(", ")})`,
  };
}

function timberRises(layers: readonly MoistureLayer[], indices: readonly number[], condensateKg: number): TimberRise[] {
  return indices.flatMap((index) => {
    const layer = layers[index]!;
    if (!layer.timber || layer.density <= 0) return [];
    const risePercent = (condensateKg / (layer.density * (layer.thicknessMm / 1000))) * 100;
    const limitPercent = layer.timber === "wood" ? DIN_4108_3.maxRiseWood : DIN_4108_3.maxRiseWoodBased;
    return [{ layerIndex: index, label: layer.label, kind: layer.timber, risePercent, limitPercent, passes: risePercent <= limitPercent }];
  });
}

/** sd of a zone's plane for the evaporation period: the plane itself, or the middle of a zone (DIN 4108-3 A.27). */
function zoneSd(nodes: readonly VapourNode[], zone: readonly WetPlane[]): number {
  return (nodes[zone[0]!.node]!.sd + nodes[zone[zone.length - 1]!.node]!.sd) / 2;
}

/** DIN 4108-3 A.12–A.28: evaporation of one zone, or of two with the one that dries first (kg/m²). */
function evaporation(sdZones: readonly number[], condensates: readonly number[], sdTotal: number): number {
  const p = DIN_4108_3.evaporationVapourPressure;
  const ps = DIN_4108_3.evaporationPlanePressure;
  const t = DIN_4108_3.evaporationHours * SECONDS_PER_HOUR;
  if (sdZones.length === 1) {
    const sd = sdZones[0]!;
    return DELTA_0 * ((ps - p) / sd + (ps - p) / (sdTotal - sd)) * t;
  }
  const [sd1, sd2] = sdZones as [number, number];
  const [m1, m2] = condensates as [number, number];
  const g1 = (DELTA_0 * (ps - p)) / sd1;
  const g2 = (DELTA_0 * (ps - p)) / (sdTotal - sd2);
  const t1 = m1 / g1;
  const t2 = m2 / g2;
  if (t1 > t && t2 > t) return (g1 + g2) * t;
  if (t1 <= t2) return m1 + g2 * t1 + ((DELTA_0 * (ps - p)) / sd2 + g2) * (t - t1);
  return m2 + g1 * t2 + (g1 + (DELTA_0 * (ps - p)) / (sdTotal - sd1)) * (t - t2);
}

export function blockMethod(layers: readonly MoistureLayer[], subdivisions: number): BlockMethodResult {
  const nodes = vapourNodes(layers, DIN_4108_3.rsi, DIN_4108_3.rse, CONDENSATION_PERIOD);
  const { planes } = diffusionBalance(nodes, CONDENSATION_PERIOD);
  let zones = zonesOf(planes);
  // More than two separate zones: the standard gives no equations; they are taken as one zone from the first to the last.
  const merged = zones.length > 2;
  if (merged) zones = [zones.flat()];
  const tc = DIN_4108_3.condensation.hours * SECONDS_PER_HOUR;
  const condensates = zones.map((zone) => Math.max(0, zone.reduce((sum, plane) => sum + plane.netFlux, 0) * tc));
  const condensateKg = condensates.reduce((sum, value) => sum + value, 0);
  const sdTotal = nodes[nodes.length - 1]!.sd;

  const blockZones: BlockZone[] = zones.map((zone, i) => {
    const indices = layersOfZone(nodes, zone, layers.length, subdivisions);
    const { limit, reason } = limitOf(layers, indices);
    return {
      layerIndices: indices,
      xMmFrom: nodes[zone[0]!.node]!.xMm,
      xMmTo: nodes[zone[zone.length - 1]!.node]!.xMm,
      condensateGPerM2: g(condensates[i]!),
      limitGPerM2: g(limit),
      limitReason: reason,
      timber: timberRises(layers, indices, condensates[i]!),
    };
  });

  if (condensateKg === 0) {
    return {
      condensateGPerM2: 0,
      evaporationGPerM2: 0,
      passes: true,
      criterion:
        "Aucune condensation dans la paroi pendant la période de condensation (DIN 4108-3 : 90 jours à 20 °C / 50 % à l'intérieur, −5 °C / 80 % à l'extérieur).",
      zones: [],
    };
  }

  const evaporationKg = evaporation(
    zones.map((zone) => zoneSd(nodes, zone)),
    condensates,
    sdTotal,
  );
  const failures: string[] = [];
  if (evaporationKg < condensateKg)
    failures.push(`l'évaporation possible en été (${fmtG(g(evaporationKg))}) est inférieure à la condensation`);
  if (condensateKg > DIN_4108_3.maxCondensate) failures.push(`la condensation dépasse ${fmtG(g(DIN_4108_3.maxCondensate))}`);
  for (const zone of blockZones) {
    if (zone.condensateGPerM2 > zone.limitGPerM2)
      failures.push(`la zone de la couche ${zone.layerIndices.map((i) => i + 1).join("-")} dépasse ${zone.limitReason}`);
    for (const rise of zone.timber) {
      if (!rise.passes)
        failures.push(
          `l'humidité de « ${rise.label} » monterait de ${formatNumber(rise.risePercent, 1)} % en masse (au plus ${rise.limitPercent} % pour ${rise.kind === "wood" ? "le bois" : "un panneau à base de bois"})`,
        );
    }
  }
  const amounts = `${fmtG(g(condensateKg))} condensés en hiver (90 jours), ${fmtG(g(evaporationKg))} évaporables en été (90 jours)`;
  const mergedNote = merged ? " Plus de deux zones séparées : elles sont comptées comme une seule zone (la norme ne traite que deux)." : "";
  return {
    condensateGPerM2: g(condensateKg),
    evaporationGPerM2: g(evaporationKg),
    passes: failures.length === 0,
    criterion:
      failures.length === 0
        ? `Conforme à la DIN 4108-3 : ${amounts} ; l'évaporation dépasse la condensation et les limites (${blockZones.map((zone) => zone.limitReason).join(" ; ")}${blockZones.some((zone) => zone.timber.length > 0) ? ", hausse d'humidité du bois ≤ 5 %, des panneaux ≤ 3 %" : ""}) sont respectées.${mergedNote}`
        : `Non conforme à la DIN 4108-3 : ${amounts} ; ${failures.join(" ; ")}.${mergedNote}`,
    zones: blockZones,
  };
}
