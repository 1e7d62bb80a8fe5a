import { z } from "zod";

/**
 * A document download as public §3 'Document request / download record' and §7 call 6 describe it, sent to
 * `POST /api/track-download` just before the file is fetched.
 */

/** Public §3: "fiche_technique, fdes, dossier_presse, or other"; "autre" is the site's word for other. */
export const DOCUMENT_TYPES = ["fiche_technique", "fdes", "dossier_presse", "autre"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

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

/** The part of a catalogue file that tracking needs. */
export interface TrackedDocument {
  trackingName: string;
  type: DocumentType;
  productName: string | null;
}

/**
 * The body to send for a download, or null when the download must not be tracked at all. Public §4 and §7 call 6:
 * the press kit is tracked with its name, type and product only, and not at all in admin mode; every other document
 * carries the admin-mode flag so the statistics can leave the team's own downloads out.
 */
export function downloadTrackingPayload(document: TrackedDocument, isAdmin: boolean): DocumentDownloadInput | null {
  if (document.type === "dossier_presse") {
    if (isAdmin) return null;
    return { documentName: document.trackingName, documentType: document.type, productName: document.productName };
  }
  return {
    documentName: document.trackingName,
    documentType: document.type,
    productName: document.productName,
    isAdmin,
  };
}
