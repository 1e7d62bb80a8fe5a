import { decimalValue, type DecimalRule } from "../decimal";

/**
 * How the quote form reads a phone number and a surface (docs/product.md §8). Free of zod, so the browser code that only
 * needs these (prefill, input masks) does not carry the form's schema.
 */

/** Keeps the digits of a phone number, at most 10 (docs/product.md §8: non-digits stripped, at most 10 characters). */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, "").slice(0, 10);
}

/** A French phone number as people write it: "06 12 34 56 78". */
export function formatPhone(digits: string): string {
  return digits.replace(/(\d{2})(?=\d)/g, "$1 ");
}

/** The digits a surface may have before its decimals: 9999 m² at most (docs/product.md §8.3); a prefill fits in them. */
export const SURFACE_MAX_LENGTH = 4;
/** The largest surface a field takes, m² (docs/product.md §8.3). */
export const QUOTE_SURFACE_MAX = 9999;

/** A bale's surface, typed the French way (docs/product.md §8.9): above 0, at most 9 999 m². */
export const SURFACE_RULE: DecimalRule = { subject: "La surface", min: 0, minExclusive: true, max: QUOTE_SURFACE_MAX, unit: "m²" };

/** A surface field's value; null when empty (not given) or refused. */
export function parseSurface(value: string): number | null {
  return decimalValue(value, SURFACE_RULE);
}
