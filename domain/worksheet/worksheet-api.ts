import { z } from "zod";
import { emailAddressSchema } from "../email-address";
import {
  BALE_TYPES,
  type BaleType,
  type ComputedMeasurement,
  DASHBOARD_STATUS,
  MISSING_DIMENSIONS,
  measurementInputSchema,
  shownDensity,
} from "./worksheet";

/**
 * Payloads of the worksheet's calls (docs/product.md §7), shared by the page and the server, and the French texts of docs/product.md §9.
 * The server recomputes every density and status from the raw inputs: the browser's figures are never trusted.
 */
export const WORKSHEET_MESSAGES = {
  emailRequired: { title: "Email requis", description: "Veuillez saisir une adresse email pour recevoir le tableau récapitulatif." },
  noMeasurement: { title: "Aucune mesure", description: "Ajoutez au moins une mesure avant d'envoyer le tableau." },
  missingDimensions: { title: "Dimensions manquantes", description: MISSING_DIMENSIONS },
  missingField: (field: string) => ({ title: "Champ manquant", description: `Veuillez renseigner : ${field}.` }),
  /** A field that is not a number ("abc", "12 5"): named, with what it accepts (the field's DecimalRule message). */
  invalidNumber: (label: string, accepted: string) => ({
    title: `${label} : nombre invalide`,
    description: `${accepted}, par exemple 5,5.`,
  }),
  sent: { title: "Email envoyé", description: "Le tableau récapitulatif a été envoyé à votre adresse email" },
  sendFailed: "Une erreur est survenue lors de l'envoi de l'email",
  reportFailed: "Le rapport PDF n'a pas pu être préparé. Veuillez réessayer.",
} as const;

/** At most this many measurements in one summary: a day's work several times over, and a bounded PDF. */
export const MAX_MEASUREMENTS = 200;

const measurementsSchema = z
  .array(measurementInputSchema, { error: WORKSHEET_MESSAGES.noMeasurement.title })
  .min(1, WORKSHEET_MESSAGES.noMeasurement.title)
  .max(MAX_MEASUREMENTS, `Au plus ${MAX_MEASUREMENTS} mesures par envoi`);

/** `POST /api/send-masse-volumique-results`: the address and the raw measurements. */
export const sendWorksheetSchema = z.object({
  email: z
    .string({ error: WORKSHEET_MESSAGES.emailRequired.title })
    .trim()
    .min(1, WORKSHEET_MESSAGES.emailRequired.title)
    .pipe(emailAddressSchema),
  botteType: z.enum(BALE_TYPES, { error: "Type de botte inconnu" }),
  measurements: measurementsSchema,
});
export type SendWorksheet = z.infer<typeof sendWorksheetSchema>;

/** `POST /api/worksheet-report`: the same summary, as a PDF to download. */
export const worksheetReportSchema = sendWorksheetSchema.omit({ email: true });
export type WorksheetReportRequest = z.infer<typeof worksheetReportSchema>;

/** What `bordereau_usage.event_type` records: the page's two calls, and the summary the server sent. */
export const WORKSHEET_EVENT_TYPES = ["page_view", "measurement_added", "email_sent"] as const satisfies readonly string[];
export type WorksheetEventType = (typeof WORKSHEET_EVENT_TYPES)[number];

/**
 * `POST /api/track-bordereau-usage` (docs/product.md §7). `email_sent` is not accepted here: the server records it itself when
 * it queues the summary, so a sent summary is counted once and never by the browser's say-so.
 */
export const trackBordereauSchema = z.discriminatedUnion(
  "eventType",
  [
    z.object({ eventType: z.literal("page_view"), isAdmin: z.boolean().optional().default(false) }),
    z.object({
      eventType: z.literal("measurement_added"),
      botteType: z.enum(BALE_TYPES, { error: "Type de botte inconnu" }),
      measurementCount: z.number().int().min(1).max(10_000),
      metadata: measurementInputSchema,
      isAdmin: z.boolean().optional().default(false),
    }),
  ],
  { error: "Type d'événement inconnu" },
);
export type TrackBordereau = z.infer<typeof trackBordereauSchema>;

/**
 * A measurement as stored in `bordereau_usage.metadata` and read by the Technique dashboard (docs/product.md §5): its own bale
 * type (a list may mix them; rows stored before measurements carried their own type have none and fall back to the row's botte_type), dimensions,
 * humidity, weight type, the density as shown beside its status and the dashboard status good / tolerance / other.
 */
export function usageMeasurement(m: ComputedMeasurement) {
  return {
    baleType: m.baleType,
    widthCm: m.widthCm ?? null,
    heightCm: m.heightCm ?? null,
    lengthCm: m.lengthCm,
    humidity: m.humidity,
    weightType: m.weightType,
    dryDensity: shownDensity(m.dryDensity),
    status: DASHBOARD_STATUS[m.status],
  };
}

/** The bale type of a whole list for `bordereau_usage.botte_type`: the one all its measurements share, or null when they mix. */
export function commonBaleType(measurements: readonly { baleType: BaleType }[]): BaleType | null {
  const types = new Set(measurements.map((m) => m.baleType));
  return types.size === 1 ? [...types][0]! : null;
}
