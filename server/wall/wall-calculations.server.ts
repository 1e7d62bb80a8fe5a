import { isbot } from "isbot";
import type { WallCalculation } from "@domain/wall/wall-tracking";
import type { RequestMeta, Services } from "../context.server";
import { wallCalculations } from "../db/schema.server";
import { HOUR_MS, limitCaller } from "../http/rate-limit.server";

export const TRACK_WALL_CALCULATION_LIMIT = { name: "track-wall-calculation", windowMs: HOUR_MS };

/**
 * `POST /api/track-wall-calculation`: stores one wall_calculations row with the caller's city, region and country
 * (never its address). Bots are not recorded; one caller has as many as it has wall calculations (RATE_LIMIT_WALL_PER_HOUR).
 */
export async function recordWallCalculation(services: Services, meta: RequestMeta, calculation: WallCalculation): Promise<boolean> {
  await limitCaller(services.db, { ...TRACK_WALL_CALCULATION_LIMIT, limit: services.config.RATE_LIMIT_WALL_PER_HOUR }, meta.clientAddress);
  if (isbot(meta.userAgent)) return false;
  const location = services.geo.locate(meta.clientAddress);
  await services.db.insert(wallCalculations).values({
    element: calculation.element,
    presetId: calculation.presetId,
    layerCount: calculation.layerCount,
    baleProductId: calculation.baleProductId,
    uValue: calculation.uValue,
    timeShiftHours: calculation.timeShiftHours,
    condensation: calculation.condensation,
    isAdmin: calculation.isAdmin ?? false,
    city: location?.city ?? null,
    region: location?.region ?? null,
    country: location?.country ?? null,
  });
  return true;
}
