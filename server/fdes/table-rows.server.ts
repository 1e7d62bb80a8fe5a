import type { PositionedText } from "./fdes-types.server";
import { isValueCell, parseFdesNumber } from "./parse-number.server";
import type { TableColumn, TableHeader } from "./table-columns.server";
import { groupLines, isGluedNumbers, joinItems, medianHeight, type TextLine } from "./text-lines.server";

/** One indicator row of a results table: its whole label and its cells by column index (raw text). */
export interface TableRow {
  page: number;
  y: number;
  label: string;
  cells: Map<number, string>;
  /** The row is part of a table of percentages (contribution of each module), not of results. */
  percent: boolean;
  /** Numbers on the row's line that fell in no module column: a cell may have been lost, so no sum is trusted. */
  strays: number;
}

interface ValueCell {
  item: PositionedText;
  column: number;
}

const centre = (item: PositionedText) => item.x + item.width / 2;

/**
 * The module column a value belongs to, by the x of its centre: the nearest header cell, which may be a column
 * that is not a module (the unit's, the range's): then the value is not a result. A digit that is nowhere near a
 * module column (the "2" of CO2, the "3" of m3 leaking out of the unit) is dropped too.
 */
function columnOf(item: PositionedText, header: TableHeader): number | null {
  const x = centre(item);
  let best: number | null = null;
  let bestDistance = Infinity;
  header.columns.forEach((column, index) => {
    // Centred numbers line up with the header's centre, right-aligned ones with its right edge.
    const right = column.right === undefined ? Infinity : Math.abs(column.right - (item.x + item.width));
    const distance = Math.min(Math.abs(column.centre - x), right);
    if (distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  if (best === null) return null;
  if (header.sinks.some((sink) => Math.abs(sink - x) < bestDistance)) return null;
  const column: TableColumn = header.columns[best]!;
  // A number wider than its narrow column (overflowing the cell) still covers the column's centre.
  const covers = item.x <= column.centre && column.centre <= item.x + item.width;
  return bestDistance <= column.reach || covers ? best : null;
}

function significantDigits(number: string): number {
  return number
    .replace(/[eE].*$/, "")
    .replace(/[^\d]/g, "")
    .replace(/^0+/, "").length;
}

/**
 * Two values printed so close that pdf.js gives them as one string without a space ("0,003210,00170", a number
 * overflowing its narrow cell). Of the cuts that leave two numbers in two different module columns, the one whose
 * pieces share a precision wins, then the one whose pieces (placed by their share of the characters) fall nearest
 * their columns; with no such cut the item is left as it is.
 */
export function unglue(item: PositionedText, header: TableHeader): PositionedText[] {
  const text = item.text.trim();
  if (!isGluedNumbers(text)) return [item];
  const perCharacter = item.width / text.length;
  let best: { pieces: PositionedText[]; score: number } | null = null;
  for (let cut = 1; cut < text.length; cut++) {
    const parts = [text.slice(0, cut), text.slice(cut)];
    if (!parts.every((part) => parseFdesNumber(part) !== null)) continue;
    const pieces = parts.map((part, index) => ({
      ...item,
      text: part,
      x: item.x + (index === 0 ? 0 : cut) * perCharacter,
      width: part.length * perCharacter,
    }));
    const columns = pieces.map((piece) => columnOf(piece, header));
    if (columns.some((column) => column === null) || columns[0] === columns[1]) continue;
    // A table prints its numbers with one precision (three significant digits, often): pieces that share it first.
    const precision = Math.abs(significantDigits(parts[0]!) - significantDigits(parts[1]!));
    const distance = pieces.reduce((sum, piece, index) => sum + Math.abs(header.columns[columns[index]!]!.centre - centre(piece)), 0);
    const score = precision * 1000 + distance;
    if (!best || score < best.score) best = { pieces, score };
  }
  return best?.pieces ?? [item];
}

/** Where the table ends: the next header, a line of running text across the columns, or a wide gap. */
function tableLines(lines: readonly TextLine[], header: TableHeader, end: number): TextLine[] {
  const firstColumn = header.columns[0];
  const inside: TextLine[] = [];
  let previousY = header.bottom;
  const hasColumnValue = (line: TextLine) => line.items.some((item) => isValueCell(item.text) && columnOf(item, header) !== null);
  for (const [index, line] of lines.entries()) {
    if (line.y >= header.bottom - 0.2 * (line.height || 1) || line.y <= end) continue;
    const h = line.height || 8;
    if (inside.length > 0 && previousY - line.y > 6 * h) break;
    const crosses = (other: TextLine) =>
      firstColumn !== undefined &&
      other.items.some(
        (item) => !isValueCell(item.text) && item.x < header.labelRight && item.x + item.width > firstColumn.centre + 0.5 * h,
      );
    // Running text crosses the columns and has no value in them; an overlong label beside its values does not end the table.
    if (crosses(line) && !hasColumnValue(line)) {
      // A section's title inside one long table ("Indicateurs d'impacts environnementaux principaux"): a short line of
      // one piece, no sentence, with the section's values under it. It is no row's label and the table goes on. Its
      // values may come after the first lines of a label wrapped in a narrow column (and of its unit): lines set close
      // together that hold no value and do not cross the columns.
      const text = line.text.trim();
      let valuesFollow = lines
        .slice(index + 1, index + 6)
        .some((other) => other.y > end && line.y - other.y <= 6 * h && hasColumnValue(other));
      let previous = line.y;
      for (const other of valuesFollow ? [] : lines.slice(index + 1)) {
        if (other.y <= end || previous - other.y > 2.6 * h || line.y - other.y > 16 * h) break;
        if (hasColumnValue(other)) {
          valuesFollow = true;
          break;
        }
        if (crosses(other)) break;
        previous = other.y;
      }
      const title = valuesFollow && line.items.length === 1 && text.length <= 80 && !/[.:;]$/.test(text);
      if (title) continue;
      break;
    }
    inside.push(line);
    previousY = line.y;
  }
  return inside;
}

/**
 * The rows of the table under `header` (down to `end`, the y of the next header on the page or -Infinity).
 * Values are grouped by baseline into value rows; label fragments (text left of the columns) are given to rows so
 * that each row's label is centred on its values (FDES print the numbers on the middle line of a wrapped label) and
 * rows are split where the space between label lines is widest.
 */
export function readTableRows(lines: readonly TextLine[], header: TableHeader, end = -Infinity): TableRow[] {
  const inside = tableLines(lines, header, end);
  const items = inside.flatMap((line) => line.items);
  const valueCandidates: ValueCell[] = [];
  const strayItems: PositionedText[] = [];
  const labelItems: PositionedText[] = [];
  const otherItems: PositionedText[] = [];
  for (const item of items.flatMap((one) => unglue(one, header))) {
    const column = isValueCell(item.text) && !isIndex(item, items) ? columnOf(item, header) : null;
    if (column !== null) valueCandidates.push({ item, column });
    else if (item.x < header.labelRight) labelItems.push(item);
    else otherItems.push(item);
    if (column === null && item.x >= header.labelRight && isStrayNumber(item, header)) strayItems.push(item);
  }
  // Sub- and superscripts (the "2" of CO2, the "3" of m3) are set smaller than the values around them.
  const valueHeight = medianHeight(valueCandidates.map((cell) => cell.item));
  const values = valueCandidates.filter((cell) => cell.item.height >= 0.8 * valueHeight);
  const page = header.page;
  const baselines = groupLines(
    values.map((cell) => cell.item),
    page,
  );
  // A lone digit on a line of its own is a unit's sub- or superscript set at full size ("CO2", "m3"), not a row.
  const typical = baselines.map((line) => line.items.length).sort((a, b) => a - b)[Math.floor(baselines.length / 2)] ?? 0;
  const valueRows = baselines.filter((line) => !(line.items.length === 1 && typical >= 3 && /^\d$/.test(line.items[0]!.text.trim())));
  if (valueRows.length === 0) return [];
  const columnOfItem = new Map(values.map((cell) => [cell.item, cell.column]));
  const labelLines = groupLines(labelItems, page);
  const h = medianHeight(labelLines.length > 0 ? labelLines : valueRows) || 8;
  const labels = assignLabels(
    valueRows.map((row) => row.y),
    labelLines,
    h,
  );
  // A "%" beside the values (in the unit column or after a number) makes the row a share, not a result.
  const percentYs = otherItems.filter((item) => /%\s*$/.test(item.text)).map((item) => item.y);
  return valueRows.map((row, index) => {
    const cells = new Map<number, PositionedText[]>();
    for (const item of row.items) {
      const column = columnOfItem.get(item)!;
      cells.set(column, [...(cells.get(column) ?? []), item]);
    }
    const percent = percentYs.some((y) => Math.abs(y - row.y) <= 0.6 * h);
    const strays = strayItems.filter((item) => Math.abs(item.y - row.y) <= 0.4 * Math.max(item.height, h)).length;
    return {
      page,
      y: row.y,
      label: joinLabel(labels[index]!.map((line) => line.text)),
      cells: new Map([...cells].map(([column, cellItems]) => [column, joinItems(cellItems)])),
      percent,
      strays,
    };
  });
}

/**
 * A lone digit set against the end of a word ("kg CO" "2", "m" "3"), at its size or not, on its line or a little off it:
 * the index or exponent of a unit, never a cell, since a cell is set apart from its neighbours.
 */
function isIndex(item: PositionedText, items: readonly PositionedText[]): boolean {
  if (!/^[1-9]$/.test(item.text.trim())) return false;
  const h = Math.max(item.height, 1);
  return items.some(
    (other) =>
      other !== item &&
      /\p{L}$/u.test(other.text.trim()) &&
      Math.abs(other.y - item.y) < 0.8 * Math.max(h, other.height) &&
      Math.abs(other.x + other.width - item.x) <= 0.15 * Math.max(h, other.height),
  );
}

/**
 * A number in the module columns' span that no column took: a result cell lost between two columns (a sub- or
 * superscript digit, set smaller, or a footnote mark is not one).
 */
function isStrayNumber(item: PositionedText, header: TableHeader): boolean {
  const text = item.text.trim();
  if (parseFdesNumber(text) === null || /^\(\d+\)$/.test(text) || /^\d$/.test(text)) return false;
  const first = header.columns[0];
  const last = header.columns[header.columns.length - 1];
  if (!first || !last) return false;
  const x = centre(item);
  return x >= first.centre - first.reach && x <= last.centre + last.reach;
}

/**
 * The lines of a label as one text. A word cut at the end of a line ("renou-" / "velables") is mended, or the PENRT
 * row would read "renou- velables" and lose its "non renouvelables"; a dash after a space ("Changement climatique -"
 * / "total") stays.
 */
export function joinLabel(lines: readonly string[]): string {
  return lines.reduce((label, line) => {
    if (label === "") return line;
    if (/\p{L}-$/u.test(label) && /^\p{Ll}/u.test(line)) return label.slice(0, -1) + line;
    return `${label} ${line}`;
  }, "");
}

/**
 * Gives each value row its label lines. Lines on a row's baseline are its own; the lines between two rows are cut
 * once, choosing for the whole table (dynamic programming) the cuts that centre each label on its values best,
 * with a bonus for cutting at a wide gap (the padding between cells). Lines above the first row or below the last
 * that do not centre their row are left out (a group title, a footnote).
 */
export function assignLabels(rowYs: readonly number[], labelLines: readonly TextLine[], h: number): TextLine[][] {
  const rows = rowYs.length;
  const own: TextLine[][] = rowYs.map(() => []);
  // intervals[k]: lines above row k (k = 0), between rows k-1 and k, or below the last row (k = rows).
  const intervals: TextLine[][] = Array.from({ length: rows + 1 }, () => []);
  for (const line of labelLines) {
    // Rows are top to bottom (y decreasing): k is the first row at or below the line.
    let low = 0;
    let high = rows;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (rowYs[middle]! > line.y) low = middle + 1;
      else high = middle;
    }
    const k = low;
    const at = [k - 1, k].find((index) => index >= 0 && index < rows && Math.abs(rowYs[index]! - line.y) <= 0.45 * h);
    if (at !== undefined) own[at]!.push(line);
    else intervals[k]!.push(line);
  }
  for (const interval of intervals) interval.sort((a, b) => b.y - a.y);
  const gaps = labelLines
    .map((line, index) => (index > 0 ? labelLines[index - 1]!.y - line.y : Infinity))
    .filter((gap) => gap > 0.5 * h && gap < 3 * h);
  const leading = gaps.length > 0 ? Math.min(...gaps) : 1.2 * h;

  // up(k, s): how far row k's label reaches above its values when interval k is cut at s.
  const up = (k: number, s: number) => {
    const interval = intervals[k]!;
    const ownTop = Math.max(0, ...own[k]!.map((line) => line.y - rowYs[k]!));
    return s < interval.length ? interval[s]!.y - rowYs[k]! : ownTop;
  };
  const down = (k: number, s: number) => {
    const interval = intervals[k + 1]!;
    const ownBottom = Math.max(0, ...own[k]!.map((line) => rowYs[k]! - line.y));
    return s > 0 ? rowYs[k]! - interval[s - 1]!.y : ownBottom;
  };
  const cutBonus = (k: number, s: number) => {
    if (k === 0 || k === rows) return 0;
    const interval = intervals[k]!;
    const above = s > 0 ? interval[s - 1]!.y : rowYs[k - 1]!;
    const below = s < interval.length ? interval[s]!.y : rowYs[k]!;
    return Math.max(0, above - below - leading) / leading;
  };
  // A line between two rows set a cell's padding apart from both (a wide gap above and below it) is a row of its own
  // with no values, a group title ("Utilisation des ressources"): no wrapped label has such a line, since each line of a
  // label is one leading from the next. It may be left out, so that it does not pull a neighbour's label off centre.
  const WIDE = 0.25;
  // cost[t]: least cost of the rows before k with row k's label starting at line t of interval k; from[k][t]: the cut
  // t of interval k-1 it came from and where the lines of interval k given to row k-1 end (back-pointers, so a table
  // of many rows stays linear in memory).
  // Leaving a line out costs a little: a label centred on its values keeps all its lines.
  const DROP = 0.25;
  let cost = Array.from({ length: intervals[0]!.length + 1 }, (_, s) => DROP * s);
  const from: { previous: number; lower: number }[][] = [[]];
  for (let k = 1; k <= rows; k++) {
    const nextCost: number[] = [];
    const nextFrom: { previous: number; lower: number }[] = [];
    const size = intervals[k]!.length;
    for (let t = 0; t <= size; t++) {
      let bestCost = Infinity;
      let best = { previous: 0, lower: t };
      // s: the lines [0, s) go to row k-1, [s, t) are left out, [t, size) go to row k.
      for (let s = 0; s <= t; s++) {
        if (k === rows && s !== t) continue;
        let bonus = cutBonus(k, s);
        if (s < t) {
          const upperBonus = cutBonus(k, t);
          if (bonus < WIDE || upperBonus < WIDE) continue;
          bonus += upperBonus - DROP * (t - s);
        }
        const dropped = k === rows ? DROP * (size - s) : 0;
        const downExtent = down(k - 1, s);
        cost.forEach((previous, previousCut) => {
          const total = previous + Math.abs(up(k - 1, previousCut) - downExtent) / h - bonus + dropped;
          if (total < bestCost) {
            bestCost = total;
            best = { previous: previousCut, lower: s };
          }
        });
      }
      nextCost.push(bestCost);
      nextFrom.push(best);
    }
    cost = nextCost;
    from.push(nextFrom);
  }
  // upper[k]: the first line of interval k given to row k; lower[k]: the end of those given to row k-1.
  const upper: number[] = new Array<number>(rows + 1);
  const lower: number[] = new Array<number>(rows + 1);
  upper[rows] = cost.reduce((best, value, index) => (value < cost[best]! ? index : best), 0);
  lower[rows] = upper[rows]!;
  for (let k = rows; k > 0; k--) {
    const step = from[k]![upper[k]!]!;
    lower[k] = step.lower;
    upper[k - 1] = step.previous;
  }
  return rowYs.map((_, k) => {
    const above = intervals[k]!.slice(upper[k]!);
    const below = intervals[k + 1]!.slice(0, lower[k + 1]!);
    return [...above, ...own[k]!, ...below].sort((a, b) => b.y - a.y);
  });
}
