import { z } from "zod";
import { emailAddressSchema } from "../email-address";
import { FRENCH_CLIMATE_IDS, type FrenchClimateId, frenchMonthlyClimate } from "./french-climates";
import { DEFAULT_CLIMATE } from "./glaser";
import { ELEMENT_TYPES } from "./iso6946";
import { type CustomMaterialValues, findMaterial, isMaterialId } from "./materials";

/**
 * The request of `POST /api/wall-performance` (docs/decisions/0014-wall-physics.md), shared by the page and the server. Layers go from the
 * inside to the outside; each names a catalogue material (`materialId`) or gives its own values (λ, ρ, c, μ), shown
 * as "valeurs saisies"; a layer may be bridged by a frame (`bridge`), itself a catalogue material or values.
 */

export const WALL_LIMITS = {
  minLayers: 1,
  maxLayers: 20,
  maxThicknessMm: 2000,
  maxBridgeFraction: 0.5,
} as const;

export const WALL_MESSAGES = {
  element: "Le type de paroi doit être « wall » (mur), « roof » (toiture) ou « floor » (plancher)",
  layers: `Une paroi compte de ${WALL_LIMITS.minLayers} à ${WALL_LIMITS.maxLayers} couches`,
  thickness: `L'épaisseur d'une couche doit être un nombre de millimètres supérieur à 0 et au plus ${WALL_LIMITS.maxThicknessMm}`,
  unknownMaterial: "Matériau inconnu du catalogue",
  materialOrValues: "Choisissez un matériau du catalogue ou saisissez λ, ρ, c et μ (pas les deux)",
  lambda: "La conductivité λ doit être comprise entre 0,001 et 500 W/(m·K)",
  density: "La masse volumique ρ doit être comprise entre 0,1 et 25 000 kg/m³",
  specificHeat: "La capacité thermique c doit être comprise entre 1 et 10 000 J/(kg·K)",
  mu: "Le facteur de résistance à la vapeur μ doit être compris entre 1 et 10 000 000",
  carbonFraction: "La teneur en carbone doit être comprise entre 0 et 1",
  label: "Le nom du matériau saisi compte de 1 à 80 caractères",
  request: "La demande doit décrire une paroi : type, couches et, au besoin, climat",
  layer: "Chaque couche doit indiquer son épaisseur et son matériau",
  bridge: "L'ossature doit indiquer sa part et son matériau",
  climate: "Le climat doit indiquer les températures et humidités intérieures et extérieures",
  bridgeFraction: `La part d'ossature doit être comprise entre 0 et ${String(WALL_LIMITS.maxBridgeFraction).replace(".", ",")}`,
  bridgeAir: "Une ossature ne peut pas être une lame d'air",
  temperature: "La température doit être comprise entre −40 et 60 °C",
  humidity: "L'humidité relative doit être comprise entre 0 et 100 %",
  ventilated: "ventilatedOutside doit valoir true ou false",
  emailRequired: "Veuillez saisir une adresse e-mail pour recevoir le rapport",
  monthlyClimate: "Le climat mensuel doit donner douze mois (température et humidité relative moyennes) et sa source",
  monthlyLabel: "La source du climat mensuel (station, période) compte de 1 à 200 caractères",
  climateZone: `Le climat mensuel doit être l'un de : ${FRENCH_CLIMATE_IDS.join(", ")}`,
  climateZoneAndMonths: "Choisissez une station française ou saisissez un climat mensuel, pas les deux",
  variants: "Au plus 3 variantes, chacune décrite comme la paroi (type, couches, climat)",
  variantLabel: "Le nom d'une variante compte de 1 à 80 caractères",
} as const;

/** Walls of the person's own compared side by side with the current one (page and report). */
export const MAX_VARIANTS = 3;

const number = (message: string) => z.number({ error: message }).finite(message);

/** λ, ρ, c, μ typed by the visitor (and an optional name and carbon fraction for a bio-based material). */
const valuesShape = {
  lambda: number(WALL_MESSAGES.lambda).min(0.001, WALL_MESSAGES.lambda).max(500, WALL_MESSAGES.lambda).optional(),
  density: number(WALL_MESSAGES.density).min(0.1, WALL_MESSAGES.density).max(25_000, WALL_MESSAGES.density).optional(),
  specificHeat: number(WALL_MESSAGES.specificHeat).min(1, WALL_MESSAGES.specificHeat).max(10_000, WALL_MESSAGES.specificHeat).optional(),
  mu: number(WALL_MESSAGES.mu).min(1, WALL_MESSAGES.mu).max(1e7, WALL_MESSAGES.mu).optional(),
  carbonFraction: number(WALL_MESSAGES.carbonFraction).min(0, WALL_MESSAGES.carbonFraction).max(1, WALL_MESSAGES.carbonFraction).optional(),
  label: z.string({ error: WALL_MESSAGES.label }).trim().min(1, WALL_MESSAGES.label).max(80, WALL_MESSAGES.label).optional(),
};

