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

  it("opens the estimate on a wall of the wall calculator, on the element it is, its area left for the visitor to give", () => {
    const wall = decodeState("e=roof&c=lime-plaster_30*botte-46-on-edge_460_softwood-timber_45_600")!;
    const link = estimateLinkForWall(wall);
    expect(link).toBe("/estimation-re2020?ct=lime-plaster_30*botte-46-on-edge_460_softwood-timber_45_600&toiture=&saisir=toiture");
    const state = decodeRe2020State(new URL(link, "https://exemple.fr").searchParams, 2026);
    expect(compositionOf(state.compositions.roof, "roof")).toMatchObject({ label: "Composition du calculateur de paroi" });
    // Never the default 100 m² of roof (nor 0 m² of floor): the field is empty and says what to fill.
    expect(state.areas.roof).toBe("");
    expect(state.toFill).toBe("roof");
    expect(re2020FieldErrors(state)).toEqual({ "roof.areaM2": RE2020_MESSAGES.areaToFill.roof });
    const filled = { ...state, areas: { ...state.areas, roof: "85,5" }, toFill: undefined };
    expect(re2020FieldErrors(filled)).toBeNull();
    const request = re2020EstimateSchema.parse(re2020RequestOf(filled));
    expect(request.elements[1]!.areaM2).toBe(85.5);
    expect(request.elements[1]!.wall.layers[1]).toMatchObject({ thicknessMm: 460, material: { materialId: "botte-46-on-edge" } });
  });

  it("says a composition could not be read, not how many layers a wall has", () => {
    const state = { ...defaultRe2020State(2026), compositions: { ...defaultRe2020State(2026).compositions, floor: "xyz_12" } };
    expect(re2020FieldErrors(state)).toEqual({ "floor.composition": RE2020_MESSAGES.unreadableComposition });
  });

  it("gives the schema's French messages for what cannot be read", () => {
    const state = {
      ...defaultRe2020State(2026),
      buildingType: "villa",
      sref: "",
      compositions: { ...defaultRe2020State(2026).compositions, walls: "n'importe quoi" },
    };
    expect(re2020FieldErrors(state)).toEqual({
      buildingType: RE2020_MESSAGES.buildingType,
      sref: RE2020_MESSAGES.sref,
      "walls.composition": RE2020_MESSAGES.unreadableComposition,
    });
  });
});
