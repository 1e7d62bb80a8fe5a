import { pageViewPayloadSchema } from "@domain/tracking/page-view";
import { recordPageView } from "@server/analytics/page-views.server";
import { jsonApiAction, methodNotAllowed } from "@server/http/api.server";

export const loader = methodNotAllowed;

export const action = jsonApiAction(pageViewPayloadSchema, async (services, meta, payload) => ({
  recorded: await recordPageView(services, meta, payload),
}));
