import { describe, expect, it } from "vitest";
import { WALL_PRESETS } from "./presets";
import { defaultState, encodeState, readSharedLink, requestOf, stateFromRequest } from "./wall-link";
import { wallRequestSchema } from "./wall-schema";

describe("a shared link to a wall", () => {
  const full = encodeState(defaultState());

  it("reads back with its checksum, whatever other parameters are added", () => {
    expect(full).toMatch(/&k=[0-9a-z]+$/);
    expect(readSharedLink(full)).toMatchObject({ problem: null, state: { element: "wall" } });
    expect(readSharedLink(full.replace("ref=ossature-laine-de-verre", "ref=paille-botte-46")).problem).toBe("broken");
    expect(readSharedLink(`utm_source=lettre&${full}`).problem).toBeNull();
  });

  it("cut anywhere, it says so instead of showing a wall", () => {
    for (let cut = full.indexOf("c=") + 3; cut < full.length; cut++) {
      const truncated = full.slice(0, cut);
      const { problem, state } = readSharedLink(truncated);
      // Cut before the checksum: unreadable or unchecked; within it: broken. Never a silent wall.
      expect(problem, truncated).not.toBeNull();
      if (problem === "broken") expect(state).toBeNull();
    }
    expect(readSharedLink(full.replace("lime-plaster_30", "lime-plaster_31")).problem).toBe("broken");
    expect(readSharedLink("e=wall&c=botte-36-on").problem).toBe("broken");
  });

  it("carries an entered monthly climate and its source, checked like the rest", () => {
    const monthlyClimate = {
      label: "Station d'essai ; 1991-2020",
      months: Array.from({ length: 12 }, (_, m) => ({ temperature: m - 1.5, humidity: 80 })),
    };
    const search = encodeState({ ...defaultState(), monthlyClimate });
    const read = readSharedLink(search);
    expect(read.problem).toBeNull();
    expect(read.state?.monthlyClimate).toEqual(monthlyClimate);
    expect(requestOf(read.state!).monthlyClimate).toEqual(monthlyClimate);
    expect(readSharedLink(search.replace("cm=-1.5_80", "cm=-2.5_80")).problem).toBe("broken");
  });

  it("carries a French station's climate, checked like the rest, and reopens it from a report", () => {
    const search = encodeState({ ...defaultState(), climateZone: "bordeaux-merignac-tmyx" });
    expect(search).toContain("cz=bordeaux-merignac-tmyx");
    const read = readSharedLink(search);
    expect(read.problem).toBeNull();
    expect(requestOf(read.state!)).toMatchObject({ climateZone: "bordeaux-merignac-tmyx" });
    expect(requestOf(read.state!).monthlyClimate).toBeUndefined();
    expect(readSharedLink(search.replace("cz=bordeaux-merignac-tmyx", "cz=lyon-bron-tmyx")).problem).toBe("broken");
    expect(readSharedLink(search.replace("cz=bordeaux-merignac-tmyx", "cz=paris")).problem).toBe("broken");
    const input = wallRequestSchema.parse(requestOf(read.state!));
    expect(readSharedLink(encodeState(stateFromRequest(input)!)).state?.climateZone).toBe("bordeaux-merignac-tmyx");
  });

  it("keeps the key of links made before the French stations", () => {
    // The default wall's link as the page wrote it before `cz` existed (main at 9f2cf24): still read, key and all.
    const before =
      "e=wall&c=lime-plaster_30*botte-36-on-edge_360_softwood-timber_45_600*wood-fibre-board_60&ref=ossature-laine-de-verre&k=f9i0es";
    expect(full).toBe(before);
    expect(readSharedLink(before).problem).toBeNull();
  });

  it("without a composition: the plain page or a preset, no problem", () => {
    expect(readSharedLink("")).toEqual({ state: null, problem: null });
    expect(readSharedLink("modele=paille-botte-22").state?.layers).toHaveLength(3);
  });

  it.each(WALL_PRESETS.map((preset) => [preset.id, preset] as const))("the report's link of %s reopens the same wall", (_id, preset) => {
    const input = wallRequestSchema.parse(preset.request);
    const state = stateFromRequest(input)!;
    const reopened = readSharedLink(encodeState(state));
    expect(reopened.problem).toBeNull();
    expect(wallRequestSchema.parse(requestOf(reopened.state!))).toEqual(input);
  });
});
