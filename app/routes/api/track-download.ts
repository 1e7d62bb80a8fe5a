import type { Route } from "./+types/track-download";
import { documentDownloadPayloadSchema } from "@domain/tracking/document-download-schema";
import { recordDocumentDownload } from "@server/analytics/document-downloads.server";
import { requestMetaContext, servicesContext } from "@server/context.server";
import { methodNotAllowed, parseWith, readJsonBody, runApiCall } from "@server/http/api.server";

export const loader = methodNotAllowed;

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const meta = context.get(requestMetaContext);
  return runApiCall(meta.log, async () => {
    const payload = parseWith(documentDownloadPayloadSchema, await readJsonBody(request));
    const recorded = await recordDocumentDownload(services, meta, payload);
    return Response.json({ ok: true, recorded });
  });
}
