import { readCell } from "./cell-value.server";
import { type ColumnModel, columnModel, namesModulesByCode, parseCoverage } from "./column-model.server";
import type { PageText, PositionedText } from "./fdes-types.server";
import { insideLattice, type Lattice, latticeGrids, lattices } from "./lattice-grids.server";
import { type Module, sortModules } from "./life-cycle-modules.server";
import { type ModuleCell, rowFigures, type RowFigures, unattributedRowFigures } from "./module-values.server";
import { nameRow, nameRows, type RowName } from "./named-rows.server";
import { type DecimalMark, decimalMarkOf, exponentDigits } from "./parse-number.server";
import { ALIGNED_EDGE_H, CONTINUED_COLUMN_H, TABLE_END_GAP_H, TITLE_DISTANCE_H } from "./reading-tolerances.server";
import { inIndicatorUnit } from "./row-units.server";
import { streamGrids, titleAbove } from "./stream-grids.server";
import type { Grid, GridCell } from "./table-grid-types.server";
import { groupLines, normalise, pageLines } from "./text-lines.server";

/**
 * From pages to results tables: each page's grids (drawn ones by their rules, the rest by where their text stands),
 * a table continued on the next page joined to the one above it (its header and title carried over), a transposed
 * table (one row per module, one column per indicator) turned, each column's role from its header, each row's label
 * named from the vocabulary and its cells read. Tables with fewer than two module columns are not results tables.
 */

export interface ResultRow {
  page: number;
  /** The row's name as printed (its label columns, the unit's aside). */
  label: string;
  /** The unit as printed in the row's unit column, when the table has one. */
  unit: string | null;
  /** The indicator the label names, from the vocabulary; null for a row of another or of two indicators. */
  name: RowName | null;
  cells: ModuleCell[];
  figures: RowFigures;
}

export interface ResultTable {
  grid: Grid;
  model: ColumnModel;
  rows: ResultRow[];
  /** The table's title as printed, carried over to its continuation on the next page. */
  title: string | null;
  /** True for a table that continues the one before it on the next page. */
  continued: boolean;
  /** True for a table printed with modules as rows, read turned. */
  transposed: boolean;
}

/** A table that reads as a results table: two columns of modules or more. */
function isResults(model: ColumnModel): boolean {
  return model.moduleColumns >= 2;
}

/** The grids of one page: drawn tables first, then the text left outside them. */
export function pageGrids(page: PageText): Grid[] {
  const lines = pageLines(page);
  const tokens = lines.flatMap((line) => line.items);
  const grids: Grid[] = [];
  const claimed = new Set<PositionedText>();
  const boxes: Grid[] = [];
  // Drawn tables that read as no results table: rows drawn inside one are never another table's.
  const unread: Lattice[] = [];
  for (const lattice of lattices(page.rules)) {
    const inside = tokens.filter((token) => !claimed.has(token) && insideLattice(token, lattice));
    // A results table, or rows with no header of their own: a table continued from the page before.
    const found = latticeGrids(lattice, inside, page.page).filter(
      (grid) => isResults(columnModel(turned(grid) ?? grid)) || (grid.header.length === 0 && grid.rows.length > 0),
    );
    if (found.length === 0) {
      if (inside.length > 0) unread.push(lattice);
      continue;
    }
    inside.forEach((token) => claimed.add(token));
    for (const grid of found) {
      const above = lines.findIndex((line) => line.y < grid.top);
      const titled = { ...grid, title: above >= 0 ? titleAbove(lines, above) : null };
      if (grid.rows.length === 0) boxes.push(titled);
      else grids.push(titled);
    }
  }
  const rest =
    claimed.size === 0
      ? lines
      : groupLines(
          tokens.filter((token) => !claimed.has(token)),
          page.page,
        );
  for (const grid of streamGrids(rest, page.page)) {
    // Rows set without rules right under a drawn header, or under drawn rows (the last, unshaded row of a table whose
    // shaded rows are boxes): they belong to that table, in its columns.
    const above = [...boxes, ...grids.filter((one) => one.method === "lattice")].find(
      (one) => one.bottom >= grid.top - grid.lineHeight && one.bottom - grid.top <= TITLE_DISTANCE_H * grid.lineHeight,
    );
    const ownBox = unread.some((lattice) => grid.rows.some((row) => row.y > lattice.y0 && row.y < lattice.y1));
    if (!above || ownBox || columnModel(grid).moduleColumns >= 2) {
      grids.push(grid);
    } else if (above.rows.length === 0) {
      grids.push(underHeaderBox(grid, above));
    } else {
      grids[grids.indexOf(above)] = { ...above, rows: [...above.rows, ...underHeaderBox(grid, above).rows], bottom: grid.bottom };
    }
  }
  return grids.sort((a, b) => b.top - a.top);
}

