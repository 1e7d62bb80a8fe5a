import type { PositionedText, Rule } from "./fdes-types.server";
import { RULE_JOIN_PT, RULE_MERGE_PT, SAME_LINE_H } from "./reading-tolerances.server";
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
  return found.sort((a, b) => b.y1 - a.y1);
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
  return [token.x + token.width / 2, token.y + 0.33 * token.height];
}

/** True when a token's centre lies inside a lattice's outer box. */
export function insideLattice(token: PositionedText, lattice: Lattice): boolean {
  const [x, y] = centreOf(token);
  return x > lattice.x0 && x < lattice.x1 && y > lattice.y0 && y < lattice.y1;
}

/**
 * The grid of a drawn table, its tokens placed in its cells; null when it holds fewer than two rows of cells with
 * text (a frame around a paragraph, a box around a figure).
 */
export function latticeGrid(lattice: Lattice, tokens: readonly PositionedText[], page: number): Grid | null {
  const xs = distinct(lattice.vertical.map((s) => s.at));
  const ys = distinct(lattice.horizontal.map((s) => s.at)).reverse(); // top to bottom
  const columns = xs.slice(1).map((x1, index) => ({ x0: xs[index]!, x1 }));
  const bands = ys.slice(1).map((y1, index) => ({ top: ys[index]!, bottom: y1 }));
  if (columns.length === 0 || bands.length === 0) return null;
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
  if (cells.length === 0) return null;
  // Header: the bands above the first band holding two values (not counting the label's column).
  const valueBand = bands.findIndex(
    (_, b) => cells.filter((cell) => cell.band0 === b && cell.col0 > 0 && isValueText(cell.text)).length >= 2,
  );
  // No band of values: the drawn box holds a header only, whose body follows undrawn (rules only under the header).
  const headerEnd = valueBand < 0 ? bands.length : valueBand;
  const header: HeaderCell[] = cells
    .filter((cell) => cell.band0 < headerEnd)
    .map(({ text, col0, col1, band0 }) => ({ text, col0, col1, level: band0 }));
  const rows: BodyRow[] = [];
  for (let b = headerEnd; b < bands.length; b++) {
    const rowCells = cells.filter((cell) => cell.band0 === b).sort((a, c) => a.col0 - c.col0);
    if (rowCells.length === 0) continue;
    rows.push({ page, y: (bands[b]!.top + bands[b]!.bottom) / 2, cells: rowCells.map(({ text, col0, col1 }) => ({ text, col0, col1 })) });
  }
  const sizes = tokens
    .filter((token) => isValueText(token.text))
    .map((token) => token.height)
    .sort((a, b) => a - b);
  return {
    page,
    pages: [page],
    method: "lattice",
    columns,
    header,
    rows,
    title: null,
    top: lattice.y1,
    bottom: lattice.y0,
    lineHeight: sizes[Math.floor(sizes.length / 2)] ?? 8,
  };
}
