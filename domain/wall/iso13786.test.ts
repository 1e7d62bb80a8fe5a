import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { abs, arg, complex, div, mul, scale } from "./complex";
import { dynamicCharacteristics, type DynamicLayer, elementMatrix, layerXi, penetrationDepth } from "./iso13786";

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
    expect(z.xi).toBeCloseTo(xi, 12);
    const expected = div(scale(complex(1, 1), lambda / delta), sinhOneI(xi));
    // Z12 = e^((1+i)ξ)·M12.
    const z12 = mul(scale(complex(Math.cos(xi), Math.sin(xi)), Math.exp(xi)), z.matrix.m12);
    const y12 = div(complex(-1), z12);
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

  it("a wall far thicker than any wave crosses: no overflow, a finite lag", () => {
    // 20 layers of 2 m of earth (ξ ≈ 54 each, Σξ ≈ 1080): e^Σξ would overflow a double. No time limit here (one
    // failed at 589 ms for 200 ms with the cores shared): no test depends on the machine's speed, and a computation
    // that ran away would hit the test's timeout.
    const earth: DynamicLayer = { kind: "solid", thicknessM: 2, lambda: 0.1, density: 2000, specificHeat: 1000 };
    const result = dynamicCharacteristics(
      Array.from({ length: 20 }, () => earth),
      0.13,
      0.04,
      1 / 400.17,
    );
    expect(result.periodicTransmittance).toBe(0);
    expect(Number.isFinite(result.timeShiftUnwrappedHours)).toBe(true);
    expect(Number.isFinite(result.admittanceInside)).toBe(true);
    // The lag is then ξ·T/2π to within a few hours: (Σξ)·24/2π ≈ 4100 h.
    const sumXi = 20 * (2 / penetrationDepth(0.1, 2000, 1000, DAY));
    expect(Math.abs(result.timeShiftUnwrappedHours - (sumXi * 24) / (2 * Math.PI))).toBeLessThan(24);
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

/**
 * The unwrapped lag by brute force, the plain way: arg Y12 (scale included) followed over 4000+ steps even in √ω. Only
 * usable while e^Σξ fits in a double, which the walls below respect.
 */
function bruteForceUnwrappedLag(layers: DynamicLayer[], rsi: number, rse: number): number {
  const sumXi = layers.reduce((sum, layer) => sum + layerXi(layer, DAY), 0);
  const steps = Math.max(4000, Math.ceil(sumXi / 0.02));
  let phase = 0;
  for (let k = 1; k <= steps; k++) {
    const s = k / steps;
    const z = elementMatrix(layers, rsi, rse, DAY / (s * s));
    const z12 = mul(scale(complex(Math.cos(z.xi), Math.sin(z.xi)), Math.exp(z.xi)), z.matrix.m12);
    let step = arg(div(complex(-1), z12)) - phase;
    step -= 2 * Math.PI * Math.round(step / (2 * Math.PI));
    phase += step;
  }
  return (-phase * 24) / (2 * Math.PI);
}

describe("unwrapped lag against brute force", () => {
  const layerArbitrary = fc.oneof(
    fc.record({
      kind: fc.constant("solid" as const),
      thicknessM: fc.double({ min: 0.001, max: 0.6, noNaN: true }),
      lambda: fc.double({ min: 0.03, max: 2.5, noNaN: true }),
      density: fc.double({ min: 15, max: 2400, noNaN: true }),
      specificHeat: fc.double({ min: 800, max: 2200, noNaN: true }),
    }),
    fc.record({ kind: fc.constant("resistance" as const), r: fc.double({ min: 0.01, max: 0.25, noNaN: true }) }),
  );

  it("agrees on random stacks (seeded)", () => {
    fc.assert(
      fc.property(fc.array(layerArbitrary, { minLength: 1, maxLength: 6 }), (layers) => {
        const u = 1 / (0.17 + layers.reduce((sum, l) => sum + (l.kind === "solid" ? l.thicknessM / l.lambda : l.r), 0));
        const ours = dynamicCharacteristics(layers, 0.13, 0.04, u).timeShiftUnwrappedHours;
        expect(Math.abs(ours - bruteForceUnwrappedLag(layers, 0.13, 0.04))).toBeLessThan(1e-6);
      }),
      { seed: 13786, numRuns: 40 },
    );
  });
});
