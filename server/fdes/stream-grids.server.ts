import { namesModulesByCode, parseCoverage } from "./column-model.server";
import { nameRow } from "./named-rows.server";
import type { PositionedText } from "./fdes-types.server";
import {
  COLUMN_COVER_SHARE,
  COLUMN_GAP_H,
  COLUMN_START_H,
  CODED_HEADER_GAP_H,
  HEADER_GAP_ROWS,
  MAX_HEADER_LINES,
  MAX_WRAPPED_LINES,
  SAME_LINE_H,
  TABLE_END_GAP_H,
  TITLE_DISTANCE_H,
  TITLE_MAX_LINES,
  TITLE_SIZE_SHARE,
  WRAPPED_LEADING_SHARE,
  WRAPPED_LINE_H,
} from "./reading-tolerances.server";
import { assignLabels, labelLeading } from "./stream-rows.server";
import { type BodyRow, cellText, type ColumnExtent, type Grid, type GridCell, type HeaderCell } from "./table-grid-types.server";
import { isValueText, medianHeight, type TextLine } from "./text-lines.server";

/**
 * Stage "table regions and grids", where nothing is drawn (the stream method): a table is a block of lines that each
 * hold two values or more set apart as cells; its columns are the extents its values occupy (a value column is where
 * its numbers stand, whatever their alignment), its text columns (label, unit) the extents of the words left of them;
 * its rows are the lines of values, each with the label lines centred on it; its header is the lines above, whose
 * cells are given to columns the way the header's own alignment says (left-aligned headers over right-aligned numbers
 * share a column with them: never by their starts alone).
 */

const centre = (token: PositionedText) => token.x + token.width / 2;

/** The tokens of a line that are values set apart as cells (not a number inside a sentence: "de 1,00 à 6,00 m²"). */
export function cellValues(line: TextLine): PositionedText[] {
  const h = line.height || 8;
  return line.items.filter((token, index) => {
    if (!isValueText(token.text)) return false;
    const before = line.items[index - 1];
    const after = line.items[index + 1];
    const apart = (a: PositionedText | undefined, b: PositionedText | undefined) =>
      a === undefined || b === undefined || b.x - (a.x + a.width) >= COLUMN_GAP_H * h;
    // A value with words glued on both sides is part of a sentence.
    return apart(before, token) || apart(token, after);
  });
}

/**
 * A line of a table's body: two values or more set apart as cells, with no word between its first and last value (a
 * justified sentence may set its numbers apart: "répartie à 60 % en A1-A3, 20 % en A4-A5"). A range "2 à 10" is no
 * word.
 */
function isBodyLine(line: TextLine): boolean {
  const values = cellValues(line);
  if (values.length < 2) return false;
  const from = values[0]!.x;
  const to = values.at(-1)!.x;
  return !line.items.some((token) => token.x > from && token.x < to && !isValueText(token.text) && /\p{L}{2}/u.test(token.text));
}

/**
 * A line that heads a table: two of its phrases name modules ("A1-A3", "C4", "D") or indicators ("GWP-total", "PERT",
 * a transposed table's header), where a row's label names one thing and a sentence names none.
 */
function isHeaderLine(line: TextLine): boolean {
  const named = phrases(line).filter((phrase) => {
    const text = phrase.map((token) => token.text).join(" ");
    return namesModulesByCode(text) || nameRow(text) !== null;
  });
  return named.length >= 2;
}

/**
 * A header line names modules or a total in one of its cells: the table's rows start below the lowest one. With the
 * table's value columns known, a phrase wholly left of them is a label's line, never the header's ("Total use of
 * renewable" over "primary energy (PERT)", a label wrapped above its values).
 */
function namesColumns(line: TextLine, leftOfValues: (token: PositionedText) => boolean): boolean {
  return phrases(line).some((phrase) => !phrase.every(leftOfValues) && namesModulesByCode(phrase.map((token) => token.text).join(" ")));
}

/** Extents that overlap or stand closer than the column gap, merged. */
function clusterExtents(extents: readonly ColumnExtent[], gap: number): ColumnExtent[] {
  const sorted = [...extents].sort((a, b) => a.x0 - b.x0);
  const merged: ColumnExtent[] = [];
  for (const extent of sorted) {
    const last = merged.at(-1);
    if (last && extent.x0 <= last.x1 + gap) last.x1 = Math.max(last.x1, extent.x1);
    else merged.push({ ...extent });
  }
  return merged;
}

