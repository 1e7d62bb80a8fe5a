import { z } from "zod";
import { sitePathSchema } from "./site-path";

/** The conversion the page reports, after a plain quote request (docs/product.md §7.9). */
const PAGE_CONVERSION = "quote_request_submitted";

/** What `conversion_events.event_type` records: the page's report, and every quote request as the server stores it. */
export const CONVERSION_EVENT_TYPES = [PAGE_CONVERSION, "devis_request"] as const;

/** Payload of `POST /api/track-conversion` (docs/product.md §7.9), sent after a plain quote request. */
export const conversionPayloadSchema = z.object({
  eventType: z.enum([PAGE_CONVERSION], { error: "Type d'événement inconnu" }),
  eventCategory: z.enum(["conversion"], { error: "Catégorie d'événement inconnue" }),
  pageUrl: sitePathSchema.optional(),
  isAdmin: z.boolean().optional().default(false),
});
export type ConversionPayload = z.input<typeof conversionPayloadSchema>;
