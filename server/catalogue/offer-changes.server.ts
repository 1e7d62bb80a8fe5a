import { desc, eq, sql } from "drizzle-orm";
import { applyOfferChange, implausiblePallet, OFFER_MESSAGES, type OfferChange } from "@domain/catalogue/offer-schema";
import { type CatalogueProduct, isProductId, PRODUCTS, type ProductId, type ProductOffer } from "@domain/products";
import type { Viewer } from "../auth/viewer.server";
import type { Services } from "../context.server";
import { productOfferChanges, productOffers } from "../db/schema.server";
import { ApiError } from "../http/api-error.server";
import { CATALOGUE_CHANNEL } from "./catalogue.server";

/**
 * The owner's changes to the offers (docs/product.md §10.1): checked (domain/catalogue/offer-schema.ts), saved with
 * their history in one transaction that tells every instance (NOTIFY at commit), and this instance reloads at once.
 * A quote already issued is not touched: it keeps its stored figures and PDF.
 */

export interface OfferChangeEntry {
  productId: ProductId;
  changedAt: string;
  author: string;
  changes: Record<string, { before: unknown; after: unknown }>;
}

/** The product id of a URL, or 404. */
export function productIdOf(value: string | undefined): ProductId {
  if (!value || !isProductId(value)) throw new ApiError(404, OFFER_MESSAGES.unknownProduct);
  return value;
}

const FIELD_NAMES: Record<keyof ProductOffer, string> = {
  pricePerM2: "pricePerM2",
  balesPerPallet: "palletSize",
  palletWeightKg: "palletWeight",
  palletsPerTruck: "palletsPerTruck",
  leadTimeWeeks: "leadTimeWeeks",
  available: "available",
};

/** Applies a change to one product's offer; 400 in French for an implausible pallet; returns the product as now sold. */
export async function changeOffer(
  services: Services,
  viewer: Viewer,
  productId: ProductId,
  change: OfferChange,
): Promise<CatalogueProduct> {
  const offer = await services.db.transaction(async (tx) => {
    const [row] = await tx.select().from(productOffers).where(eq(productOffers.productId, productId)).for("update");
    if (!row) throw new ApiError(404, OFFER_MESSAGES.unknownProduct);
    const before: ProductOffer = {
      pricePerM2: row.pricePerM2,
      balesPerPallet: row.balesPerPallet,
      palletWeightKg: row.palletWeightKg,
      palletsPerTruck: row.palletsPerTruck,
      leadTimeWeeks: row.leadTimeWeeks,
      available: row.available,
    };
    const after = applyOfferChange(before, change);
    const refusal = implausiblePallet(PRODUCTS[productId], after);
    if (refusal) throw new ApiError(400, refusal, { palletWeight: refusal });
    const changes = Object.fromEntries(
      (Object.keys(before) as Array<keyof ProductOffer>)
        .filter((field) => before[field] !== after[field])
        .map((field) => [FIELD_NAMES[field], { before: before[field], after: after[field] }]),
    );
    if (Object.keys(changes).length === 0) return after;
    await tx
      .update(productOffers)
      .set({ ...after, version: sql`${productOffers.version} + 1`, updatedAt: sql`now()` })
      .where(eq(productOffers.productId, productId));
    await tx.insert(productOfferChanges).values({ productId, authorEmail: viewer.email, changes });
    await tx.execute(sql`SELECT pg_notify(${CATALOGUE_CHANNEL}, ${productId})`);
    return after;
  });
  await services.catalogue.refresh();
  return { ...PRODUCTS[productId], ...offer };
}

/** The latest changes, all products, latest first. */
export async function offerHistory(services: Services, limit = 100): Promise<OfferChangeEntry[]> {
  const rows = await services.db
    .select()
    .from(productOfferChanges)
    .orderBy(desc(productOfferChanges.changedAt), desc(productOfferChanges.id))
    .limit(limit);
  return rows.map((row) => ({
    productId: row.productId as ProductId,
    changedAt: row.changedAt.toISOString(),
    author: row.authorEmail,
    changes: row.changes,
  }));
}

/** What `GET /api/admin/products` answers for one product: its id, names and offer, in the API's field names. */
export function productForApi(product: CatalogueProduct) {
  return {
    id: product.id,
    label: product.label,
    pricePerM2: product.pricePerM2,
    palletSize: product.balesPerPallet,
    palletWeight: product.palletWeightKg,
    palletsPerTruck: product.palletsPerTruck,
    leadTimeWeeks: product.leadTimeWeeks,
    available: product.available,
  };
}
