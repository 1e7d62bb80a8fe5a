import { describe, expect, it } from "vitest";
import { computeWall } from "./compute-wall";
import { dewPoint } from "./mould";
import { SECTION_WIDTH, sectionDrawing } from "./section-drawing";
import { wallRequestSchema } from "./wall-schema";

const wall = (layers: object[]) => computeWall(wallRequestSchema.parse({ element: "wall", layers }));
const lime = { thicknessMm: 30, materialId: "lime-plaster" };
const straw = { thicknessMm: 360, materialId: "botte-36-on-edge" };

describe("section drawing", () => {
  it("draws the layers to scale across the plot, a 0.2 mm membrane still visible", () => {
    const drawing = sectionDrawing(wall([lime, straw, { thicknessMm: 0.2, materialId: "membrane-sd-100" }]));
    const [first, second, third] = drawing.layers;
    const plot = drawing.panels.right - drawing.panels.left;
    expect(first!.width).toBeCloseTo((30 / 390.2) * plot, 9);
    expect(second!.width / first!.width).toBeCloseTo(12, 9);
    expect(third!.width).toBeGreaterThanOrEqual(2);
    expect(drawing.width).toBe(SECTION_WIDTH);
  });

  it("marks the inside air's dew point and the condensation zone where the vapour line meets saturation", () => {
    const tight = wall([lime, straw, { thicknessMm: 0.2, materialId: "membrane-sd-100" }]);
    const drawing = sectionDrawing(tight);
    expect(drawing.dewPoint?.temperature).toBeCloseTo(dewPoint(0.5 * 2336.95), 1);
    expect(drawing.dewPoint?.temperature).toBeCloseTo(9.3, 1);
    expect(drawing.condensationZones).toHaveLength(1);
    // The zone sits at the straw's outside face, 390 mm from the inside.
    const at = drawing.panels.left + (390 / 390.2) * (drawing.panels.right - drawing.panels.left);
    expect(drawing.condensationZones[0]!.x).toBeLessThanOrEqual(at);
    expect(drawing.condensationZones[0]!.x + drawing.condensationZones[0]!.width).toBeGreaterThanOrEqual(at);
    expect(drawing.description).toMatch(/1 zone\(s\) de condensation/);

    const open = sectionDrawing(wall([lime, straw, { thicknessMm: 60, materialId: "wood-fibre-board" }]));
    expect(open.condensationZones).toHaveLength(0);
    expect(open.labels.map((label) => label.text)).toContain("point de rosée 9,3 °C");
  });
});
