import { z } from "zod";
import { sitePathSchema } from "./site-path";

/** Payload of `POST /api/track-conversion` (docs/product.md §7.9), sent after a plain quote request. */
export const conversionPayloadSchema = z.object({
  eventType: z.enum(["quote_request_submitted"], { error: "Type d'événement inconnu" }),
  eventCategory: z.enum(["conversion"], { error: "Catégorie d'événement inconnue" }),
  pageUrl: sitePathSchema.optional(),
  isAdmin: z.boolean().optional().default(false),
});
export type ConversionPayload = z.input<typeof conversionPayloadSchema>;
