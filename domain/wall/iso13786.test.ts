import { describe, expect, it } from "vitest";
import { abs, arg, complex, div, mul, scale } from "./complex";
import { dynamicCharacteristics, type DynamicLayer, elementMatrix, penetrationDepth } from "./iso13786";

const DAY = 86_400;

/** sinh((1+i)ξ) = sinh ξ cos ξ + i cosh ξ sin ξ. */
function sinhOneI(xi: number) {
  return complex(Math.sinh(xi) * Math.cos(xi), Math.cosh(xi) * Math.sin(xi));
}

describe("EN ISO 13786 layer matrices", () => {
  // A slab with ρc = 1e6 J/(m³·K) and λ = 1 W/(m·K): δ = √(T/(π·10⁶)) ≈ 0.1658 m at 24 h.
  const lambda = 1;
  const density = 1000;
  const specificHeat = 1000;
  const delta = penetrationDepth(lambda, density, specificHeat, DAY);

  it("a bare slab matches the closed form Y12 = λ(1+i)/(δ·sinh((1+i)ξ))", () => {
    const xi = 1.7;
    const slab: DynamicLayer = { kind: "solid", thicknessM: xi * delta, lambda, density, specificHeat };
    const z = elementMatrix([slab], 0, 0, DAY);
    const expected = div(scale(complex(1, 1), lambda / delta), sinhOneI(xi));
    const y12 = div(complex(-1), z.m12);
    expect(abs(y12)).toBeCloseTo(abs(expected), 12);
    expect(arg(y12)).toBeCloseTo(arg(expected), 12);
  });

  it("unwraps the lag of a thick slab beyond 24 h: (ξ − π/4)·T/2π for large ξ", () => {
    // ξ = 10: sinh((1+i)ξ) ≈ e^{ξ}e^{iξ}/2, so arg Y12 = π/4 − ξ, i.e. a lag of 35.197 h, principal value 11.197 h.
    const xi = 10;
    const slab: DynamicLayer = { kind: "solid", thicknessM: xi * delta, lambda, density, specificHeat };
    const u = 1 / (xi * delta);
    const result = dynamicCharacteristics([slab], 0, 0, u);
    const lag = ((xi - Math.PI / 4) * 24) / (2 * Math.PI);
    expect(lag).toBeCloseTo(35.197, 3);
    expect(result.timeShiftUnwrappedHours).toBeCloseTo(lag, 6);
    expect(result.timeShiftHours).toBeCloseTo(lag - 24, 6);
  });

  it("a thin slab: κ1 = κ2 → ρcd/2 and the decrement factor → 1", () => {
    const d = 0.001;
    const result = dynamicCharacteristics([{ kind: "solid", thicknessM: d, lambda, density, specificHeat }], 0, 0, lambda / d);
    expect(result.kappaInside).toBeCloseTo((density * specificHeat * d) / 2 / 1000, 4);
    expect(result.kappaOutside).toBeCloseTo(result.kappaInside, 9);
    expect(result.decrementFactor).toBeCloseTo(1, 6);
  });

  it("pure resistances: no lag, no damping, no heat capacity", () => {
    const r = 0.18;
    const result = dynamicCharacteristics([{ kind: "resistance", r }], 0.13, 0.04, 1 / (0.13 + r + 0.04));
    expect(result.periodicTransmittance).toBeCloseTo(1 / 0.35, 12);
    expect(result.decrementFactor).toBeCloseTo(1, 12);
    expect(result.timeShiftHours).toBe(0);
    expect(result.timeShiftUnwrappedHours).toBeCloseTo(0, 12);
    expect(result.kappaInside).toBe(0);
  });

  it("the complex helper multiplies and divides", () => {
    const a = complex(3, -2);
    const b = complex(-1, 4);
    const product = mul(a, b);
    expect(product).toEqual({ re: 5, im: 14 });
    const back = div(product, b);
    expect(back.re).toBeCloseTo(3, 12);
    expect(back.im).toBeCloseTo(-2, 12);
  });
});
