import { describe, expect, it } from "vitest";
import { scaledIndicator, STRAW_REFERENCE_INDICATORS } from "../fdes-reference";
import { PRODUCTS } from "../products";
import { sampleGwpStages } from "./sample-gwp-stages";

describe("sampleGwpStages", () => {
  it.each(Object.values(PRODUCTS).map((product) => [product.label, product] as const))(
    "sums to the reference total for %s, the bale's declared biogenic CO₂ taken up in A1-A3 and given back in C1-C4",
    (_label, product) => {
      const stages = sampleGwpStages(product);
      const total = scaledIndicator(STRAW_REFERENCE_INDICATORS.gwpTotal, product.thicknessMm).value;
      expect(stages.a1a3 + stages.a4a5 + stages.b + stages.c).toBeCloseTo(total, 10);
      expect(stages.biogenicCo2).toBe(product.carbonStoragePerM2);
      expect(stages.a1a3).toBeLessThan(0);
      expect(stages.c).toBeGreaterThan(stages.biogenicCo2);
    },
  );
});
