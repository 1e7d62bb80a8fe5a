import { formatNumber } from "@domain/format";

/**
 * Units of the documents, around domain/format.ts's French numbers. A no-break space (U+00A0) keeps each number
 * with its unit, as domain/format.ts does.
 */
const UNIT_SPACE = "\u00A0";

export function withUnit(value: string, unit: string): string {
  return `${value}${UNIT_SPACE}${unit}`;
}

/** "4,6 m².K/W". */
export function formatThermalResistance(r: number): string {
  return withUnit(formatNumber(r, 2), "m².K/W");
}

/** "0,048 W/(m.K)". */
export function formatLambda(lambda: number): string {
  return withUnit(formatNumber(lambda, 3), "W/(m.K)");
}

/** "22 × 36 × 55 cm" from dimensions in metres. */
export function formatDimensionsCm(width: number, height: number, length: number): string {
  return withUnit([width, height, length].map((metres) => formatNumber(metres * 100, 1)).join(" × "), "cm");
}

/** A measured or estimated quantity with two significant digits at most: 0.0000611 → "0,000061", 550 → "550". */
export function formatSignificant(n: number): string {
  if (n === 0) return "0";
  const digits = Math.max(0, 1 - Math.floor(Math.log10(Math.abs(n))));
  return formatNumber(Number(n.toPrecision(2)), digits);
}
