/**
 * Pieces shared by the corpus's authors (INIES French template, English EPD, spreadsheet export): the columns of a
 * results table, its value cells as printed, and the sizing that keeps a number on one line whatever the producer.
 */
import { type Module, MODULES, type Product, STAGES, type Stage } from "./declaration";
import type { AnswerFacts } from "./answer";
import type { Kind } from "./kinds";
import type { Basis, Block, Cell, Coverage, DocumentModel, FontName, TableBlock, TableRow, ValueKey } from "./page-model";
import { type NumberStyle, printNumber } from "./printed-number";
import type { Draws } from "./random";

export interface ColumnSpec {
  coverage: Coverage;
  header: string;
  /** The stage printed above it in a two-level header; null for a column spanning both header rows. */
  top: string | null;
}

/** What an author needs to print one value: the product, the basis, how numbers look, what it leaves undeclared. */
export interface ValueContext {
  product: Product;
  productIndex: number;
  basis: Basis;
  style: NumberStyle;
  /** Mark printed for B1-B7 when the author does not declare them (null: they print 0). */
  bMark: string | null;
  /** Indicators printed with a not-declared mark in every column (a waste category left out). */
  undeclared: Partial<Record<ValueKey, string>>;
  /** Called for each value cell: a footnote mark to append, or "". */
  footnote: () => string;
}

export function exactValue(product: Product, key: ValueKey, coverage: Coverage): number {
  if (key === "biogenic_product") return product.biogenicCarbonProduct;
  if (key === "biogenic_packaging") return product.biogenicCarbonPackaging;
  const values = product.values[key];
  switch (coverage.kind) {
    case "modules":
      return coverage.modules.reduce((sum, m) => sum + values.modules[m], 0);
    case "total":
      return MODULES.reduce((sum, m) => sum + values.modules[m], 0) + (coverage.withD ? values.d : 0);
    case "d":
      return values.d;
    case "single":
      throw new Error(`${key} has no single value`);
  }
}

export function valueCell(ctx: ValueContext, key: ValueKey, coverage: Coverage, align: Cell["align"] = "center"): Cell {
  const ref = { product: ctx.productIndex, key, coverage };
  const undeclared = ctx.undeclared[key];
  const isB = coverage.kind === "modules" && coverage.modules.every((m) => (STAGES.b as readonly string[]).includes(m));
  const mark = undeclared ?? (isB && ctx.bMark !== null ? ctx.bMark : null);
  if (mark !== null) return { text: mark, align, ref, printed: { text: mark, value: null, halfUnit: 0 } };
  const printed = printNumber(exactValue(ctx.product, key, coverage) / ctx.basis.factor, ctx.style);
  const footnote = ctx.footnote();
  return { text: footnote ? `${printed.text} ${footnote}` : printed.text, align, ref, printed };
}

const STAGE_FR: Record<Stage, string[]> = {
  a1a3: ["Étape de production", "Production", "Fabrication"],
  a4a5: ["Étape de construction", "Mise en œuvre", "Étape du processus de construction"],
  b: ["Étape d'utilisation", "Vie en œuvre", "Utilisation"],
  c: ["Étape de fin de vie", "Fin de vie"],
};
const STAGE_EN: Record<Stage, string[]> = {
  a1a3: ["Product stage", "Production"],
  a4a5: ["Construction process stage", "Construction"],
  b: ["Use stage", "Use"],
  c: ["End of life stage", "End of life"],
};
const MODULE_FR: Partial<Record<Module, string>> = {
  A4: "Transport",
  A5: "Installation",
  C1: "Déconstruction",
  C2: "Transport",
  C3: "Traitement des déchets",
  C4: "Élimination",
};

function stageOf(module: Module): Stage {
  return (Object.keys(STAGES) as Stage[]).find((stage) => (STAGES[stage] as readonly Module[]).includes(module))!;
}

const range = (modules: readonly Module[], joiner: string) => `${modules[0]}${joiner}${modules.at(-1)}`;

export type ColumnLayout = "A1-A3 groupés" | "A1 A2 A3 séparés" | "sous-totaux" | "étapes" | "en-têtes nommés";

