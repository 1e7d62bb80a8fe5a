import { describe, expect, it } from "vitest";
import { calculate } from "./calculator";
import { SEED_CATALOGUE } from "../../tests/support/catalogue";

describe("calculate (docs/product.md §10)", () => {
  it("Botte 22, 12.5 m²: exactly one pallet", () => {
    const result = calculate({ productId: "botte-22", unit: "m2", quantity: 12.5 }, SEED_CATALOGUE)!;
    // bales = 12.5 m² ÷ (12.5 m² / 62) = 62 (no spurious 63 from 12.5 / 0.2016…)
    expect(result.bottles).toBe(62);
    expect(result.pallets).toBe(1); // 62 / 62
    expect(result.weight).toBeCloseTo(330, 9); // 62 × 330 / 62
    expect(result.trucks).toBe(1);
    expect(result.lastTruckFillPercent).toBe(4); // 1 / 24 = 4.17 %
    expect(result.surfaceM2).toBe(12.5);
    expect(result.cost).toBe(250); // 12.5 × 20 €
    expect(result.carbonStorage).toBeCloseTo(0.43925, 9); // 12.5 × 35.14 / 1000
    expect(result.storage).toEqual({ floorAreaM2: 1.25, stackingHeightM: 2.7 }); // 1 pallet × 1.25 m²
    expect(result.thermalResistance).toBe(4.6);
    expect(result.product).toBe("Botte 22");
  });

  it("Botte 22, 12.6 m²: a remainder of one bale starts a second pallet", () => {
    const result = calculate({ productId: "botte-22", unit: "m2", quantity: 12.6 }, SEED_CATALOGUE)!;
    // 12.6 × 62 / 12.5 = 62.496 → 63 bales
    expect(result.bottles).toBe(63);
    expect(result.pallets).toBe(2); // ceil(63 / 62)
    expect(result.weight).toBeCloseTo(335.3226, 4); // 63 × 330 / 62
    expect(result.cost).toBe(252); // 12.6 × 20
    expect(result.storage.floorAreaM2).toBe(2.5);
  });

  it("Botte 36, 784 bales: exactly one full truck", () => {
    const result = calculate({ productId: "botte-36", unit: "bottes", quantity: 784 }, SEED_CATALOGUE)!;
    expect(result.bottles).toBe(784);
    expect(result.pallets).toBe(28); // 784 / 28
    expect(result.trucks).toBe(1); // 28 / 28
    expect(result.lastTruckFillPercent).toBe(100);
    expect(result.weight).toBeCloseTo(8680, 9); // 784 × 310 / 28
    expect(result.surfaceM2).toBeCloseTo(210, 9); // 784 × 7.5 / 28
    expect(result.cost).toBe(5250); // 210 × 25
    expect(result.carbonStorage).toBeCloseTo(12.3438, 9); // 210 × 58.78 / 1000
    expect(result.thermalResistance).toBe(7.5);
  });

  it("Botte 36, 785 bales: one bale more needs a second truck", () => {
    const result = calculate({ productId: "botte-36", unit: "bottes", quantity: 785 }, SEED_CATALOGUE)!;
    expect(result.pallets).toBe(29); // ceil(785 / 28)
    expect(result.trucks).toBe(2);
    expect(result.lastTruckFillPercent).toBe(4); // 1 / 28 = 3.6 %
  });

  it("Botte 46, 1 m³", () => {
    const result = calculate({ productId: "botte-46", unit: "m3", quantity: 1 }, SEED_CATALOGUE)!;
    // bale volume 0.46 × 0.36 × 0.55 = 0.09108 m³; 1 / 0.09108 = 10.98 → 11 bales
    expect(result.bottles).toBe(11);
    expect(result.pallets).toBe(1);
    expect(result.weight).toBeCloseTo(121.7857, 4); // 11 × 310 / 28
    expect(result.surfaceM2).toBeCloseTo(2.173913, 6); // 1 m³ / 0.46 m thick
    expect(result.cost).toBe(65); // 2.1739 × 30 = 65.22
    expect(result.carbonStorage).toBeCloseTo(0.159717, 6); // 2.1739 × 73.47 / 1000
    expect(result.thermalResistance).toBe(9.6);
  });

  it("Botte 22, 0.04356 m³: exactly one bale's volume is one bale", () => {
    expect(calculate({ productId: "botte-22", unit: "m3", quantity: 0.04356 }, SEED_CATALOGUE)!.bottles).toBe(1);
  });

  it("ArgiBotte, 1 000 m²: four trucks, the last one partly full", () => {
    const result = calculate({ productId: "argibotte", unit: "m2", quantity: 1000 }, SEED_CATALOGUE)!;
    expect(result.bottles).toBe(4960); // 1000 × 62 / 12.5
    expect(result.pallets).toBe(80); // 4960 / 62
    expect(result.trucks).toBe(4); // ceil(80 / 22)
    expect(result.lastTruckFillPercent).toBe(64); // 80 − 66 = 14 pallets; 14 / 22 = 63.6 %
    expect(result.weight).toBeCloseTo(56000, 6); // 4960 × 700 / 62
    expect(result.cost).toBe(45000); // 1000 × 45
    expect(result.carbonStorage).toBeCloseTo(35.14, 9); // 1000 × 35.14 / 1000
    expect(result.storage.floorAreaM2).toBe(100); // 80 × 1.25
    expect(result.thermalResistance).toBe(2.8);
  });

  it("rounds a bale count up and derives the surface the bales cover", () => {
    const result = calculate({ productId: "botte-22", unit: "bottes", quantity: 2.5 }, SEED_CATALOGUE)!;
    expect(result.bottles).toBe(3);
    expect(result.surfaceM2).toBeCloseTo(0.604839, 6); // 3 × 12.5 / 62
    expect(result.cost).toBe(12); // 0.6048 × 20 = 12.10
  });

  it("Botte 22, 1 489 bales: 25 pallets, a second truck for the last pallet", () => {
    const full = calculate({ productId: "botte-22", unit: "bottes", quantity: 1488 }, SEED_CATALOGUE)!; // 24 × 62
    expect([full.pallets, full.trucks, full.lastTruckFillPercent]).toEqual([24, 1, 100]);
    const over = calculate({ productId: "botte-22", unit: "bottes", quantity: 1489 }, SEED_CATALOGUE)!;
    expect([over.pallets, over.trucks, over.lastTruckFillPercent]).toEqual([25, 2, 4]);
  });

  it("gives the product details, density as weight per bale over bale volume", () => {
    const details = calculate({ productId: "botte-22", unit: "bottes", quantity: 1 }, SEED_CATALOGUE)!.productDetails;
    expect(details).toMatchObject({ width: 0.22, height: 0.36, length: 0.55, lambda: 0.048 });
    expect(details.weightPerBottle).toBeCloseTo(5.3226, 4); // 330 / 62
    expect(details.density).toBeCloseTo(122.19, 2); // 5.3226 / 0.04356
  });

  it.each([[null], [undefined], [0], [-3], [Number.NaN], [Number.POSITIVE_INFINITY], [1_000_001]])(
    "gives no result for the quantity %s",
    (quantity) => {
      expect(calculate({ productId: "botte-22", unit: "m2", quantity }, SEED_CATALOGUE)).toBeNull();
    },
  );
});
