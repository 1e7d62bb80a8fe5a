import { describe, expect, it } from "vitest";
import { carbonFromCo2, scaledIndicator, STRAW_REFERENCE_INDICATORS } from "./fdes-reference";

describe("fdes-reference", () => {
  it("scales a value and its range with the thickness of straw", () => {
    // 5.1 kg CO₂ eq. for 360 mm; 220 mm is 220/360 of it: 3.1166…, range 2–10 → 1.222… to 6.111…
    const scaled = scaledIndicator(STRAW_REFERENCE_INDICATORS.gwpTotal, 220);
    expect(scaled.value).toBeCloseTo(3.1167, 4);
    expect(scaled.range?.[0]).toBeCloseTo(1.2222, 4);
    expect(scaled.range?.[1]).toBeCloseTo(6.1111, 4);
    expect(scaled.status).toBe("derived");
    expect(scaledIndicator(STRAW_REFERENCE_INDICATORS.gwpLuluc, 460).range).toBeNull();
  });

  it("turns a biogenic storage in kg CO₂ into kg of carbon", () => {
    // 35.14 × 12 / 44 = 9.5836…, the 9.58 kg C for Botte 22 of domain/fdes-reference.ts.
    expect(carbonFromCo2(35.14)).toBeCloseTo(9.5836, 4);
  });

  it("keeps every indicator marked as derived or estimate, never as data", () => {
    for (const indicator of Object.values(STRAW_REFERENCE_INDICATORS)) {
      expect(["derived", "estimate"]).toContain(indicator.status);
    }
  });
});