const extentOf = (token: PositionedText): ColumnExtent => ({ x0: token.x, x1: token.x + token.width });

/**
 * The value columns of a block of body lines: the extents of its numbers; then the not-declared marks that stand
 * apart from every number column ("MND" down a whole module). A mark centred over several columns spans them.
 */
function valueColumns(body: readonly TextLine[], h: number): ColumnExtent[] {
  const values = body.flatMap(cellValues);
  const numbers = values.filter((token) => /\d/.test(token.text));
  const columns = clusterExtents(numbers.map(extentOf), COLUMN_GAP_H * h);
  const marks = values.filter((token) => !/\d/.test(token.text) && !columns.some((column) => overlap(column, extentOf(token)) > 0));
  return clusterExtents([...columns, ...marks.map(extentOf)], COLUMN_GAP_H * h);
}

function overlap(a: ColumnExtent, b: ColumnExtent): number {
  return Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0));
}

/**
 * Blocks of lines that hold a table's body: lines no further apart than a paragraph's break, from the first line of
 * values to the last (the wrapped labels and group titles between them included), with two lines of values at least.
 */
function bodyBlocks(lines: readonly TextLine[]): number[][] {
  const blocks: number[][] = [];
  let current: number[] = [];
  const flush = () => {
    while (current.length > 0 && !isBodyLine(lines[current.at(-1)!]!)) current.pop();
    if (current.filter((index) => isBodyLine(lines[index]!)).length >= 1) blocks.push(current);
    current = [];
  };
  lines.forEach((line, index) => {
    const previous = lines[current.at(-1) ?? -1];
    const h = Math.max(line.height, previous?.height ?? 0) || 8;
    // A paragraph's break ends a table; so does a header line after rows: another table follows, closely set.
    if (previous && (previous.y - line.y > TABLE_END_GAP_H * h || (!isBodyLine(line) && isHeaderLine(line)))) flush();
    if (current.length === 0 && !isBodyLine(line)) return;
    current.push(index);
  });
  flush();
  return blocks;
}

type Alignment = "left" | "right" | "centre";

/**
 * The columns a header phrase belongs to, under one alignment of the header over its values: left-aligned headers
 * start in their column (their left edge decides), right-aligned ones end in it, centred ones centre on it; a phrase
 * that covers most of several columns' values spans them.
 */
function phraseColumns(phrase: ColumnExtent, columns: readonly ColumnExtent[], alignment: Alignment): [number, number] | null {
  const edge = alignment === "left" ? phrase.x0 : alignment === "right" ? phrase.x1 : (phrase.x0 + phrase.x1) / 2;
  let anchor = -1;
  for (let c = 0; c < columns.length; c++) {
    const column = columns[c]!;
    const previous = columns[c - 1];
    const next = columns[c + 1];
    // The stretch of the page that belongs to column c under this alignment.
    const from =
      previous === undefined
        ? -Infinity
        : alignment === "left"
          ? previous.x1
          : alignment === "right"
            ? column.x0 - 1e-6
            : (previous.x1 + column.x0) / 2;
    const to =
      next === undefined ? Infinity : alignment === "left" ? column.x1 + 1e-6 : alignment === "right" ? next.x0 : (column.x1 + next.x0) / 2;
    if (edge > from && edge <= to) anchor = c;
  }
  if (anchor < 0) return null;
  let col0 = anchor;
  let col1 = anchor;
  columns.forEach((column, c) => {
    const width = Math.max(column.x1 - column.x0, 1e-6);
    if (overlap(column, phrase) >= COLUMN_COVER_SHARE * width) {
      col0 = Math.min(col0, c);
      col1 = Math.max(col1, c);
    }
  });
  return [col0, col1];
}

/** The phrases of a header line: words closer than a column gap. */
function phrases(line: TextLine): PositionedText[][] {
  const h = line.height || 8;
  const groups: PositionedText[][] = [];
  for (const token of line.items) {
    const last = groups.at(-1)?.at(-1);
    if (last && token.x - (last.x + last.width) < COLUMN_GAP_H * h) groups.at(-1)!.push(token);
    else groups.push([token]);
  }
  return groups;
}

