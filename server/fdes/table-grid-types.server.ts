import type { PositionedText } from "./fdes-types.server";
import { THOUSANDS_GAP_H, WORD_GAP_H } from "./reading-tolerances.server";

/**
 * The grid of one table, as the stage "table regions and grids" builds it and every later stage reads it: columns left
 * to right, header cells (which may span columns and lie on several levels) and body rows, each cell with the text it
 * holds. Nothing here says yet what a column means (stage "column model") or what a row names (stage "named rows").
 */

export interface ColumnExtent {
  x0: number;
  x1: number;
}

/** A cell: its text (lines joined top to bottom) and the columns it spans, `col0` to `col1` included. */
export interface GridCell {
  text: string;
  col0: number;
  col1: number;
}

/** A header cell, with its level: 0 is the header's top line or row, higher levels are lower down. */
export interface HeaderCell extends GridCell {
  level: number;
}

export interface BodyRow {
  page: number;
  /** The y of the row's values (its middle line), for reading order. */
  y: number;
  cells: GridCell[];
}

export interface Grid {
  /** The page the table starts on (1-based), and every page it runs over. */
  page: number;
  pages: number[];
  /** "lattice": columns and rows from the rules the document draws; "stream": from where its text stands. */
  method: "lattice" | "stream";
  columns: ColumnExtent[];
  header: HeaderCell[];
  rows: BodyRow[];
  /** The text just above the table (its title and section number), null when nothing stands there. */
  title: string | null;
  /** Top and bottom of the table on its first and last page (y upwards). */
  top: number;
  bottom: number;
  /** The font size of the table's values: the unit of its tolerances. */
  lineHeight: number;
}

/** The text of tokens stacked in one cell: lines top to bottom, a word cut at a line's end mended. */
export function cellText(tokens: readonly PositionedText[], sameLine: (a: PositionedText, b: PositionedText) => boolean): string {
  const sorted = [...tokens].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: PositionedText[][] = [];
  for (const token of sorted) {
    const line = lines.find((candidate) => sameLine(candidate[0]!, token));
    if (line) line.push(token);
    else lines.push([token]);
  }
  return joinLines(lines.map((line) => joinWords(line.sort((a, b) => a.x - b.x))));
}

/** Set between two numbers that stand apart in one cell, so that no stage reads them as one. */
const TWO_NUMBERS = " ; ";

/**
 * Tokens of one line joined left to right: a space where they stand apart, nothing where one continues the other.
 * Two numbers set further apart than digit groups are two values, never one with a thousands space: "20" and "112"
 * of two columns read into one cell are "20 ; 112", illegible, not 20 112 (seed 31 document 304).
 */
export function joinWords(tokens: readonly PositionedText[]): string {
  let text = "";
  let end = -Infinity;
  for (const token of tokens) {
    const gap = token.x - end;
    const twoNumbers = /\d\s*$/.test(text) && /^\s*[-\u2212\u2013]?\d/.test(token.text) && gap >= THOUSANDS_GAP_H * token.height;
    if (twoNumbers) text = `${text.trimEnd()}${TWO_NUMBERS}`;
    else if (text !== "" && gap > WORD_GAP_H * token.height && !text.endsWith(" ")) text += " ";
    text += token.text;
    end = Math.max(end, token.x + token.width);
  }
  return text.replace(/\s+/g, " ").trim();
}

/** Lines of a cell as one text: "renou-" / "velables" is one word; "Changement climatique -" / "total" keeps its dash. */
export function joinLines(lines: readonly string[]): string {
  return lines.reduce((text, line) => {
    if (text === "") return line;
    if (line === "") return text;
    if (/(?:^|\s)(?:sous|au|non)-$/iu.test(text)) return text + line;
    if (/\p{L}-$/u.test(text) && /^\p{Ll}/u.test(line)) return text.slice(0, -1) + line;
    return `${text} ${line}`;
  }, "");
}
