import { describe, expect, it } from "vitest";
import { bridgeFraction, combinedMethod, type SteadyLayer, unventilatedAirLayerResistance } from "./iso6946";

describe("unventilated air layers (EN ISO 6946 table, linear between rows)", () => {
  it("reads the rows and interpolates between them", () => {
    expect(unventilatedAirLayerResistance(25, "wall")).toBeCloseTo(0.18, 12);
    expect(unventilatedAirLayerResistance(20, "wall")).toBeCloseTo(0.175, 12);
    expect(unventilatedAirLayerResistance(15, "roof")).toBeCloseTo(0.16, 12);
    expect(unventilatedAirLayerResistance(75, "floor")).toBeCloseTo(0.215, 12);
    expect(unventilatedAirLayerResistance(300, "floor")).toBeCloseTo(0.23, 12);
    expect(unventilatedAirLayerResistance(500, "floor")).toBeCloseTo(0.23, 12);
  });
});

describe("combined method", () => {
  const rsi = 0.13;
  const rse = 0.04;

  it("a straw wall with studs, by hand", () => {
    // 360 mm of straw (λ 0.052) between studs (λ 0.12) at f = 0.1, then 60 mm of wood fibre (λ 0.045).
    const layers: SteadyLayer[] = [
      { thicknessM: 0.36, r: 0.36 / 0.052, bridge: { r: 0.36 / 0.12, fraction: 0.1 } },
      { thicknessM: 0.06, r: 0.06 / 0.045 },
    ];
    const result = combinedMethod(layers, rsi, rse);
    const rA = rsi + 0.36 / 0.052 + 0.06 / 0.045 + rse; // 8.42641
    const rB = rsi + 0.36 / 0.12 + 0.06 / 0.045 + rse; // 4.50333
    const upper = 1 / (0.9 / rA + 0.1 / rB); // 7.75117
    const lower = rsi + 0.36 / (0.9 * 0.052 + 0.1 * 0.12) + 0.06 / 0.045 + rse; // 7.62578
    expect(result.rUpper).toBeCloseTo(upper, 12);
    expect(result.rUpper).toBeCloseTo(7.75117, 5);
    expect(result.rLower).toBeCloseTo(lower, 12);
    expect(result.rLower).toBeCloseTo(7.62578, 5);
    expect(result.rTotal).toBeCloseTo((upper + lower) / 2, 12);
    expect(result.maxRelativeError).toBeCloseTo((upper - lower) / (upper + lower), 12);
    expect(result.maxRelativeError).toBeCloseTo(0.008154, 6);
    expect(result.rClearField).toBeCloseTo(rA, 12);
    expect(result.sections).toBe(2);
  });

  it("layers with the same fraction are one frame; different fractions are crossed frames", () => {
    const straw = { thicknessM: 0.36, r: 0.36 / 0.052, bridge: { r: 0.36 / 0.12, fraction: 0.1 } };
    const serviceAligned = { thicknessM: 0.045, r: 0.045 / 0.035, bridge: { r: 0.045 / 0.12, fraction: 0.1 } };
    const aligned = combinedMethod([straw, serviceAligned], rsi, rse);
    const rA = rsi + rse + straw.r + serviceAligned.r;
    const rB = rsi + rse + straw.bridge.r + serviceAligned.bridge.r;
    expect(aligned.rUpper).toBeCloseTo(1 / (0.9 / rA + 0.1 / rB), 12);

    const serviceCrossed = { ...serviceAligned, bridge: { ...serviceAligned.bridge, fraction: 0.08 } };
    const crossed = combinedMethod([straw, serviceCrossed], rsi, rse);
    const section = (studs: boolean, battens: boolean) =>
      rsi + rse + (studs ? straw.bridge.r : straw.r) + (battens ? serviceCrossed.bridge.r : serviceCrossed.r);
    const conductance =
      (0.9 * 0.92) / section(false, false) +
      (0.1 * 0.92) / section(true, false) +
      (0.9 * 0.08) / section(false, true) +
      (0.1 * 0.08) / section(true, true);
    expect(crossed.rUpper).toBeCloseTo(1 / conductance, 12);
    expect(crossed.sections).toBe(4);
  });

  it("without a bridge the bounds coincide with the plain sum", () => {
    const result = combinedMethod([{ thicknessM: 0.2, r: 5 }], rsi, rse);
    expect(result.rUpper).toBe(result.rLower);
    expect(result.rTotal).toBeCloseTo(5.17, 12);
    expect(result.maxRelativeError).toBe(0);
  });

  it("f from stud width and spacing", () => {
    expect(bridgeFraction(45, 600)).toBeCloseTo(0.075, 12);
  });
});
