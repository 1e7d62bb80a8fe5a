import type { OwnDeclaration } from "@domain/fdes/equal-r-comparison";
import { PRODUCTS } from "@domain/products";
import type { BaleFdesGwp } from "@domain/wall/carbon";
import { computeWall, type ComputeWallOptions, WallRefusal, type WallPerformance } from "@domain/wall/compute-wall";
import { BALE_PRODUCT_IDS, type BaleProductId } from "@domain/wall/materials";
import type { WallInput } from "@domain/wall/wall-schema";
import { fdesFile, DOCUMENTS_PATH } from "@domain/documents";
import type { RequestMeta, Services } from "../context.server";
import { ApiError } from "../http/api-error.server";
import { HOUR_MS, limitCaller } from "../http/rate-limit.server";
import { documentAvailability } from "../documents/availability.server";
import { ownDeclarations } from "../fdes/own-products.server";

/**
 * `POST /api/wall-performance` (docs/api-contract.md, docs/decisions/0014-wall-physics.md): the
 * rate limit, our bales' FDES, then computeWall. A WallRefusal (outside the methods' validity) is a 422 with its
 * French message; every figure comes back unrounded.
 */

export const WALL_PERFORMANCE_LIMIT = { name: "wall-performance", windowMs: HOUR_MS };

export async function wallPerformance(services: Services, meta: RequestMeta, input: WallInput): Promise<WallPerformance> {
  await limitCaller(services.db, { ...WALL_PERFORMANCE_LIMIT, limit: services.config.RATE_LIMIT_WALL_PER_HOUR }, meta.clientAddress);
  try {
    return await computeWallWithOwnFdes(services, input);
  } catch (error) {
    if (error instanceof WallRefusal) throw new ApiError(422, error.message);
    throw error;
  }
}

/** computeWall with our served FDES, as the call answers it; the page's loader uses it for the wall in its URL. */
export async function computeWallWithOwnFdes(services: Pick<Services, "config" | "log">, input: WallInput): Promise<WallPerformance> {
  const options: ComputeWallOptions = { ownFdes: await ownBaleFdes(services) };
  return computeWall(input, options);
}

type OwnFdes = NonNullable<ComputeWallOptions["ownFdes"]>;

/**
 * Our bales' GWP from the FDES the site serves. Only a verified declaration is passed to computeWall: a sample (the
 * manifest says `sample`, which is every one today) carries the figures computeWall already has exactly
 * (`sampleBaleFdes`, built from the same domain/fdes-reference.ts as the sample PDFs), labelled as an example. So the
 * declarations are read (by the comparator's reader, once per process: server/fdes/own-products.server.ts) only when
 * a bale's served FDES is not a sample, and no calculation waits on a reading that could change nothing.
 */
export async function ownBaleFdes(services: Pick<Services, "config" | "log">): Promise<OwnFdes> {
  const availability = await documentAvailability(services);
  const anyVerified = BALE_PRODUCT_IDS.some((productId) => {
    const served = availability[fdesFile(productId).fileName];
    return served !== undefined && !served.sample;
  });
  if (!anyVerified) return {};
  try {
    return verifiedBaleFdes(await ownDeclarations(services));
  } catch (error) {
    services.log.warn({ err: error }, "wall-performance: our FDES could not be read, the samples stand in");
    return {};
  }
}

function isOf(declaration: OwnDeclaration, productId: BaleProductId): boolean {
  return declaration.document_url === `${DOCUMENTS_PATH}${fdesFile(productId).fileName}`;
}

/** A verified declaration read in our served FDES, as computeWall takes it: per m² of wall at the bale's thickness. */
export function verifiedBaleFdes(declarations: readonly OwnDeclaration[]): OwnFdes {
  const result: OwnFdes = {};
  for (const productId of BALE_PRODUCT_IDS) {
    const declaration = declarations.find((candidate) => isOf(candidate, productId));
    if (!declaration || declaration.is_example || declaration.gwp === null) continue;
    const fdes: BaleFdesGwp = {
      functionalUnitThicknessMm: PRODUCTS[productId].thicknessMm,
      modules: { "A1-C4": declaration.gwp, ...(declaration.module_d !== null ? { D: declaration.module_d } : {}) },
      isExample: false,
      source: `FDES ${declaration.name} servie par le site (${declaration.document_url})`,
      status: declaration.standard ? `lue dans la FDES vérifiée (${declaration.standard})` : "lue dans la FDES vérifiée",
    };
    result[productId] = fdes;
  }
  return result;
}
