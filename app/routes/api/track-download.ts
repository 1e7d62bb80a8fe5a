import { documentDownloadPayloadSchema } from "@domain/tracking/document-download-schema";
import { recordDocumentDownload } from "@server/analytics/document-downloads.server";
import { jsonApiAction, methodNotAllowed } from "@server/http/api.server";

export const loader = methodNotAllowed;

export const action = jsonApiAction(documentDownloadPayloadSchema, async (services, meta, payload) => ({
  recorded: await recordDocumentDownload(services, meta, payload),
}));