/** The module columns of a results table, headed the way the layout says, in French or English. */
export function moduleColumns(draws: Draws, layout: ColumnLayout, lang: "fr" | "en", twoLevel: boolean): ColumnSpec[] {
  const stageName = (stage: Stage) => draws.pick(lang === "fr" ? STAGE_FR[stage] : STAGE_EN[stage]);
  const tops = Object.fromEntries((Object.keys(STAGES) as Stage[]).map((s) => [s, stageName(s)])) as Record<Stage, string>;
  const joiner = draws.pick(["-", "-", " à ", "–"]);
  const one = (m: Module): ColumnSpec => ({
    coverage: { kind: "modules", modules: [m] },
    header: m,
    top: twoLevel ? tops[stageOf(m)] : null,
  });
  const group = (stage: Stage, header: string, top: string | null = null): ColumnSpec => ({
    coverage: { kind: "modules", modules: [...STAGES[stage]] },
    header,
    top,
  });
  switch (layout) {
    case "A1-A3 groupés":
      return [
        group("a1a3", range(STAGES.a1a3, joiner), twoLevel ? tops.a1a3 : null),
        ...(["A4", "A5", ...STAGES.b, ...STAGES.c] as Module[]).map(one),
      ];
    case "A1 A2 A3 séparés":
      return MODULES.map(one);
    case "sous-totaux": {
      const sub = (stage: Stage) =>
        group(stage, `${lang === "fr" ? draws.pick(["Total", "Sous-total"]) : "Total"} ${range(STAGES[stage], "-")}`);
      return [
        ...STAGES.a1a3.map(one),
        sub("a1a3"),
        one("A4"),
        one("A5"),
        group("b", range(STAGES.b, joiner), twoLevel ? tops.b : null),
        ...STAGES.c.map(one),
        sub("c"),
      ].map((column) => (column.top === undefined ? { ...column, top: null } : column));
    }
    case "étapes":
      return (Object.keys(STAGES) as Stage[]).map((stage) =>
        group(stage, draws.chance(0.5) ? `${tops[stage]} (${range(STAGES[stage], joiner)})` : range(STAGES[stage], joiner)),
      );
    case "en-têtes nommés":
      // "Transport A4", "Installation A5", "Utilisation B1-B7": a name before the module's code.
      return [
        group("a1a3", `${lang === "fr" ? "Production" : "Production"} ${range(STAGES.a1a3, "-")}`),
        { coverage: { kind: "modules", modules: ["A4"] }, header: `${lang === "fr" ? MODULE_FR.A4 : "Transport"} A4`, top: null },
        { coverage: { kind: "modules", modules: ["A5"] }, header: `${lang === "fr" ? MODULE_FR.A5 : "Installation"} A5`, top: null },
        group("b", `${lang === "fr" ? "Utilisation" : "Use"} ${range(STAGES.b, "-")}`),
        ...STAGES.c.map((m): ColumnSpec =>
          draws.chance(0.5)
            ? {
                coverage: { kind: "modules", modules: [m] },
                header: `${lang === "fr" ? MODULE_FR[m] : m === "C2" ? "Transport" : m} ${m}`,
                top: null,
              }
            : { coverage: { kind: "modules", modules: [m] }, header: m, top: null },
        ),
      ];
  }
}

/** Header rows of a results table: one row, or two with stages spanning their modules (merged cells). */
export function headerRows(lead: string[], columns: ColumnSpec[], shaded: boolean, align: Cell["align"]): TableRow[] {
  const twoLevel = columns.some((column) => column.top !== null);
  if (!twoLevel) {
    return [
      {
        kind: "header",
        shaded,
        cells: [
          ...lead.map((text) => ({ text, bold: true, align: "left" as const })),
          ...columns.map((c) => ({ text: c.header, bold: true, align })),
        ],
      },
    ];
  }
  const top: Cell[] = lead.map((text) => ({ text, bold: true, rowSpan: 2, align: "left" as const }));
  const bottom: Cell[] = [];
  for (let i = 0; i < columns.length; i++) {
    const column = columns[i]!;
    if (column.top === null) {
      top.push({ text: column.header, bold: true, rowSpan: 2, align });
      continue;
    }
    let span = 1;
    while (columns[i + span]?.top === column.top) span++;
    top.push({ text: column.top, bold: true, colSpan: span, align: "center" });
    for (let k = 0; k < span; k++) bottom.push({ text: columns[i + k]!.header, bold: true, align });
    i += span - 1;
  }
  return [
    { kind: "header", shaded, cells: top },
    { kind: "header", shaded, cells: bottom },
  ];
}

