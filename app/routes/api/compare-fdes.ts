import type { Route } from "./+types/compare-fdes";
import { requestMetaContext, servicesContext } from "@server/context.server";
import { methodNotAllowed, runApiCall } from "@server/http/api.server";
import { compareFdes } from "@server/fdes/compare-fdes.server";
import { countFdesUpload } from "@server/metrics/metrics.server";

export const loader = methodNotAllowed;

/** docs/product.md §3.4 'compare-fdes': an uploaded FDES (multipart, field `file`) against our bales' own declarations. */
export async function action({ request, context }: Route.ActionArgs) {
  const meta = context.get(requestMetaContext);
  const response = await runApiCall(meta.log, () => compareFdes(context.get(servicesContext), meta, request));
  countFdesUpload(response.status);
  return response;
}
