import { describe, expect, it } from "vitest";
import { formatDateTime, formatWorkingHours, instantToParisWallTime, parisWallTimeToInstant } from "./quote-format";

describe("quote request times", () => {
  it("reads a Paris wall time in winter and in summer", () => {
    expect(parisWallTimeToInstant("2026-11-27T14:30")).toEqual(new Date("2026-11-27T13:30:00Z"));
    expect(parisWallTimeToInstant("2026-07-01T09:05")).toEqual(new Date("2026-07-01T07:05:00Z"));
    expect(instantToParisWallTime(new Date("2026-07-01T07:05:00Z"))).toBe("2026-07-01T09:05");
  });

  it("refuses what is no wall time", () => {
    expect(parisWallTimeToInstant("2026-02-30T10:00")).toBeNull();
    expect(parisWallTimeToInstant("27/11/2026 14:30")).toBeNull();
    // 29 March 2026, 2:30 does not exist in Paris: the clocks go from 2:00 to 3:00.
    expect(parisWallTimeToInstant("2026-03-29T02:30")).toBeNull();
  });

  it("writes instants and waits in French", () => {
    expect(formatDateTime(new Date("2026-11-27T13:30:00Z"))).toBe("27/11/2026 à 14:30");
    expect(formatWorkingHours(5.9)).toBe("5\u00A0h ouvrées");
    expect(formatWorkingHours(1)).toBe("1\u00A0h ouvrée");
    expect(formatWorkingHours(52)).toBe("2\u00A0j ouvrés 4\u00A0h");
  });
});
