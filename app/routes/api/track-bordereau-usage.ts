import type { Route } from "./+types/track-bordereau-usage";
import { trackBordereauSchema } from "@domain/worksheet/worksheet-api";
import { isAdminRequest } from "@server/auth/viewer.server";
import { jsonApiAction, methodNotAllowed } from "@server/http/api.server";
import { trackBordereauUsage } from "@server/worksheet/worksheet.server";

export const loader = methodNotAllowed;

export async function action(args: Route.ActionArgs) {
  // A signed-in admin's use is flagged whatever the browser sends, as for page views (docs/analytics.md).
  const signedInAdmin = await isAdminRequest(args);
  return jsonApiAction(trackBordereauSchema, async (services, meta, event) => {
    await trackBordereauUsage(services, meta, event, signedInAdmin);
  })(args);
}
