import { estimateRe2020, type Re2020Estimate } from "@domain/re2020/estimate";
import type { Re2020Input } from "@domain/re2020/re2020-schema";
import { WallRefusal } from "@domain/wall/compute-wall";
import type { RequestMeta, Services } from "../context.server";
import { ApiError } from "../http/api-error.server";
import { HOUR_MS, limitCaller } from "../http/rate-limit.server";
import { ownBaleFdes } from "../wall/wall-performance.server";

/**
 * `POST /api/re2020-estimate` (docs/api-contract.md, docs/decisions/0015-re2020-estimate.md): the rate limit (the wall
 * calculator's hourly budget, in its own bucket), our bales' served FDES, then estimateRe2020. A composition outside
 * the wall methods' validity is a 422 with its French sentence.
 */

export const RE2020_ESTIMATE_LIMIT = { name: "re2020-estimate", windowMs: HOUR_MS };

export async function re2020Estimate(services: Services, meta: RequestMeta, input: Re2020Input): Promise<Re2020Estimate> {
  await limitCaller(services.db, { ...RE2020_ESTIMATE_LIMIT, limit: services.config.RATE_LIMIT_WALL_PER_HOUR }, meta.clientAddress);
  return estimateForCall(services, input);
}

/** An API call's estimate: a composition the wall methods refuse is a 422 with its French sentence. */
export async function estimateForCall(services: Pick<Services, "config" | "log">, input: Re2020Input): Promise<Re2020Estimate> {
  try {
    return await estimateWithOwnFdes(services, input);
  } catch (error) {
    if (error instanceof WallRefusal) throw new ApiError(422, error.message);
    throw error;
  }
}

/** estimateRe2020 with our served FDES (a WallRefusal passes through); the page's loader, the report and the quote use it too. */
export async function estimateWithOwnFdes(services: Pick<Services, "config" | "log">, input: Re2020Input): Promise<Re2020Estimate> {
  return estimateRe2020(input, { ownFdes: await ownBaleFdes(services) });
}
