import { re2020EstimateSchema } from "@domain/re2020/re2020-schema";
import { jsonApiAction, methodNotAllowed } from "@server/http/api.server";
import { re2020Estimate } from "@server/re2020/re2020-estimate.server";

export const loader = methodNotAllowed;

export const action = jsonApiAction(re2020EstimateSchema, async (services, meta, input) => ({
  ...(await re2020Estimate(services, meta, input)),
}));
