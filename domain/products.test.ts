import { describe, expect, it } from "vitest";
import {
  CARBON_STORAGE_RANGE,
  PRODUCT_IDS,
  PRODUCTS,
  PRODUCT_LIST,
  baleVolume,
  surfacePerBale,
  theProduct,
  weightPerBale,
} from "./products";
import { SEED_CATALOGUE } from "../tests/support/catalogue";

describe("product module", () => {
  it("holds the four products in catalogue order", () => {
    expect(PRODUCT_LIST.map((p) => p.label)).toEqual(["Botte 22", "Botte 36", "Botte 46", "ArgiBotte"]);
    for (const id of PRODUCT_IDS) expect(PRODUCTS[id].id).toBe(id);
  });

  it("derives the surface per bale from the pallet: surface per pallet / bales per pallet", () => {
    // 12.5 / 62 = 0.20161…; 7.5 / 28 = 0.26785…; 6 / 28 = 0.21428…
    expect(surfacePerBale(PRODUCTS["botte-22"])).toBeCloseTo(0.201613, 6);
    expect(surfacePerBale(PRODUCTS["botte-36"])).toBeCloseTo(0.267857, 6);
    expect(surfacePerBale(PRODUCTS["botte-46"])).toBeCloseTo(0.214286, 6);
    expect(surfacePerBale(PRODUCTS.argibotte)).toBeCloseTo(0.201613, 6);
  });

  it("gives the bale volume and weight", () => {
    // 0.22 × 0.36 × 0.55 = 0.04356 m³; 330 kg / 62 = 5.3226 kg; ArgiBotte 700 / 62 = 11.29 kg
    expect(baleVolume(PRODUCTS["botte-22"])).toBeCloseTo(0.04356, 8);
    expect(weightPerBale(SEED_CATALOGUE["botte-22"])).toBeCloseTo(5.3226, 4);
    expect(weightPerBale(SEED_CATALOGUE.argibotte)).toBeCloseTo(11.2903, 4);
  });

  it("quotes the carbon storage range of docs/product.md §1 (35 to 73 kg CO₂/m²)", () => {
    expect(CARBON_STORAGE_RANGE).toEqual({ min: 35, max: 73 });
  });

  it("keeps the wall thickness equal to the bale width", () => {
    for (const product of PRODUCT_LIST) expect(product.width * 1000).toBeCloseTo(product.thicknessMm, 6);
  });
});

describe("theProduct", () => {
  it("elides the article before a vowel: l'ArgiBotte, la Botte 22", () => {
    expect(theProduct(PRODUCTS.argibotte)).toBe(`l'${PRODUCTS.argibotte.label}`);
    expect(theProduct(PRODUCTS["botte-22"])).toBe(`la ${PRODUCTS["botte-22"].label}`);
  });
});
