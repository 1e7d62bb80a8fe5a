import { describe, expect, it } from "vitest";
import { monthlyMeans, monthOfSecond, parseEpw, parseMos, type WeatherHour } from "./monthly-climate-means";

// EN ISO 13788 Annex E written out again here, not imported.
const psat = (t: number) => (t >= 0 ? 610.5 * Math.exp((17.269 * t) / (237.3 + t)) : 610.5 * Math.exp((21.875 * t) / (265.5 + t)));

/** Every month but January at a constant 10 °C / 50 %; January given. */
function year(january: WeatherHour[]): WeatherHour[] {
  const rest = Array.from({ length: 11 }, (_, index) => ({ month: index + 2, temperature: 10, humidity: 50 }));
  return [...january, ...rest];
}

describe("monthlyMeans", () => {
  it("averages the temperature, and the vapour pressure written as a humidity at the mean temperature", () => {
    // January by hand: two hours, −2 °C at 90 % and 6 °C at 70 %. Mean temperature 2 °C; mean vapour pressure
    // (0.9 p_sat(−2) + 0.7 p_sat(6)) / 2, over p_sat(2).
    const months = monthlyMeans(
      year([
        { month: 1, temperature: -2, humidity: 90 },
        { month: 1, temperature: 6, humidity: 70 },
      ]),
    );
    expect(months[0]!.temperature).toBe(2);
    const vapour = (0.9 * psat(-2) + 0.7 * psat(6)) / 2;
    expect(months[0]!.humidity).toBeCloseTo((100 * vapour) / psat(2), 10);
    // Not the mean of the humidities (80 %): p_sat is convex.
    expect(months[0]!.humidity).not.toBeCloseTo(80, 1);
    expect(months[5]).toEqual({ temperature: 10, humidity: expect.closeTo(50, 10) });
  });

  it("refuses a year with a month missing or out of range", () => {
    expect(() => monthlyMeans([{ month: 1, temperature: 0, humidity: 80 }])).toThrow(/no hour in month 2/);
    expect(() => monthlyMeans([{ month: 13, temperature: 0, humidity: 80 }])).toThrow(/month 13/);
  });
});

describe("weather files", () => {
  it("reads an EPW's month, dry bulb and relative humidity after its eight header lines", () => {
    const header = Array.from({ length: 8 }, (_, index) => `HEADER ${index}`).join("\n");
    const hours = parseEpw(`${header}\n2004,1,1,1,60,flags,0.0,-2.0,85,99846\n2009,2,1,1,60,flags,3.5,1.0,80,99846\n`);
    expect(hours).toEqual([
      { month: 1, temperature: 0, humidity: 85 },
      { month: 2, temperature: 3.5, humidity: 80 },
    ]);
  });

  it("reads a Modelica table: the month from the seconds of a common year, dry bulb and humidity", () => {
    const hours = parseMos("#1\ndouble tab1(8760,30)\n#C1 Time\n0.0\t3.7\t1.3\t84\n2678400.0\t4.0\t1.0\t80\n2682000.0\t5.0\t2.0\t70\n");
    expect(hours).toEqual([
      { month: 1, temperature: 3.7, humidity: 84 },
      { month: 1, temperature: 4, humidity: 80 },
      { month: 2, temperature: 5, humidity: 70 },
    ]);
    // The hour ending at 24:00 on 31 December is still December.
    expect(monthOfSecond(365 * 86400)).toBe(12);
  });
});
