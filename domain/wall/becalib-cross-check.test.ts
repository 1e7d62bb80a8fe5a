import { describe, expect, it } from "vitest";
import { computeWall } from "./compute-wall";
import { SURFACE_RESISTANCES, unventilatedAirLayerResistance } from "./iso6946";
import { type WallRequest, wallRequestSchema } from "./wall-schema";

/**
 * Cross-check against a public implementation of the same equations (docs/decisions/0014-wall-physics.md §6):
 * SimoneAragno/becalib (Python, MIT), snapshot 35cdbbe ("readme and colab notebooks updated"). Every figure it prints
 * for a wall whose layers it publishes is reproduced here, from:
 * - src/tests/test_components.py: test_wall_values, test_wall_values_2, test_wall_fr, test_layer, test_air_layer_get_values_fr;
 * - src/tests/test_air_resistances.py;
 * - src/BECALIB_DEMO_EN.ipynb (cell 13, printed output) and src/BECALIB_DEMO_FR.ipynb (cells 11 and 13: layer table and printed output);
 * - README.md §4 "Print values" and its layer-table image docs/images/becalib_comp_dataframe_en.png, and the table of
 *   docs/images/becalib_screenshots.jpg.
 * No code was taken from it: ours follows the standards' equations (0014 §2). Conventions match: layers inside → outside,
 * Z = Z_se·Z_N⋯Z_1·Z_si, time shift as a positive lag (becalib: arg(Z12)·T/2π + T/2, the same value modulo 24 h).
 *
 * Each figure is checked to its printed digit: |ours − printed| ≤ half a unit of the last printed decimal. The one
 * exception is named where it occurs, with the reason.
 */

function printedDecimals(printed: string): number {
  const dot = printed.indexOf(".");
  return dot < 0 ? 0 : printed.length - dot - 1;
}

/** Ours agrees with a figure printed as `printed` (a string, so its number of decimals is kept). */
function expectPrinted(ours: number, printed: string) {
  const halfUnit = 0.5 * 10 ** -printedDecimals(printed);
  // A hair over half a unit, for the binary representation of the printed decimal.
  expect(Math.abs(ours - Number(printed)), `ours ${ours} vs printed ${printed}`).toBeLessThanOrEqual(halfUnit * (1 + 1e-9));
}

type Values = { thicknessMm: number; lambda: number; density: number; specificHeat: number };
const layer = ({ thicknessMm, lambda, density, specificHeat }: Values) => ({ thicknessMm, lambda, density, specificHeat, mu: 1 });
const air = (thicknessMm: number) => ({ thicknessMm, materialId: "air-unventilated" });

function compute(element: WallRequest["element"], layers: WallRequest["layers"]) {
  return computeWall(wallRequestSchema.parse({ element, layers }));
}

// The walls, as becalib's files define them (thickness in m there, mm here; c in J/(kg·K)).
const concrete = (thicknessMm: number) => layer({ thicknessMm, lambda: 1.8, density: 2400, specificHeat: 1000 });
const brickA = layer({ thicknessMm: 80, lambda: 0.35, density: 750, specificHeat: 840 });
const brickB = layer({ thicknessMm: 120, lambda: 0.8, density: 1800, specificHeat: 840 });
const insulation50 = layer({ thicknessMm: 50, lambda: 0.035, density: 175, specificHeat: 840 });
const plaster = layer({ thicknessMm: 20, lambda: 0.9, density: 1400, specificHeat: 840 });

