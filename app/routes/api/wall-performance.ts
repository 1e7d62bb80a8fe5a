import { wallRequestSchema } from "@domain/wall/wall-schema";
import { jsonApiAction, methodNotAllowed } from "@server/http/api.server";
import { wallPerformance } from "@server/wall/wall-performance.server";

export const loader = methodNotAllowed;

export const action = jsonApiAction(wallRequestSchema, async (services, meta, input) => ({
  ...(await wallPerformance(services, meta, input)),
}));