/**
 * Characters a column must hold on one line: its longest value (numbers never wrap), and the longest word of its
 * other cells (headers and units wrap between words).
 */
function longest(rows: TableRow[], column: number): number {
  let max = 1;
  for (const row of rows) {
    let at = 0;
    for (const cell of row.cells) {
      if (at === column && (cell.colSpan ?? 1) === 1 && row.kind !== "group") {
        const pieces = cell.printed ? cell.text.split("\n") : cell.text.split(/[\s\n]+/);
        // A not-declared mark is all capitals ("MND"), wider than digits: counted half as wide again.
        const weight = cell.printed && cell.printed.value === null ? MARK_WIDTH : 1;
        for (const piece of pieces) max = Math.max(max, piece.length * weight);
      }
      at += cell.colSpan ?? 1;
    }
  }
  return max;
}

/** Capitals' width over digits' ("MND" against "0,5"), generous for the serif fonts' wide M. */
const MARK_WIDTH = 1.5;

/** Average glyph width over the font size, generous (digits and capitals), by font. */
const GLYPH: Record<FontName, number> = {
  "Liberation Sans": 0.6,
  "Liberation Serif": 0.56,
  "Liberation Sans Narrow": 0.5,
  "DejaVu Sans": 0.68,
  "DejaVu Sans Condensed": 0.62,
  "DejaVu Serif": 0.7,
};
/** Cell padding each side, pt, that every producer's cells stay within. */
export const CELL_PADDING_PT = 2.5;

/**
 * Widths and type size so that every value column holds its longest number on one line: a number wrapped inside
 * its cell would no longer print what the answer says. The label column takes what is left (its words wrap).
 * Returns null when even the smallest size does not fit (the author then changes layout or orientation).
 */
export function fitTable(
  rows: TableRow[],
  columnCount: number,
  wrapColumns: number[],
  usableWidthPt: number,
  font: FontName,
  sizes: number[],
): { widths: number[]; fontSize: number } | null {
  for (const size of sizes) {
    const widths: number[] = [];
    let fixed = 0;
    for (let c = 0; c < columnCount; c++) {
      if (wrapColumns.includes(c)) {
        widths.push(0);
        continue;
      }
      const w = longest(rows, c) * GLYPH[font] * size + 2 * CELL_PADDING_PT + 3;
      widths.push(w);
      fixed += w;
    }
    const left = usableWidthPt - fixed;
    const minWrap = 11 * GLYPH[font] * size * 1.1 + 2 * CELL_PADDING_PT;
    if (left >= minWrap * wrapColumns.length) {
      for (const c of wrapColumns) widths[c] = left / wrapColumns.length;
      return { widths, fontSize: size };
    }
  }
  return null;
}

export function pageWidthPt(orientation: "portrait" | "landscape", marginMm: number): number {
  const mm = orientation === "portrait" ? 210 : 297;
  return ((mm - 2 * marginMm) / 25.4) * 72;
}

export function frenchNumber(value: number, decimals: number, decimal: "," | "." = ","): string {
  return value.toFixed(decimals).replace(".", decimal);
}

const MONTHS_FR = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"];
const MONTHS_EN = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

export function dateText(iso: string, style: "long-fr" | "dd/mm/yyyy" | "dd.mm.yyyy" | "iso" | "long-en"): string {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  const dd = String(d).padStart(2, "0");
  const mm = String(m).padStart(2, "0");
  switch (style) {
    case "long-fr":
      return `${d === 1 ? "1er" : d} ${MONTHS_FR[m - 1]} ${y}`;
    case "dd/mm/yyyy":
      return `${dd}/${mm}/${y}`;
    case "dd.mm.yyyy":
      return `${dd}.${mm}.${y}`;
    case "iso":
      return iso;
    case "long-en":
      return `${d} ${MONTHS_EN[m - 1]} ${y}`;
  }
}

