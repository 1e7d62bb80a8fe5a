import { fieldMessages } from "@domain/field-errors";
import { readDecimal } from "@domain/decimal";
import {
  ESTIMATE_ELEMENTS,
  RE2020_MESSAGES,
  type EstimateElement,
  WALL_CALCULATOR_COMPOSITION_LABEL,
  type Re2020Request,
  re2020EstimateSchema,
  WALL_ELEMENT_OF,
} from "@domain/re2020/re2020-schema";
import { findPreset, WALL_PRESETS } from "@domain/wall/presets";
import { decodeState, encodeState, requestOf, type WallPageState } from "./wall-url-state";

/**
 * The RE2020 estimate's form as its URL keeps it (a shareable link, and what the quote form carries): `type`, `annee`,
 * `sref`, the areas `murs`, `toiture`, `plancher`, and each element's composition `cm`, `ct`, `cp`: a preset of ours
 * (`paille-botte-36`) or a composition in the wall calculator's `c` format (layers joined by `*`). Values stay the
 * text typed, so a wrong one comes back in its field with the schema's French message.
 */

export interface Re2020PageState {
  buildingType: string;
  permitYear: string;
  sref: string;
  areas: Record<EstimateElement, string>;
  compositions: Record<EstimateElement, string>;
  /**
   * The element a link from the wall calculator brought (`saisir`): its area is the visitor's to give, so its field
   * comes empty, focused and marked, never at a default (issue #40 item 4). Not kept once the form is sent.
   */
  toFill?: EstimateElement;
}

const AREA_PARAM: Record<EstimateElement, string> = { walls: "murs", roof: "toiture", floor: "plancher" };
/** The area to fill, by its parameter's name ("toiture"). */
const TO_FILL_PARAM = "saisir";
const COMPOSITION_PARAM: Record<EstimateElement, string> = { walls: "cm", roof: "ct", floor: "cp" };

/** Our bales' presets: the compositions the form offers (the others have no FDES here). */
export const STRAW_PRESETS = WALL_PRESETS.filter((preset) => preset.id.startsWith("paille-"));
export const DEFAULT_COMPOSITION_ID = "paille-botte-36";

export function defaultRe2020State(year: number): Re2020PageState {
  return {
    buildingType: "maison",
    permitYear: String(Math.max(year, 2022)),
    sref: "120",
    areas: { walls: "150", roof: "100", floor: "0" },
    compositions: { walls: DEFAULT_COMPOSITION_ID, roof: DEFAULT_COMPOSITION_ID, floor: DEFAULT_COMPOSITION_ID },
  };
}

/** The state a query string holds, the defaults filling what it does not say. */
export function decodeRe2020State(params: URLSearchParams, year: number): Re2020PageState {
  const defaults = defaultRe2020State(year);
  const read = (name: string, fallback: string) => params.get(name)?.trim().slice(0, 2000) ?? fallback;
  return {
    buildingType: read("type", defaults.buildingType),
    permitYear: read("annee", defaults.permitYear),
    sref: read("sref", defaults.sref),
    areas: Object.fromEntries(ESTIMATE_ELEMENTS.map((element) => [element, read(AREA_PARAM[element], defaults.areas[element])])) as Record<
      EstimateElement,
      string
    >,
    compositions: Object.fromEntries(
      ESTIMATE_ELEMENTS.map((element) => [element, read(COMPOSITION_PARAM[element], defaults.compositions[element])]),
    ) as Record<EstimateElement, string>,
    ...toFillOf(params),
  };
}

function toFillOf(params: URLSearchParams): Pick<Re2020PageState, "toFill"> {
  const element = ESTIMATE_ELEMENTS.find((candidate) => AREA_PARAM[candidate] === params.get(TO_FILL_PARAM));
  return element ? { toFill: element } : {};
}