/**
 * A line above a table that is its title or running text, not its header: one phrase that starts left of the value
 * columns (`values`) and runs across two of their edges or more.
 */
function isTextAcross(line: TextLine, columns: readonly ColumnExtent[]): boolean {
  const groups = phrases(line);
  if (groups.length !== 1) return false;
  const first = groups[0]![0]!;
  const last = groups[0]!.at(-1)!;
  const x0 = first.x;
  const x1 = last.x + last.width;
  const crossed = columns.filter((column) => column.x0 > x0 && column.x0 < x1).length;
  return x0 < (columns[0]?.x0 ?? Infinity) && crossed >= 2;
}

interface HeaderPhrase {
  text: string;
  extent: ColumnExtent;
  line: number;
  tokens: PositionedText[];
}

/**
 * Header cells from the header's phrases, under the alignment that gives the most value columns a header naming
 * modules, one each. A phrase stacked under another of the same columns on the next line is the same cell wrapped.
 */
function headerCells(headerLines: readonly TextLine[], columns: readonly ColumnExtent[], valueFrom: number): HeaderCell[] {
  const all: HeaderPhrase[] = headerLines.flatMap((line, index) =>
    phrases(line).map((tokens) => ({
      text: tokens.map((token) => token.text).join(" "),
      extent: { x0: tokens[0]!.x, x1: tokens.at(-1)!.x + tokens.at(-1)!.width },
      line: index,
      tokens,
    })),
  );
  let best: { cells: HeaderCell[]; score: number } | null = null;
  for (const alignment of ["centre", "left", "right"] as const) {
    // A phrase naming modules heads value columns only, however close the unit's words come to it.
    const values = columns.slice(valueFrom);
    const placed = all.flatMap((phrase) => {
      const coded = parseCoverage(phrase.text) !== null;
      const span = coded ? phraseColumns(phrase.extent, values, alignment) : phraseColumns(phrase.extent, columns, alignment);
      if (!span) return [];
      const shift = coded ? valueFrom : 0;
      return [{ ...phrase, col0: span[0] + shift, col1: span[1] + shift }];
    });
    // Wrapped cells: a phrase joins the one just above it (a line's leading away: other columns' cells, centred
    // differently, may set lines between) when both span the same columns.
    const cells: (HeaderCell & { lastLine: number; tokens: PositionedText[] })[] = [];
    for (const phrase of placed.sort((a, b) => a.line - b.line || a.extent.x0 - b.extent.x0)) {
      const y = phrase.tokens[0]!.y;
      const size = phrase.tokens[0]!.height || 8;
      const above = cells.findLast(
        (cell) =>
          cell.col0 === phrase.col0 &&
          cell.col1 === phrase.col1 &&
          (cell.lastLine === phrase.line - 1 || (cell.lastLine < phrase.line && cell.tokens.at(-1)!.y - y <= WRAPPED_LINE_H * size)),
      );
      if (above) {
        above.tokens.push(...phrase.tokens);
        above.lastLine = phrase.line;
        above.level = phrase.line;
      } else {
        cells.push({
          text: "",
          col0: phrase.col0,
          col1: phrase.col1,
          level: phrase.line,
          lastLine: phrase.line,
          tokens: [...phrase.tokens],
        });
      }
    }
    const sameLine = (a: PositionedText, b: PositionedText) => Math.abs(a.y - b.y) <= SAME_LINE_H * Math.min(a.height, b.height);
    const finished: HeaderCell[] = cells.map((cell) => ({
      text: cellText(cell.tokens, sameLine),
      col0: cell.col0,
      col1: cell.col1,
      level: cell.level,
    }));
    // Score: value columns whose lowest coded cell is theirs alone, less columns given two coded cells on one level.
    let score = 0;
    for (let c = valueFrom; c < columns.length; c++) {
      const coded = finished.filter((cell) => cell.col0 === c && cell.col1 === c && parseCoverage(cell.text) !== null);
      const levels = new Set(coded.map((cell) => cell.level));
      if (coded.length > 0 && levels.size === coded.length) score += 1;
      if (levels.size < coded.length) score -= 2;
    }
    if (!best || score > best.score) best = { cells: finished, score };
  }
  return best?.cells ?? [];
}

/**
 * The stream tables of a page's lines (tokens inside drawn tables already taken out): one grid per block of value
 * lines, with its header and title lines above it.
 */
