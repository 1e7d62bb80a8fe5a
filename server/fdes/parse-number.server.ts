/**
 * Reads one cell of an FDES results table as a number, or tells that the cell holds no number.
 * FDES print French and English decimal marks, scientific notation with either mark ("7,10E+00", "1.23E-02"),
 * a Unicode minus or an en dash, and NBSP / narrow NBSP / thin / plain spaces between groups of three digits.
 * "ND", "MND", "N/A", "NR", "INA", "-" and an empty cell mean "not declared": `null`, never 0.
 */
const NOT_DECLARED = new Set(["", "-", "–", "—", "nd", "mnd", "n/a", "na", "nr", "ina", "n.d.", "n.a."]);

const SPACES = /[\u00a0\u202f\u2009\u2007\u200a ]/g;

export function parseFdesNumber(raw: string): number | null {
  let text = raw.trim().replace(/^\((\d+)\)\s*/, "");
  if (NOT_DECLARED.has(text.toLowerCase())) return null;
  // A minus sign may be U+2212 or an en dash in front of a digit.
  text = text.replace(/^[\u2212\u2013\u2014]\s*(?=[\d.,])/, "-");
  text = text.replace(/[eE]\s*[\u2212\u2013]/, "E-");
  // Spaces are thousands separators only between a digit and a group of exactly three digits.
  if (SPACES.test(text)) {
    SPACES.lastIndex = 0;
    if (!/^-?\d{1,3}([\u00a0\u202f\u2009\u2007\u200a ]\d{3})+([.,]\d+)?([eE][+-]?\d+)?$/.test(text)) return null;
    text = text.replace(SPACES, "");
  }
  const match = /^([+-]?)(\d+(?:[.,]\d*)?|[.,]\d+)(?:[eE]([+-]?\d{1,3}))?$/.exec(text);
  if (!match) return null;
  const [, sign, mantissa, exponent] = match;
  let digits = mantissa!;
  const commas = (digits.match(/,/g) ?? []).length;
  const points = (digits.match(/\./g) ?? []).length;
  if (commas + points > 1) return null;
  digits = digits.replace(",", ".");
  const value = Number(`${sign}${digits}${exponent === undefined ? "" : `e${exponent}`}`);
  return Number.isFinite(value) ? (Object.is(value, -0) ? 0 : value) : null;
}

/** True when a cell's text is a number or a "not declared" mark: the cell belongs to the values, not the label. */
export function isValueCell(raw: string): boolean {
  const text = raw.trim();
  return parseFdesNumber(text) !== null || NOT_DECLARED.has(text.toLowerCase());
}