describe("becalib src/tests/test_components.py", () => {
  it("test_wall_values: concrete 30 / insulation 10 / brick 8 / brick 12 / plaster 2, horizontal flow", () => {
    const wall = compute("wall", [
      concrete(300),
      layer({ thicknessMm: 100, lambda: 0.034, density: 70, specificHeat: 700 }),
      brickA,
      brickB,
      plaster,
    ]);
    expectPrinted(wall.thicknessMm / 1000, "0.62");
    expectPrinted(wall.decrementFactor, "0.03239");
    expectPrinted(wall.timeShiftHours, "17.854");
    expectPrinted(wall.periodicTransmittance, "0.008804");
    expectPrinted(wall.admittanceInside, "5.7303");
    expectPrinted(wall.admittanceOutside, "7.7158");
    // Printed 78.7761; ours (and becalib's own algorithm gives 78.7758 too) is 78.77579. The expected values of
    // this test are copied from an Italian EN ISO 13786 tool (its comments), and becalib asserts them at a relative
    // tolerance of 0.1 %: the last digit is that tool's, not becalib's. Gap: 4·10⁻⁶ relative. Every other figure of
    // the same wall agrees to its last digit, κ2 included, so the matrices are not in question.
    expect(Math.abs(wall.kappaInside - 78.7761) / 78.7761).toBeLessThan(5e-6);
    expectPrinted(wall.kappaInside, "78.776");
    expectPrinted(wall.kappaOutside, "106.035");
    expectPrinted(wall.arealMass, "1031");
    expectPrinted(wall.rTotal, "3.679");
    expectPrinted(wall.uValue, "0.272");
    expectPrinted(wall.arealHeatCapacity, "980");
    expectPrinted(wall.timeConstantHours, "1002");
    // Homogeneous wall: the combined method's bounds coincide.
    expect(wall.rUpper).toBe(wall.rLower);
    expect(wall.timeShiftUnwrappedHours).toBeCloseTo(wall.timeShiftHours, 9);
  });

  const wall2Layers = [concrete(100), air(100), brickA, brickB, insulation50, plaster];

  it("test_wall_values_2: the same with a 100 mm air layer (its 'Do' direction is overridden by the wall's)", () => {
    const wall = compute("wall", wall2Layers);
    expectPrinted(wall.thicknessMm / 1000, "0.47");
    expectPrinted(wall.decrementFactor, "0.06014");
    expectPrinted(wall.timeShiftHours, "13.376");
    expectPrinted(wall.periodicTransmittance, "0.026908");
    expectPrinted(wall.admittanceInside, "6.0131");
    expectPrinted(wall.admittanceOutside, "1.9639");
    expectPrinted(wall.kappaInside, "82.966");
    expectPrinted(wall.kappaOutside, "27.034");
    expectPrinted(wall.arealMass, "553");
    expectPrinted(wall.rTotal, "2.235");
    expectPrinted(wall.uValue, "0.447");
    expectPrinted(wall.arealHeatCapacity, "503");
    expectPrinted(wall.timeConstantHours, "312");
  });

  it("BECALIB_DEMO_FR.ipynb, same wall: printed summary (cell 13) and layer table (cell 11)", () => {
    const wall = compute("wall", wall2Layers);
    expectPrinted(wall.thicknessMm / 1000, "0.470");
    expectPrinted(wall.rTotal, "2.235");
    expectPrinted(wall.uValue, "0.447");
    expectPrinted(wall.decrementFactor, "0.060");
    expectPrinted(wall.timeShiftHours, "13.4");
    expectPrinted(wall.kappaInside, "82.966");
    expectPrinted(wall.arealMass, "552.8");
    expectPrinted(wall.rsi, "0.130");
    expectPrinted(wall.rse, "0.040");
    const printedR = ["0.056", "0.180", "0.229", "0.150", "1.429", "0.022"];
    wall.layers.forEach((result, i) => expectPrinted(result.r!, printedR[i]!));
    const diffusivity = ["0.750", null, "0.556", "0.529", "0.238", "0.765"];
    const effusivity = ["2078.5", null, "469.6", "1099.8", "71.7", "1028.8"];
    wall.layers.forEach((result, i) => {
      const d = diffusivity[i];
      const e = effusivity[i];
      if (d && e) {
        expectPrinted(result.diffusivityMm2PerS!, d);
        expectPrinted(result.effusivity!, e);
      } else {
        expect(result.diffusivityMm2PerS).toBeNull();
      }
    });
  });

  it("test_wall_fr and the table of docs/images/becalib_screenshots.jpg: the same wall with downward flow", () => {
    const wall = compute("floor", wall2Layers);
    // "Résistance: 2.315 [m²K/W] Rsi and Rse included".
    expectPrinted(wall.rTotal, "2.315");
    expectPrinted(wall.rsi, "0.170");
    expectPrinted(wall.rse, "0.040");
    const printedR = ["0.056", "0.220", "0.229", "0.150", "1.429", "0.022"];
    wall.layers.forEach((result, i) => expectPrinted(result.r!, printedR[i]!));
    // The screenshot's wave chart ("Time shift: 6.0 [h]", "Decrement factor: 0.25") is not this wall's: ours and
    // becalib's algos.py both give 13.76 h and 0.0468 for it, and no published wall of becalib has 6.0 h / 0.25. The chart function takes any pair
    // (charts.py plot_sinusoidal_wave); the pair drawn is not tied to published layers, so it cannot be checked.
    expect(wall.timeShiftHours).toBeGreaterThan(13);
  });

  it("test_layer: diffusivity and effusivity of a plaster (0.21 W/(m·K), 1150 kg/m³, 1100 J/(kg·K))", () => {
    const wall = compute("wall", [layer({ thicknessMm: 150, lambda: 0.21, density: 1150, specificHeat: 1100 })]);
    const plasterLayer = wall.layers[0]!;
    // Asserted there at a relative tolerance of 1 %.
    expect(Math.abs(plasterLayer.diffusivityMm2PerS! - 0.166) / 0.166).toBeLessThan(0.01);
    expect(Math.abs(plasterLayer.effusivity! - 515.41) / 515.41).toBeLessThan(0.01);
  });

  it("test_air_layer_get_values_fr: a 190 mm air layer, upward flow, prints λ = 1.188 W/(m·K)", () => {
    const wall = compute("roof", [air(190)]);
    expectPrinted(0.19 / wall.layers[0]!.r!, "1.188");
  });
});

