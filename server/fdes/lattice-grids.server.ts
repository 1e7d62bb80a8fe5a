import type { PositionedText, Rule } from "./fdes-types.server";
import { GLYPH_MIDDLE_SHARE, RULE_JOIN_PT, RULE_MERGE_PT, SAME_LINE_H, STACK_GAP_ROWS } from "./reading-tolerances.server";
import { type BodyRow, cellText, type Grid, type GridCell, type HeaderCell } from "./table-grid-types.server";
import { isValueText } from "./text-lines.server";

/**
 * Stage "table regions and grids", where the document draws its tables (the lattice method, as Camelot's and
 * pdfplumber's): rules that cross one another make a table; its column edges are the vertical rules, its row edges
 * the horizontal ones, and a rule missing between two cells merges them (a header spanning the modules of a stage, a
 * label over two rows). Each token goes to the cell its centre lies in. A table continued on the next page, and which
 * rows are its header, are decided later (continued-tables, column model); here a header row is a top row with no value.
 */

/** A merged rule: horizontal at y = `at` from `from` to `to`, or vertical at x = `at`. */
export interface Segment {
  at: number;
  from: number;
  to: number;
}

/** Rules drawn twice (each cell drawing its own sides) or in pieces become one segment per border. */
export function mergeSegments(segments: readonly Segment[]): Segment[] {
  const sorted = [...segments].sort((a, b) => a.at - b.at || a.from - b.from);
  const groups: Segment[][] = [];
  for (const segment of sorted) {
    const group = groups.at(-1);
    if (group && segment.at - group[0]!.at <= RULE_MERGE_PT) group.push(segment);
    else groups.push([segment]);
  }
  const merged: Segment[] = [];
  for (const group of groups) {
    const at = group.reduce((sum, segment) => sum + segment.at, 0) / group.length;
    const pieces = [...group].sort((a, b) => a.from - b.from);
    let current: Segment | null = null;
    for (const piece of pieces) {
      if (current && piece.from <= current.to + RULE_JOIN_PT) current.to = Math.max(current.to, piece.to);
      else {
        if (current) merged.push(current);
        current = { at, from: piece.from, to: piece.to };
      }
    }
    if (current) merged.push(current);
  }
  return merged;
}

function crosses(h: Segment, v: Segment): boolean {
  return v.at >= h.from - RULE_JOIN_PT && v.at <= h.to + RULE_JOIN_PT && h.at >= v.from - RULE_JOIN_PT && h.at <= v.to + RULE_JOIN_PT;
}

