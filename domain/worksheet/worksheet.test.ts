import { describe, expect, it } from "vitest";
import { checkDecimal, decimalMessage } from "../decimal";
import {
  computeMeasurement,
  conformityClass,
  conformityRate,
  DASHBOARD_STATUS,
  dryDensity,
  measurementInputSchema,
  measurementStatus,
  nextLot,
  MEASUREMENT_RULES,
  TYPICAL_WEIGHT_KG,
} from "./worksheet";

const base = { lengthCm: 55, humidity: 10, weightType: "bale" as const };

describe("dryDensity (hand-computed)", () => {
  it("Botte 22: 5.5 kg at 10 % HR, 55 cm → 5 kg ÷ (0.22 × 0.36 × 0.55 m³) = 114.78 kg/m³", () => {
    expect(dryDensity({ ...base, baleType: "22", weightKg: 5.5 })).toBeCloseTo(5 / 0.04356, 9);
    expect(dryDensity({ ...base, baleType: "22", weightKg: 5.5 })).toBeCloseTo(114.784, 3);
  });
  it("Botte 36 and 46 share a 0.1656 m² section: 11 kg → 10 ÷ 0.09108 = 109.79", () => {
    expect(dryDensity({ ...base, baleType: "36", weightKg: 11 })).toBeCloseTo(109.794, 3);
    expect(dryDensity({ ...base, baleType: "46", weightKg: 11 })).toBeCloseTo(109.794, 3);
  });
  it("Argibotte: 15 kg → 13.636 ÷ 0.04356 = 313.048", () => {
    expect(dryDensity({ ...base, baleType: "argibotte", weightKg: 15 })).toBeCloseTo(313.048, 3);
  });
  it("autre 30 × 40 cm, 60 cm, 6.6 kg → 6 ÷ 0.072 = 83.33", () => {
    expect(
      dryDensity({
        ...base,
        lengthCm: 60,
        baleType: "autre",
        widthCm: 30,
        heightCm: 40,
        weightKg: 6.6,
      }),
    ).toBeCloseTo(83.3333, 4);
  });
  it("autre without dimensions has no density", () => {
    expect(dryDensity({ ...base, baleType: "autre", weightKg: 6.6 })).toBeUndefined();
  });
  it("a pallet weight is divided by the bales per pallet (62 / 28 / 28 / 62 / 60)", () => {
    const p = { ...base, weightType: "pallet" as const };
    expect(dryDensity({ ...p, baleType: "22", weightKg: 341 })).toBeCloseTo(114.784, 3); // 341 / 62 = 5.5
    expect(dryDensity({ ...p, baleType: "36", weightKg: 308 })).toBeCloseTo(109.794, 3); // 308 / 28 = 11
    expect(dryDensity({ ...p, baleType: "46", weightKg: 308 })).toBeCloseTo(109.794, 3);
    expect(dryDensity({ ...p, baleType: "argibotte", weightKg: 930 })).toBeCloseTo(313.048, 3); // 930 / 62 = 15
    expect(
      dryDensity({
        ...p,
        lengthCm: 60,
        baleType: "autre",
        widthCm: 30,
        heightCm: 40,
        weightKg: 396,
      }), // 396 / 60 = 6.6
    ).toBeCloseTo(83.3333, 4);
  });
  it("typical weights 5.5 / 11 / 11 / 15, 5.5 otherwise", () => {
    expect(TYPICAL_WEIGHT_KG).toEqual({
      "22": 5.5,
      "36": 11,
      "46": 11,
      argibotte: 15,
      autre: 5.5,
    });
  });
});

