import { describe, expect, it } from "vitest";
import { DEFAULT_CLIMATE } from "./glaser";
import { WALL_MESSAGES, wallRequestSchema } from "./wall-schema";

function messages(request: unknown): string[] {
  const result = wallRequestSchema.safeParse(request);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("wall request schema", () => {
  it("normalises catalogue layers, typed values and a bridge, and fills the default climate", () => {
    const input = wallRequestSchema.parse({
      element: "wall",
      layers: [
        { thicknessMm: 20, materialId: "lime-plaster" },
        { thicknessMm: 360, materialId: "botte-36-on-edge", bridge: { fraction: 0.1, materialId: "softwood-timber" } },
        { thicknessMm: 60, lambda: 0.04, density: 150, specificHeat: 2000, mu: 3, label: "Liège" },
      ],
    });
    expect(input.ventilatedOutside).toBe(false);
    expect(input.climate).toEqual(DEFAULT_CLIMATE);
    expect(input.layers[0]).toEqual({ thicknessMm: 20, material: { materialId: "lime-plaster" } });
    expect(input.layers[1]!.bridge).toEqual({ fraction: 0.1, material: { materialId: "softwood-timber" } });
    expect(input.layers[2]!.material).toEqual({ values: { lambda: 0.04, density: 150, specificHeat: 2000, mu: 3, label: "Liège" } });
  });

  it("a bridge of fraction 0 is no bridge", () => {
    const input = wallRequestSchema.parse({
      element: "roof",
      layers: [{ thicknessMm: 200, materialId: "glass-wool", bridge: { fraction: 0, materialId: "softwood-timber" } }],
    });
    expect(input.layers[0]!.bridge).toBeUndefined();
  });

  it("refuses with French messages", () => {
    expect(messages({ element: "mur", layers: [{ thicknessMm: 10, materialId: "osb" }] })).toEqual([WALL_MESSAGES.element]);
    expect(messages({ element: "wall", layers: [] })).toEqual([WALL_MESSAGES.layers]);
    expect(messages({ element: "wall", layers: Array.from({ length: 21 }, () => ({ thicknessMm: 10, materialId: "osb" })) })).toEqual([
      WALL_MESSAGES.layers,
    ]);
    expect(messages({ element: "wall", layers: [{ thicknessMm: 0, materialId: "osb" }] })).toEqual([WALL_MESSAGES.thickness]);
    expect(messages({ element: "wall", layers: [{ thicknessMm: 10, materialId: "adobe" }] })).toEqual([WALL_MESSAGES.unknownMaterial]);
    expect(messages({ element: "wall", layers: [{ thicknessMm: 10, materialId: "osb", lambda: 0.1 }] })).toEqual([
      WALL_MESSAGES.materialOrValues,
    ]);
    expect(messages({ element: "wall", layers: [{ thicknessMm: 10, lambda: 0.1, density: 100 }] })).toEqual([
      WALL_MESSAGES.materialOrValues,
    ]);
    expect(
      messages({
        element: "wall",
        layers: [{ thicknessMm: 100, materialId: "glass-wool", bridge: { fraction: 0.6, materialId: "softwood-timber" } }],
      }),
    ).toEqual([WALL_MESSAGES.bridgeFraction]);
    expect(
      messages({
        element: "wall",
        layers: [{ thicknessMm: 100, materialId: "glass-wool", bridge: { fraction: 0.1, materialId: "air-unventilated" } }],
      }),
    ).toEqual([WALL_MESSAGES.bridgeAir]);
    expect(
      messages({
        element: "wall",
        layers: [{ thicknessMm: 100, materialId: "glass-wool" }],
        climate: { insideTemperature: 20, insideHumidity: 120, outsideTemperature: -5, outsideHumidity: 80 },
      }),
    ).toEqual([WALL_MESSAGES.humidity]);
    expect(messages({ element: "wall", layers: [{ thicknessMm: 10, lambda: 0, density: 100, specificHeat: 1000, mu: 1 }] })).toEqual([
      WALL_MESSAGES.lambda,
    ]);
    expect(messages("mur")).toEqual([WALL_MESSAGES.request]);
    expect(messages({ element: "wall", layers: ["osb"] })).toEqual([WALL_MESSAGES.layer]);
    expect(messages({ element: "wall", layers: [{ thicknessMm: 100, materialId: "glass-wool", bridge: 0.1 }] })).toEqual([
      WALL_MESSAGES.bridge,
    ]);
    expect(messages({ element: "wall", layers: [{ thicknessMm: 100, materialId: "glass-wool" }], climate: "hiver" })).toEqual([
      WALL_MESSAGES.climate,
    ]);
    expect(messages({ element: "wall", layers: [{ thicknessMm: "100", materialId: "glass-wool" }] })).toEqual([WALL_MESSAGES.thickness]);
    expect(
      messages({ element: "wall", layers: [{ thicknessMm: 10, lambda: 0.1, density: 100, specificHeat: 1000, mu: 1, label: " " }] }),
    ).toEqual([WALL_MESSAGES.label]);
  });
});