export function encodeRe2020State(state: Re2020PageState): string {
  const params = new URLSearchParams();
  params.set("type", state.buildingType);
  params.set("annee", state.permitYear);
  params.set("sref", state.sref);
  for (const element of ESTIMATE_ELEMENTS) params.set(AREA_PARAM[element], state.areas[element]);
  for (const element of ESTIMATE_ELEMENTS) params.set(COMPOSITION_PARAM[element], state.compositions[element]);
  return params.toString();
}

/** The estimate page for a wall of the wall calculator: its composition on the element it is (walls, roof or floor). */
export function estimateLinkForWall(wall: WallPageState): string {
  const element = ESTIMATE_ELEMENTS.find((candidate) => WALL_ELEMENT_OF[candidate] === wall.element) ?? "walls";
  const composition = new URLSearchParams(encodeState(wall)).get("c") ?? DEFAULT_COMPOSITION_ID;
  // The element's area is left empty for the visitor to give: a default (150 m² of walls, 0 m² of floor) would be
  // silently someone else's building.
  const params = { [COMPOSITION_PARAM[element]]: composition, [AREA_PARAM[element]]: "", [TO_FILL_PARAM]: AREA_PARAM[element] };
  return `/estimation-re2020?${new URLSearchParams(params).toString()}`;
}

/** A typed number by the site's one reader (domain/decimal.ts); NaN for what it cannot read, which the schema refuses. */
const toNumber = (text: string) => {
  const reading = readDecimal(text);
  return reading.kind === "number" ? reading.value : Number.NaN;
};

type Composition = NonNullable<NonNullable<Re2020Request["walls"]>["composition"]>;

/** A composition and its name: a preset of ours, or the wall calculator's `c` format; null when it cannot be read. */
export function compositionOf(value: string, element: EstimateElement): { composition: Composition; label: string } | null {
  const preset = findPreset(value);
  if (preset) {
    return {
      composition: { ventilatedOutside: preset.request.ventilatedOutside ?? false, layers: preset.request.layers },
      label: preset.label,
    };
  }
  const wall = decodeState(new URLSearchParams({ e: WALL_ELEMENT_OF[element], c: value }));
  if (!wall) return null;
  const request = requestOf(wall);
  return { composition: { ventilatedOutside: false, layers: request.layers }, label: WALL_CALCULATOR_COMPOSITION_LABEL };
}

/** The request the state stands for; the schema checks it. An unreadable composition is sent without layers (refused). */
export function re2020RequestOf(state: Re2020PageState): Re2020Request {
  const element = (name: EstimateElement) => {
    const found = compositionOf(state.compositions[name], name);
    return {
      areaM2: toNumber(state.areas[name]),
      composition: found?.composition ?? { layers: [] },
      label: found?.label ?? "",
    };
  };
  return {
    // Any text: the schema refuses what is not a building type, with its French message.
    buildingType: state.buildingType as Re2020Request["buildingType"],
    permitYear: toNumber(state.permitYear),
    sref: toNumber(state.sref),
    walls: element("walls"),
    roof: element("roof"),
    floor: element("floor"),
  };
}

/**
 * The schema's French messages by field ("walls.areaM2"), or null when the state is a valid request. A composition
 * that cannot be read says so, rather than the schema's word on the empty layer list it becomes; an area to fill
 * says what to fill.
 */
export function re2020FieldErrors(state: Re2020PageState): Record<string, string> | null {
  const result = re2020EstimateSchema.safeParse(re2020RequestOf(state));
  const fields = result.success ? {} : fieldMessages(result.error);
  for (const element of ESTIMATE_ELEMENTS) {
    if (compositionOf(state.compositions[element], element) !== null) continue;
    for (const key of Object.keys(fields)) if (key.startsWith(`${element}.composition`)) delete fields[key];
    fields[`${element}.composition`] = RE2020_MESSAGES.unreadableComposition;
  }
  if (state.toFill && state.areas[state.toFill].trim() === "") {
    fields[`${state.toFill}.areaM2`] = RE2020_MESSAGES.areaToFill[state.toFill];
  }
  return Object.keys(fields).length === 0 ? null : fields;
}
