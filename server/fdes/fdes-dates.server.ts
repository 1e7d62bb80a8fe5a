import { normalise } from "./text-lines.server";

const MONTHS = ["janvier", "fevrier", "mars", "avril", "mai", "juin", "juillet", "aout", "septembre", "octobre", "novembre", "decembre"];
const DATE = String.raw`(\d{1,2})(?:er)?\s+(${MONTHS.join("|")})\s+(\d{4})|(\d{1,2})[/.\-](\d{1,2})[/.\-](\d{4})|(\d{4})-(\d{2})-(\d{2})`;

function iso(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return date.toISOString().slice(0, 10);
}

/** A French date at the start of `text` ("12 mars 2024", "1er mars 2024", "12/03/2024", "2024-03-12"), ISO. */
export function parseFrenchDate(text: string): string | null {
  const match = new RegExp(`^\\s*(?:${DATE})`).exec(normalise(text));
  if (!match) return null;
  if (match[1]) return iso(Number(match[3]), MONTHS.indexOf(match[2]!) + 1, Number(match[1]));
  if (match[4]) return iso(Number(match[6]), Number(match[5]), Number(match[4]));
  return iso(Number(match[7]), Number(match[8]), Number(match[9]));
}

const MONTHS_EN = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
/**
 * English EPDs' dates: "12.03.2027", "2027-03-12", "12 March 2027", "March 12, 2027". A date with slashes is not read:
 * "03/12/2027" is 3 December in Europe and 12 March in the United States.
 */
const DATE_EN = String.raw`(\d{1,2})(?:st|nd|rd|th)?\s+(${MONTHS_EN.join("|")})\s+(\d{4})|(${MONTHS_EN.join("|")})\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})|(\d{1,2})[.](\d{1,2})[.](\d{4})|(\d{4})-(\d{2})-(\d{2})`;

/** An English date at the start of `text` (normalised: lower case), ISO. */
export function parseEnglishDate(text: string): string | null {
  const match = new RegExp(`^\\s*(?:${DATE_EN})`).exec(normalise(text));
  if (!match) return null;
  if (match[1]) return iso(Number(match[3]), MONTHS_EN.indexOf(match[2]!) + 1, Number(match[1]));
  if (match[4]) return iso(Number(match[6]), MONTHS_EN.indexOf(match[4]) + 1, Number(match[5]));
  if (match[7]) return iso(Number(match[9]), Number(match[8]), Number(match[7]));
  return iso(Number(match[10]), Number(match[11]), Number(match[12]));
}

/** Five years after an ISO date; 29 February becomes 28 February. */
export function plusFiveYears(date: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return iso(year + 5, month, day) ?? iso(year + 5, month, day - 1)!;
}

const VALID_UNTIL =
  /(?:fin de (?:la )?validite|valable jusqu'(?:au|a)|valide jusqu'(?:au|a)|validite jusqu'(?:au|a)|date limite de validite|expire le)\s*(?:de la (?:fdes|declaration)\s*)?(?:le\s*)?:?\s*/g;
const VALIDITY = /validite|valable|valide/g;
/** An English EPD's end of validity: "Valid to: 12.03.2027", "Valid until", "Expiry date". */
const VALID_TO_EN = /\b(?:valid (?:to|until|thru|through)|expiry date|expiration date|date of expiry)\s*:?\s*/g;
const ISSUED = /date (?:de |d')(?:realisation|edition|publication|emission)(?: de la fdes)?\s*:?\s*/g;
const DATES = new RegExp(DATE, "g");

/** The dates in a piece of text with where each starts and ends. */
function datesIn(text: string): { date: string; start: number; end: number }[] {
  return [...text.matchAll(DATES)].flatMap((match) => {
    const date = parseFrenchDate(match[0]);
    return date ? [{ date, start: match.index, end: match.index + match[0].length }] : [];
  });
}

/**
 * The end of validity of the declaration. A validity range ("du 14/03/2022 au 13/03/2027", "14/03/2022 – 13/03/2027")
 * gives its END, never its start; then a printed end ("Fin de validité : 18 juillet 2026", "valable jusqu'au …", an
 * English EPD's "Valid to: 12.03.2027"); only when none is printed, the date of issue ("Date de réalisation /
 * d'édition / de publication") plus five years, the validity of an FDES.
 */
export function validUntil(text: string): { date: string; printed: boolean } | null {
  const flat = normalise(text);
  for (const match of flat.matchAll(VALIDITY)) {
    // Two dates within the sentence after "validité", joined by "au", "à", "-" or a dash: a range.
    const after = flat.slice(match.index, match.index + 120);
    const dates = datesIn(after);
    for (let index = 0; index + 1 < dates.length; index++) {
      const between = after.slice(dates[index]!.end, dates[index + 1]!.start);
      if (/^\s*(?:au|a|jusqu'au|-|\/)\s*$/.test(between) && dates[index + 1]!.date > dates[index]!.date) {
        return { date: dates[index + 1]!.date, printed: true };
      }
    }
  }
  for (const match of flat.matchAll(VALID_UNTIL)) {
    const date = parseFrenchDate(flat.slice(match.index + match[0].length));
    if (date) return { date, printed: true };
  }
  for (const match of flat.matchAll(VALID_TO_EN)) {
    const date = parseEnglishDate(flat.slice(match.index + match[0].length));
    if (date) return { date, printed: true };
  }
  for (const match of flat.matchAll(ISSUED)) {
    const date = parseFrenchDate(flat.slice(match.index + match[0].length));
    if (date) return { date: plusFiveYears(date), printed: false };
  }
  return null;
}
