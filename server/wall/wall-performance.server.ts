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

/** After a reading that left a bale out (a file unreadable this time), how long before our FDES are read again. */
const RETRY_MS = 10 * 60 * 1000;
let cached: { value: Promise<OwnFdes>; complete: boolean; at: number } | undefined;

/**
 * Our bales' GWP from the FDES the site serves, read by the comparator's reader (server/fdes/own-products.server.ts,
 * once per process). Only a verified declaration is passed to computeWall: a sample (the manifest says `sample`,
 * which is every one today) is the same figures computeWall already has exactly (`sampleBaleFdes`, built from the
 * same domain/fdes-reference.ts as the sample PDFs), labelled as an example. A reading that left a bale out is tried
 * again after RETRY_MS, not on every call: this call is cheap and may be frequent, a reading starts a process.
 */
export function ownBaleFdes(services: Pick<Services, "config" | "log">, now = Date.now()): Promise<OwnFdes> {
  if (!cached || (!cached.complete && now - cached.at > RETRY_MS)) {
    const entry: { value: Promise<OwnFdes>; complete: boolean; at: number } = { value: Promise.resolve({}), complete: true, at: now };
    entry.value = ownDeclarations(services).then(
      (declarations) => {
        entry.complete = BALE_PRODUCT_IDS.every((id) => declarations.some((declaration) => isOf(declaration, id)));
        return verifiedBaleFdes(declarations);
      },
      (error: unknown) => {
        services.log.warn({ err: error }, "wall-performance: our FDES could not be read, the samples stand in");
        entry.complete = false;
        return {};
      },
    );
    cached = entry;
  }
  return cached.value;
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
