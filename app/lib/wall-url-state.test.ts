import { describe, expect, it } from "vitest";
import { WALL_PRESETS } from "@domain/wall/presets";
import { wallRequestSchema } from "@domain/wall/wall-schema";
import { decodeState, defaultState, encodeState, requestOf, stateFromPreset } from "./wall-url-state";

const withoutKeys = (state: ReturnType<typeof defaultState>) => ({
  ...state,
  layers: state.layers.map(({ key: _key, ...layer }) => layer),
});

describe("the wall calculator's URL state", () => {
  it.each(WALL_PRESETS.map((preset) => [preset.id, preset] as const))(
    "%s reads back as written, and asks what the preset asks",
    (_id, preset) => {
      const state = stateFromPreset(preset);
      const search = encodeState(state);
      expect(search).not.toMatch(/%/);
      const read = decodeState(search)!;
      expect(withoutKeys(read)).toEqual(withoutKeys(state));
      expect(wallRequestSchema.parse(requestOf(read))).toEqual(wallRequestSchema.parse(preset.request));
    },
  );

  it("keeps a Glaser condition other than the default, and sends it", () => {
    const climate = { insideTemperature: 22, insideHumidity: 60, outsideTemperature: -10.5, outsideHumidity: 85 };
    const state = { ...defaultState(), climate };
    const read = decodeState(encodeState(state))!;
    expect(read.climate).toEqual(climate);
    expect(requestOf(read).climate).toEqual(climate);
    expect(decodeState(encodeState(defaultState()))!.climate).toBeNull();
    expect(decodeState("c=osb_12&cl=20_50_x_80")!.climate).toBeNull();
  });

  it("keeps a material of the visitor's own values, and sends them", () => {
    const state = defaultState();
    state.layers[2] = { ...state.layers[2]!, materialId: "custom", values: { lambda: 0.038, density: 45, specificHeat: 1700, mu: 1.5 } };
    const search = encodeState(state);
    expect(search).toContain("custom-0.038-45-1700-1.5_60");
    const read = decodeState(search)!;
    expect(read.layers[2]).toMatchObject({ materialId: "custom", values: { lambda: 0.038, density: 45, specificHeat: 1700, mu: 1.5 } });
    expect(requestOf(read).layers[2]).toEqual({ thicknessMm: 60, lambda: 0.038, density: 45, specificHeat: 1700, mu: 1.5 });
    expect(wallRequestSchema.safeParse(requestOf(read)).success).toBe(true);
    expect(decodeState("c=custom-0.04-x-1-1_60")).toBeNull();
    expect(decodeState("c=custom_60")).toBeNull();
  });

  it("keeps the ventilated flag and the element", () => {
    const state = { ...defaultState(), element: "roof" as const, ventilatedOutside: true };
    expect(decodeState(encodeState(state))).toMatchObject({ element: "roof", ventilatedOutside: true });
  });

  it("reads nothing from a query string that does not describe a wall", () => {
    for (const search of [
      "",
      "c=",
      "e=mur&c=osb_12",
      "c=inconnu_12",
      "c=osb_abc",
      "c=osb_12_air-unventilated_45_600",
      `c=${Array(21).fill("osb_12").join("*")}`,
    ]) {
      expect(decodeState(search), search).toBeNull();
    }
  });

  it("opens a preset named by `modele`, as the product cards link to it", () => {
    expect(withoutKeys(decodeState("modele=paille-botte-46")!)).toEqual(withoutKeys(stateFromPreset(WALL_PRESETS[2]!)));
    expect(decodeState("modele=inconnu")).toBeNull();
  });

  it("falls back to the default reference wall for an unknown one", () => {
    expect(decodeState("c=osb_12&ref=inconnu")!.referenceId).toBe("ossature-laine-de-verre");
  });
});
