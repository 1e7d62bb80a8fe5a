import { describe, expect, it } from "vitest";
import { PRODUCTS } from "../products";
import { SEED_OFFERS } from "../../tests/support/catalogue";
import { applyOfferChange, implausiblePallet, offerChangeSchema, readOfferNumber } from "./offer-schema";

describe("the owner's offer changes", () => {
  it("reads the numbers as the French type them", () => {
    expect(readOfferNumber("22,50")).toBe(22.5);
    expect(readOfferNumber(" 1 000 ")).toBe(1000);
    expect(readOfferNumber("")).toBeUndefined();
    expect(readOfferNumber("vingt")).toBeNull();
    // "1.250" could be 1,25 or 1 250: never guessed.
    expect(readOfferNumber("1.250")).toBeNull();
  });

  it("applies only the fields given; an empty lead time is unknown, not zero", () => {
    const change = offerChangeSchema.parse({ pricePerM2: 22.5, leadTimeWeeks: null });
    expect(applyOfferChange(SEED_OFFERS["botte-22"], change)).toEqual({
      ...SEED_OFFERS["botte-22"],
      pricePerM2: 22.5,
      leadTimeWeeks: null,
    });
    expect(offerChangeSchema.safeParse({}).success).toBe(false);
  });

  it("refuses a pallet whose bale no press makes, and keeps the real ones", () => {
    // 330 kg / 62 bales / 0.04356 m³ = 122 kg/m³; ArgiBotte 700 / 62 / 0.04356 = 259 kg/m³.
    expect(implausiblePallet(PRODUCTS["botte-22"], SEED_OFFERS["botte-22"])).toBeNull();
    expect(implausiblePallet(PRODUCTS.argibotte, SEED_OFFERS.argibotte)).toBeNull();
    // A zero dropped: 33 kg for 62 bales, 12 kg/m³.
    expect(implausiblePallet(PRODUCTS["botte-22"], { ...SEED_OFFERS["botte-22"], palletWeightKg: 33 })).toMatch(
      /^Avec 62 bottes pour 33 kg, une Botte 22 pèserait 0,5 kg, soit 12 kg\/m³/,
    );
    // One bale is singular, and a pallet's weight is written the French way.
    expect(implausiblePallet(PRODUCTS["botte-22"], { ...SEED_OFFERS["botte-22"], balesPerPallet: 1, palletWeightKg: 1500.5 })).toMatch(
      /^Avec 1 botte pour 1\s500,5 kg, une Botte 22 pèserait 1\s500,5 kg/,
    );
  });
});
