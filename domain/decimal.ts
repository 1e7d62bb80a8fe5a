import { formatNumber } from "./format";

/**
 * Numbers as French visitors type them (docs/product.md §8.9): "12,5" and "12.5" are twelve and a half, "1 250" and
 * "1 250,5" use spaces (ordinary, no-break or narrow) between thousands, "−5" a minus sign. The one reader of every
 * numeric field of the site, in the browser and on the server: a field that cannot be read says so with its allowed
 * range, and a comma never turns into a factor of ten (what `<input type="number">` did: "12,5" became 125).
 *
 * Stages: `readDecimal` (text → reading), `checkDecimal` (reading → value or the field's French message, by its
 * `DecimalRule`), and, in decimal-schema.ts, the zod schemas built from the same rule for what the server receives.
 * Free of zod, so a page that only reads a number does not carry it.
 */

/** Separators a French keyboard or a copied figure puts between thousands: space, no-break space, narrow no-break space, thin space. */
const GROUP_SEPARATOR = "[ \\u00A0\\u202F\\u2009]";
/** Digits in groups of three after the first (1 to 3 digits): "1 250 000"; or digits without any separator. */
const INTEGER_PART = `(\\d{1,3}(?:${GROUP_SEPARATOR}\\d{3})+|\\d+)`;
const DECIMAL = new RegExp(`^([+-])?(?:${INTEGER_PART}(?:([.,])(\\d*))?|([.,])(\\d+))(?:[eE]([+-]?\\d{1,3}))?$`);
/** What a visitor may type around a number and means nothing: outer spaces; the typographic minus is a minus. */
const MINUS_SIGNS = /[\u2212\u2012\u2013]/g;

export type DecimalReading =
  | { kind: "empty" }
  /** "1.250": one dot and three decimals could be 1,25 or 1 250 (thousands written with a dot); never guessed. */
  | { kind: "ambiguous"; text: string }
  | { kind: "unreadable"; text: string }
  | { kind: "number"; value: number };

/**
 * Reads a typed number; never guesses: a text that could mean two numbers is `ambiguous`. `exponent` also takes the
 * notation FDES tables print ("2,1E-03"), for the figures typed from one.
 */
export function readDecimal(text: string, options: { exponent?: boolean } = {}): DecimalReading {
  const trimmed = text.trim().replace(MINUS_SIGNS, "-");
  if (trimmed === "") return { kind: "empty" };
  const match = DECIMAL.exec(trimmed);
  if (!match) return { kind: "unreadable", text: trimmed };
  const [, sign = "", integer, separator, decimals = "", leadingSeparator, leadingDecimals, exponent] = match;
  if (exponent !== undefined && !options.exponent) return { kind: "unreadable", text: trimmed };
  const power = exponent === undefined ? "" : `e${exponent}`;
  if (leadingSeparator !== undefined) return { kind: "number", value: Number(`${sign}0.${leadingDecimals}${power}`) };
  const digits = integer!.replace(new RegExp(GROUP_SEPARATOR, "g"), "");
  const grouped = digits.length !== integer!.length;
  // "1.250" or "12.500": a dot after one to three digits (not a leading 0) and exactly three decimals is how some
  // write thousands. A comma is always the French decimal comma; a number grouped with spaces, or with an exponent,
  // is clear.
  if (separator === "." && !grouped && exponent === undefined && decimals.length === 3 && /^[1-9]\d{0,2}$/.test(digits)) {
    return { kind: "ambiguous", text: trimmed };
  }
  return { kind: "number", value: Number(`${sign}${digits}.${decimals || "0"}${power}`) };
}

/** A typed number, or NaN for what is empty or not read (for state whose schema refuses NaN with its own message). */
export function decimalOrNaN(text: string): number {
  const reading = readDecimal(text);
  return reading.kind === "number" ? reading.value : Number.NaN;
}

