import { sql } from "drizzle-orm";
import pg from "pg";
import type { Logger } from "pino";
import { type Catalogue, catalogueOf, isProductId, PRODUCT_IDS, type ProductId, type ProductOffer } from "@domain/products";
import { productOffers } from "../db/schema.server";
import type { Transaction } from "../db/client.server";
import { queryRows, select } from "../analytics/typed-sql.server";

/**
 * The catalogue every page, the calculator, the quote and its PDF read (docs/product.md §10.1): the products' physical
 * figures from domain/products.ts and their offers from `product_offers`, kept in memory by each instance.
 *
 * A change reaches every instance at once: the change's transaction sends NOTIFY `catalogue_changed` (delivered at
 * its commit), on which each instance reloads; an instance that missed it (its listening connection was down) finds
 * a higher version at its next check, every VERSION_CHECK_MS, and on reconnecting. Each load bumps `generation`,
 * which the public page cache compares with its pages' (server/http/page-cache.server.ts): a page rendered with
 * the old prices is never served again. What must be exact at the instant it is computed (a quote's prices) is read
 * from the database in its own transaction (`catalogueIn`), not from this copy.
 */

export const CATALOGUE_CHANNEL = "catalogue_changed";
/** Safety net behind NOTIFY: at most this long before an instance that missed a notification reloads. */
const VERSION_CHECK_MS = 10_000;
/** Wait before listening again after the listening connection dropped (a database restart). */
const RELISTEN_MS = 2_000;

const o = productOffers;
const OFFERS_QUERY = select(
  {
    product_id: o.productId,
    price_per_m2: o.pricePerM2,
    bales_per_pallet: o.balesPerPallet,
    pallet_weight_kg: o.palletWeightKg,
    pallets_per_truck: o.palletsPerTruck,
    lead_time_weeks: o.leadTimeWeeks,
    available: o.available,
    version: o.version,
  },
  sql`FROM ${o}`,
);
type OfferRow = typeof OFFERS_QUERY.row;

function offersOf(rows: OfferRow[]): { catalogue: Catalogue; version: number } {
  const offers = new Map<ProductId, ProductOffer>();
  let version = 0;
  for (const row of rows) {
    if (!isProductId(row.product_id)) continue;
    version += Number(row.version);
    offers.set(row.product_id, {
      pricePerM2: Number(row.price_per_m2),
      balesPerPallet: row.bales_per_pallet,
      palletWeightKg: Number(row.pallet_weight_kg),
      palletsPerTruck: row.pallets_per_truck,
      leadTimeWeeks: row.lead_time_weeks,
      available: row.available,
    });
  }
  const missing = PRODUCT_IDS.filter((id) => !offers.has(id));
  if (missing.length > 0) throw new Error(`product_offers has no row for ${missing.join(", ")}`);
  return { catalogue: catalogueOf(Object.fromEntries(offers) as Record<ProductId, ProductOffer>), version };
}

/** The catalogue as the database holds it now, inside a transaction (a quote priced at the prices it commits with). */
export async function catalogueIn(tx: Transaction): Promise<Catalogue> {
  const result = await tx.execute(OFFERS_QUERY.sql);
  return offersOf(result.rows as unknown as OfferRow[]).catalogue;
}

/** The catalogue as the database holds it now. */
export async function loadCatalogue(pool: pg.Pool): Promise<{ catalogue: Catalogue; version: number }> {
  return offersOf(await queryRows(pool, OFFERS_QUERY));
}

export interface CatalogueStore {
  /** This instance's copy, as of the last load. */
  current(): Catalogue;
  /** Grows at each load that changed something: the page cache keeps pages of the current generation only. */
  generation(): number;
  /** Reloads now (after a change made here; the others hear of it by NOTIFY). */
  refresh(): Promise<void>;
  stop(): Promise<void>;
}

export async function startCatalogue(pool: pg.Pool, log: Logger): Promise<CatalogueStore> {
  let { catalogue, version } = await loadCatalogue(pool);
  let generation = 1;
  let stopped = false;
  let listener: pg.Client | null = null;

  const refresh = async () => {
    const loaded = await loadCatalogue(pool);
    if (loaded.version === version) return;
    ({ catalogue, version } = loaded);
    generation += 1;
    log.info({ version }, "catalogue reloaded");
  };
  const refreshLogged = () => refresh().catch((error: unknown) => log.warn({ err: error }, "catalogue reload failed"));

  const listen = async () => {
    if (stopped) return;
    const client = new pg.Client(pool.options);
    client.on("error", () => {});
    client.on("notification", () => void refreshLogged());
    client.on("end", () => {
      listener = null;
      if (!stopped) setTimeout(() => void listen(), RELISTEN_MS).unref();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CATALOGUE_CHANNEL}`);
      listener = client;
      // Whatever changed while nobody listened.
      await refreshLogged();
    } catch (error) {
      log.warn({ err: error }, "catalogue: cannot listen for changes, retrying");
      await client.end().catch(() => {});
    }
  };
  await listen();
  const check = setInterval(() => void refreshLogged(), VERSION_CHECK_MS);
  check.unref();

  return {
    current: () => catalogue,
    generation: () => generation,
    refresh,
    async stop() {
      stopped = true;
      clearInterval(check);
      await listener?.end().catch(() => {});
    },
  };
}
