import { COLUMN_START_H, DEFAULT_LEADING_H, LABEL_ON_ROW_H, LEADING_RANGE_H } from "./reading-tolerances.server";
import type { TextLine } from "./text-lines.server";

/**
 * Stage "table regions and grids", stream method: the rows of a table whose rules are not drawn. Each line of values is
 * a row; the label lines between two rows are shared out so that each row's label is centred on its values (FDES print
 * the numbers on the middle line of a wrapped label), cutting where the space between two label lines is widest.
 */

/**
 * The leading of a table's labels: the smallest gap between two lines of its first column (top to bottom) that can be
 * one; null when none can. Lines of the other text columns are left aside: a unit wrapped beside a label sets its lines
 * between the label's, half a leading from them.
 */
export function labelLeading(labelLines: readonly TextLine[], h: number): number | null {
  const start = Math.min(...labelLines.map((line) => line.items[0]?.x ?? Infinity));
  const firstColumn = labelLines.filter((line) => line.items.length > 0 && line.items[0]!.x <= start + COLUMN_START_H * h);
  const gaps = firstColumn
    .map((line, index) => (index > 0 ? firstColumn[index - 1]!.y - line.y : Infinity))
    .filter((gap) => gap > LEADING_RANGE_H[0] * h && gap < LEADING_RANGE_H[1] * h);
  return gaps.length > 0 ? Math.min(...gaps) : null;
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
    const at = [k - 1, k].find((index) => index >= 0 && index < rows && Math.abs(rowYs[index]! - line.y) <= LABEL_ON_ROW_H * h);
    if (at !== undefined) own[at]!.push(line);
    else intervals[k]!.push(line);
  }
  for (const interval of intervals) interval.sort((a, b) => b.y - a.y);
  const leading = labelLeading(labelLines, h) ?? DEFAULT_LEADING_H * h;

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
