import { describe, expect, it } from "vitest";
import { parseTrafficPeriod, trafficPeriodDays } from "./traffic-period";

describe("trafficPeriodDays", () => {
  it("30 days end today, today included, and follow the 30 days before", () => {
    expect(trafficPeriodDays("30j", "2026-11-23")).toEqual({
      current: { from: "2026-10-25", to: "2026-11-23" },
      previous: { from: "2026-09-25", to: "2026-10-24" },
    });
  });
  it("7 days", () => {
    expect(trafficPeriodDays("7j", "2026-03-31").current).toEqual({ from: "2026-03-25", to: "2026-03-31" });
  });
  it("12 months are the days after the same date a year ago, compared with the year before", () => {
    expect(trafficPeriodDays("12m", "2026-11-23")).toEqual({
      current: { from: "2025-11-24", to: "2026-11-23" },
      previous: { from: "2024-11-24", to: "2025-11-23" },
    });
  });
});

describe("parseTrafficPeriod", () => {
  it("defaults to 30 days", () => {
    expect(parseTrafficPeriod(null)).toBe("30j");
    expect(parseTrafficPeriod("abc")).toBe("30j");
    expect(parseTrafficPeriod("90j")).toBe("90j");
  });
});
