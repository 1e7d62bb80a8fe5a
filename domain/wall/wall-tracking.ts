import { z } from "zod";
import { ELEMENT_TYPES } from "./iso6946";
import { findMaterial } from "./materials";
import { WALL_PRESETS } from "./presets";
import type { WallRequest } from "./wall-schema";

/**
 * Payload of `POST /api/track-wall-calculation` (docs/product.md §7, docs/analytics.md 'Wall calculator tracking'):
 * what /technique counts of one settled calculation, never the composition nor an address.
 */
export const WALL_TRACKING_MESSAGES = {
  request: "La requête doit être un objet décrivant le calcul",
  element: "Le type de paroi doit être « wall », « roof » ou « floor »",
  presetId: "Modèle de paroi inconnu",
  layerCount: "Le nombre de couches doit être un entier de 1 à 20",
  baleProductId: "Botte inconnue",
  uValue: "Le coefficient U doit être un nombre positif",
  timeShiftHours: "Le déphasage doit être un nombre positif",
  condensation: "condensation doit valoir true ou false",
  isAdmin: "isAdmin doit valoir true ou false",
} as const;

const BALE_IDS = ["botte-22", "botte-36", "botte-46"] as const;
const PRESET_IDS = WALL_PRESETS.map((preset) => preset.id);

export const wallCalculationSchema = z.object(
  {
    element: z.enum(ELEMENT_TYPES, { error: WALL_TRACKING_MESSAGES.element }),
    presetId: z
      .string({ error: WALL_TRACKING_MESSAGES.presetId })
      .refine((id) => PRESET_IDS.includes(id), WALL_TRACKING_MESSAGES.presetId)
      .nullable(),
    layerCount: z
      .number({ error: WALL_TRACKING_MESSAGES.layerCount })
      .int(WALL_TRACKING_MESSAGES.layerCount)
      .min(1, WALL_TRACKING_MESSAGES.layerCount)
      .max(20, WALL_TRACKING_MESSAGES.layerCount),
    baleProductId: z.enum(BALE_IDS, { error: WALL_TRACKING_MESSAGES.baleProductId }).nullable(),
    uValue: z
      .number({ error: WALL_TRACKING_MESSAGES.uValue })
      .nonnegative(WALL_TRACKING_MESSAGES.uValue)
      .max(100, WALL_TRACKING_MESSAGES.uValue),
    timeShiftHours: z
      .number({ error: WALL_TRACKING_MESSAGES.timeShiftHours })
      .nonnegative(WALL_TRACKING_MESSAGES.timeShiftHours)
      .max(1000, WALL_TRACKING_MESSAGES.timeShiftHours),
    condensation: z.boolean({ error: WALL_TRACKING_MESSAGES.condensation }),
    isAdmin: z.boolean({ error: WALL_TRACKING_MESSAGES.isAdmin }).optional().default(false),
  },
  { error: WALL_TRACKING_MESSAGES.request },
);
export type WallCalculation = z.input<typeof wallCalculationSchema>;

/** Our bale used in a wall: the thickest layer made of one of our bales (either way up), null without one. */
export function baleOfWall(request: Pick<WallRequest, "layers">): (typeof BALE_IDS)[number] | null {
  let best: { id: (typeof BALE_IDS)[number]; thicknessMm: number } | null = null;
  for (const layer of request.layers) {
    const bale = layer.materialId === undefined ? undefined : findMaterial(layer.materialId);
    const productId = bale?.kind === "solid" ? bale.bale?.productId : undefined;
    if (productId && (best === null || layer.thicknessMm > best.thicknessMm)) best = { id: productId, thicknessMm: layer.thicknessMm };
  }
  return best?.id ?? null;
}
