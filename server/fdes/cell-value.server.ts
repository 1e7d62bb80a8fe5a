import { type DecimalMark, parseFdesNumber, printedHalfUnit } from "./parse-number.server";

/**
 * Stage "cell values" of the reader: what one cell of a results table says. A number, with the precision it was
 * printed to (half a unit of its last digit: how far it may lie from the value it rounds); a "not declared" mark
 * (ND, MND, N/A, "-", INA, NR: never 0); an empty cell; or text that is no number (two numbers run together, a
 * clipped exponent, a percentage), which is illegible and never guessed at. Footnote marks beside a value ("1,55E+01
 * (a)", "2,3*", "4,1¹") are no part of it.
 */
export type CellValue =
  | { kind: "number"; value: number; halfUnit: number; text: string }
  | { kind: "notDeclared"; text: string }
  | { kind: "empty" }
  | { kind: "illegible"; text: string };

const NOT_DECLARED = /^(?:-|–|—|nd|mnd|n\/a|na|nr|ina|n\.d\.|n\.a\.|nc|n\/d)$/i;

/** Footnote marks printed after a value: "(a)", "(1)", "a)", "*", "**", "†", superscript digits or letters. */
const TRAILING_MARK = /\s*(?:\((?:[a-z]|\d{1,2}|[ivx]{1,4}|\*+)\)|[a-z]\)|\*+|[†‡§]+|[\u00b9\u00b2\u00b3\u2070-\u2079\u1d43-\u1d5b]+)$/iu;
/** A footnote mark printed before a value, set apart from it: "(1) 2,35". */
const LEADING_MARK = /^(?:\((?:[a-z]|\d{1,2})\)|[*†‡§]+)\s+/iu;

/** The cell's text without its footnote marks. */
export function withoutFootnoteMarks(text: string): string {
  let stripped = text.trim();
  for (let guard = 0; guard < 3; guard++) {
    const next = stripped.replace(TRAILING_MARK, "").replace(LEADING_MARK, "").trim();
    if (next === stripped) break;
    stripped = next;
  }
  return stripped;
}

/** What a cell's text says, its decimal mark as the table's other numbers tell it (`decimal`). */
export function readCell(text: string | undefined, decimal: DecimalMark): CellValue {
  const raw = (text ?? "").trim();
  if (raw === "") return { kind: "empty" };
  const stripped = withoutFootnoteMarks(raw);
  // A mark wrapped in a narrow cell ("MN" / "D") is one mark.
  if (NOT_DECLARED.test(stripped) || (/^[a-z./ ]+$/i.test(stripped) && NOT_DECLARED.test(stripped.replace(/\s+/g, "")))) {
    return { kind: "notDeclared", text: raw };
  }
  // A mark alone ("(a)", "(1)") is no value; a number keeps its own parentheses ("(0,40)", negative).
  if (stripped === "") return { kind: "illegible", text: raw };
  const value = parseFdesNumber(stripped, decimal);
  if (value === null) return { kind: "illegible", text: raw };
  const halfUnit = value === 0 ? 0 : printedHalfUnit(stripped, decimal);
  if (halfUnit === null) return { kind: "illegible", text: raw };
  return { kind: "number", value, halfUnit, text: raw };
}
