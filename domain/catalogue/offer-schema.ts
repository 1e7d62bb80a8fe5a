import { z } from "zod";
import { readDecimal } from "../decimal";
import { formatFixed, formatNumber } from "../format";
import { baleVolume, type Product, type ProductOffer } from "../products";

/**
 * The owner's changes to a product's offer (docs/product.md §10.1, `PATCH /api/admin/products/{id}` and
 * /commercial/catalogue): each field optional, each with its French message saying the allowed range; nothing is
 * saved unless every field given is right and the pallet that results is a plausible one.
 */

/** Bounds far outside any real offer, close enough to catch a slipped digit. */
export const OFFER_LIMITS = {
  pricePerM2: { min: 0.01, max: 1000 },
  palletSize: { min: 1, max: 500 },
  palletWeight: { min: 0.1, max: 2000 },
  palletsPerTruck: { min: 1, max: 60 },
  leadTimeWeeks: { min: 0, max: 104 },
  /**
   * kg/m³ of a bale as the pallet's figures make it (pallet weight ÷ bales ÷ bale volume): our bales are pressed
   * to 90–125 kg/m³ and the ArgiBotte, clay inside, is about 260; outside 50–400 the pallet's weight or count is a typo.
   */
  baleDensity: { min: 50, max: 400 },
} as const;

export const OFFER_MESSAGES = {
  pricePerM2: "Le prix doit être un nombre de 0,01 à 1 000 € HT/m², avec au plus deux décimales",
  palletSize: "Le nombre de bottes par palette doit être un nombre entier de 1 à 500",
  palletWeight: "Le poids d'une palette doit être un nombre de 0,1 à 2 000 kg, avec au plus une décimale",
  palletsPerTruck: "Le nombre de palettes par semi-remorque doit être un nombre entier de 1 à 60",
  leadTimeWeeks: "Le délai doit être un nombre entier de semaines de 0 à 104, ou vide s'il n'est pas connu",
  available: "La disponibilité doit valoir oui (true) ou non (false)",
  empty: "Aucune valeur à modifier : indiquez au moins un champ",
  unknownProduct: "Produit inconnu",
} as const;

const decimals = (value: number, places: number) => Math.abs(Math.round(value * 10 ** places) - value * 10 ** places) < 1e-6;

export const offerChangeSchema = z
  .object({
    pricePerM2: z
      .number({ error: OFFER_MESSAGES.pricePerM2 })
      .min(OFFER_LIMITS.pricePerM2.min, OFFER_MESSAGES.pricePerM2)
      .max(OFFER_LIMITS.pricePerM2.max, OFFER_MESSAGES.pricePerM2)
      .refine((value) => decimals(value, 2), OFFER_MESSAGES.pricePerM2)
      .optional(),
    palletSize: z
      .number({ error: OFFER_MESSAGES.palletSize })
      .int(OFFER_MESSAGES.palletSize)
      .min(OFFER_LIMITS.palletSize.min, OFFER_MESSAGES.palletSize)
      .max(OFFER_LIMITS.palletSize.max, OFFER_MESSAGES.palletSize)
      .optional(),
    palletWeight: z
      .number({ error: OFFER_MESSAGES.palletWeight })
      .min(OFFER_LIMITS.palletWeight.min, OFFER_MESSAGES.palletWeight)
      .max(OFFER_LIMITS.palletWeight.max, OFFER_MESSAGES.palletWeight)
      .refine((value) => decimals(value, 1), OFFER_MESSAGES.palletWeight)
      .optional(),
    palletsPerTruck: z
      .number({ error: OFFER_MESSAGES.palletsPerTruck })
      .int(OFFER_MESSAGES.palletsPerTruck)
      .min(OFFER_LIMITS.palletsPerTruck.min, OFFER_MESSAGES.palletsPerTruck)
      .max(OFFER_LIMITS.palletsPerTruck.max, OFFER_MESSAGES.palletsPerTruck)
      .optional(),
    leadTimeWeeks: z
      .number({ error: OFFER_MESSAGES.leadTimeWeeks })
      .int(OFFER_MESSAGES.leadTimeWeeks)
      .min(OFFER_LIMITS.leadTimeWeeks.min, OFFER_MESSAGES.leadTimeWeeks)
      .max(OFFER_LIMITS.leadTimeWeeks.max, OFFER_MESSAGES.leadTimeWeeks)
      .nullable()
      .optional(),
    available: z.boolean({ error: OFFER_MESSAGES.available }).optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), { message: OFFER_MESSAGES.empty });
export type OfferChange = z.infer<typeof offerChangeSchema>;

/** The offer once a change is applied. */
export function applyOfferChange(offer: ProductOffer, change: OfferChange): ProductOffer {
  return {
    pricePerM2: change.pricePerM2 ?? offer.pricePerM2,
    balesPerPallet: change.palletSize ?? offer.balesPerPallet,
    palletWeightKg: change.palletWeight ?? offer.palletWeightKg,
    palletsPerTruck: change.palletsPerTruck ?? offer.palletsPerTruck,
    leadTimeWeeks: change.leadTimeWeeks === undefined ? offer.leadTimeWeeks : change.leadTimeWeeks,
    available: change.available ?? offer.available,
  };
}

/** The French refusal of a pallet whose bales would weigh what no bale of ours weighs, or null when it is plausible. */
export function implausiblePallet(product: Product, offer: ProductOffer): string | null {
  const baleKg = offer.palletWeightKg / offer.balesPerPallet;
  const density = baleKg / baleVolume(product);
  if (density >= OFFER_LIMITS.baleDensity.min && density <= OFFER_LIMITS.baleDensity.max) return null;
  const kg = formatFixed(baleKg, 1);
  const bales = `${formatNumber(offer.balesPerPallet, 0)} ${offer.balesPerPallet > 1 ? "bottes" : "botte"}`;
  return `Avec ${bales} pour ${formatNumber(offer.palletWeightKg, 2)} kg, une ${product.label} pèserait ${kg} kg, soit ${Math.round(density)} kg/m³ : vérifiez le poids de la palette et le nombre de bottes (de ${OFFER_LIMITS.baleDensity.min} à ${OFFER_LIMITS.baleDensity.max} kg/m³ attendus).`;
}

/**
 * A number typed in the catalogue's form, read by the site's one reader of typed numbers (domain/decimal.ts: "22,5",
 * "22.5", "1 000"): undefined for an empty field, null for what cannot be read (or could mean two numbers).
 */
export function readOfferNumber(text: string): number | null | undefined {
  const reading = readDecimal(text);
  if (reading.kind === "empty") return undefined;
  return reading.kind === "number" ? reading.value : null;
}
