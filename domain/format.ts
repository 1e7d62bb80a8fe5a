/**
 * French formatting of dates, amounts and quantities, for the browser and the server alike.
 *
 * Numbers and calendar days ("2026-11-20") are written here by hand, to the character what `Intl` fr-FR writes
 * (format.test.ts compares the two over thousands of values): U+202F (narrow no-break space) between thousands, a
 * decimal comma, U+00A0 (no-break space) before "€", rounding half away from zero on the shortest decimal form of
 * the number, as ICU does. The reason is speed: the first `Intl` formatter a page creates loads ICU's locale data,
 * 50 to 100 ms of main thread on the test machine, which every public page paid while hydrating on a phone.
 * Instants still go through `Intl`, read in the Europe/Paris time zone whatever the zone of the machine (the server
 * and the visitor's browser must print the same day); the public pages only show calendar days.
 * Units Intl cannot spell ("m²", "t") are appended after U+00A0, and so is "kg" for consistency.
 * A negative amount that rounds to zero is printed as zero, never "-0".
 */

import { isIsoDay, parisDay } from "./calendar";

const LOCALE = "fr-FR";
const UNIT_SPACE = "\u00A0";
const THOUSANDS_SPACE = "\u202F";

const MONTHS = [
  "janvier",
  "février",
  "mars",
  "avril",
  "mai",
  "juin",
  "juillet",
  "août",
  "septembre",
  "octobre",
  "novembre",
  "décembre",
] as const;

export type DateInput = Date | string;

/**
 * The calendar day a date names, as YYYY-MM-DD: a date-only string is that day wherever it is read (JavaScript
 * would parse it as UTC midnight, the day before in America); anything else is an instant, read in Paris.
 */
function calendarDay(date: DateInput): { year: number; month: number; day: number } {
  let isoDay: string;
  if (typeof date === "string" && isIsoDay(date)) {
    isoDay = date;
  } else {
    const instant = typeof date === "string" ? new Date(date) : date;
    if (Number.isNaN(instant.getTime())) throw new RangeError(`Date invalide : ${String(date)}`);
    isoDay = parisDay(instant);
  }
  const [year, month, day] = isoDay.split("-").map(Number) as [number, number, number];
  return { year, month, day };
}

const twoDigits = (n: number) => String(n).padStart(2, "0");

/** "20/11/2026". */
export function formatDateShort(date: DateInput): string {
  const { year, month, day } = calendarDay(date);
  return `${twoDigits(day)}/${twoDigits(month)}/${year}`;
}

/** "20 novembre 2026"; the first day of a month is written "1er novembre 2026", as French typography requires. */
export function formatDateLong(date: DateInput): string {
  const { year, month, day } = calendarDay(date);
  return `${day === 1 ? "1er" : day} ${MONTHS[month - 1]} ${year}`;
}

/**
 * The digits of |n| rounded half away from zero to `maxDecimals`, keeping at least `minDecimals`. The rounding
 * works on the shortest decimal form of the number (what `String(n)` prints), as ICU does: 1.005 rounds to 1.01,
 * where `toFixed` would look at the binary value just below and give 1.00.
 */
function roundedDigits(n: number, minDecimals: number, maxDecimals: number): { integer: string; fraction: string } {
  const [integerPart, fractionPart = ""] = String(Math.abs(n)).split(".") as [string, string?];
  let integer = integerPart;
  let fraction = fractionPart;
  if (fraction.length > maxDecimals) {
    const kept = integer + fraction.slice(0, maxDecimals);
    const roundUp = fraction.charAt(maxDecimals) >= "5";
    const digits = roundUp ? (BigInt(kept) + 1n).toString().padStart(kept.length, "0") : kept;
    integer = digits.slice(0, digits.length - maxDecimals).replace(/^0+(?=\d)/, "") || "0";
    fraction = digits.slice(digits.length - maxDecimals);
  }
  return { integer, fraction: fraction.replace(/0+$/, "").padEnd(minDecimals, "0") };
}

/** A number in French: thousands separated by U+202F, a decimal comma, a hyphen-minus before a negative. */
function formatDecimal(n: number, minDecimals: number, maxDecimals: number): string {
  // Exponent notation (below 1e-6, from 1e21), NaN and the infinities are left to Intl: no page shows them.
  if (!Number.isFinite(n) || String(n).includes("e")) {
    const options = { minimumFractionDigits: minDecimals, maximumFractionDigits: maxDecimals };
    return new Intl.NumberFormat(LOCALE, { ...options, signDisplay: "negative" }).format(n);
  }
  const { integer, fraction } = roundedDigits(n, minDecimals, maxDecimals);
  const grouped = integer.replace(/\B(?=(\d{3})+$)/g, THOUSANDS_SPACE);
  const negative = n < 0 && /[1-9]/.test(integer + fraction);
  return `${negative ? "-" : ""}${grouped}${fraction ? `,${fraction}` : ""}`;
}

/** A number with at most `maxDecimals` decimals (trailing zeros dropped): formatNumber(1234.5, 2) → "1 234,5". */
export function formatNumber(n: number, maxDecimals: number): string {
  return formatDecimal(n, 0, maxDecimals);
}

/** A number with exactly `decimals` decimals (trailing zeros kept): formatFixed(105, 1) → "105,0". */
export function formatFixed(n: number, decimals: number): string {
  return formatDecimal(n, decimals, decimals);
}

/**
 * A measured or estimated quantity with `digits` significant digits at most (trailing zeros dropped):
 * formatSignificant(0.0000611) → "0,000061", formatSignificant(1110.5, 3) → "1 110".
 */
export function formatSignificant(n: number, digits = 2): string {
  if (n === 0) return "0";
  const decimals = Math.max(0, digits - 1 - Math.floor(Math.log10(Math.abs(n))));
  return formatNumber(Number(n.toPrecision(digits)), decimals);
}

/** Whole euros, rounded half away from zero: 1999.5 → "2 000 €". */
export function formatEuros(amount: number): string {
  return `${formatDecimal(amount, 0, 0)}${UNIT_SPACE}€`;
}

/** Whole euros before tax: "2 000 € HT". */
export function formatEurosHT(amount: number): string {
  return `${formatEuros(amount)}${UNIT_SPACE}HT`;
}

/**
 * Square metres: "12,5 m²". Without `decimals`, up to 2 decimals with trailing zeros dropped; with `decimals`,
 * exactly that many.
 */
export function formatSquareMetres(n: number, decimals?: number): string {
  const formatted = decimals === undefined ? formatNumber(n, 2) : formatDecimal(n, decimals, decimals);
  return `${formatted}${UNIT_SPACE}m²`;
}

/** Whole kilograms: "1 240 kg". */
export function formatKg(n: number): string {
  return `${formatDecimal(n, 0, 0)}${UNIT_SPACE}kg`;
}

/** Tonnes with exactly `decimals` decimals (2 by default): "1,24 t". */
export function formatTonnes(n: number, decimals = 2): string {
  return `${formatDecimal(n, decimals, decimals)}${UNIT_SPACE}t`;
}

/** A countdown as "m:ss" (docs/product.md §2: 'Réessayez dans m:ss'); never negative. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** A duration as "m:ss", rounded to the second (an average time on site: 95.4 s → "1:35"). */
export function formatMinutesSeconds(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** "a", "a et b", "a, b et c": a French list, joined as Intl.ListFormat fr (conjunction) joins it. */
export function formatList(items: readonly string[]): string {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} et ${items.at(-1)}`;
}