const materialIdSchema = z.string({ error: WALL_MESSAGES.unknownMaterial }).refine(isMaterialId, WALL_MESSAGES.unknownMaterial);

/** A material named from the catalogue, or values of the visitor's own. */
export type MaterialRef = { materialId: string } | { values: CustomMaterialValues };

type MaterialFields = { materialId?: string } & Partial<CustomMaterialValues>;

/** Either a catalogue id or all four values, never both: a half-typed material is refused, not completed. */
function checkMaterial(fields: MaterialFields, ctx: z.RefinementCtx, path: (string | number)[]) {
  const typed = [fields.lambda, fields.density, fields.specificHeat, fields.mu].filter((value) => value !== undefined).length;
  if (fields.materialId !== undefined ? typed > 0 : typed !== 4) {
    ctx.addIssue({ code: "custom", message: WALL_MESSAGES.materialOrValues, path });
  }
}

function toRef(fields: MaterialFields): MaterialRef {
  if (fields.materialId !== undefined) return { materialId: fields.materialId };
  return {
    values: {
      lambda: fields.lambda!,
      density: fields.density!,
      specificHeat: fields.specificHeat!,
      mu: fields.mu!,
      ...(fields.label !== undefined ? { label: fields.label } : {}),
      ...(fields.carbonFraction !== undefined ? { carbonFraction: fields.carbonFraction } : {}),
    },
  };
}

const bridgeSchema = z
  .object(
    {
      fraction: number(WALL_MESSAGES.bridgeFraction)
        .min(0, WALL_MESSAGES.bridgeFraction)
        .max(WALL_LIMITS.maxBridgeFraction, WALL_MESSAGES.bridgeFraction),
      materialId: materialIdSchema.optional(),
      ...valuesShape,
    },
    { error: WALL_MESSAGES.bridge },
  )
  .superRefine((bridge, ctx) => {
    checkMaterial(bridge, ctx, []);
    if (bridge.materialId !== undefined && findMaterial(bridge.materialId)?.kind === "air") {
      ctx.addIssue({ code: "custom", message: WALL_MESSAGES.bridgeAir, path: ["materialId"] });
    }
  });

const layerSchema = z
  .object(
    {
      thicknessMm: number(WALL_MESSAGES.thickness)
        .positive(WALL_MESSAGES.thickness)
        .max(WALL_LIMITS.maxThicknessMm, WALL_MESSAGES.thickness),
      materialId: materialIdSchema.optional(),
      ...valuesShape,
      bridge: bridgeSchema.optional(),
    },
    { error: WALL_MESSAGES.layer },
  )
  .superRefine((layer, ctx) => checkMaterial(layer, ctx, []));

const climateSchema = z.object(
  {
    insideTemperature: number(WALL_MESSAGES.temperature).min(-40, WALL_MESSAGES.temperature).max(60, WALL_MESSAGES.temperature),
    insideHumidity: number(WALL_MESSAGES.humidity).min(0, WALL_MESSAGES.humidity).max(100, WALL_MESSAGES.humidity),
    outsideTemperature: number(WALL_MESSAGES.temperature).min(-40, WALL_MESSAGES.temperature).max(60, WALL_MESSAGES.temperature),
    outsideHumidity: number(WALL_MESSAGES.humidity).min(0, WALL_MESSAGES.humidity).max(100, WALL_MESSAGES.humidity),
  },
  { error: WALL_MESSAGES.climate },
);

/** Twelve months of outside temperature and humidity for the EN ISO 13788 monthly balance, with their source. */
const monthlyClimateSchema = z.object(
  {
    label: z.string({ error: WALL_MESSAGES.monthlyLabel }).trim().min(1, WALL_MESSAGES.monthlyLabel).max(200, WALL_MESSAGES.monthlyLabel),
    months: z
      .array(
        z.object(
          {
            temperature: number(WALL_MESSAGES.temperature).min(-40, WALL_MESSAGES.temperature).max(60, WALL_MESSAGES.temperature),
            humidity: number(WALL_MESSAGES.humidity).min(0, WALL_MESSAGES.humidity).max(100, WALL_MESSAGES.humidity),
          },
          { error: WALL_MESSAGES.monthlyClimate },
        ),
        { error: WALL_MESSAGES.monthlyClimate },
      )
      .length(12, WALL_MESSAGES.monthlyClimate),
  },
  { error: WALL_MESSAGES.monthlyClimate },
);

