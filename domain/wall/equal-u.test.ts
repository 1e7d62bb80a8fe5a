import { describe, expect, it } from "vitest";
import { computeWall } from "./compute-wall";
import { atEqualU } from "./equal-u";
import { findPreset } from "./presets";
import { wallRequestSchema } from "./wall-schema";

const glassWool = findPreset("ossature-laine-de-verre")!.request;
const straw36 = findPreset("paille-botte-36")!.request;

describe("atEqualU", () => {
  it("thickens the glass wool of the frame until its U is the straw wall's", () => {
    const target = computeWall(wallRequestSchema.parse(straw36)).uValue;
    const equal = atEqualU(glassWool, target)!;
    expect(equal.layerIndex).toBe(2);
    expect(equal.thicknessMm).toBeGreaterThan(145);
    // Rounded to 0.1 mm: U within a fraction of a percent.
    expect(Math.abs(equal.wall.uValue - target) / target).toBeLessThan(0.002);
    expect(equal.request.layers[2]!.thicknessMm).toBe(equal.thicknessMm);
  });

  it("thins the insulation for a worse U, and gives up when no thickness reaches it", () => {
    const equal = atEqualU(glassWool, 0.5)!;
    expect(equal.thicknessMm).toBeLessThan(145);
    expect(equal.wall.uValue).toBeCloseTo(0.5, 2);
    expect(atEqualU(glassWool, 50)).toBeNull();
    expect(atEqualU(glassWool, 0.001)).toBeNull();
    expect(atEqualU(glassWool, Number.NaN)).toBeNull();
  });
});
