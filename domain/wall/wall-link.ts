import { type Climate, DEFAULT_CLIMATE } from "./glaser";
import { ELEMENT_TYPES } from "./iso6946";
import { type FrenchClimateId, isFrenchClimateId } from "./french-climates";
import type { MonthlyClimate } from "./monthly-balance";
import { findMaterial, isMaterialId } from "./materials";
import { findPreset, WALL_PRESETS, type WallPreset } from "./presets";
import { WALL_LIMITS, type WallRequest } from "./wall-schema";

/**
 * The wall calculator's state as the page edits it, and as its URL and the browser's storage keep it (a shareable
 * link). Studs are kept as width and spacing (what a carpenter knows); the request carries their
 * fraction. In the URL: `e` the element, `v=1` a ventilated outside, `c` the layers (`material_thickness`, and for a
 * framed layer `_stud material_width_spacing`, joined by `*`), `ref` the reference wall: only characters that a
 * query string keeps as they are; `cl` the Glaser condition (inside °C_%_outside °C_%) when not the default. `modele`
 * alone names a preset (links from other pages).
 */

export type WallElement = WallRequest["element"];

export interface WallPageLayer {
  /** Stable across reorders, for React keys and labels; not in the URL. */
  key: number;
  /** A catalogue id, or CUSTOM_MATERIAL for the visitor's own values (`values`). */
  materialId: string;
  values?: CustomLayerValues;
  thicknessMm: number;
  studs: { materialId: string; widthMm: number; spacingMm: number } | null;
}

/** λ, ρ, c, μ of a material the visitor types in (shown "valeurs saisies"). */
export interface CustomLayerValues {
  lambda: number;
  density: number;
  specificHeat: number;
  mu: number;
}

export const CUSTOM_MATERIAL = "custom";
/** What a custom layer starts from: a generic bio-based insulation board. */
export const CUSTOM_DEFAULT_VALUES: CustomLayerValues = { lambda: 0.04, density: 50, specificHeat: 1600, mu: 2 };
const CUSTOM_KEYS = ["lambda", "density", "specificHeat", "mu"] as const;

export interface WallPageState {
  element: WallElement;
  ventilatedOutside: boolean;
  layers: WallPageLayer[];
  /** A preset's id: the wall the user's is compared with. */
  referenceId: string;
  /** The Glaser condition; null for the default one (20 °C / 50 %, −5 °C / 80 %). */
  climate: Climate | null;
  /** Twelve months entered for the EN ISO 13788 balance, with their source; absent without one. */
  monthlyClimate?: MonthlyClimate;
  /** A French station's monthly climate instead (french-climates.ts); never with `monthlyClimate`. */
  climateZone?: FrenchClimateId;
}

/** The browser storage key of the last state (docs/product.md §7.15). */
export const WALL_STORAGE_KEY = "paroi_etat";

export const DEFAULT_PRESET_ID = "paille-botte-36";
export const DEFAULT_REFERENCE_ID = "ossature-laine-de-verre";
const ELEMENTS: readonly WallElement[] = ELEMENT_TYPES;

/** A key no layer of `layers` has (keys are small numbers, the same on the server and in the browser). */
export function newLayerKey(layers: readonly WallPageLayer[]): number {
  return Math.max(0, ...layers.map((layer) => layer.key)) + 1;
}

export function stateFromPreset(preset: WallPreset, base?: Pick<WallPageState, "referenceId" | "climate">): WallPageState {
  return {
    climate: base?.climate ?? null,
    element: preset.request.element,
    ventilatedOutside: preset.request.ventilatedOutside ?? false,
    referenceId: base?.referenceId ?? (preset.id === DEFAULT_REFERENCE_ID ? DEFAULT_PRESET_ID : DEFAULT_REFERENCE_ID),
    layers: preset.request.layers.map((layer, index) => ({
      key: index + 1,
      materialId: layer.materialId ?? "lime-plaster",
      thicknessMm: layer.thicknessMm,
      studs:
        layer.bridge && preset.studs
          ? { materialId: layer.bridge.materialId ?? "softwood-timber", widthMm: preset.studs.widthMm, spacingMm: preset.studs.spacingMm }
          : null,
    })),
  };
}

export function defaultState(): WallPageState {
  return stateFromPreset(findPreset(DEFAULT_PRESET_ID) ?? WALL_PRESETS[0]!);
}

