import { z } from "zod";
import { emailAddressSchema } from "../email-address";
import { formatNumber } from "../format";
import { PRODUCTS } from "../products";
import { WALL_PRESETS } from "../wall/presets";
import { normaliseWallRequest, type WallInput, wallCompositionShape, type WallRequest } from "../wall/wall-schema";
import { BUILDING_TYPES, FIRST_PERMIT_YEAR } from "./thresholds";

/**
 * The request of `POST /api/re2020-estimate` (docs/decisions/0015-re2020-estimate.md), shared by the page, the server,
 * the report and the quote form. Each element (walls, roof, floor) has an area and, optionally, a composition in the
 * wall calculator's format (layers inside → outside); without one it is insulated with our Botte 36 in a timber frame.
 */

export const RE2020_LIMITS = {
  maxPermitYear: 2050,
  minSref: 10,
  maxSref: 100_000,
  maxAreaM2: 200_000,
} as const;

export const RE2020_MESSAGES = {
  request: "La demande doit décrire le bâtiment : type, année du permis, SREF et surfaces des parois",
  buildingType: "Le type de bâtiment doit être « maison » (maison individuelle ou accolée) ou « collectif » (logement collectif)",
  permitYear: `L'année de dépôt du permis doit être un nombre entier de ${FIRST_PERMIT_YEAR} (entrée en vigueur de la RE2020) à ${RE2020_LIMITS.maxPermitYear}`,
  sref: `La surface de référence (SREF) doit être comprise entre ${RE2020_LIMITS.minSref} et ${RE2020_LIMITS.maxSref.toLocaleString("fr-FR")} m²`,
  element: "Chaque paroi doit indiquer sa surface et, au besoin, sa composition",
  area: `La surface d'une paroi doit être comprise entre 0 et ${RE2020_LIMITS.maxAreaM2.toLocaleString("fr-FR")} m²`,
  composition: "La composition doit donner les couches de la paroi, de l'intérieur vers l'extérieur",
  label: "Le nom de la composition compte au plus 120 caractères",
  noArea: "Indiquez la surface d'au moins une paroi (murs, toiture ou plancher)",
  unreadableComposition:
    "La composition n'a pas pu être lue (lien incomplet ou modifié) : choisissez une composition de la liste, ou reprenez la paroi dans le calculateur de paroi.",
  areaToFill: {
    walls: "Indiquez la surface des murs isolés avec la composition venue du calculateur de paroi (en m²)",
    roof: "Indiquez la surface de toiture isolée avec la composition venue du calculateur de paroi (en m²)",
    floor: "Indiquez la surface de plancher isolé avec la composition venue du calculateur de paroi (en m²)",
  },
  emailRequired: "Veuillez saisir une adresse e-mail pour recevoir le rapport",
} as const;

export const ESTIMATE_ELEMENTS = ["walls", "roof", "floor"] as const;
export type EstimateElement = (typeof ESTIMATE_ELEMENTS)[number];

export const ESTIMATE_ELEMENT_LABELS: Record<EstimateElement, string> = { walls: "Murs", roof: "Toiture", floor: "Plancher" };

/** The wall calculator's element (direction of the heat flow) of each part of the envelope. */
export const WALL_ELEMENT_OF: Record<EstimateElement, WallInput["element"]> = { walls: "wall", roof: "roof", floor: "floor" };

/** Our bales by default: the wall calculator's Botte 36 preset (timber frame, lime plaster, wood fibre). */
export const DEFAULT_PRESET_ID = "paille-botte-36";
const defaultPreset = WALL_PRESETS.find((preset) => preset.id === DEFAULT_PRESET_ID)!;
/** What a composition brought from the wall calculator is called. */
export const WALL_CALCULATOR_COMPOSITION_LABEL = "Composition du calculateur de paroi";
export const DEFAULT_COMPOSITION_LABEL = `${PRODUCTS["botte-36"].label} en ossature bois (composition par défaut)`;

export function defaultComposition(): Pick<WallRequest, "ventilatedOutside" | "layers"> {
  return { ventilatedOutside: defaultPreset.request.ventilatedOutside, layers: defaultPreset.request.layers };
}

const number = (message: string) => z.number({ error: message }).finite(message);

const compositionSchema = z.object(wallCompositionShape, { error: RE2020_MESSAGES.composition });
const DEFAULT_COMPOSITION = compositionSchema.parse(defaultComposition());

const elementSchema = z.object(
  {
    areaM2: number(RE2020_MESSAGES.area).min(0, RE2020_MESSAGES.area).max(RE2020_LIMITS.maxAreaM2, RE2020_MESSAGES.area),
    composition: compositionSchema.optional(),
    label: z.string({ error: RE2020_MESSAGES.label }).trim().max(120, RE2020_MESSAGES.label).optional(),
  },
  { error: RE2020_MESSAGES.element },
);

const emptyElement = { areaM2: 0 };

const estimateShape = {
  buildingType: z.enum(BUILDING_TYPES, { error: RE2020_MESSAGES.buildingType }),
  permitYear: number(RE2020_MESSAGES.permitYear)
    .int(RE2020_MESSAGES.permitYear)
    .min(FIRST_PERMIT_YEAR, RE2020_MESSAGES.permitYear)
    .max(RE2020_LIMITS.maxPermitYear, RE2020_MESSAGES.permitYear),
  sref: number(RE2020_MESSAGES.sref).min(RE2020_LIMITS.minSref, RE2020_MESSAGES.sref).max(RE2020_LIMITS.maxSref, RE2020_MESSAGES.sref),
  walls: elementSchema.optional().default(emptyElement),
  roof: elementSchema.optional().default(emptyElement),
  floor: elementSchema.optional().default(emptyElement),
};

