import type { Route } from "./+types/admin-product";
import { offerChangeSchema } from "@domain/catalogue/offer-schema";
import { requireAdminApi } from "@server/auth/viewer.server";
import { requestMetaContext, servicesContext } from "@server/context.server";
import { API_MESSAGES, ApiError } from "@server/http/api-error.server";
import { parseWith, readJsonBody, runApiCall } from "@server/http/api.server";
import { changeOffer, productForApi, productIdOf } from "@server/catalogue/offer-changes.server";

export function loader() {
  return Response.json({ error: API_MESSAGES.methodNotAllowed }, { status: 405, headers: { Allow: "PATCH" } });
}

/**
 * PATCH /api/admin/products/{id} with any of `{ pricePerM2, palletSize, palletWeight, palletsPerTruck, leadTimeWeeks,
 * available }` (docs/api-contract.md, "Admin calls"): admin only; a bad value is refused in French with 400 and
 * nothing is saved; a change reaches every page and the next quote at once, never a quote already issued.
 */
export async function action(args: Route.ActionArgs) {
  const { request, context, params } = args;
  return runApiCall(context.get(requestMetaContext).log, async () => {
    const viewer = await requireAdminApi(args);
    if (request.method !== "PATCH") throw new ApiError(405, API_MESSAGES.methodNotAllowed);
    const productId = productIdOf(params.id);
    const change = parseWith(offerChangeSchema, await readJsonBody(request));
    const product = await changeOffer(context.get(servicesContext), viewer, productId, change);
    return Response.json({ ok: true, product: productForApi(product) });
  });
}
