import { describe, expect, it } from "vitest";
import { DEFAULT_CLIMATE, glaser, saturationPressure } from "./glaser";

describe("saturation pressure (EN ISO 13788 Annex E)", () => {
  it("over water and over ice", () => {
    // Steam tables: 2337 Pa at 20 °C, 401.7 Pa over ice at −5 °C; the Annex E fit gives 2336.95 and 401.18.
    expect(saturationPressure(20)).toBeCloseTo(2336.95, 2);
    expect(saturationPressure(0)).toBe(610.5);
    expect(saturationPressure(-5)).toBeCloseTo(401.2, 0);
  });
});

describe("Glaser, one design condition", () => {
  // 200 mm of mineral wool (λ 0.04, μ 1) inside a 10 mm vapour-tight outer board (λ 0.13, sd 10 m): the textbook
  // case of a wall that condenses at the back of its outer board.
  const wool = { thicknessMm: 200, r: 0.2 / 0.04, sd: 0.2 };
  const board = { thicknessMm: 10, r: 0.01 / 0.13, sd: 10 };

  it("condenses at the interface, at the rate of the flux in minus the flux out", () => {
    const result = glaser([wool, board], 0.13, 0.04, DEFAULT_CLIMATE);
    // By hand: R_T = 5.24692, q = 25/R_T = 4.76467 W/m², θ at the interface = 20 − q·(0.13 + 5) = −4.4429 °C.
    const rT = 0.13 + 5 + 0.01 / 0.13 + 0.04;
    const thetaInterface = 20 - (25 / rT) * 5.13;
    expect(thetaInterface).toBeCloseTo(-4.4429, 4);
    expect(result.interfaceTemperatures[1]).toBeCloseTo(thetaInterface, 12);
    const pInside = 0.5 * saturationPressure(20); // 1168.5 Pa
    const pOutside = 0.8 * saturationPressure(-5); // 321.0 Pa
    const pPlane = saturationPressure(thetaInterface); // 420.7 Pa
    expect(result.condensation.occurs).toBe(true);
    expect(result.condensation.planes).toHaveLength(1);
    const plane = result.condensation.planes[0]!;
    expect(plane.xMm).toBe(200);
    expect(plane.sd).toBeCloseTo(0.2, 12);
    expect(plane.layerIndex).toBe(0);
    expect(plane.vapourPressure).toBeCloseTo(pPlane, 9);
    // g = δ0·[(p_i − p_c)/0.2 − (p_c − p_e)/10] = 2·10⁻¹⁰ × 3728 kg/(m²·s) ≈ 2.685 g/(m²·h).
    const rate = 2e-10 * ((pInside - pPlane) / 0.2 - (pPlane - pOutside) / 10) * 3.6e6;
    expect(rate).toBeCloseTo(2.685, 3);
    expect(result.condensation.rateGPerM2H).toBeCloseTo(rate, 9);
    expect(result.sdTotal).toBeCloseTo(10.2, 12);
  });

  it("the same layers turned round (tight inside, open outside) stay dry", () => {
    const result = glaser([{ ...board }, { ...wool }], 0.13, 0.04, DEFAULT_CLIMATE);
    expect(result.condensation.occurs).toBe(false);
    expect(result.condensation.rateGPerM2H).toBe(0);
    // The vapour line is then straight between the two air pressures.
    const last = result.profile[result.profile.length - 1]!;
    expect(last.vapourPressure).toBeCloseTo(0.8 * saturationPressure(-5), 9);
  });

  it("the vapour pressure never exceeds saturation along the profile", () => {
    const result = glaser([wool, board], 0.13, 0.04, DEFAULT_CLIMATE);
    for (const point of result.profile) expect(point.vapourPressure).toBeLessThanOrEqual(point.saturationPressure + 1e-9);
    expect(result.profile).toHaveLength(1 + 2 * 20);
  });
});
