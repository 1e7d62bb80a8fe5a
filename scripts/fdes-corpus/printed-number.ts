/**
 * How an author writes a number in a results table, and what the printed text means to that author. The answer of
 * every document is computed from the printed text, never from the drawn value, so that rounding is the document's.
 */
export interface NumberStyle {
  decimal: "," | ".";
  /** fixed: 0,0213; scientific: 2,13E-02; mixed: fixed between 0,01 and 99 999, scientific outside. */
  notation: "fixed" | "scientific" | "mixed";
  /** Significant digits printed. */
  digits: number;
  /** Thousands separator of fixed numbers ("" for none). */
  group: "" | " " | "\u00a0" | "\u202f" | "." | ",";
  /** Sign of a negative mantissa. */
  minus: "-" | "\u2212" | "\u2013";
  /** Sign of a negative exponent (U+2212 as some typesetting tools print it). */
  exponentMinus: "-" | "\u2212";
  /** "E+01" (two digits, sign), "E+1" (IBU's short exponent), "E1" (no plus) or lower case. */
  exponent: "E+00" | "E+0" | "E0" | "e+00";
}

export const NOT_DECLARED_MARKS = ["MND", "ND", "-", "N/A", "NR", "INA", "n.d."] as const;
export type NotDeclaredMark = (typeof NOT_DECLARED_MARKS)[number];

/** A printed value: its text and the value it stands for (null for a not-declared mark), with its rounding. */
export interface PrintedNumber {
  text: string;
  value: number | null;
  /** Half a unit of the last printed digit: how far the printed value may be from the computed one. */
  halfUnit: number;
}

function groupThousands(integer: string, group: string): string {
  return group && integer.length > 4 ? integer.replace(/\B(?=(\d{3})+$)/g, group) : integer;
}

/** Writes `value` as the style says, and returns the value the text stands for. */
export function printNumber(value: number, style: NumberStyle): PrintedNumber {
  if (value === 0) return { text: "0", value: 0, halfUnit: 0 };
  const abs = Math.abs(value);
  const scientific = style.notation === "scientific" || abs < 1e-4 || (style.notation === "mixed" && (abs < 0.01 || abs >= 1e5));
  let body: string;
  let halfUnit: number;
  if (scientific) {
    const [mantissa, exponentText] = abs.toExponential(style.digits - 1).split("e") as [string, string];
    const power = Number(exponentText);
    halfUnit = 0.5 * 10 ** (power - (style.digits - 1));
    const sign = power < 0 ? style.exponentMinus : style.exponent === "E0" ? "" : "+";
    const short = style.exponent === "E0" || style.exponent === "E+0";
    const digits = short ? String(Math.abs(power)) : String(Math.abs(power)).padStart(2, "0");
    const letter = style.exponent === "e+00" ? "e" : "E";
    body = `${mantissa.replace(".", style.decimal)}${letter}${sign}${digits}`;
  } else {
    const magnitude = Math.floor(Math.log10(abs));
    const decimals = Math.max(0, style.digits - 1 - magnitude);
    const text = abs.toFixed(decimals);
    if (Number(text) === 0) return { text: "0", value: 0, halfUnit: 0.5 * 10 ** -decimals };
    halfUnit = 0.5 * 10 ** -decimals;
    const [integer, fraction] = text.split(".") as [string, string | undefined];
    // A group mark equal to the decimal mark would make "1.234" ambiguous: never both.
    const group = style.group === style.decimal ? "" : style.group;
    const whole = groupThousands(integer, group);
    body = fraction === undefined ? whole : `${whole}${style.decimal}${fraction}`;
  }
  const text = value < 0 ? `${style.minus}${body}` : body;
  return { text, value: readPrinted(text, style), halfUnit };
}

/** The value the author meant by `text` in this style (a footnote mark after the number is not part of it). */
export function readPrinted(text: string, style: NumberStyle): number | null {
  let t = text.replace(/\s*(\([a-z]\)|\*+|[¹²³†‡])$/u, "").trim();
  if (!/\d/.test(t)) return null;
  t = t.replace(/^[\u2212\u2013]/, "-").replace(/[eE]\u2212/, "E-");
  const group = style.group === style.decimal ? "" : style.group;
  if (group) t = t.split(group).join("");
  if (style.decimal === ",") t = t.replace(",", ".");
  const value = Number(t);
  if (!Number.isFinite(value)) throw new Error(`unreadable printed number ${JSON.stringify(text)}`);
  return value;
}