/** What a field accepts: its range (inclusive unless said), whole numbers or not, and how its message names it. */
export interface DecimalRule {
  /** "La quantité", "L'épaisseur", "La surface de référence (SREF)": the subject of the field's sentence. */
  subject: string;
  min: number;
  max: number;
  /** The minimum itself refused ("supérieure à 0"). */
  minExclusive?: boolean;
  integer?: boolean;
  /** "m²", "mm", "°C", "%": written after the bounds; none for a pure number. */
  unit?: string;
  /** Bounds written without thousands separators: years ("de 2022 à 2050"). */
  ungrouped?: boolean;
  /** The whole message, when a field's own wording is a requirement (docs/product.md §8); it must state the range. */
  message?: string;
}

const NBSP = "\u00A0";

/**
 * A number as a field holds it for the person to edit: a decimal comma, no thousands separator (so that readDecimal
 * reads it back exactly, whatever the field's rule on grouping).
 */
export function decimalFieldText(value: number): string {
  return String(value).replace(".", ",");
}

function bound(rule: DecimalRule, value: number, withUnit: boolean): string {
  const number = rule.ungrouped ? decimalFieldText(value) : formatNumber(value, 6);
  return `${number}${withUnit && rule.unit ? `${NBSP}${rule.unit}` : ""}`;
}

/**
 * The field's one message, for an empty, unreadable or out-of-range entry alike: it always says what is allowed
 * ("La quantité doit être un nombre supérieur à 0 et d'au plus 1 000 000 m²").
 */
export function decimalMessage(rule: DecimalRule): string {
  if (rule.message) return rule.message;
  const kind = rule.integer ? "un nombre entier" : "un nombre";
  const range = rule.minExclusive
    ? `supérieur à ${bound(rule, rule.min, false)} et d'au plus ${bound(rule, rule.max, true)}`
    : `de ${bound(rule, rule.min, false)} à ${bound(rule, rule.max, true)}`;
  return `${rule.subject} doit être ${kind} ${range}`;
}

/** The message for "1.250": which two numbers it could be, and the range. */
export function ambiguousMessage(rule: DecimalRule, text: string): string {
  const [integer, decimals] = text.replace(/^[+-]/, "").split(".") as [string, string];
  return `« ${text} » peut se lire ${integer},${decimals} ou ${integer}${NBSP}${decimals} : écrivez l'un ou l'autre. ${decimalMessage(rule)}.`;
}

export type DecimalCheck = { ok: true; value: number } | { ok: false; empty: boolean; message: string };

/** A number within the rule's range, or its French message. */
export function checkNumber(value: number, rule: DecimalRule): DecimalCheck {
  const low = rule.minExclusive ? value <= rule.min : value < rule.min;
  if (!Number.isFinite(value) || low || value > rule.max || (rule.integer && !Number.isInteger(value))) {
    return { ok: false, empty: false, message: decimalMessage(rule) };
  }
  return { ok: true, value };
}

/** A typed text checked against the rule: its value, or the French message to show under the field. */
export function checkDecimal(text: string, rule: DecimalRule): DecimalCheck {
  const reading = readDecimal(text);
  switch (reading.kind) {
    case "empty":
      return { ok: false, empty: true, message: decimalMessage(rule) };
    case "ambiguous":
      return { ok: false, empty: false, message: ambiguousMessage(rule, reading.text) };
    case "unreadable":
      return { ok: false, empty: false, message: decimalMessage(rule) };
    case "number":
      return checkNumber(reading.value, rule);
  }
}

/** The value of a typed text, or null when the rule refuses it (for live results that simply wait). */
export function decimalValue(text: string, rule: DecimalRule): number | null {
  const check = checkDecimal(text, rule);
  return check.ok ? check.value : null;
}

/** Longest text a numeric field takes: far beyond any number it accepts, short enough to bound the work. */
export const DECIMAL_TEXT_MAX_LENGTH = 40;
