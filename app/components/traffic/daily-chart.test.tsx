import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { DailyFigures } from "@domain/analytics/definitions";
import { axisTicks, DailyChart } from "./daily-chart";

/** The y axis' labels as drawn, top to bottom: the <text> elements right-aligned against the axis (x = 48 − 6). */
function axisLabels(daily: DailyFigures[]): string[] {
  const html = renderToString(<DailyChart daily={daily} />);
  return [...html.matchAll(/<text x="42"[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]!).reverse();
}

const day = (date: string, views: number): DailyFigures => ({ day: date, views, visitors: views, visits: views, bounces: 0, visitMs: 0 });

describe("the daily traffic chart's y axis", () => {
  it("labels an empty chart 1 and 0, each once ('1, 1, 0')", () => {
    expect(axisLabels([])).toEqual(["1", "0"]);
    expect(axisLabels([day("2026-11-20", 0), day("2026-11-21", 0)])).toEqual(["1", "0"]);
  });

  it("draws a middle line only at a whole number of views", () => {
    expect(axisTicks(1)).toEqual([0, 1]);
    expect(axisTicks(5)).toEqual([0, 5]);
    expect(axisTicks(20)).toEqual([0, 10, 20]);
    expect(axisLabels([day("2026-11-20", 37)])).toEqual(["50", "25", "0"]);
    expect(axisLabels([day("2026-11-20", 4)])).toEqual(["5", "0"]);
    expect(axisLabels([day("2026-11-20", 1234)])).toEqual(["2\u202F000", "1\u202F000", "0"]);
  });
});
