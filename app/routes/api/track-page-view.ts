import type { Route } from "./+types/track-page-view";
import { pageViewPayloadSchema } from "@domain/tracking/page-view";
import { recordPageView } from "@server/analytics/page-views.server";
import { isAdminRequest } from "@server/auth/viewer.server";
import { requestMetaContext, servicesContext } from "@server/context.server";
import { methodNotAllowed, parseWith, readJsonBody, runApiCall } from "@server/http/api.server";

export const loader = methodNotAllowed;

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const meta = context.get(requestMetaContext);
  return runApiCall(meta.log, async () => {
    const payload = parseWith(pageViewPayloadSchema, await readJsonBody(request));
    // A signed-in admin's views are flagged even without the admin-mode switch (DESIGN.md §6): no figure counts them.
    const isAdmin = payload.is_admin || (await isAdminRequest(request));
    const recorded = await recordPageView(services, meta, { ...payload, is_admin: isAdmin });
    return Response.json({ ok: true, recorded });
  });
}
