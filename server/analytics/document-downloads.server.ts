import { isbot } from "isbot";
import type { DocumentDownloadPayload } from "@domain/tracking/document-download-schema";
import type { RequestMeta, Services } from "../context.server";
import { documentDownloads } from "../db/schema.server";

/**
 * Stores one document download (docs/product.md §7.6) with the visitor's country, region and city, never the address
 * or the user agent (docs/analytics.md). Returns false when nothing was stored: bots are not counted, as for page views.
 * The row is committed before the call answers.
 */
export async function recordDocumentDownload(services: Services, meta: RequestMeta, payload: DocumentDownloadPayload): Promise<boolean> {
  if (isbot(meta.userAgent)) return false;
  const location = services.geo.locate(meta.clientAddress);
  await services.db.insert(documentDownloads).values({
    documentName: payload.documentName,
    documentType: payload.documentType,
    productName: payload.productName,
    isAdmin: payload.isAdmin,
    country: location?.country ?? null,
    countryCode: location?.countryCode ?? null,
    region: location?.region ?? null,
    city: location?.city ?? null,
  });
  return true;
}
