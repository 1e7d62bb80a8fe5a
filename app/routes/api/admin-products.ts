import type { Route } from "./+types/admin-products";
import { catalogueList } from "@domain/products";
import { requireAdminApi } from "@server/auth/viewer.server";
import { requestMetaContext, servicesContext } from "@server/context.server";
import { runApiCall } from "@server/http/api.server";
import { loadCatalogue } from "@server/catalogue/catalogue.server";
import { productForApi } from "@server/catalogue/offer-changes.server";

/**
 * GET /api/admin/products (docs/api-contract.md, "Admin calls"): each product's offer as the database holds it now:
 * pricePerM2, palletSize, palletWeight, palletsPerTruck, leadTimeWeeks, available. Admin only.
 */
export async function loader(args: Route.LoaderArgs) {
  const { context } = args;
  return runApiCall(context.get(requestMetaContext).log, async () => {
    await requireAdminApi(args);
    const { catalogue } = await loadCatalogue(context.get(servicesContext).db.$client);
    return Response.json({ ok: true, products: catalogueList(catalogue).map(productForApi) });
  });
}
