/**
 * Reads one cell of an FDES results table as a number, or tells that the cell holds no number.
 * FDES print French and English decimal marks, scientific notation with either mark ("7,10E+00", "1.23E-02"),
 * a Unicode minus, an en dash or parentheses for a negative value ("(0,40)"), and NBSP / narrow NBSP / thin / plain
 * spaces or dots ("1.046,5") between groups of three digits.
 * "ND", "MND", "N/A", "NR", "INA", "-" and an empty cell mean "not declared": `null`, never 0.
 */
const NOT_DECLARED = new Set(["", "-", "–", "—", "nd", "mnd", "n/a", "na", "nr", "ina", "n.d.", "n.a."]);

const SPACES = /[\u00a0\u202f\u2009\u2007\u200a ]/g;

/** The decimal mark of a table, when its other numbers tell it; `undefined` reads a lone "1.046" as 1.046. */
export type DecimalMark = "," | "." | null | undefined;

/**
 * "1.046" or "1,046": one mark followed by exactly three digits after a group of one to three (not "0"): a decimal
 * number or a thousand and forty-six, which only the table's other numbers can tell.
 */
export function isAmbiguousGroup(raw: string): boolean {
  return /^[-\u2212\u2013(]?[1-9]\d{0,2}[.,]\d{3}\)?$/.test(raw.trim());
}

/**
 * The number a cell prints, written as JavaScript reads it: sign, digits with a point, exponent ("-1234.5e3"); null
 * when the cell holds no number.
 */
function canonical(raw: string, decimal?: DecimalMark): string | null {
  let text = raw.trim().replace(/^\((\d+)\)\s*/, "");
  if (NOT_DECLARED.has(text.toLowerCase())) return null;
  let negative = false;
  // "(0,40)": a negative value in accounting style; "(3)" alone is a footnote mark, not a number.
  const parenthesised = /^\((.+)\)$/.exec(text);
  if (parenthesised) {
    if (!/[.,eE]/.test(parenthesised[1]!)) return null;
    negative = true;
    text = parenthesised[1]!.trim();
  }
  // A minus sign may be U+2212 (a space may follow it) or an en dash set against its digits: "– 0,5" may as well be a
  // not-declared dash and a number of two cells run together.
  text = text.replace(/^\u2212\s*(?=[\d.,])/, "-").replace(/^[\u2013\u2014](?=[\d.,])/, "-");
  // "1,23 E-02": a space around the exponent's E joins nothing else.
  text = text.replace(/(\d)\s*([eE])\s*([+\-\u2212\u2013]?\d)/, "$1$2$3");
  text = text.replace(/[eE]\s*[\u2212\u2013]/, "E-");
  // Spaces are thousands separators only between a digit and a group of exactly three digits.
  if (SPACES.test(text)) {
    SPACES.lastIndex = 0;
    if (!/^-?\d{1,3}([\u00a0\u202f\u2009\u2007\u200a ]\d{3})+([.,]\d+)?([eE][+-]?\d+)?$/.test(text)) return null;
    text = text.replace(SPACES, "");
  }
  // Dots between groups of three with a decimal comma ("1.046,5", "1.234.567"), or commas with a decimal point.
  if (/^-?\d{1,3}(\.\d{3})+(,\d+)?$/.test(text) && (text.includes(",") || (text.match(/\./g) ?? []).length > 1)) {
    text = text.replace(/\./g, "");
  } else if (/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(text) && (text.includes(".") || (text.match(/,/g) ?? []).length > 1)) {
    text = text.replace(/,/g, "");
  } else if (isAmbiguousGroup(text)) {
    if (decimal === null) return null;
    if (decimal !== undefined && !text.includes(decimal)) text = text.replace(/[.,]/, "");
  }
  const match = /^([+-]?)(\d+(?:[.,]\d*)?|[.,]\d+)(?:[eE]([+-]?\d{1,3}))?$/.exec(text);
  if (!match) return null;
  const [, sign, mantissa, exponent] = match;
  const commas = (mantissa!.match(/,/g) ?? []).length;
  const points = (mantissa!.match(/\./g) ?? []).length;
  if (commas + points > 1) return null;
  const minus = (sign === "-") !== negative ? "-" : "";
  return `${minus}${mantissa!.replace(",", ".")}${exponent === undefined ? "" : `e${exponent}`}`;
}

export function parseFdesNumber(raw: string, decimal?: DecimalMark): number | null {
  const text = canonical(raw, decimal);
  if (text === null) return null;
  const value = Number(text);
  return Number.isFinite(value) ? (Object.is(value, -0) ? 0 : value) : null;
}

/**
 * Half a unit of a printed number's last digit, read as `parseFdesNumber` reads it ("1.046,5": 0,05; "1,23E-02":
 * 0,00005): how far the figure may be from the value it rounds. Null when the cell holds no number.
 */
export function printedHalfUnit(raw: string, decimal?: DecimalMark): number | null {
  const text = canonical(raw, decimal);
  if (text === null) return null;
  const [mantissa, exponent] = text.split("e") as [string, string | undefined];
  const decimals = mantissa.split(".")[1]?.length ?? 0;
  return 0.5 * 10 ** (Number(exponent ?? 0) - decimals);
}

/**
 * The decimal mark a set of cells uses, from the ones that can only be read one way ("0,0213", "2,91", "7,10E+00"
 * use a comma): null when they disagree or none tells.
 */
export function decimalMarkOf(cells: readonly string[]): "," | "." | null {
  let comma = 0;
  let point = 0;
  for (const raw of cells) {
    const text = raw.trim().replace(/[\s\u00a0\u202f]/g, "");
    if (isAmbiguousGroup(text)) continue;
    if (/\d,\d/.test(text) && !/\d\.\d/.test(text) && /^[-\u2212(]?0,|,\d{1,2}(?!\d)|,\d{4,}|,\d+[eE]/.test(text)) comma++;
    if (/\d\.\d/.test(text) && !/\d,\d/.test(text) && /^[-\u2212(]?0\.|\.\d{1,2}(?!\d)|\.\d{4,}|\.\d+[eE]/.test(text)) point++;
  }
  if (comma > 0 && point === 0) return ",";
  if (point > 0 && comma === 0) return ".";
  if (comma > 0 && point > 0) return comma >= 4 * point ? "," : point >= 4 * comma ? "." : null;
  return null;
}

/** True when a cell's text is a number or a "not declared" mark: the cell belongs to the values, not the label. */
export function isValueCell(raw: string): boolean {
  const text = raw.trim();
  return parseFdesNumber(text) !== null || NOT_DECLARED.has(text.toLowerCase());
}

/** How many digits a cell's exponent prints ("1,2E-04" → 2, "3.8e-4" → 1); null for a cell without an exponent. */
export function exponentDigits(raw: string): number | null {
  const match = /\d\s*[eE]\s*[-+\u2212\u2013]?\s*(\d+)\)?$/.exec(raw.trim());
  return match ? match[1]!.length : null;
}
