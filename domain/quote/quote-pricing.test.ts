import { describe, expect, it } from "vitest";
import { isUrgentDelivery, priceQuote, totalCarbonKg } from "./quote-pricing";
import { SEED_CATALOGUE } from "../../tests/support/catalogue";

describe("priceQuote", () => {
  it("Botte 22 on 100 m² and Botte 36 on 50 m²", () => {
    const quote = priceQuote(
      [
        { productId: "botte-22", surfaceM2: 100 },
        { productId: "botte-36", surfaceM2: 50 },
      ],
      SEED_CATALOGUE,
    );
    // Botte 22: 100 × 62 / 12.5 = 496 bales, 8 pallets, 100 × 20 = 2 000 € HT, 100 × 35.14 = 3 514 kg CO₂
    expect(quote.lines[0]).toMatchObject({ label: "Botte de 22", bales: 496, pallets: 8, pricePerM2: 20, amountHT: 2000 });
    expect(quote.lines[0]!.carbonKg).toBeCloseTo(3514, 6);
    // Botte 36: 50 × 28 / 7.5 = 186.7 → 187 bales, ceil(187 / 28) = 7 pallets, 50 × 25 = 1 250 € HT, 2 939 kg
    expect(quote.lines[1]).toMatchObject({ bales: 187, pallets: 7, pricePerM2: 25, amountHT: 1250 });
    expect(quote.lines[1]!.carbonKg).toBeCloseTo(2939, 6);
    // 3 250 HT, VAT 650, 3 900 TTC; trucks 8/24 + 7/28 = 0.58 → 1; 15 pallets; 6 453 kg
    expect([quote.subtotalHT, quote.vat, quote.totalTTC]).toEqual([3250, 650, 3900]);
    expect([quote.trucks, quote.pallets]).toEqual([1, 15]);
    expect(quote.carbonKg).toBeCloseTo(6453, 6);
  });

  it("ArgiBotte on 300 m² and Botte 46 on 333 m²", () => {
    const quote = priceQuote(
      [
        { productId: "argibotte", surfaceM2: 300 },
        { productId: "botte-46", surfaceM2: 333 },
      ],
      SEED_CATALOGUE,
    );
    // ArgiBotte: 300 × 62 / 12.5 = 1 488 bales, 24 pallets, 300 × 45 = 13 500 €
    expect(quote.lines[0]).toMatchObject({ bales: 1488, pallets: 24, amountHT: 13500 });
    // Botte 46: 333 × 28 / 6 = 1 554 bales, 55.5 → 56 pallets, 333 × 30 = 9 990 €
    expect(quote.lines[1]).toMatchObject({ bales: 1554, pallets: 56, amountHT: 9990 });
    // 23 490 HT, VAT 4 698, 28 188 TTC; trucks 24/22 + 56/28 = 3.09 → 4; 300 × 35.14 + 333 × 73.47 = 35 007.51 kg
    expect([quote.subtotalHT, quote.vat, quote.totalTTC]).toEqual([23490, 4698, 28188]);
    expect([quote.trucks, quote.pallets]).toEqual([4, 80]);
    expect(quote.carbonKg).toBeCloseTo(35007.51, 6);
  });

  it("rounds each line and the VAT to whole euros", () => {
    const quote = priceQuote([{ productId: "botte-22", surfaceM2: 12.34 }], SEED_CATALOGUE);
    // 12.34 × 20 = 246.80 → 247 €; VAT 247 × 0.2 = 49.4 → 49 €; 296 € TTC; 12.34 × 62 / 12.5 = 61.2 → 62 bales
    expect([quote.subtotalHT, quote.vat, quote.totalTTC]).toEqual([247, 49, 296]);
    expect(quote.lines[0]).toMatchObject({ bales: 62, pallets: 1 });
  });

  it("exactly one truck's worth of Botte 36 is one truck", () => {
    // 28 pallets × 7.5 m² = 210 m²
    expect(priceQuote([{ productId: "botte-36", surfaceM2: 210 }], SEED_CATALOGUE).trucks).toBe(1);
    expect(priceQuote([{ productId: "botte-36", surfaceM2: 210.1 }], SEED_CATALOGUE).trucks).toBe(2);
  });
});

describe("totalCarbonKg", () => {
  it("sums the selected bales with a surface, in whole kg", () => {
    // 10 × 35.14 + 10 × 58.78 = 939.2 → 939; a bale without surface counts nothing
    expect(
      totalCarbonKg([
        { productId: "botte-22", surface: 10 },
        { productId: "botte-36", surface: 10 },
        { productId: "botte-46", surface: null },
      ]),
    ).toBe(939);
  });
});

describe("isUrgentDelivery", () => {
  it("flags a date before today + 2 months, not exactly two months ahead", () => {
    expect(isUrgentDelivery("2027-01-20", "2026-11-20")).toBe(false);
    expect(isUrgentDelivery("2027-01-19", "2026-11-20")).toBe(true);
    expect(isUrgentDelivery("2026-11-20", "2026-11-20")).toBe(true);
    expect(isUrgentDelivery("2027-06-01", "2026-11-20")).toBe(false);
  });
  it("uses the end of a shorter month", () => {
    // 31 December + 2 months is 28 February
    expect(isUrgentDelivery("2027-02-27", "2026-12-31")).toBe(true);
    expect(isUrgentDelivery("2027-02-28", "2026-12-31")).toBe(false);
  });
});