/** A set of rules that meet: a drawn table (or a frame, a box around a paragraph, which hold no values). */
export interface Lattice {
  horizontal: Segment[];
  vertical: Segment[];
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/** The drawn tables of a page: rules grouped by meeting, with at least two rows' and two columns' worth of edges. */
export function lattices(rules: readonly Rule[]): Lattice[] {
  const horizontal = mergeSegments(
    rules.filter((rule) => rule.y0 === rule.y1).map((rule) => ({ at: rule.y0, from: rule.x0, to: rule.x1 })),
  );
  const vertical = mergeSegments(rules.filter((rule) => rule.x0 === rule.x1).map((rule) => ({ at: rule.x0, from: rule.y0, to: rule.y1 })));
  const parent = [...horizontal, ...vertical].map((_, index) => index);
  const find = (index: number): number => (parent[index] === index ? index : (parent[index] = find(parent[index]!)));
  horizontal.forEach((h, i) =>
    vertical.forEach((v, j) => {
      if (crosses(h, v)) parent[find(i)] = find(horizontal.length + j);
    }),
  );
  const groups = new Map<number, { horizontal: Segment[]; vertical: Segment[] }>();
  horizontal.forEach((h, i) => {
    const root = find(i);
    if (!groups.has(root)) groups.set(root, { horizontal: [], vertical: [] });
    groups.get(root)!.horizontal.push(h);
  });
  vertical.forEach((v, j) => {
    const root = find(horizontal.length + j);
    if (!groups.has(root)) groups.set(root, { horizontal: [], vertical: [] });
    groups.get(root)!.vertical.push(v);
  });
  const found: Lattice[] = [];
  for (const group of groups.values()) {
    if (distinct(group.horizontal.map((s) => s.at)).length < 2 || distinct(group.vertical.map((s) => s.at)).length < 2) continue;
    found.push({
      ...group,
      x0: Math.min(...group.horizontal.map((s) => s.from), ...group.vertical.map((s) => s.at)),
      x1: Math.max(...group.horizontal.map((s) => s.to), ...group.vertical.map((s) => s.at)),
      y0: Math.min(...group.vertical.map((s) => s.from), ...group.horizontal.map((s) => s.at)),
      y1: Math.max(...group.vertical.map((s) => s.to), ...group.horizontal.map((s) => s.at)),
    });
  }
  return stacked(found.sort((a, b) => b.y1 - a.y1));
}

/**
 * Boxes drawn one under another whose vertical rules stand at the same places are one table drawn in pieces (shaded
 * rows drawn as boxes, the rows between them not drawn; a header box over the rows): they are joined, their column rules
 * carried across the space between them, which becomes rows of its own.
 */
function stacked(found: readonly Lattice[]): Lattice[] {
  const joined: Lattice[] = [];
  for (const lattice of found) {
    const last = joined.at(-1);
    const xs = distinct(lattice.vertical.map((s) => s.at));
    const rowHeight = Math.min(...rowHeights(lattice), ...(last ? rowHeights(last) : []));
    if (
      last &&
      sameColumns(distinct(last.vertical.map((s) => s.at)), xs) &&
      last.y0 - lattice.y1 >= -RULE_JOIN_PT &&
      last.y0 - lattice.y1 <= STACK_GAP_ROWS * rowHeight
    ) {
      const bridge = xs.map((x) => ({ at: x, from: lattice.y1 - RULE_JOIN_PT, to: last.y0 + RULE_JOIN_PT }));
      joined[joined.length - 1] = {
        horizontal: [...last.horizontal, ...lattice.horizontal],
        vertical: mergeSegments([...last.vertical, ...lattice.vertical, ...bridge]),
        x0: Math.min(last.x0, lattice.x0),
        x1: Math.max(last.x1, lattice.x1),
        y0: lattice.y0,
        y1: last.y1,
      };
    } else {
      joined.push(lattice);
    }
  }
  return joined;
}

function rowHeights(lattice: Lattice): number[] {
  const ys = distinct(lattice.horizontal.map((s) => s.at));
  return ys.slice(1).map((y, index) => y - ys[index]!);
}

function sameColumns(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((x, index) => Math.abs(x - b[index]!) <= RULE_MERGE_PT);
}

/** Positions within RULE_MERGE_PT of each other counted once, sorted. */
function distinct(positions: readonly number[]): number[] {
  const sorted = [...positions].sort((a, b) => a - b);
  const kept: number[] = [];
  for (const position of sorted) if (kept.length === 0 || position - kept.at(-1)! > RULE_MERGE_PT) kept.push(position);
  return kept;
}

/** True when a segment at one of `positions` covers `point` along its length. */
function covered(segments: readonly Segment[], at: number, point: number): boolean {
  return segments.some(
    (segment) => Math.abs(segment.at - at) <= RULE_MERGE_PT && segment.from - RULE_JOIN_PT <= point && point <= segment.to + RULE_JOIN_PT,
  );
}

/** The middle of a token's glyphs: its baseline plus a third of its size (x-height), its horizontal centre. */
function centreOf(token: PositionedText): [number, number] {
  return [token.x + token.width / 2, token.y + GLYPH_MIDDLE_SHARE * token.height];
}

/** True when a token's centre lies inside a lattice's outer box. */
export function insideLattice(token: PositionedText, lattice: Lattice): boolean {
  const [x, y] = centreOf(token);
  return x > lattice.x0 && x < lattice.x1 && y > lattice.y0 && y < lattice.y1;
}

/**
 * The grids of a drawn table, its tokens placed in its cells: one, or one per table when a header follows rows (two
 * tables drawn in one set of rules); none when it holds no text.
 */
export function latticeGrids(lattice: Lattice, tokens: readonly PositionedText[], page: number): Grid[] {
  const xs = distinct(lattice.vertical.map((s) => s.at));
  const ys = distinct(lattice.horizontal.map((s) => s.at)).reverse(); // top to bottom
  const columns = xs.slice(1).map((x1, index) => ({ x0: xs[index]!, x1 }));
  const bands = ys.slice(1).map((y1, index) => ({ top: ys[index]!, bottom: y1 }));
  if (columns.length === 0 || bands.length === 0) return [];
  // Union of base cells (band, column) that no rule separates.
  const id = (band: number, column: number) => band * columns.length + column;
  const parent = Array.from({ length: bands.length * columns.length }, (_, index) => index);
  const find = (index: number): number => (parent[index] === index ? index : (parent[index] = find(parent[index]!)));
  bands.forEach((band, b) => {
    const middle = (band.top + band.bottom) / 2;
    for (let c = 1; c < columns.length; c++) {
      if (!covered(lattice.vertical, xs[c]!, middle)) parent[find(id(b, c))] = find(id(b, c - 1));
    }
  });
  columns.forEach((column, c) => {
    const middle = (column.x0 + column.x1) / 2;
    for (let b = 1; b < bands.length; b++) {
      if (!covered(lattice.horizontal, ys[b]!, middle)) parent[find(id(b, c))] = find(id(b - 1, c));
    }
  });
  const tokensOf = new Map<number, PositionedText[]>();
  for (const token of tokens) {
    const [x, y] = centreOf(token);
    const c = columns.findIndex((column) => x >= column.x0 && x < column.x1);
    const b = bands.findIndex((band) => y <= band.top && y > band.bottom);
    if (c < 0 || b < 0) continue;
    const root = find(id(b, c));
    if (!tokensOf.has(root)) tokensOf.set(root, []);
    tokensOf.get(root)!.push(token);
  }
  const sameLine = (a: PositionedText, b: PositionedText) =>
    Math.abs(a.y - b.y) <= SAME_LINE_H * Math.min(a.height || b.height, b.height || a.height);
  interface Placed extends GridCell {
    band0: number;
    band1: number;
  }
  const cells: Placed[] = [];
  for (const [root, cellTokens] of tokensOf) {
    let band0 = Infinity;
    let band1 = -Infinity;
    let col0 = Infinity;
    let col1 = -Infinity;
    for (let b = 0; b < bands.length; b++) {
      for (let c = 0; c < columns.length; c++) {
        if (find(id(b, c)) !== root) continue;
        band0 = Math.min(band0, b);
        band1 = Math.max(band1, b);
        col0 = Math.min(col0, c);
        col1 = Math.max(col1, c);
      }
    }
    const text = cellText(cellTokens, sameLine);
    if (text !== "") cells.push({ text, col0, col1, band0, band1 });
  }
  if (cells.length === 0) return [];
  const values = (b: number) => cells.filter((cell) => cell.band0 === b && cell.col0 > 0 && isValueText(cell.text)).length;
  const texts = (b: number) =>
    cells.filter((cell) => cell.band0 === b && cell.col0 > 0 && cell.col0 === cell.col1 && !isValueText(cell.text)).length;
  // A band of two values or more is a row; a band with no value and text in two columns or more, after rows, is the
  // header of another table drawn in the same rules (two tables one under the other, their column rules in line).
  const starts = [0];
  let seenValues = false;
  bands.forEach((_, b) => {
    if (values(b) >= 2) seenValues = true;
    else if (seenValues && values(b) === 0 && texts(b) >= 2) {
      starts.push(b);
      seenValues = false;
    }
  });
  const sizes = tokens
    .filter((token) => isValueText(token.text))
    .map((token) => token.height)
    .sort((a, b) => a - b);
  return starts.map((from, index) => {
    const to = starts[index + 1] ?? bands.length;
    // Header: the bands above the first band holding two values (not counting the label's column); none of values,
    // and the drawn box holds a header only, whose body follows undrawn (rules only under the header).
    let headerEnd = from;
    while (headerEnd < to && values(headerEnd) < 2) headerEnd++;
    if (headerEnd === to && index > 0) headerEnd = from;
    const header: HeaderCell[] = cells
      .filter((cell) => cell.band0 >= from && cell.band0 < headerEnd)
      .map(({ text, col0, col1, band0 }) => ({ text, col0, col1, level: band0 - from }));
    const rows: BodyRow[] = [];
    for (let b = headerEnd; b < to; b++) {
      const rowCells = cells.filter((cell) => cell.band0 === b).sort((a, c) => a.col0 - c.col0);
      if (rowCells.length === 0) continue;
      rows.push({ page, y: (bands[b]!.top + bands[b]!.bottom) / 2, cells: rowCells.map(({ text, col0, col1 }) => ({ text, col0, col1 })) });
    }
    return {
      page,
      pages: [page],
      method: "lattice" as const,
      columns,
      header,
      rows,
      title: null,
      top: bands[from]!.top,
      bottom: bands[to - 1]!.bottom,
      lineHeight: sizes[Math.floor(sizes.length / 2)] ?? 8,
    };
  });
}