/** A composition without its element: what the RE2020 estimate takes for its walls, roof and floor. */
export const wallCompositionShape = {
  ventilatedOutside: z.boolean({ error: WALL_MESSAGES.ventilated }).optional().default(false),
  layers: z
    .array(layerSchema, { error: WALL_MESSAGES.layers })
    .min(WALL_LIMITS.minLayers, WALL_MESSAGES.layers)
    .max(WALL_LIMITS.maxLayers, WALL_MESSAGES.layers),
};

const wallRequestObject = z.object(
  {
    element: z.enum(ELEMENT_TYPES, { error: WALL_MESSAGES.element }),
    ...wallCompositionShape,
    climate: climateSchema.optional(),
    monthlyClimate: monthlyClimateSchema.optional(),
    /** A French station's monthly climate (french-climates.ts), instead of one typed in. */
    climateZone: z.enum(FRENCH_CLIMATE_IDS, { error: WALL_MESSAGES.climateZone }).optional(),
  },
  { error: WALL_MESSAGES.request },
);

/** A station and typed months at once would leave the balance's climate ambiguous: refused, in French. */
const oneMonthlyClimate = (request: { monthlyClimate?: unknown; climateZone?: unknown }, ctx: z.RefinementCtx) => {
  if (request.monthlyClimate !== undefined && request.climateZone !== undefined) {
    ctx.addIssue({ code: "custom", message: WALL_MESSAGES.climateZoneAndMonths, path: ["climateZone"] });
  }
};

type WallRequestFields = z.output<typeof wallRequestObject>;

/** The monthly climate of a request: the French station's, or the one typed in, or none. */
function monthlyClimateOf(request: WallRequestFields) {
  if (request.climateZone)
    return { climateZone: request.climateZone as FrenchClimateId, monthlyClimate: frenchMonthlyClimate(request.climateZone) };
  return request.monthlyClimate ? { monthlyClimate: request.monthlyClimate } : {};
}

/** The request checked, the default climate filled in, each material as a catalogue id or values. */
export function normaliseWallRequest(request: WallRequestFields) {
  return {
    element: request.element,
    ventilatedOutside: request.ventilatedOutside,
    climate: request.climate ?? DEFAULT_CLIMATE,
    ...monthlyClimateOf(request),
    layers: request.layers.map((layer) => ({
      thicknessMm: layer.thicknessMm,
      material: toRef(layer),
      ...(layer.bridge && layer.bridge.fraction > 0 ? { bridge: { fraction: layer.bridge.fraction, material: toRef(layer.bridge) } } : {}),
    })),
  };
}

export const wallRequestSchema = wallRequestObject.superRefine(oneMonthlyClimate).transform(normaliseWallRequest);

const variantSchema = z.object(
  {
    label: z.string({ error: WALL_MESSAGES.variantLabel }).trim().min(1, WALL_MESSAGES.variantLabel).max(80, WALL_MESSAGES.variantLabel),
    wall: wallRequestObject.superRefine(oneMonthlyClimate),
  },
  { error: WALL_MESSAGES.variants },
);

const reportShape = {
  variants: z.array(variantSchema, { error: WALL_MESSAGES.variants }).max(MAX_VARIANTS, WALL_MESSAGES.variants).optional().default([]),
};

type ReportFields = WallRequestFields & { variants: z.output<typeof variantSchema>[] };

function normaliseReport(request: ReportFields) {
  return {
    ...normaliseWallRequest(request),
    variants: request.variants.map((variant) => ({ label: variant.label, wall: normaliseWallRequest(variant.wall) })),
  };
}

/** `POST /api/wall-report`: the wall request and, optionally, up to three variants to compare it with. */
export const wallReportSchema = wallRequestObject.extend(reportShape).superRefine(oneMonthlyClimate).transform(normaliseReport);

/** `POST /api/send-wall-report`: the report's request and the address the report goes to. */
export const sendWallReportSchema = wallRequestObject
  .extend({
    ...reportShape,
    email: z.string({ error: WALL_MESSAGES.emailRequired }).trim().min(1, WALL_MESSAGES.emailRequired).pipe(emailAddressSchema),
  })
  .superRefine(oneMonthlyClimate)
  .transform((request) => ({ ...normaliseReport(request), email: request.email }));

/** What the page and the endpoint send. */
export type WallRequest = z.input<typeof wallRequestSchema>;
/** What computeWall takes: the request checked and normalised, the default climate filled in. */
export type WallInput = z.output<typeof wallRequestSchema>;
export type SendWallReport = z.output<typeof sendWallReportSchema>;
export type WallReportInput = z.output<typeof wallReportSchema>;
export type LayerInput = WallInput["layers"][number];
