import type { DocumentDownloadInput } from "./document-download-schema";
import type { DocumentType } from "./document-types";

/**
 * A document download as docs/product.md §5 'Document request / download record' and §7 call 6 describe it, sent to
 * `POST /api/track-download` just before the file is fetched.
 */

/** The part of a catalogue file that tracking needs. */
export interface TrackedDocument {
  trackingName: string;
  type: DocumentType;
  productName: string | null;
}

/**
 * The body to send for a download, or null when the download must not be tracked at all. docs/product.md §6.2 and §7.6:
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
