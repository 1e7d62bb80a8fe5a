import { z } from "zod";
import { re2020EstimateSchema } from "../re2020/re2020-schema";
import { generateQuoteRequestSchema, plainQuoteRequestSchema } from "./quote-payload";

/**
 * A quote request may carry an RE2020 estimate of its insulation (docs/decisions/0015-re2020-estimate.md): the
 * estimate's own request under `re2020Estimate`, checked by the estimate's schema (French messages under
 * "re2020Estimate.<field>"), recomputed by the server for the team's e-mail and the quote's annex. Kept apart from
 * the form (server-side only), so the quote page's script does not carry the wall calculator's catalogue.
 */
const estimateField = z.object({ re2020Estimate: re2020EstimateSchema.optional() });

/** `POST /api/generate-devis`. */
export const generateQuoteWithEstimateSchema = z.intersection(estimateField, generateQuoteRequestSchema);

/** `send-contact-email` with type 'devis'. */
export const plainQuoteWithEstimateSchema = z.intersection(estimateField, plainQuoteRequestSchema);
