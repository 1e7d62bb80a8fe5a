import { conversionPayloadSchema } from "@domain/tracking/conversion";
import { recordConversion } from "@server/analytics/conversions.server";
import { jsonApiAction, methodNotAllowed } from "@server/http/api.server";

export const loader = methodNotAllowed;

export const action = jsonApiAction(conversionPayloadSchema, async (services, meta, payload) => ({
  recorded: await recordConversion(services, meta, payload),
}));
