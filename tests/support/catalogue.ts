import { type Catalogue, catalogueOf, type ProductId, type ProductOffer } from "../../domain/products";

/**
 * The offers a fresh database starts with (migration drizzle/0014_product_offers.sql, the specification's figures),
 * for tests that compute without a database. `tests/unit/catalogue-seed.test.ts` checks that they are the
 * migration's, so that a test never prices with figures the site does not start with.
 */
export const SEED_OFFERS: Record<ProductId, ProductOffer> = {
  "botte-22": { pricePerM2: 20, balesPerPallet: 62, palletWeightKg: 330, palletsPerTruck: 24, leadTimeWeeks: null, available: true },
  "botte-36": { pricePerM2: 25, balesPerPallet: 28, palletWeightKg: 310, palletsPerTruck: 28, leadTimeWeeks: null, available: true },
  "botte-46": { pricePerM2: 30, balesPerPallet: 28, palletWeightKg: 310, palletsPerTruck: 28, leadTimeWeeks: null, available: true },
  argibotte: { pricePerM2: 45, balesPerPallet: 62, palletWeightKg: 700, palletsPerTruck: 22, leadTimeWeeks: null, available: true },
};

export const SEED_CATALOGUE: Catalogue = catalogueOf(SEED_OFFERS);