const estimateObject = z.object(estimateShape, { error: RE2020_MESSAGES.request });

type EstimateFields = z.output<typeof estimateObject>;

/**
 * The most of each element a building of a given SREF can have (issue #40 item 4): past it, the areas cannot belong to
 * that building, and the estimate per m² SREF would be a nonsense figure (10 m² of SREF with 200 000 m² of walls gave
 * −1 376 475 kg CO₂ éq./m² SREF). Each bound is a building as unfavourable as can be, so that no real one is refused:
 * - floor: the whole SREF on one level, plus the walls' thickness around it (a 36 cm straw wall adds a good part to a
 *   small plan): 1.5 × SREF + 15 m²;
 * - roof: that footprint under a steep roof (45°: × 1.41) with overhangs: 2 × SREF + 20 m²;
 * - walls: the narrowest plan (2.5 m wide) on one level, 4 m high: perimeter × height = 2 × (SREF / 2.5 + 2.5) × 4
 *   = 3.2 × SREF + 20 m², taken as 3.5 × SREF + 40 m².
 */
export const ENVELOPE_BOUNDS: Record<EstimateElement, { perSref: number; plus: number; why: string }> = {
  walls: { perSref: 3.5, plus: 40, why: "une construction de plain-pied étroite (2,5 m) et haute de 4 m" },
  roof: { perSref: 2, plus: 20, why: "toute la surface sur un seul niveau, sous une toiture à 45° avec ses débords" },
  floor: { perSref: 1.5, plus: 15, why: "toute la surface sur un seul niveau, murs compris" },
};

export function maxEnvelopeArea(element: EstimateElement, sref: number): number {
  const bound = ENVELOPE_BOUNDS[element];
  return bound.perSref * sref + bound.plus;
}

/** "La surface de toiture (200 000 m²) ne peut pas appartenir à un bâtiment de 10 m² de SREF : …" */
export function envelopeMessage(element: EstimateElement, areaM2: number, sref: number): string {
  const bound = ENVELOPE_BOUNDS[element];
  const n = (value: number) => formatNumber(value, 1);
  return `${AREA_SUBJECT[element]} (${n(areaM2)} m²) ne peut pas appartenir à un bâtiment de ${n(sref)} m² de SREF : même ${bound.why}, il en compterait au plus ${formatNumber(Math.floor(maxEnvelopeArea(element, sref)), 0)} m² (${formatNumber(bound.perSref, 1)} × SREF + ${bound.plus} m²). Vérifiez la surface de référence et les surfaces des parois isolées de ce bâtiment.`;
}

const AREA_SUBJECT: Record<EstimateElement, string> = {
  walls: "La surface des murs",
  roof: "La surface de toiture",
  floor: "La surface de plancher",
};

function checkAreas(request: EstimateFields, ctx: z.RefinementCtx) {
  if (ESTIMATE_ELEMENTS.every((element) => request[element].areaM2 === 0)) {
    ctx.addIssue({ code: "custom", message: RE2020_MESSAGES.noArea, path: ["walls", "areaM2"] });
  }
  for (const element of ESTIMATE_ELEMENTS) {
    const area = request[element].areaM2;
    if (area > maxEnvelopeArea(element, request.sref)) {
      ctx.addIssue({ code: "custom", message: envelopeMessage(element, area, request.sref), path: [element, "areaM2"] });
    }
  }
}

export interface EstimateElementInput {
  element: EstimateElement;
  areaM2: number;
  /** The composition as computeWall takes it. */
  wall: WallInput;
  /** What the page and the report call it. */
  label: string;
  isDefault: boolean;
}

function normaliseEstimate(request: EstimateFields) {
  return {
    buildingType: request.buildingType,
    permitYear: request.permitYear,
    sref: request.sref,
    elements: ESTIMATE_ELEMENTS.map((element): EstimateElementInput => {
      const fields = request[element];
      const composition = fields.composition ?? DEFAULT_COMPOSITION;
      return {
        element,
        areaM2: fields.areaM2,
        wall: normaliseWallRequest({
          element: WALL_ELEMENT_OF[element],
          ventilatedOutside: composition.ventilatedOutside,
          layers: composition.layers,
          climate: undefined,
        }),
        label: fields.label || (fields.composition ? WALL_CALCULATOR_COMPOSITION_LABEL : DEFAULT_COMPOSITION_LABEL),
        isDefault: fields.composition === undefined,
      };
    }),
  };
}

export const re2020EstimateSchema = estimateObject.superRefine(checkAreas).transform(normaliseEstimate);

/** `POST /api/send-re2020-report`: the estimate's request and the address the report goes to. */
export const sendRe2020ReportSchema = estimateObject
  .extend({
    email: z.string({ error: RE2020_MESSAGES.emailRequired }).trim().min(1, RE2020_MESSAGES.emailRequired).pipe(emailAddressSchema),
  })
  .superRefine(checkAreas)
  .transform((request) => ({ ...normaliseEstimate(request), email: request.email }));

export type Re2020Request = z.input<typeof re2020EstimateSchema>;
export type Re2020Input = z.output<typeof re2020EstimateSchema>;
export type SendRe2020Report = z.output<typeof sendRe2020ReportSchema>;
