/**
 * Stage 2's output: a declaration laid out as a document, independent of the program that will print it. Every
 * producer (Chromium, LibreOffice Writer and Calc, PDFKit, Ghostscript over another's PDF) renders this model its own
 * way. A value cell carries what it declares (product, indicator, modules, basis), so that the answer is computed
 * from the cells as printed, whatever the layout (transposed, split, several products).
 */
import type { Module } from "./declaration";
import type { PrintedNumber } from "./printed-number";
import type { IndicatorKey } from "./vocabulary";

export type Align = "left" | "center" | "right";

/** What a column (or, transposed, a row) of a results table covers. */
export type Coverage =
  /** One module, a group of modules or a stage sub-total. */
  | { kind: "modules"; modules: Module[] }
  /** The life-cycle total; `withD`: a "Total A1-D" that has module D inside. */
  | { kind: "total"; withD: boolean }
  | { kind: "d" }
  /** A table of single values (biogenic carbon content). */
  | { kind: "single" };

export type ValueKey = IndicatorKey | "biogenic_product" | "biogenic_packaging";

export interface ValueRef {
  product: number;
  key: ValueKey;
  coverage: Coverage;
}

export interface Cell {
  text: string;
  colSpan?: number;
  rowSpan?: number;
  align?: Align;
  bold?: boolean;
  /** Set on a value the document declares: what it is and the number it prints. */
  ref?: ValueRef;
  printed?: PrintedNumber;
}

export interface TableRow {
  kind: "header" | "body" | "group";
  cells: Cell[];
  shaded?: boolean;
}

/**
 * How the printed values relate to the functional unit: per FU, per m³, per kg, or per R = 1 m²·K/W. `factor`
 * turns a printed value into the value per functional unit (m² of wall), from figures the document prints.
 */
export interface Basis {
  per: "FU" | "m3" | "kg" | "R1";
  factor: number;
}

export interface TableBlock {
  type: "table";
  /** results: declares values; info: key/value facts; decoy: numbers that are no result (percentages, scope marks). */
  role: "results" | "info" | "decoy";
  rows: TableRow[];
  /** Relative column widths (any scale). */
  widths: number[];
  grid: "full" | "rules" | "none";
  fontSize: number;
  basis: Basis;
  /** Header rows repeated by the producer when the table runs onto another page. */
  repeatHeader: boolean;
}

export interface TextBlock {
  type: "heading" | "paragraph";
  text: string;
  /** 1..3 for headings. */
  level?: number;
  size?: number;
  bold?: boolean;
  align?: Align;
}

export interface BreakBlock {
  type: "break";
}

export type Block = TableBlock | TextBlock | BreakBlock;

export const FONTS = [
  "Liberation Sans",
  "Liberation Serif",
  "Liberation Sans Narrow",
  "DejaVu Sans",
  "DejaVu Sans Condensed",
  "DejaVu Serif",
] as const;
export type FontName = (typeof FONTS)[number];

export interface DocumentModel {
  lang: "fr" | "en";
  title: string;
  font: FontName;
  /** Body text size, pt. */
  size: number;
  orientation: "portrait" | "landscape";
  /** Page margin, mm. */
  margin: number;
  blocks: Block[];
  footer: string;
}

/** A cell with the grid column it starts at and the columns it spans. */
export interface Placed {
  cell: Cell;
  column: number;
  span: number;
}

/** Cells of each row placed on the table's grid (rows below a row-spanning cell skip its columns). */
export function placeRows(rows: TableRow[]): Placed[][] {
  const taken = new Set<string>();
  return rows.map((row, r) => {
    const placed: Placed[] = [];
    let column = 0;
    for (const cell of row.cells) {
      while (taken.has(`${r}:${column}`)) column++;
      const span = cell.colSpan ?? 1;
      placed.push({ cell, column, span });
      for (let k = 1; k < (cell.rowSpan ?? 1); k++) for (let c = 0; c < span; c++) taken.add(`${r + k}:${column + c}`);
      column += span;
    }
    return placed;
  });
}
