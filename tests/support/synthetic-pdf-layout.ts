import type { PageText, PositionedText } from "../../server/fdes/fdes-types.server";

/**
 * Positioned text for the extractor's tests, without PDFs: a results table laid out from a compact description
 * the way FDES print them (label column, unit column, one column per header, values on the middle line of a wrapped
 * label), and free lines of text. Widths are estimated at half the font size per character.
 */

export const SIZE = 6;
const LINE = 7.5;

export function item(text: string, x: number, y: number, size = SIZE, page = 1): PositionedText {
  return { text, x, y, width: text.length * size * 0.5, height: size, page };
}

export interface TableSpec {
  /** Header text of each value column; a string with "|" stacks fragments ("Total cycle|de vie"). */
  columns: string[];
  /** Each row: label lines, unit, then one cell per column ("" for none). */
  rows: [label: string[], unit: string, ...cells: string[]][];
  /** y of the header's first line. */
  top?: number;
  /** Header cells of the label and unit columns; `null` leaves them out. */
  labelHeader?: string | null;
  unitHeader?: string | null;
  /** Lines of the title over the table. */
  title?: string[];
  page?: number;
  columnX?: number;
  columnStep?: number;
  /** Space between two rows, beyond the line spacing (cell padding); 6 by default. */
  rowGap?: number;
}

export const LABEL_X = 40;
export const UNIT_X = 150;

/** Items of one table; returns them with the y under the table. */
export function table(spec: TableSpec): { items: PositionedText[]; bottom: number } {
  const page = spec.page ?? 1;
  const step = spec.columnStep ?? 32;
  const firstX = spec.columnX ?? 190;
  const items: PositionedText[] = [];
  let y = spec.top ?? 700;
  const title = spec.title ?? [];
  title.forEach((line, index) => items.push(item(line, LABEL_X, y + 14 + (title.length - 1 - index) * 11, 8.5, page)));
  const headerDepth = Math.max(1, ...spec.columns.map((column) => column.split("|").length));
  if (spec.labelHeader !== null) items.push(item(spec.labelHeader ?? "Indicateur", LABEL_X, y, SIZE, page));
  if (spec.unitHeader !== null) items.push(item(spec.unitHeader ?? "Unité", UNIT_X, y, SIZE, page));
  const centres = spec.columns.map((_, index) => firstX + index * step);
  spec.columns.forEach((column, index) => {
    column.split("|").forEach((fragment, depth) => {
      const header = item(fragment, 0, y - depth * LINE, SIZE, page);
      header.x = centres[index]! - header.width / 2;
      items.push(header);
    });
  });
  y -= headerDepth * LINE + 6;
  for (const [label, unit, ...cells] of spec.rows) {
    const lines = Math.max(1, label.length);
    const middle = y - ((lines - 1) / 2) * LINE;
    label.forEach((text, index) => items.push(item(text, LABEL_X, y - index * LINE, SIZE, page)));
    if (unit) items.push(item(unit, UNIT_X, middle, SIZE, page));
    cells.forEach((text, index) => {
      if (text === "") return;
      const cell = item(text, 0, middle, SIZE, page);
      // Values are right-aligned in their cell, as most FDES print them.
      cell.x = centres[index]! + 12 - cell.width;
      items.push(cell);
    });
    y -= lines * LINE + (spec.rowGap ?? 6);
  }
  return { items, bottom: y };
}

/** Lines of running text from the left margin, top down. */
export function text(lines: string[], top: number, page = 1, size = 9): PositionedText[] {
  return lines.map((line, index) => item(line, LABEL_X, top - index * size * 1.4, size, page));
}

export function page(items: PositionedText[], number = 1): PageText {
  return { page: number, width: 595, height: 842, items: items.map((one) => ({ ...one, page: number })), rules: [] };
}
