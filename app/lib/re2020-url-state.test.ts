import { describe, expect, it } from "vitest";
import { RE2020_MESSAGES, re2020EstimateSchema } from "@domain/re2020/re2020-schema";
import {
  compositionOf,
  decodeRe2020State,
  defaultRe2020State,
  encodeRe2020State,
  estimateLinkForWall,
  re2020FieldErrors,
  re2020RequestOf,
} from "./re2020-url-state";
import { decodeState } from "./wall-url-state";

describe("the RE2020 estimate's URL state", () => {
  it("starts from the worked house's areas in our Botte 36, this year's permit", () => {
    const state = decodeRe2020State(new URLSearchParams(), 2026);
    expect(state).toEqual(defaultRe2020State(2026));
    const request = re2020EstimateSchema.parse(re2020RequestOf(state));
    expect(request).toMatchObject({ buildingType: "maison", permitYear: 2026, sref: 120 });
    expect(request.elements.map((element) => element.areaM2)).toEqual([150, 100, 0]);
  });

  it("reads back what it writes, a decimal comma included", () => {
    const state = { ...defaultRe2020State(2027), sref: "95,5", areas: { walls: "80", roof: "60,25", floor: "40" } };
    const decoded = decodeRe2020State(new URLSearchParams(encodeRe2020State(state)), 2030);
    expect(decoded).toEqual(state);
    expect(re2020EstimateSchema.parse(re2020RequestOf(decoded)).sref).toBe(95.5);
  });

  it("opens the estimate on a wall of the wall calculator, on the element it is", () => {
    const wall = decodeState("e=roof&c=lime-plaster_30*botte-46-on-edge_460_softwood-timber_45_600")!;
    const link = estimateLinkForWall(wall);
    expect(link).toBe("/estimation-re2020?ct=lime-plaster_30*botte-46-on-edge_460_softwood-timber_45_600");
    const state = decodeRe2020State(new URL(link, "https://exemple.fr").searchParams, 2026);
    expect(compositionOf(state.compositions.roof, "roof")).toMatchObject({ label: "Composition du calculateur de paroi" });
    const request = re2020EstimateSchema.parse(re2020RequestOf(state));
    expect(request.elements[1]!.wall.layers[1]).toMatchObject({ thicknessMm: 460, material: { materialId: "botte-46-on-edge" } });
  });

  it("gives the schema's French messages for what cannot be read", () => {
    const state = {
      ...defaultRe2020State(2026),
      buildingType: "villa",
      sref: "",
      compositions: { ...defaultRe2020State(2026).compositions, walls: "n'importe quoi" },
    };
    expect(re2020FieldErrors(state)).toMatchObject({
      buildingType: RE2020_MESSAGES.buildingType,
      sref: RE2020_MESSAGES.sref,
      "walls.composition.layers": expect.any(String),
    });
  });
});
