import type { Route } from "./+types/track-page-view";
import { pageViewPayloadSchema } from "@domain/tracking/page-view";
import { recordPageView } from "@server/analytics/page-views.server";
import { requestMetaContext, servicesContext } from "@server/context.server";
import { methodNotAllowed, parseWith, readJsonBody, runApiCall } from "@server/http/api.server";

export const loader = methodNotAllowed;

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const meta = context.get(requestMetaContext);
  return runApiCall(meta.log, async () => {
    const payload = parseWith(pageViewPayloadSchema, await readJsonBody(request));
    const recorded = await recordPageView(services, meta, payload);
    return Response.json({ ok: true, recorded });
  });
}
