import { describe, expect, it } from "vitest";
import { WALL_PRESETS } from "@domain/wall/presets";
import { stateFromPreset } from "~/lib/wall-url-state";
import { presetIdOf } from "./use-wall-tracking";

describe("presetIdOf", () => {
  it("names a preset while its wall is unchanged, whatever the climate and reference, and none once edited", () => {
    for (const preset of WALL_PRESETS) expect(presetIdOf(stateFromPreset(preset))).toBe(preset.id);
    const state = stateFromPreset(WALL_PRESETS[1]!);
    const climate = { insideTemperature: 19, insideHumidity: 55, outsideTemperature: -5, outsideHumidity: 90 };
    expect(presetIdOf({ ...state, climate, referenceId: "paille-botte-46" })).toBe(WALL_PRESETS[1]!.id);
    expect(
      presetIdOf({ ...state, layers: state.layers.map((layer, index) => (index === 0 ? { ...layer, thicknessMm: 31 } : layer)) }),
    ).toBeNull();
    expect(presetIdOf({ ...state, element: "roof" })).toBeNull();
  });
});