/**
 * A body set without rules under a header drawn in a box of its own (rules under the header only, or a shaded header
 * row): its cells go to the box's columns, each by the middle of the stream column it stood in.
 */
export function underHeaderBox(grid: Grid, box: Grid): Grid {
  const target = (column: number): number | null => {
    const extent = grid.columns[column];
    if (!extent) return null;
    const middle = (extent.x0 + extent.x1) / 2;
    const found = box.columns.findIndex((one) => middle >= one.x0 && middle < one.x1);
    return found < 0 ? null : found;
  };
  const rows = grid.rows.map((row) => {
    const merged = new Map<string, GridCell>();
    for (const cell of row.cells) {
      const col0 = target(cell.col0);
      const col1 = target(cell.col1);
      if (col0 === null || col1 === null) continue;
      const key = `${col0}-${col1}`;
      const before = merged.get(key);
      merged.set(key, { text: before ? `${before.text} ${cell.text}` : cell.text, col0, col1 });
    }
    return { ...row, cells: [...merged.values()].sort((a, b) => a.col0 - b.col0) };
  });
  return { ...grid, method: "lattice", columns: box.columns, header: box.header, rows, title: box.title ?? grid.title, top: box.top };
}

/**
 * A table printed with modules as rows and indicators as columns, turned so that its rows are indicators: null when
 * the grid is not one (its first column does not name modules down two rows or more, or its header names no
 * indicator).
 */
export function turned(grid: Grid): Grid | null {
  const firstTexts = grid.rows.map((row) => row.cells.find((cell) => cell.col0 === 0)?.text ?? "");
  const moduleTexts = firstTexts.filter((text) => namesModulesByCode(text) && parseCoverage(text) !== null);
  const named = grid.columns.filter((_, column) =>
    grid.header.some((cell) => cell.col0 === column && cell.col1 === column && nameRow(cell.text) !== null),
  ).length;
  if (moduleTexts.length < 2 || named < 2) return null;
  // The same modules down the first column twice: two transposed tables read as one, whose second half sits under the
  // first one's header. Which indicator each of its columns is cannot be told.
  const sets = moduleTexts.map((text) => parseCoverage(text)!.modules.join());
  if (new Set(sets).size < sets.length) return null;
  const rows = grid.columns.slice(1).map((_, index) => {
    const column = index + 1;
    const label = grid.header
      .filter((cell) => cell.col0 === column && cell.col1 === column)
      .sort((a, b) => a.level - b.level)
      .map((cell) => cell.text)
      .join(" ");
    const cells: GridCell[] = [{ text: label, col0: 0, col1: 0 }];
    grid.rows.forEach((row, r) => {
      const cell = row.cells.find((one) => one.col0 <= column && column <= one.col1);
      if (cell) cells.push({ text: cell.text, col0: r + 1, col1: r + 1 });
    });
    return { page: grid.page, y: grid.top - index, cells };
  });
  return {
    ...grid,
    columns: [{ x0: 0, x1: 0 }, ...grid.rows.map((_, r) => ({ x0: r + 1, x1: r + 1 }))],
    header: firstTexts.map((text, r) => ({ text, col0: r + 1, col1: r + 1, level: 0 })),
    rows,
  };
}

/**
 * True when `next` continues `previous` on the following page: no title of its own (or one that says it goes on), the
 * same columns, with or without its header repeated.
 */