describe("becalib BECALIB_DEMO_EN.ipynb and README.md: concrete 15 / air 10 / bricks 12 / insulation 5 / plaster 2", () => {
  const layers = [concrete(150), air(100), brickB, insulation50, plaster];

  it("notebook, horizontal flow (cell 13)", () => {
    const wall = compute("wall", layers);
    expectPrinted(wall.thicknessMm / 1000, "0.440");
    expectPrinted(wall.rTotal, "2.034");
    expectPrinted(wall.uValue, "0.492");
    expectPrinted(wall.decrementFactor, "0.074");
    expectPrinted(wall.timeShiftHours, "12.6");
    expectPrinted(wall.kappaInside, "82.639");
    expectPrinted(wall.arealMass, "612.8");
  });

  it("README §4, the same wall printed with downward flow, and its layer-table image", () => {
    const wall = compute("floor", layers);
    expectPrinted(wall.thicknessMm / 1000, "0.440");
    expectPrinted(wall.rTotal, "2.114");
    expectPrinted(wall.uValue, "0.473");
    expectPrinted(wall.decrementFactor, "0.055");
    expectPrinted(wall.timeShiftHours, "13.0");
    expectPrinted(wall.kappaInside, "67.185");
    expectPrinted(wall.arealMass, "612.8");
    expectPrinted(wall.rsi, "0.170");
    const printedR = ["0.083", "0.220", "0.150", "1.429", "0.022"];
    wall.layers.forEach((result, i) => expectPrinted(result.r!, printedR[i]!));
    const diffusivity = ["0.750", null, "0.529", "0.238", "0.765"];
    const effusivity = ["2078.5", null, "1099.8", "71.7", "1028.8"];
    wall.layers.forEach((result, i) => {
      if (diffusivity[i]) expectPrinted(result.diffusivityMm2PerS!, diffusivity[i]!);
      if (effusivity[i]) expectPrinted(result.effusivity!, effusivity[i]!);
    });
  });
});

