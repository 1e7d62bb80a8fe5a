/**
 * French formatting of dates, amounts and quantities, for the browser and the server alike.
 *
 * Everything goes through `Intl` with the locale fr-FR, and dates are shown in the Europe/Paris time zone whatever
 * the time zone of the machine that renders them (the server and the visitor's browser must print the same day).
 * The characters are Intl's own: U+202F (narrow no-break space) between thousands, U+00A0 (no-break space) before
 * "€". Units Intl cannot spell ("m²", "t") are appended after U+00A0, and so is "kg" for consistency.
 * A negative amount that rounds to zero is printed as zero, never "-0".
 */

const LOCALE = "fr-FR";
const TIME_ZONE = "Europe/Paris";
const UNIT_SPACE = "\u00A0";

/** A date-only ISO string ("2026-11-20") names a calendar day, not an instant. */
const ISO_DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export type DateInput = Date | string;

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(style: "short" | "long", timeZone: string): Intl.DateTimeFormat {
  const key = `${style}|${timeZone}`;
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(
      LOCALE,
      style === "short"
        ? { timeZone, day: "2-digit", month: "2-digit", year: "numeric" }
        : { timeZone, day: "numeric", month: "long", year: "numeric" },
    );
    dateFormatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Turns the input into an instant and the time zone in which to read it. A date-only string is parsed by JavaScript
 * as UTC midnight, so it is read in UTC to give back the same calendar day; anything else is read in Paris.
 */
function toInstant(date: DateInput): { instant: Date; timeZone: string } {
  const dateOnly = typeof date === "string" && ISO_DATE_ONLY.test(date);
  const instant = typeof date === "string" ? new Date(date) : date;
  if (Number.isNaN(instant.getTime())) {
    throw new RangeError(`Date invalide : ${String(date)}`);
  }
  return { instant, timeZone: dateOnly ? "UTC" : TIME_ZONE };
}

/** "20/11/2026". */
export function formatDateShort(date: DateInput): string {
  const { instant, timeZone } = toInstant(date);
  return dateFormatter("short", timeZone).format(instant);
}

/** "20 novembre 2026"; the first day of a month is written "1er novembre 2026", as French typography requires. */
export function formatDateLong(date: DateInput): string {
  const { instant, timeZone } = toInstant(date);
  return dateFormatter("long", timeZone)
    .formatToParts(instant)
    .map((part) => (part.type === "day" && part.value === "1" ? "1er" : part.value))
    .join("");
}

const numberFormatters = new Map<string, Intl.NumberFormat>();

function numberFormatter(minDecimals: number, maxDecimals: number, currency?: "EUR"): Intl.NumberFormat {
  const key = `${minDecimals}|${maxDecimals}|${currency ?? ""}`;
  let formatter = numberFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE, {
      ...(currency ? { style: "currency", currency } : {}),
      minimumFractionDigits: minDecimals,
      maximumFractionDigits: maxDecimals,
      signDisplay: "negative",
    });
    numberFormatters.set(key, formatter);
  }
  return formatter;
}

/** A number with at most `maxDecimals` decimals (trailing zeros dropped): formatNumber(1234.5, 2) → "1 234,5". */
export function formatNumber(n: number, maxDecimals: number): string {
  return numberFormatter(0, maxDecimals).format(n);
}

/** Whole euros, rounded half away from zero: 1999.5 → "2 000 €". */
export function formatEuros(amount: number): string {
  return numberFormatter(0, 0, "EUR").format(amount);
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
  const formatted = decimals === undefined ? formatNumber(n, 2) : numberFormatter(decimals, decimals).format(n);
  return `${formatted}${UNIT_SPACE}m²`;
}

/** Whole kilograms: "1 240 kg". */
export function formatKg(n: number): string {
  return `${numberFormatter(0, 0).format(n)}${UNIT_SPACE}kg`;
}

/** Tonnes with exactly `decimals` decimals (2 by default): "1,24 t". */
export function formatTonnes(n: number, decimals = 2): string {
  return `${numberFormatter(decimals, decimals).format(n)}${UNIT_SPACE}t`;
}

/** A countdown as "m:ss" (public §2: 'Réessayez dans m:ss'); never negative. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}
