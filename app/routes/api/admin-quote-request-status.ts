import type { Route } from "./+types/admin-quote-request-status";
import { quoteStatusChangeSchema } from "@domain/quotes/quote-status";
import { requireAdminApi } from "@server/auth/viewer.server";
import { requestMetaContext, servicesContext } from "@server/context.server";
import { methodNotAllowed, parseWith, readJsonBody, runApiCall } from "@server/http/api.server";
import { changeQuoteStatus } from "@server/quotes/quote-follow-up.server";
import { followUpIdOf } from "@server/quotes/follow-up-id.server";

export const loader = methodNotAllowed;

/**
 * POST /api/admin/quote-requests/{id}/status with `{ status, channel?, reason?, note?, answeredAt? }`
 * (docs/api-contract.md, "Admin calls"): admin only; an impossible transition is refused in French with 400.
 */
export async function action(args: Route.ActionArgs) {
  const { request, context, params } = args;
  return runApiCall(context.get(requestMetaContext).log, async () => {
    const viewer = await requireAdminApi(args);
    const id = followUpIdOf(params.id);
    const change = parseWith(quoteStatusChangeSchema, await readJsonBody(request));
    const result = await changeQuoteStatus(context.get(servicesContext), viewer, id, change);
    return Response.json({ ok: true, id, ...result });
  });
}
