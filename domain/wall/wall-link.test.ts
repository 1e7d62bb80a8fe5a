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
