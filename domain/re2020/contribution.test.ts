import { describe, expect, it } from "vitest";
import { contribution, installationYears } from "./contribution";
import { weightOf } from "./dynamic-weights";
import { IC_CONSTRUCTION_MAX_MOYEN, periodOf } from "./thresholds";

describe("contribution", () => {
  it("counts A at year 0 and C at year 50 for a product that lasts the reference period", () => {
    const result = contribution(10, { a: 3, c: 1, d: -0.5, serviceLifeYears: 50 });
    expect(result.installations).toEqual([0]);
    expect(result.dynamic).toBeCloseTo(10 * (3 + 1 * 0.578), 10);
    expect(result.static).toBeCloseTo(40, 10);
    expect(result.moduleD).toBeCloseTo(-5, 10);
  });

  it("renews a product whose service life is under 50 years: C of the old and A of the new at each k·DVR", () => {
    // DVR 20: installed at 0, 20, 40; ends at 20, 40 and 50.
    expect(installationYears(20)).toEqual([0, 20, 40]);
    const result = contribution(1, { a: 2, c: 1, d: null, serviceLifeYears: 20 });
    const expected = 2 * (weightOf(0) + weightOf(20) + weightOf(40)) + 1 * (weightOf(20) + weightOf(40) + weightOf(50));
    expect(result.dynamic).toBeCloseTo(expected, 10);
    expect(result.static).toBeCloseTo(9, 10);
    expect(result.moduleD).toBeNull();
  });

  it("never counts storage twice: biogenic uptake and release net to zero statically, the weighting alone makes the credit", () => {
    // 50 kg CO₂ stored: −50 in A, +50 in C, 5 kg fossil in A.
    const result = contribution(1, { a: 5 - 50, c: 50, d: 0, serviceLifeYears: 50 });
    expect(result.static).toBeCloseTo(5, 10);
    expect(result.dynamic).toBeCloseTo(5 - (1 - 0.578) * 50, 10);
  });
});

describe("thresholds", () => {
  it("takes the period of the permit's filing year", () => {
    expect(periodOf(2022)).toBe(2022);
    expect(periodOf(2024)).toBe(2022);
    expect(periodOf(2025)).toBe(2025);
    expect(periodOf(2030)).toBe(2028);
    expect(periodOf(2031)).toBe(2031);
    expect(periodOf(2045)).toBe(2031);
    expect(IC_CONSTRUCTION_MAX_MOYEN.maison).toEqual({ 2022: 640, 2025: 530, 2028: 475, 2031: 415 });
    expect(IC_CONSTRUCTION_MAX_MOYEN.collectif).toEqual({ 2022: 740, 2025: 650, 2028: 580, 2031: 490 });
  });
});