function continues(previous: ResultTable, next: Grid): boolean {
  const last = previous.grid.pages.at(-1)!;
  const mine = columnModel(next);
  if (!previous.transposed && rowsBelow(previous.grid, next) !== null) return true;
  // On the same page, rows with no header right under the table, in its columns (a table drawn in two pieces).
  const below = next.page === last && !isResults(mine) && previous.grid.bottom - next.top <= TABLE_END_GAP_H * next.lineHeight;
  if (below) return next.columns.length === previous.grid.columns.length && sameColumns(previous.grid, next);
  if (!next.pages.includes(last + 1)) return false;
  if (next.title !== null && !/\bsuite\b|\(cont|continued/i.test(next.title)) return false;
  if (isResults(mine)) return sameColumns(previous.grid, next);
  return next.columns.length === previous.grid.columns.length && sameColumns(previous.grid, next);
}

/** A title that starts a table of its own: a numbered heading ("4.2 …"), or one naming a thickness or an R. */
const OWN_TITLE = /^\s*\d+(?:\.\d+)+\.?\s|\d\s*mm\b|\bR\s*=/;

/**
 * Rows with no header of their own below a table undrawn on its page, however far (a spreadsheet's tall rows, a
 * section row such as "Utilisation des ressources" between them), put in the table's columns: every number must fall
 * in one of them, with nothing between that titles a table of its own. Null when they are not the table's.
 * Seed 35 document 172: a Calc table without grid cut into seven pieces by its tall rows.
 */
export function rowsBelow(table: Grid, next: Grid): Grid | null {
  if (table.method !== "stream" || next.method !== "stream" || next.rows.length === 0) return null;
  // A header naming no module is a section row read as one ("Catégories de déchets"); one naming modules is a table's.
  if (next.header.length > 0 && columnModel(next).moduleColumns > 0) return null;
  const last = table.pages.at(-1)!;
  const below = next.page === last && next.rows[0]!.y < (table.rows.at(-1)?.y ?? table.top);
  if (!below && next.page !== last + 1) return null;
  if (next.title !== null && OWN_TITLE.test(next.title)) return null;
  // The same columns, each where the table's stands (as a continuation on the next page is matched): cell for cell.
  // A table's first piece of one row has columns as narrow as its numbers, which the next piece's middles miss.
  const placed =
    next.columns.length === table.columns.length && sameColumns(table, next)
      ? { ...next, columns: table.columns }
      : underHeaderBox(edgeAligned(next, table), { ...table, rows: [] });
  const numbers = (grid: Grid) =>
    grid.rows.flatMap((row) => row.cells).filter((cell) => /\d/.test(cell.text) && readCell(cell.text, ".").kind === "number").length;
  // Two cells of one row in one column of the table: the columns do not match.
  const merged = placed.rows.some((row, index) => row.cells.length < next.rows[index]!.cells.length);
  if (merged || numbers(placed) !== numbers(next)) return null;
  return { ...placed, method: table.method, header: table.header, title: table.title, top: next.top };
}

/**
 * `next` with each column that stands in no column of `table` by its middle set to the one column of `table` it shares
 * an edge with: a spreadsheet's pieces set their figures flush right (their labels flush left) in the same cells, but
 * each piece's columns are only as wide as its own widest figure ('0.0526' under a piece's '0'). A column sharing an
 * edge with none, or with two, stays where it stood (its numbers then fall outside the table's columns).
 * Seed 41 document 177: PERT's row, its C1 and D wider than the rows above, lost between two pieces.
 */
function edgeAligned(next: Grid, table: Grid): Grid {
  const h = Math.max(next.lineHeight, table.lineHeight);
  const columns = next.columns.map((column) => {
    const middle = (column.x0 + column.x1) / 2;
    if (table.columns.some((one) => middle >= one.x0 && middle < one.x1)) return column;
    const sharing = table.columns.filter(
      (one) => Math.abs(one.x0 - column.x0) <= ALIGNED_EDGE_H * h || Math.abs(one.x1 - column.x1) <= ALIGNED_EDGE_H * h,
    );
    return sharing.length === 1 ? sharing[0]! : column;
  });
  return { ...next, columns };
}

function sameColumns(a: Grid, b: Grid): boolean {
  if (a.columns.length !== b.columns.length) return false;
  const h = Math.max(a.lineHeight, b.lineHeight);
  return a.columns.every((column, index) => {
    const other = b.columns[index]!;
    const middle = (column.x0 + column.x1) / 2;
    const otherMiddle = (other.x0 + other.x1) / 2;
    return Math.abs(middle - otherMiddle) <= CONTINUED_COLUMN_H * h + Math.max(column.x1 - column.x0, other.x1 - other.x0) / 2;
  });
}

/** A unit as results tables print it: "kg CO2 éq.", "MJ, PCI", "m3", "mol H+ éq.", "kBq U235 éq.", "CTUe". */
const UNIT = /^(?:\(?(?:kg|g|t|mj|kwh|gj|m3|m³|m2|m²|mol|kbq|ctu[eh]?|l|litres?|disease|incidence|sans dimension|dimensionless|pt|%)\b)/i;

function isUnitText(text: string): boolean {
  return text.length <= 40 && UNIT.test(text.trim());
}

/** The label columns whose cells are units ("Unité"): the row's name is in the others. */
function unitColumns(rows: readonly { cells: readonly GridCell[] }[], model: ColumnModel): Set<number> {
  const units = new Set<number>();
  model.roles.forEach((role, column) => {
    if (role.kind !== "label") return;
    const texts = rows.flatMap((row) => row.cells.filter((cell) => cell.col0 === column && cell.text !== "").map((cell) => cell.text));
    if (texts.length > 0 && texts.filter(isUnitText).length >= 0.6 * texts.length) units.add(column);
  });
  return units;
}

/** The text of a row's cells in some columns, left to right. */
function textIn(cells: readonly GridCell[], columns: (column: number) => boolean): string {
  return cells
    .filter((cell) => columns(cell.col0))
    .map((cell) => cell.text)
    .join(" ")
    .trim();
}

/**
 * How many digits most exponents of the results print ("E-04": 2): a cell whose exponent prints fewer ("3.83E-0", a
 * column clipped at the page's margin) is a number cut short, illegible, not 3.83. A document that prints exponents
 * as short as they go ("3.8e-4", "1.2e-10") has one digit for most of them and loses none.
 */
function usualExponentDigits(texts: readonly string[]): number | null {
  const counts = new Map<number, number>();
  for (const text of texts) {
    const digits = exponentDigits(text);
    if (digits !== null) counts.set(digits, (counts.get(digits) ?? 0) + 1);
  }
  return [...counts].sort(([, a], [, b]) => b - a)[0]?.[0] ?? null;
}

/** The module cells of a row: each cell covers the modules of the columns it spans. */
function moduleCells(cells: readonly GridCell[], model: ColumnModel, decimal: DecimalMark, usualExponent: number | null): ModuleCell[] {
  const result: ModuleCell[] = [];
  model.roles.forEach((role, column) => {
    if (role.kind !== "modules") return;
    const cell = cells.find((one) => one.col0 <= column && column <= one.col1);
    if (cell && cell.col0 !== column) return; // counted once, at its first column
    const spanned: Module[] = [];
    if (cell) {
      for (let c = cell.col0; c <= cell.col1; c++) {
        const other = model.roles[c];
        if (other?.kind === "modules") spanned.push(...other.coverage.modules);
      }
    }
    const cut = cell !== undefined && usualExponent !== null && (exponentDigits(cell.text) ?? usualExponent) < usualExponent;
    const value = cut ? { kind: "illegible" as const, text: cell.text } : readCell(cell?.text, decimal);
    result.push({ modules: cell ? sortModules(spanned) : role.coverage.modules, value });
  });
  return result;
}

/**
 * The numbers a row prints in columns whose header names no module: between the modules' columns, or after the last
 * one under no header at all (a range or a status column after them has a header of its own), or under a header that
 * names modules or a total but no one column (two headers read as one cell over two columns). A header read over the
 * wrong column, so the row's other cells may be askew too. Seed 36 document 12: headers one column left of their
 * numbers from "Use B1-B7" on, D's header over C4's numbers and D's own numbers under none. Seed 38 document 879,
 * before column-model cut such a cell in two: "Module D Total (A1-C4)" over D's and the total's columns, so the total
 * read was the named stages' sum.
 */
function unattributedNumbers(cells: readonly GridCell[], model: ColumnModel, decimal: DecimalMark): { value: number; halfUnit: number }[] {
  const moduleColumns = model.roles.flatMap((role, column) => (role.kind === "modules" ? [column] : []));
  const first = moduleColumns[0] ?? Infinity;
  const last = moduleColumns.at(-1) ?? -Infinity;
  const unnamed = (column: number) => {
    const role = model.roles[column];
    return role?.kind === "other" && (column < last || role.header.trim() === "" || namesModulesByCode(role.header));
  };
  return cells.flatMap((cell) => {
    if (cell.col0 <= first) return [];
    if (!Array.from({ length: cell.col1 - cell.col0 + 1 }, (_, index) => cell.col0 + index).every(unnamed)) return [];
    const value = readCell(cell.text, decimal);
    return value.kind === "number" ? [value] : [];
  });
}

/**
 * A transposed table (`source`, as printed, modules down its rows) continued by `next`: rows with no header of their
 * own on the next page (or right below), in the same columns. Their modules are more of its columns once turned, so
 * the rows are joined before the turn; null when `next` does not continue it, or the joined rows do not turn (the
 * same modules twice). Seed 32 document 281: "Total hors D" alone at the top of the next page.
 */
export function continuedTurned(source: Grid, next: Grid): Grid | null {
  const last = source.pages.at(-1)!;
  // Its header repeated over it names the same indicators in the same columns (seed 33 document 673: "Total (A1-C4)"
  // alone under the repeated header, which alone does not turn).
  const headerOf = (grid: Grid) => JSON.stringify(grid.header.map((cell) => [cell.col0, cell.col1, normalise(cell.text)]));
  const repeated = next.header.length > 0 && next.title === null && headerOf(next) === headerOf(source);
  if ((next.header.length > 0 && !repeated) || (next.title !== null && !/\bsuite\b|\(cont|continued/i.test(next.title))) return null;
  const below = next.page === last && source.bottom - next.top <= TABLE_END_GAP_H * next.lineHeight;
  if (!below && next.page !== last + 1) return null;
  if (!sameColumns(source, next)) return null;
  return turned({
    ...source,
    rows: [...source.rows, ...next.rows],
    pages: [...new Set([...source.pages, ...next.pages])],
    bottom: next.bottom,
  });
}

/** A transposed table's printed rows followed by those of `next`, as `turned` (their join, turned) spans them. */
function followedBy(source: Grid, next: Grid, turned: Grid): Grid {
  return { ...source, rows: [...source.rows, ...next.rows], pages: turned.pages, bottom: next.bottom };
}

/** Every results table of the document in reading order. */
export function resultTables(pages: readonly PageText[]): { tables: ResultTable[]; decimal: DecimalMark } {
  const grids = pages.flatMap(pageGrids);
  const tables: {
    grid: Grid;
    model: ColumnModel;
    title: string | null;
    continued: boolean;
    transposed: boolean;
    /** A transposed table's grid as printed, before its turn: what a continuation's rows join. */
    source: Grid | null;
  }[] = [];
  // The grid just before, read as no table: a transposed table's header and first module alone at a page's foot
  // (too few modules to turn), whose other modules may follow at the top of the next page.
  let unread: Grid | null = null;
  for (const grid of grids) {
    const previous = tables.at(-1);
    const joined = previous?.source ? continuedTurned(previous.source, grid) : null;
    if (previous && joined) {
      tables[tables.length - 1] = {
        ...previous,
        grid: joined,
        model: columnModel(joined),
        source: followedBy(previous.source!, grid, joined),
      };
      unread = null;
      continue;
    }
    const started = unread ? continuedTurned(unread, grid) : null;
    if (unread && started) {
      const source = followedBy(unread, grid, started);
      tables.push({ grid: started, model: columnModel(started), title: unread.title, continued: false, transposed: true, source });
      unread = null;
      continue;
    }
    unread = null;
    const turn = turned(grid);
    const read = turn ?? grid;
    const model = columnModel(read);
    if (previous && continues({ ...previous, rows: [] }, read)) {
      const own = isResults(model);
      tables.push({
        grid: (!previous.transposed && rowsBelow(previous.grid, read)) || read,
        model: own ? model : { ...previous.model },
        title: previous.title,
        continued: true,
        transposed: previous.transposed,
        source: null,
      });
      continue;
    }
    if (!isResults(model)) {
      unread = turn === null ? grid : null;
      continue;
    }
    tables.push({ grid: read, model, title: grid.title, continued: false, transposed: turn !== null, source: turn ? grid : null });
  }
  const texts = tables.flatMap((table) => table.grid.rows.flatMap((row) => row.cells.map((cell) => cell.text)));
  const decimal = decimalMarkOf(texts);
  const usualExponent = usualExponentDigits(texts);
  return {
    decimal,
    tables: tables.map((table) => {
      const units = unitColumns(table.grid.rows, table.model);
      const named = nameRows(
        table.grid.rows.map((row) => textIn(row.cells, (column) => table.model.roles[column]?.kind === "label" && !units.has(column))),
      );
      return {
        ...table,
        rows: table.grid.rows.map((row, index) => {
          const unit = textIn(row.cells, (column) => units.has(column));
          const cells = moduleCells(row.cells, table.model, decimal, usualExponent);
          const { label, name } = named[index]!;
          const unattributed = unattributedNumbers(row.cells, table.model, decimal);
          const asPrinted = unattributed.length > 0 ? unattributedRowFigures(cells, unattributed) : rowFigures(cells);
          const figures = name === null ? asPrinted : inIndicatorUnit(asPrinted, name.id, unit === "" ? null : unit, label);
          return { page: row.page, label, unit: unit === "" ? null : unit, name, cells, figures };
        }),
      };
    }),
  };
}
