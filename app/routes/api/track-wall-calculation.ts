import { wallCalculationSchema } from "@domain/wall/wall-tracking";
import { jsonApiAction, methodNotAllowed } from "@server/http/api.server";
import { recordWallCalculation } from "@server/wall/wall-calculations.server";

export const loader = methodNotAllowed;

export const action = jsonApiAction(wallCalculationSchema, async (services, meta, calculation) => ({
  recorded: await recordWallCalculation(services, meta, calculation),
}));
