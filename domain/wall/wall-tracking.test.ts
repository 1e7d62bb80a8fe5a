import { describe, expect, it } from "vitest";
import { findPreset, WALL_PRESETS } from "./presets";
import { baleOfWall, wallCalculationSchema } from "./wall-tracking";

describe("wall tracking", () => {
  it("names our thickest bale in a wall, or none", () => {
    expect(baleOfWall(findPreset("paille-botte-46")!.request)).toBe("botte-46");
    expect(baleOfWall(findPreset("ossature-laine-de-verre")!.request)).toBeNull();
    const both = { layers: [...findPreset("paille-botte-22")!.request.layers, { thicknessMm: 360, materialId: "botte-36-on-edge" }] };
    expect(baleOfWall(both)).toBe("botte-36");
  });

  it("accepts every preset id and refuses others in French", () => {
    const valid = { element: "wall", layerCount: 3, baleProductId: null, uValue: 0.2, timeShiftHours: 8, condensation: false };
    for (const preset of WALL_PRESETS) expect(wallCalculationSchema.safeParse({ ...valid, presetId: preset.id }).success).toBe(true);
    const refused = wallCalculationSchema.safeParse({ ...valid, presetId: "autre" });
    expect(refused.error?.issues[0]?.message).toBe("Modèle de paroi inconnu");
  });
});