describe("becalib src/tests/test_air_resistances.py", () => {
  it("surface resistances by direction", () => {
    expect(SURFACE_RESISTANCES.wall).toEqual({ rsi: 0.13, rse: 0.04 });
    expect(SURFACE_RESISTANCES.roof).toEqual({ rsi: 0.1, rse: 0.04 });
    expect(SURFACE_RESISTANCES.floor).toEqual({ rsi: 0.17, rse: 0.04 });
  });

  it("unventilated air layers", () => {
    expect(unventilatedAirLayerResistance(5, "floor")).toBeCloseTo(0.11, 12);
    expect(unventilatedAirLayerResistance(15, "floor")).toBeCloseTo(0.17, 12);
    expect(unventilatedAirLayerResistance(10, "roof")).toBeCloseTo(0.15, 12);
    expect(unventilatedAirLayerResistance(0, "wall")).toBe(0);
    expect(unventilatedAirLayerResistance(2000, "wall")).toBeCloseTo(0.18, 12);
  });
});

/**
 * Beyond the printed digits: becalib's own functions (src/becalib/algos.py, air_resistances.py and layers.py at
 * 35cdbbe, run with numpy 2.4 outside this repository on 2026-11-25) give, for the same five walls, the figures below
 * to full double precision. Ours agree to 1e-9 relative: the two implementations compute the same thing, and the
 * one digit of §"test_wall_values" that differs (κ1) is the Italian tool's rounding, not ours.
 * Order: R_T, |Y12|, f, Δt, |Y11|, |Y22|, κ1, κ2, areal mass.
 */
describe("becalib's algos.py run on its published walls, full precision", () => {
  const wall2 = [concrete(100), air(100), brickA, brickB, insulation50, plaster];
  const notebookWall = [concrete(150), air(100), brickB, insulation50, plaster];
  const cases: [string, WallRequest["element"], WallRequest["layers"], number[]][] = [
    [
      "test_wall_values",
      "wall",
      [concrete(300), layer({ thicknessMm: 100, lambda: 0.034, density: 70, specificHeat: 700 }), brickA, brickB, plaster],
      [
        3.678636788048552, 0.008804306069075547, 0.03238784419894044, 17.853533363231257, 5.730331474920062, 7.715762971125612,
        78.77579352350844, 106.03524784510532, 1031.0,
      ],
    ],
    [
      "test_wall_values_2",
      "wall",
      wall2,
      [
        2.234920634920635, 0.026908396781694797, 0.060138131220041705, 13.37550747600308, 6.0130713853556745, 1.9639091105180728,
        82.96564264966759, 27.03436136379996, 552.75,
      ],
    ],
    [
      "test_wall_fr (downward)",
      "floor",
      wall2,
      [
        2.314920634920635, 0.020215307539398382, 0.04679683256422, 13.764684024117805, 4.90598924127871, 1.963774521090434,
        67.66578948651562, 26.996630118052497, 552.75,
      ],
    ],
    [
      "notebook wall (horizontal)",
      "wall",
      notebookWall,
      [
        2.034126984126984, 0.03633594135268428, 0.07391191879915064, 12.579401210698636, 5.976406300744284, 1.9660877056976083,
        82.63923180752023, 27.177150585427864, 612.75,
      ],
    ],
    [
      "README wall (downward)",
      "floor",
      notebookWall,
      [
        2.114126984126984, 0.026239880677600913, 0.055474439800788346, 12.972914961532444, 4.862375963158593, 1.9663286108943157,
        67.18478479385304, 27.104352519239452, 612.75,
      ],
    ],
  ];
  it.each(cases)("%s", (_name, element, layers, expected) => {
    const wall = compute(element, layers);
    const ours = [
      wall.rTotal,
      wall.periodicTransmittance,
      wall.decrementFactor,
      wall.timeShiftHours,
      wall.admittanceInside,
      wall.admittanceOutside,
      wall.kappaInside,
      wall.kappaOutside,
      wall.arealMass,
    ];
    ours.forEach((value, i) => expect(Math.abs(value - expected[i]!) / expected[i]!).toBeLessThan(1e-9));
  });
});
