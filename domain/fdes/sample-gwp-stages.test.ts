import { describe, expect, it } from "vitest";
import { scaledIndicator, STRAW_REFERENCE_INDICATORS } from "../fdes-reference";
import { strawStoredCarbonPerM2 } from "../wall/carbon";
import { sampleGwpStages } from "./sample-gwp-stages";

describe("sampleGwpStages", () => {
  it.each([220, 360, 460])("sums to the reference total at %i mm, the straw's biogenic CO₂ in A1-A3 and back in C1-C4", (thicknessMm) => {
    const stages = sampleGwpStages(thicknessMm);
    const total = scaledIndicator(STRAW_REFERENCE_INDICATORS.gwpTotal, thicknessMm).value;
    expect(stages.a1a3 + stages.a4a5 + stages.b + stages.c).toBeCloseTo(total, 10);
    expect(stages.biogenicCo2).toBe(strawStoredCarbonPerM2(thicknessMm).co2Kg);
    expect(stages.a1a3).toBeLessThan(0);
    expect(stages.c).toBeGreaterThan(stages.biogenicCo2);
  });

  it("takes the biogenic carbon of EN 16449: 44/12 × 0.44 × 100 kg/m³ × 0.36 m = 58.08 kg CO₂ for 36 cm", () => {
    const { co2Kg, carbonKg } = strawStoredCarbonPerM2(360);
    expect(co2Kg).toBeCloseTo(58.08, 6);
    expect(carbonKg).toBeCloseTo(15.84, 6);
  });
});
