import { formatNumber } from "@domain/format";

/**
 * Units of the documents' other quantities, around domain/format.ts's French numbers (product figures are written by
 * domain/product-figures.ts). A no-break space (U+00A0) keeps each number with its unit.
 */
const UNIT_SPACE = "\u00A0";

export function withUnit(value: string, unit: string): string {
  return `${value}${UNIT_SPACE}${unit}`;
}

/** A measured or estimated quantity with two significant digits at most: 0.0000611 → "0,000061", 550 → "550". */
export function formatSignificant(n: number): string {
  if (n === 0) return "0";
  const digits = Math.max(0, 1 - Math.floor(Math.log10(Math.abs(n))));
  return formatNumber(Number(n.toPrecision(2)), digits);
}
