import { describe, expect, it } from "vitest";
import { REFERENCE_PERIOD_YEARS, WEIGHTS, weightOf } from "./dynamic-weights";

/** IPCC AR5 impulse response of CO₂ (the formula the weighting is built on): AGWP up to a horizon, in a0-years. */
function agwpCo2(horizon: number): number {
  const a0 = 0.2173;
  const pools = [
    { a: 0.224, tau: 394.4 },
    { a: 0.2824, tau: 36.54 },
    { a: 0.2763, tau: 4.304 },
  ];
  return a0 * horizon + pools.reduce((sum, { a, tau }) => sum + a * tau * (1 - Math.exp(-horizon / tau)), 0);
}

const formula = (year: number) => agwpCo2(100 - year) / agwpCo2(100);

describe("the dynamic weighting table", () => {
  it("has one weight for each year of the 50-year reference period, falling every year", () => {
    expect(WEIGHTS).toHaveLength(REFERENCE_PERIOD_YEARS + 1);
    for (let year = 1; year <= REFERENCE_PERIOD_YEARS; year++) expect(WEIGHTS[year]!).toBeLessThan(WEIGHTS[year - 1]!);
  });

  it("matches the AR5 formula to the table's rounding at every year", () => {
    for (let year = 0; year <= REFERENCE_PERIOD_YEARS; year++) {
      expect(Math.abs(weightOf(year) - formula(year)), `year ${year}`).toBeLessThanOrEqual(0.0005);
    }
  });

  it("gives the values published around the arrêté of 4 August 2021", () => {
    expect(weightOf(0)).toBe(1);
    expect(weightOf(1)).toBe(0.992);
    expect(weightOf(10)).toBe(0.921);
    expect(weightOf(25)).toBe(0.798);
    expect(weightOf(40)).toBe(0.669);
    expect(weightOf(50)).toBe(0.578);
  });

  it("has no weight outside the reference period or between years", () => {
    expect(() => weightOf(51)).toThrow(RangeError);
    expect(() => weightOf(-1)).toThrow(RangeError);
    expect(() => weightOf(2.5)).toThrow(RangeError);
  });
});
