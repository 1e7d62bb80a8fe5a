import { saturationPressure } from "./glaser";
import type { MonthClimate } from "./monthly-balance";

/**
 * Monthly means of a typical-year weather file's hours, as the EN ISO 13788 monthly balance takes them
 * (docs/decisions/0020-wall-moisture.md §3): the mean air temperature, and the mean vapour pressure written as a relative
 * humidity at that mean temperature, so that RH × p_sat(θ̄) gives back the month's mean vapour pressure exactly (a mean
 * of hourly RH would not: p_sat is convex). p_sat by EN ISO 13788 Annex E, as the balance itself (glaser.ts).
 * scripts/monthly-climate.ts reads the files; french-climates.ts holds the results with their sources.
 */

export interface WeatherHour {
  /** 1 = January. */
  month: number;
  /** Dry-bulb air temperature, °C. */
  temperature: number;
  /** Relative humidity, %. */
  humidity: number;
}

export function monthlyMeans(hours: readonly WeatherHour[]): MonthClimate[] {
  const sums = Array.from({ length: 12 }, () => ({ count: 0, temperature: 0, vapourPressure: 0 }));
  for (const hour of hours) {
    const sum = sums[hour.month - 1];
    if (!sum) throw new RangeError(`month ${hour.month} is not 1 to 12`);
    sum.count += 1;
    sum.temperature += hour.temperature;
    sum.vapourPressure += (hour.humidity / 100) * saturationPressure(hour.temperature);
  }
  return sums.map((sum, index) => {
    if (sum.count === 0) throw new RangeError(`no hour in month ${index + 1}`);
    const temperature = sum.temperature / sum.count;
    return { temperature, humidity: (100 * (sum.vapourPressure / sum.count)) / saturationPressure(temperature) };
  });
}

/** Days of each month of the common year typical-year files are built on. */
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;
const SECONDS_PER_HOUR = 3600;

/** The month (1–12) of a time in seconds from 1 January 00:00 of a common year, as Modelica weather tables count it. */
export function monthOfSecond(seconds: number): number {
  // A table row at t is the hour ending at t (t = 3600 is 00:00–01:00 on 1 January): take the hour's start.
  let day = Math.floor(Math.max(0, seconds - SECONDS_PER_HOUR) / (24 * SECONDS_PER_HOUR));
  for (let month = 0; month < 12; month++) {
    if (day < MONTH_DAYS[month]!) return month + 1;
    day -= MONTH_DAYS[month]!;
  }
  return 12;
}

/**
 * The hours of an EnergyPlus EPW file: 8 header lines, then one line per hour with the month in column 2, the dry-bulb
 * temperature in column 7 and the relative humidity in column 9 (EnergyPlus Auxiliary Programs, "Weather Converter").
 */
export function parseEpw(text: string): WeatherHour[] {
  const lines = text.split(/\r?\n/).filter((line) => line.trim().length > 0);
  return lines.slice(8).map((line) => {
    const fields = line.split(",");
    return { month: Number(fields[1]), temperature: Number(fields[6]), humidity: Number(fields[8]) };
  });
}

/**
 * The hours of a Modelica Buildings weather table (.mos, converted from an EPW): comment lines start with #, then
 * tab-separated rows with the time in seconds in column 1, dry bulb in column 2 and relative humidity in column 4.
 */
export function parseMos(text: string): WeatherHour[] {
  return text
    .split(/\r?\n/)
    .filter((line) => /^\s*-?\d/.test(line) && line.includes("\t"))
    .map((line) => {
      const fields = line.trim().split(/\s+/);
      return { month: monthOfSecond(Number(fields[0])), temperature: Number(fields[1]), humidity: Number(fields[3]) };
    });
}