export function streamGrids(lines: readonly TextLine[], page: number): Grid[] {
  const grids: Grid[] = [];
  const used = new Set<number>();
  for (const block of bodyBlocks(lines)) {
    const first = block[0]!;
    const last = block.at(-1)!;
    const body = block.map((index) => lines[index]!).filter(isBodyLine);
    const h = medianHeight(body.flatMap(cellValues)) || 8;
    const values = valueColumns(body, h);
    if (values.length < 2) continue;
    const leftOfValues = (token: PositionedText) => centre(token) < values[0]!.x0;
    // Label lines: lines between the rows that hold no value cell, and lines just above the first row and below the
    // last one in the text columns only (a label wrapped around its values).
    const inBlock = lines.slice(first, last + 1).filter((line) => !isBodyLine(line));
    let headerStart = first;
    // Above the first row: the lines down from the lowest one that names columns belong to the first row (a label, or
    // a text cell, wrapped above its values); with no such line, the lines wholly left of the values.
    const searchFrom = Math.max(0, first - MAX_WRAPPED_LINES - MAX_HEADER_LINES);
    const coded = lines.slice(searchFrom, first).findLastIndex((line) => namesColumns(line, leftOfValues));
    const headerBottom = coded < 0 ? -1 : searchFrom + coded;
    // That line heads this block only when no other row stands between (else it is a table's above, cut in pieces).
    const headedHere = headerBottom >= 0 && !lines.slice(headerBottom + 1, first).some(isBodyLine);
    // A label's lines are one leading apart: the usual one, or the table's own where its labels are set further apart.
    // A lone row has no label line between rows to measure it on: it is measured on the lines around it wholly left of
    // its values (its label wrapped above and below them: a shaded row drawn with no cell rules in a ruled table).
    const around =
      body.length === 1
        ? [...lines.slice(Math.max(0, first - MAX_WRAPPED_LINES), first), ...lines.slice(last + 1, last + 1 + MAX_WRAPPED_LINES)]
        : [];
    const leftLines = around.filter((line) => line.items.length > 0 && line.items.every(leftOfValues));
    const leading = labelLeading(inBlock, h) ?? labelLeading(leftLines, h) ?? 0;
    const wrapGap = Math.max(WRAPPED_LINE_H * h, WRAPPED_LEADING_SHARE * leading);
    const aboveLabels: TextLine[] = [];
    for (let index = first - 1; index > headerBottom && aboveLabels.length < MAX_WRAPPED_LINES; index--) {
      const line = lines[index]!;
      if (line.y - lines[index + 1]!.y > wrapGap) break;
      if (headerBottom < 0 && !line.items.every(leftOfValues)) break;
      aboveLabels.unshift(line);
      headerStart = index;
    }
    const belowLabels: TextLine[] = [];
    for (let index = last + 1; index < lines.length && belowLabels.length < MAX_WRAPPED_LINES; index++) {
      const line = lines[index]!;
      if (lines[index - 1]!.y - line.y > wrapGap || isBodyLine(line) || namesColumns(line, leftOfValues)) break;
      // Past the last row, only lines within the table's columns: running text below it spans the page.
      if (!line.items.every((token) => leftOfValues(token) || token.x + token.width <= values.at(-1)!.x1 + h)) break;
      belowLabels.push(line);
    }
    // Text columns: where the phrases left of the values start (labels and units are set flush left in their cells).
    const textLines = [...aboveLabels, ...lines.slice(first, last + 1), ...belowLabels];
    const texts = textColumns(
      textLines
        .flatMap((line) => phrases(line))
        .filter((phrase) => phrase.every(leftOfValues) && !phrase.some((token) => isValueText(token.text))),
      h,
    );
    const columns = [...texts, ...values];
    const valueFrom = texts.length;
    // Header lines: upwards from there while lines stay close and are not a title across the columns. A header stands
    // its cells' padding above the first row: in tall rows (a spreadsheet's), further than a paragraph's break.
    const pitches = body
      .slice(1)
      .map((line, index) => body[index]!.y - line.y)
      .sort((a, b) => a - b);
    const rowPitch = pitches[Math.floor(pitches.length / 2)] ?? 0;
    const headerLines: TextLine[] = [];
    // A section's title between the header's codes and the first row ("Indicateurs d'impacts environnementaux
    // principaux"), set across the columns or in the label's (further than a label's leading above the row: not its
    // label), stands inside the table: it heads the rows, so it goes with the table's title (where table selection
    // reads the product it may name), and the header goes on above it.
    const sections: TextLine[] = [];
    // In the label's column: left of the values and starting before the next text column (a header's wrapped "A3"
    // stands right of the unit's start).
    const inLabelColumn = (token: PositionedText) => leftOfValues(token) && token.x < (texts[1]?.x0 ?? values[0]!.x0);
    let previousY = lines[headerStart]!.y;
    for (let index = headerStart - 1; index >= 0 && headerLines.length < 8; index--) {
      const line = lines[index]!;
      const lh = line.height || h;
      if (
        headedHere &&
        index > headerBottom &&
        headerLines.length === 0 &&
        (isTextAcross(line, values) || line.items.every(inLabelColumn))
      ) {
        sections.unshift(line);
        previousY = line.y;
        continue;
      }
      // Up to the header's lowest line the first row's padding and the header's add up (below the line naming the
      // columns by their codes, whatever the body's pitch: a spreadsheet's tall rows cut its table into one-row pieces,
      // which have none); the header's own lines follow one another within two leadings (a cell wrapped, a level above).
      const gap =
        headerLines.length === 0
          ? Math.max(
              TABLE_END_GAP_H * Math.max(lh, h),
              HEADER_GAP_ROWS * rowPitch,
              headedHere && index >= headerBottom ? CODED_HEADER_GAP_H * h : 0,
            )
          : 2 * WRAPPED_LINE_H * Math.max(lh, h);
      if (line.y - previousY > gap) break;
      // A title is set larger than the table, or runs across its columns as one phrase.
      if (isBodyLine(line) || isTextAcross(line, values) || lh > TITLE_SIZE_SHARE * h) break;
      headerLines.unshift(line);
      previousY = line.y;
    }
    // Lines just above the first row that belong to the header: when no header line names a column in the values,
    // the label lines found above were the header's (a one-line header with its cells in the text columns only).
    const header = headerCells(headerLines, columns, valueFrom);
    const rowYs = body.map((line) => line.y);
    const labelLines = [...aboveLabels, ...inBlock, ...belowLabels];
    const assigned = assignLabels(
      rowYs,
      labelLines.filter((line) => line.items.length > 0),
      h,
    );
    const sameLine = (a: PositionedText, b: PositionedText) => Math.abs(a.y - b.y) <= SAME_LINE_H * Math.min(a.height, b.height);
    const rows: BodyRow[] = body.map((line, k) => {
      // A lone digit on a label line, among the values, is a unit's index or exponent set apart ("CO" "2", "m" "3").
      const leaked = (token: PositionedText) => !leftOfValues(token) && /^[1-9]$/.test(token.text.trim());
      const tokens = [...line.items, ...assigned[k]!.flatMap((labelLine) => labelLine.items.filter((token) => !leaked(token)))];
      const byColumn = new Map<string, { col0: number; col1: number; tokens: PositionedText[] }>();
      for (const token of tokens) {
        const span = leftOfValues(token) ? textColumnOf(token, texts) : tokenColumns(token, columns);
        if (!span) continue;
        const key = `${span[0]}-${span[1]}`;
        if (!byColumn.has(key)) byColumn.set(key, { col0: span[0], col1: span[1], tokens: [] });
        byColumn.get(key)!.tokens.push(token);
      }
      const cells: GridCell[] = [...byColumn.values()]
        .map((cell) => ({ text: cellText(cell.tokens, sameLine), col0: cell.col0, col1: cell.col1 }))
        .sort((a, b) => a.col0 - b.col0);
      return { page, y: line.y, cells };
    });
    for (let index = headerStart; index <= last; index++) used.add(index);
    const titleFrom = headerLines.length > 0 ? lines.indexOf(headerLines[0]!) : headerStart;
    grids.push({
      page,
      pages: [page],
      method: "stream",
      columns,
      header,
      rows,
      title: [titleAbove(lines, titleFrom), ...sections.map((line) => line.text)].filter((text) => text !== null).join(" ") || null,
      top: (headerLines[0] ?? lines[headerStart]!).y + h,
      // The last row's label may wrap below its values: the table ends under its last line.
      bottom: Math.min(lines[last]!.y, ...(assigned.at(-1) ?? []).map((line) => line.y)),
      lineHeight: h,
    });
  }
  return grids;
}