/** The request the state stands for; the schema checks it (the page shows its French messages). */
export function requestOf(
  state: Pick<WallPageState, "element" | "ventilatedOutside" | "layers" | "climate" | "monthlyClimate" | "climateZone">,
): WallRequest {
  return {
    element: state.element,
    ventilatedOutside: state.ventilatedOutside,
    ...(state.climate ? { climate: state.climate } : {}),
    ...(state.climateZone ? { climateZone: state.climateZone } : state.monthlyClimate ? { monthlyClimate: state.monthlyClimate } : {}),
    layers: state.layers.map((layer) => ({
      thicknessMm: layer.thicknessMm,
      ...(layer.materialId === CUSTOM_MATERIAL ? { ...(layer.values ?? CUSTOM_DEFAULT_VALUES) } : { materialId: layer.materialId }),
      ...(layer.studs && layer.studs.spacingMm > 0
        ? { bridge: { fraction: layer.studs.widthMm / layer.studs.spacingMm, materialId: layer.studs.materialId } }
        : {}),
    })),
  };
}

function number(text: string | undefined): number {
  return text === undefined || text === "" ? Number.NaN : Number(text);
}

/** The query string of a state. */
export function encodeState(state: WallPageState): string {
  const params = new URLSearchParams();
  params.set("e", state.element);
  if (state.ventilatedOutside) params.set("v", "1");
  params.set(
    "c",
    state.layers
      .map((layer) =>
        [
          layer.materialId === CUSTOM_MATERIAL
            ? [CUSTOM_MATERIAL, ...CUSTOM_KEYS.map((key) => String((layer.values ?? CUSTOM_DEFAULT_VALUES)[key]))].join("-")
            : layer.materialId,
          String(layer.thicknessMm),
          ...(layer.studs ? [layer.studs.materialId, String(layer.studs.widthMm), String(layer.studs.spacingMm)] : []),
        ].join("_"),
      )
      .join("*"),
  );
  params.set("ref", state.referenceId);
  if (state.climate) {
    const { insideTemperature, insideHumidity, outsideTemperature, outsideHumidity } = state.climate;
    params.set("cl", [insideTemperature, insideHumidity, outsideTemperature, outsideHumidity].map(String).join("_"));
  }
  if (state.climateZone) {
    params.set("cz", state.climateZone);
  } else if (state.monthlyClimate) {
    params.set("cm", state.monthlyClimate.months.map((month) => `${month.temperature}_${month.humidity}`).join("*"));
    params.set("cms", state.monthlyClimate.label);
  }
  params.set("k", linkChecksum(params));
  return params.toString();
}

/** The parameters that describe the wall, in a fixed order: what the checksum covers (others, such as utm_*, do not count). */
const CHECKED_PARAMS = ["e", "v", "c", "ref", "cl", "cm", "cms"] as const;

/**
 * A short check of a link's wall (FNV-1a, 32 bits, base 36), written last in the query: a link cut anywhere loses it
 * or damages it, so the page can say the link is incomplete instead of showing a wrong or default wall.
 */
