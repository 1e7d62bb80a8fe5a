import type { Route } from "./+types/track-download";
import { documentDownloadPayloadSchema } from "@domain/tracking/document-download-schema";
import { recordDocumentDownload } from "@server/analytics/document-downloads.server";
import { isAdminRequest } from "@server/auth/viewer.server";
import { jsonApiAction, methodNotAllowed } from "@server/http/api.server";

export const loader = methodNotAllowed;

export async function action(args: Route.ActionArgs) {
  // A signed-in admin's downloads are flagged whatever the browser sends (docs/analytics.md).
  const signedInAdmin = await isAdminRequest(args);
  return jsonApiAction(documentDownloadPayloadSchema, async (services, meta, payload) => ({
    recorded: await recordDocumentDownload(services, meta, { ...payload, isAdmin: payload.isAdmin || signedInAdmin }),
  }))(args);
}
