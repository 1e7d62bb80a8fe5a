import { z } from "zod";
import { DOCUMENT_TYPES } from "./document-types";

/**
 * Validation of `POST /api/track-download` (docs/product.md §7.6). Kept apart from document-download.ts so the
 * download button, which only builds the payload, does not ship zod to the product pages.
 */
export const DOCUMENT_NAME_MAX = 200;
export const PRODUCT_NAME_MAX = 100;

/**
 * Any name up to 200 characters is accepted rather than only the catalogue's names: a document added by the
 * manufacturer must be counted the day it is published, without a code change on the server.
 */
export const documentDownloadPayloadSchema = z.object({
  documentName: z
    .string({ error: "Le nom du document est requis." })
    .trim()
    .min(1, "Le nom du document est requis.")
    .max(DOCUMENT_NAME_MAX, `Le nom du document ne peut pas dépasser ${DOCUMENT_NAME_MAX} caractères.`),
  documentType: z.enum(DOCUMENT_TYPES, {
    error: "Le type de document doit valoir fiche_technique, fdes, dossier_presse ou autre.",
  }),
  productName: z
    .string({ error: "Le nom du produit doit être un texte." })
    .trim()
    .max(PRODUCT_NAME_MAX, `Le nom du produit ne peut pas dépasser ${PRODUCT_NAME_MAX} caractères.`)
    .nullish()
    .transform((value) => (value ? value : null)),
  isAdmin: z.boolean({ error: "isAdmin doit valoir true ou false." }).optional().default(false),
});

/** What the browser sends (isAdmin and productName may be left out). */
export type DocumentDownloadInput = z.input<typeof documentDownloadPayloadSchema>;
/** What the server stores after validation. */
export type DocumentDownloadPayload = z.output<typeof documentDownloadPayloadSchema>;
