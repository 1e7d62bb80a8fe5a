/**
 * `tsx scripts/monthly-climate.ts <file.epw | file.mos>`: the twelve monthly means (air temperature, relative humidity
 * of the mean vapour pressure) of a typical-year weather file, as domain/wall/french-climates.ts holds them
 * (docs/decisions/0020-wall-moisture.md §3). Reads an EnergyPlus EPW or a Modelica Buildings .mos table; prints the
 * file's SHA-256 and the months rounded as the catalogue stores them (0.1 °C, 0.1 %).
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { monthlyMeans, parseEpw, parseMos } from "../domain/wall/monthly-climate-means";

const file = process.argv[2];
if (!file) {
  console.error("usage: tsx scripts/monthly-climate.ts <file.epw | file.mos>");
  process.exit(2);
}
const text = readFileSync(file, "utf8");
const hours = file.endsWith(".mos") ? parseMos(text) : parseEpw(text);
const round = (value: number) => Math.round(value * 10) / 10;
console.log(`${file}: ${hours.length} hours, sha256 ${createHash("sha256").update(text).digest("hex")}`);
console.log(
  JSON.stringify(monthlyMeans(hours).map((month) => ({ temperature: round(month.temperature), humidity: round(month.humidity) }))),
);