describe("measurementStatus (spec order)", () => {
  it("density boundaries at 10 % HR", () => {
    expect(measurementStatus(79.9, 10)).toBe("a-redensifier");
    expect(measurementStatus(80, 10)).toBe("conforme");
    expect(measurementStatus(124.9, 10)).toBe("conforme");
    expect(measurementStatus(125, 10)).toBe("trop-dense");
  });
  it("humidity boundaries come first", () => {
    expect(measurementStatus(100, 20)).toBe("conforme");
    expect(measurementStatus(100, 24)).toBe("faire-secher");
    expect(measurementStatus(50, 24)).toBe("faire-secher");
    expect(measurementStatus(100, 26)).toBe("ecarte");
    expect(measurementStatus(200, 26)).toBe("ecarte");
  });
  it("dashboard mapping: good / tolerance / other", () => {
    expect(DASHBOARD_STATUS).toEqual({
      conforme: "good",
      "trop-dense": "tolerance",
      "faire-secher": "tolerance",
      "a-redensifier": "other",
      ecarte: "other",
    });
  });
});

describe("nextLot", () => {
  it.each([
    ["L009", "L010"],
    ["A-99", "A-100"],
    ["7", "8"],
    ["009", "010"],
    ["LOT", "LOT1"],
    ["L2-05", "L2-06"],
  ])("%s → %s", (lot, next) => expect(nextLot(lot)).toBe(next));
});

describe("conformity rate and class", () => {
  it("rate is the share of Conforme", () => {
    expect(conformityRate([])).toBe(0);
    expect(conformityRate(["conforme", "trop-dense", "conforme", "ecarte"])).toBe(50);
  });
  it.each([
    [0, "na"],
    [59.9, "non-conforme"],
    [60, "attention"],
    [79.9, "attention"],
    [80, "conforme"],
    [100, "conforme"],
  ])("%s %% → %s", (rate, cls) => expect(conformityClass(rate)).toBe(cls));
});

describe("measurementInputSchema", () => {
  const valid = { ...base, baleType: "22", lot: "L001", weightKg: 5.5 };
  it("accepts a complete measurement and recomputes it", () => {
    const m = computeMeasurement(measurementInputSchema.parse(valid));
    expect(m.status).toBe("conforme");
    expect(m.dryDensity).toBeCloseTo(114.784, 3);
  });
  it("refuses autre without dimensions", () => {
    expect(measurementInputSchema.safeParse({ ...valid, baleType: "autre" }).success).toBe(false);
    expect(
      measurementInputSchema.safeParse({
        ...valid,
        baleType: "autre",
        widthCm: 30,
        heightCm: 40,
      }).success,
    ).toBe(true);
  });
  it("refuses missing or non-numeric fields", () => {
    expect(measurementInputSchema.safeParse({ ...valid, weightKg: "5" }).success).toBe(false);
    expect(measurementInputSchema.safeParse({ ...valid, lot: " " }).success).toBe(false);
    expect(measurementInputSchema.safeParse({ ...valid, lengthCm: 0 }).success).toBe(false);
    expect(measurementInputSchema.safeParse({ ...valid, baleType: "50" }).success).toBe(false);
  });
});

describe("the form's typed numbers (docs/product.md §8.9)", () => {
  it("are read by the site's one reader: a space is no digit, a dot and three decimals no guess", () => {
    // Before, every space was dropped: "12 5" weighed 125 kg.
    expect(checkDecimal("12 5", MEASUREMENT_RULES.weightKg).ok).toBe(false);
    expect(checkDecimal("1.250", MEASUREMENT_RULES.weightKg).ok).toBe(false);
    expect(checkDecimal("5,5", MEASUREMENT_RULES.weightKg)).toEqual({ ok: true, value: 5.5 });
    expect(checkDecimal("1 000", MEASUREMENT_RULES.lengthCm)).toEqual({ ok: true, value: 1000 });
  });

  it("are checked on the server against the same range, with the same message", () => {
    const refused = measurementInputSchema.safeParse({ ...base, baleType: "22", lot: "L001", weightKg: 6000 });
    expect(refused.error?.issues[0]?.message).toBe("Le poids doit être un nombre supérieur à 0 et d'au plus 5\u202f000\u00a0kg");
    expect(refused.error?.issues[0]?.message).toBe(decimalMessage(MEASUREMENT_RULES.weightKg));
  });
});