/**
 * Text columns from where their phrases start: the leftmost start is the label's, and another start is a column's (a
 * unit's, set flush left) when phrases of two lines or more share it or nothing before it reaches it; a column runs
 * from its start to the next one's.
 */
function textColumns(phraseList: readonly PositionedText[][], h: number): ColumnExtent[] {
  const startOf = (phrase: readonly PositionedText[]) => phrase[0]!.x;
  const endOf = (phrase: readonly PositionedText[]) => phrase.at(-1)!.x + phrase.at(-1)!.width;
  const clusters = clusterExtents(
    phraseList.map((phrase) => ({ x0: startOf(phrase), x1: startOf(phrase) })),
    COLUMN_GAP_H * h,
  );
  const members = (start: ColumnExtent) => phraseList.filter((phrase) => startOf(phrase) >= start.x0 && startOf(phrase) <= start.x1);
  const starts: ColumnExtent[] = [];
  for (const cluster of clusters) {
    const before = phraseList.filter((phrase) => startOf(phrase) < cluster.x0);
    const clear = before.every((phrase) => endOf(phrase) < cluster.x0);
    if (starts.length === 0 || members(cluster).length >= 2 || clear) starts.push(cluster);
  }
  return starts.map((start, index) => {
    const next = starts[index + 1]?.x0 ?? Infinity;
    return { x0: start.x0, x1: Math.min(next, Math.max(start.x1, ...members(start).map(endOf))) };
  });
}