export function linkChecksum(params: URLSearchParams): string {
  // The French station (`cz`, added in November 2026) counts only when present, so links made before keep their key.
  const station = params.get("cz");
  const text = CHECKED_PARAMS.map((name) => params.get(name) ?? "").join("|") + (station === null ? "" : `|cz=${station}`);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

export const WALL_LINK_MESSAGES = {
  broken:
    "Ce lien vers une paroi est incomplet ou abîmé : la composition n'a pas pu être relue. La paroi par défaut est affichée ; recomposez la vôtre ou demandez un nouveau lien à la personne qui vous l'a envoyé.",
  unchecked:
    "Ce lien ne porte pas de clé de contrôle (lien ancien ou raccourci) : vérifiez que la composition ci-dessous est bien complète.",
} as const;

export type SharedLinkProblem = keyof typeof WALL_LINK_MESSAGES;

/**
 * A shared link as the page opens it: the wall it holds, or why it cannot be trusted. Without a composition (`c`)
 * the link is the plain page or a preset (`modele`); with one, it must read and its checksum must match.
 */
export function readSharedLink(search: string | URLSearchParams): { state: WallPageState | null; problem: SharedLinkProblem | null } {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  if (!params.has("c")) return { state: decodeState(params), problem: null };
  const state = decodeState(params);
  if (!state) return { state: null, problem: "broken" };
  const checksum = params.get("k");
  if (checksum === null) return { state, problem: "unchecked" };
  return checksum === linkChecksum(params) ? { state, problem: null } : { state: null, problem: "broken" };
}

/** Stud spacing written in a link built from a request, which carries only the frame's fraction (mm). */
const LINK_STUD_SPACING_MM = 600;

/**
 * The page state of a checked request, for the link a report carries back to the calculator; null when the request
 * holds what a link cannot (a frame of typed values).
 */
export function stateFromRequest(request: {
  element: WallElement;
  ventilatedOutside: boolean;
  climate: Climate;
  monthlyClimate?: MonthlyClimate;
  climateZone?: FrenchClimateId;
  layers: readonly { thicknessMm: number; material: MaterialRefLike; bridge?: { fraction: number; material: MaterialRefLike } }[];
}): WallPageState | null {
  const layers: WallPageLayer[] = [];
  for (const [index, layer] of request.layers.entries()) {
    if (layer.bridge && !("materialId" in layer.bridge.material)) return null;
    const studs =
      layer.bridge && "materialId" in layer.bridge.material
        ? {
            materialId: layer.bridge.material.materialId,
            widthMm: layer.bridge.fraction * LINK_STUD_SPACING_MM,
            spacingMm: LINK_STUD_SPACING_MM,
          }
        : null;
    const base = { key: index + 1, thicknessMm: layer.thicknessMm, studs };
    if ("materialId" in layer.material) layers.push({ ...base, materialId: layer.material.materialId });
    else {
      const { lambda, density, specificHeat, mu } = layer.material.values;
      layers.push({ ...base, materialId: CUSTOM_MATERIAL, values: { lambda, density, specificHeat, mu } });
    }
  }
  const isDefaultClimate = (Object.keys(DEFAULT_CLIMATE) as (keyof Climate)[]).every(
    (key) => DEFAULT_CLIMATE[key] === request.climate[key],
  );
  return {
    element: request.element,
    ventilatedOutside: request.ventilatedOutside,
    layers,
    referenceId: DEFAULT_REFERENCE_ID,
    climate: isDefaultClimate ? null : request.climate,
    ...(request.climateZone
      ? { climateZone: request.climateZone }
      : request.monthlyClimate
        ? { monthlyClimate: request.monthlyClimate }
        : {}),
  };
}

type MaterialRefLike = { materialId: string } | { values: CustomLayerValues };

/** The state a query string holds, or null when it holds none or one that cannot be read (then the page's default). */
export function decodeState(search: string | URLSearchParams): WallPageState | null {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const composition = params.get("c");
  if (!composition) {
    // `?modele=<preset id>`: the links of other pages (a product card) open the calculator on a preset.
    const preset = findPreset(params.get("modele") ?? "");
    return preset ? stateFromPreset(preset) : null;
  }
  const element = params.get("e") ?? "wall";
  if (!(ELEMENTS as readonly string[]).includes(element)) return null;
  const parts = composition.split("*");
  if (parts.length < WALL_LIMITS.minLayers || parts.length > WALL_LIMITS.maxLayers) return null;
  const layers: WallPageLayer[] = [];
  for (const part of parts) {
    const [material = "", thickness, studMaterial, width, spacing] = part.split("_");
    // A custom material: `custom-λ-ρ-c-μ` (every value positive, so "-" only separates).
    const [materialId = "", ...typed] = material.startsWith(`${CUSTOM_MATERIAL}-`) ? material.split("-") : [material];
    let values: CustomLayerValues | undefined;
    if (materialId === CUSTOM_MATERIAL) {
      const numbers = typed.map(number);
      if (numbers.length !== 4 || !numbers.every(Number.isFinite)) return null;
      values = { lambda: numbers[0]!, density: numbers[1]!, specificHeat: numbers[2]!, mu: numbers[3]! };
    } else if (!isMaterialId(materialId)) {
      return null;
    }
    const thicknessMm = number(thickness);
    if (!Number.isFinite(thicknessMm)) return null;
    let studs: WallPageLayer["studs"] = null;
    if (studMaterial !== undefined) {
      const material = findMaterial(studMaterial);
      const widthMm = number(width);
      const spacingMm = number(spacing);
      if (!material || material.kind === "air" || !Number.isFinite(widthMm) || !Number.isFinite(spacingMm)) return null;
      studs = { materialId: studMaterial, widthMm, spacingMm };
    }
    layers.push({ key: layers.length + 1, materialId, ...(values ? { values } : {}), thicknessMm, studs });
  }
  const reference = params.get("ref");
  const climate = (params.get("cl") ?? "").split("_").map(number);
  const months = (params.get("cm") ?? "").split("*").map((pair) => pair.split("_").map(number));
  const monthlyLabel = params.get("cms") ?? "";
  const monthlyClimate =
    months.length === 12 && months.every((pair) => pair.length === 2 && pair.every(Number.isFinite)) && monthlyLabel.trim() !== ""
      ? { label: monthlyLabel, months: months.map(([temperature, humidity]) => ({ temperature: temperature!, humidity: humidity! })) }
      : undefined;
  const zone = params.get("cz");
  if (zone !== null && !isFrenchClimateId(zone)) return null;
  return {
    climate:
      climate.length === 4 && climate.every(Number.isFinite)
        ? { insideTemperature: climate[0]!, insideHumidity: climate[1]!, outsideTemperature: climate[2]!, outsideHumidity: climate[3]! }
        : null,
    element: element as WallElement,
    ventilatedOutside: params.get("v") === "1",
    layers,
    referenceId: reference && findPreset(reference) ? reference : DEFAULT_REFERENCE_ID,
    ...(zone !== null ? { climateZone: zone } : monthlyClimate ? { monthlyClimate } : {}),
  };
}