/** A number style as French or English authors write, recorded as axes. */
export function drawNumberStyle(draws: Draws, lang: "fr" | "en", kinds: Set<string>, force: ReadonlySet<string>): NumberStyle {
  const decimal = lang === "en" ? "." : draws.pick([",", ",", ",", "."] as const);
  const u2212 = force.has("exposant U+2212") || draws.chance(0.2);
  const notation = u2212 ? "scientific" : draws.pick(["fixed", "scientific", "scientific", "mixed"] as const);
  draws.axes["notation"] = notation;
  const style: NumberStyle = {
    decimal,
    notation,
    digits: draws.pick([2, 3, 3, 3, 4]),
    group: decimal === "," ? draws.pick(["", " ", "\u00a0", "\u202f", "."] as const) : draws.pick(["", ",", "\u202f"] as const),
    minus: u2212 ? "\u2212" : draws.pick(["-", "-", "-", "\u2013"] as const),
    exponentMinus: u2212 ? "\u2212" : "-",
    exponent: lang === "en" ? draws.pick(["E+00", "E+0", "E+0", "e+00"] as const) : draws.pick(["E+00", "E+00", "E+0", "E0"] as const),
  };
  draws.axes["décimale"] = style.decimal;
  draws.axes["signe moins"] = style.minus === "\u2212" ? "U+2212" : style.minus === "\u2013" ? "tiret" : "trait d'union";
  if (u2212 && notation !== "fixed") kinds.add("exposant U+2212");
  return style;
}

export interface AuthoredDocument {
  author: string;
  model: DocumentModel;
  facts: AnswerFacts;
  kinds: Set<Kind>;
}

export type Piece = { kind: "table"; title: string | null; block: TableBlock } | { kind: "break" } | { kind: "legend"; text: string };

export function infoTable(
  draws: Draws,
  pairs: [string, string][],
  _font: DocumentModel["font"],
  size: number,
  _usable: number,
): TableBlock {
  const rows: TableRow[] = pairs.map(([k, v]) => ({ kind: "body", cells: [{ text: k, bold: draws.chance(0.5) }, { text: v }] }));
  return {
    type: "table",
    role: "info",
    rows,
    // Both columns wrap between words; the facts' column the wider.
    widths: [2, 3],
    grid: draws.pick(["full", "rules"] as const),
    fontSize: size - 1,
    basis: { per: "FU", factor: 1 },
    repeatHeader: false,
  };
}

/** Cuts the last table in two across a page break; the second part has no header (it is not repeated). */
export function splitLast(pieces: Piece[], kinds: Set<Kind>) {
  const last = pieces.at(-1);
  if (!last || last.kind !== "table") return;
  const body = last.block.rows.filter((row) => row.kind !== "header");
  if (body.length < 2) return;
  const header = last.block.rows.filter((row) => row.kind === "header");
  const cut = Math.ceil(body.length / 2);
  last.block = { ...last.block, rows: [...header, ...body.slice(0, cut)], repeatHeader: false };
  pieces.push({ kind: "break" }, { kind: "table", title: null, block: { ...last.block, rows: body.slice(cut), repeatHeader: false } });
  kinds.add("suite sans en-tête");
}

/** Lays the pieces out as blocks: a table under its title, a legend in small type; returns the number of tables. */
export function placePieces(pieces: Piece[], blocks: Block[], size: number): number {
  let tables = 0;
  for (const piece of pieces) {
    if (piece.kind === "break") blocks.push({ type: "break" });
    else if (piece.kind === "legend") blocks.push({ type: "paragraph", text: piece.text, size: size - 2 });
    else {
      if (piece.title) blocks.push({ type: "paragraph", text: piece.title, bold: true, size: size - 0.5 });
      blocks.push(piece.block);
      tables++;
    }
  }
  return tables;
}
