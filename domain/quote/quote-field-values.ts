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

/** A surface field: at most 4 characters, a number from 1 to 9999 m² (docs/product.md §8); empty means not given. */
export const SURFACE_MAX_LENGTH = 4;
/** The largest surface a field takes, m² (docs/product.md §8.3). */
export const QUOTE_SURFACE_MAX = 9999;
export function parseSurface(value: string): number | null {
  const trimmed = value.trim();
  if (!/^\d{1,4}([.,]\d{0,3})?$/.test(trimmed) || trimmed.replace(/[.,]\d*$/, "").length > SURFACE_MAX_LENGTH) return null;
  const surface = Number(trimmed.replace(",", "."));
  return surface > 0 && surface <= QUOTE_SURFACE_MAX ? surface : null;
}
