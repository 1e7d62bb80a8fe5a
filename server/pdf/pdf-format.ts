/**
 * Units of the documents' other quantities, around domain/format.ts's French numbers (product figures are written by
 * domain/product-figures.ts). A no-break space (U+00A0) keeps each number with its unit.
 */
const UNIT_SPACE = "\u00A0";

export function withUnit(value: string, unit: string): string {
  return `${value}${UNIT_SPACE}${unit}`;
}