/** The text column a word left of the values belongs to: the last one starting at or before it. */
function textColumnOf(token: PositionedText, texts: readonly ColumnExtent[]): [number, number] | null {
  let found = -1;
  texts.forEach((column, index) => {
    if (column.x0 <= token.x + COLUMN_START_H * token.height) found = index;
  });
  return found < 0 ? (texts.length > 0 ? [0, 0] : null) : [found, found];
}

/** The column (or columns, for a mark centred over several) a body token stands in; null between columns. */
function tokenColumns(token: PositionedText, columns: readonly ColumnExtent[]): [number, number] | null {
  const extent = extentOf(token);
  const touched = columns.map((column, c) => [c, overlap(column, extent)] as const).filter(([, amount]) => amount > 0);
  if (touched.length === 0) {
    // A token in the space between columns: the nearest column whose extent it almost touches.
    const x = centre(token);
    let best: number | null = null;
    let bestDistance = Infinity;
    columns.forEach((column, c) => {
      const distance = x < column.x0 ? column.x0 - x : x > column.x1 ? x - column.x1 : 0;
      if (distance < bestDistance) {
        bestDistance = distance;
        best = c;
      }
    });
    return best === null || bestDistance > token.height ? null : [best, best];
  }
  if (touched.length === 1) return [touched[0]![0], touched[0]![0]];
  // Over several columns: the ones it covers most of, or the one it overlaps most.
  const covering = touched.filter(([c, amount]) => amount >= COLUMN_COVER_SHARE * Math.max(columns[c]!.x1 - columns[c]!.x0, 1e-6));
  if (covering.length >= 2) return [covering[0]![0], covering.at(-1)![0]];
  const most = touched.reduce((a, b) => (b[1] > a[1] ? b : a));
  return [most[0], most[0]];
}

/** The lines just above a table, as its title: up to three lines, close to it, with no values. */
export function titleAbove(lines: readonly TextLine[], firstIndex: number): string | null {
  const top = lines[firstIndex];
  if (!top) return null;
  const kept: string[] = [];
  let previousY = top.y;
  for (let index = firstIndex - 1; index >= 0 && kept.length < TITLE_MAX_LINES; index--) {
    const line = lines[index]!;
    const h = line.height || 8;
    // The title may stand a table's padding above it; its own lines follow one another closely.
    if (line.y - previousY > (kept.length === 0 ? TITLE_DISTANCE_H : WRAPPED_LINE_H * 2) * h) break;
    if (isBodyLine(line)) break;
    kept.unshift(line.text);
    previousY = line.y;
  }
  const title = kept.join(" ").replace(/\s+/g, " ").trim();
  return title.length >= 3 ? title.slice(0, 300) : null;
}
