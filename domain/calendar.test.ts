import { describe, expect, it } from "vitest";
import { addMonths, isIsoDay, parisDay } from "./calendar";

describe("calendar", () => {
  it("gives the Paris day, not the UTC one", () => {
    expect(parisDay(new Date("2026-11-20T23:30:00Z"))).toBe("2026-11-21");
    expect(parisDay(new Date("2026-06-30T22:00:00Z"))).toBe("2026-07-01");
  });
  it("adds months, clamping to the end of a shorter month", () => {
    expect(addMonths("2026-11-20", 2)).toBe("2027-01-20");
    expect(addMonths("2026-12-31", 2)).toBe("2027-02-28");
    expect(addMonths("2027-12-31", 2)).toBe("2028-02-29");
  });
  it("recognises real ISO days only", () => {
    expect(isIsoDay("2026-02-28")).toBe(true);
    expect(isIsoDay("2026-02-30")).toBe(false);
    expect(isIsoDay("20/11/2026")).toBe(false);
  });
});
