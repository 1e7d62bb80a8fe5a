/**
 * Producer: LibreOffice Calc, from an Excel workbook (.xlsx) built with `exceljs`, as spreadsheet exports of LCA
 * results are: one sheet, every table on the sheet's shared columns, merged cells, fills and borders, the page set to
 * fit the sheet's width, manual page breaks; numbers that a spreadsheet can format itself are stored as numbers with
 * a number format (Calc prints them), the others as the author's text. Converted by `soffice`.
 */
import ExcelJS from "exceljs";
import { pageWidthPt } from "./author-parts";
import { type Cell, type DocumentModel, placeRows, type TableBlock } from "./page-model";

/** Points per unit of an Excel column width (one character of the default font), generous. */
const PT_PER_WIDTH_UNIT = 5.25;

/** A printed number Calc can print itself from a number and a format, or null (kept as text). */
function numberFormat(cell: Cell): { value: number; format: string } | null {
  if (!cell.printed || cell.printed.value === null || cell.text !== cell.printed.text) return null;
  const text = cell.text;
  const scientific = /^-?\d\.(\d+)E[+-]\d\d$/.exec(text);
  if (scientific) return { value: cell.printed.value, format: `0.${"0".repeat(scientific[1]!.length)}E+00` };
  const fixed = /^-?\d+(?:\.(\d+))?$/.exec(text);
  if (fixed) return { value: cell.printed.value, format: fixed[1] ? `0.${"0".repeat(fixed[1].length)}` : "0" };
  return null;
}

/** Lines a text takes in a cell `width` points wide, words kept whole (a generous glyph width). */
function wrappedLines(text: string, width: number, size: number): number {
  const glyph = 0.6 * size;
  let lines = 0;
  for (const paragraph of text.split("\n")) {
    let line = 0;
    lines++;
    for (const word of paragraph.split(" ")) {
      const w = (word.length + 1) * glyph;
      if (line > 0 && line + w > width) {
        lines++;
        line = 0;
      }
      line += w;
    }
  }
  return lines;
}

export async function writeXlsx(model: DocumentModel, numbersAsNumbers: boolean): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Isol en Paille corpus";
  const marginInches = model.margin / 25.4;
  const sheet = workbook.addWorksheet("FDES", {
    pageSetup: {
      paperSize: 9,
      orientation: model.orientation,
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      margins: { left: marginInches, right: marginInches, top: marginInches, bottom: marginInches, header: 0.2, footer: 0.25 },
    },
    headerFooter: { oddFooter: `&L&7${model.footer.replace(/&/g, "&&")}&R&7Page &P / &N` },
    views: [{ showGridLines: false }],
  });
  const tables = model.blocks.filter((block): block is TableBlock => block.type === "table");
  const usable = pageWidthPt(model.orientation, model.margin);
  const scaled = (t: TableBlock) => {
    const total = t.widths.reduce((a, b) => a + b, 0);
    return t.widths.map((w) => (w / total) * usable);
  };
  // The sheet's columns are those of the tables with the most columns (the results tables); the first (labels) takes
  // what the others leave of the page's width. Every other table is laid over them, each of its columns merged
  // across the sheet columns nearest its edges.
  const columnCount = Math.max(1, ...tables.map((t) => t.widths.length));
  const gridPt = Array.from({ length: columnCount }, () => 0);
  for (const t of tables.filter((t) => t.widths.length === columnCount)) scaled(t).forEach((w, c) => (gridPt[c] = Math.max(gridPt[c]!, w)));
  gridPt[0] = Math.max(usable - gridPt.slice(1).reduce((a, b) => a + b, 0), 60);
  gridPt.forEach((w, c) => (sheet.getColumn(c + 1).width = Math.max(2, w / PT_PER_WIDTH_UNIT)));
  const edges = gridPt.reduce<number[]>((acc, w) => [...acc, acc.at(-1)! + w], [0]);
  const sheetColumns = (t: TableBlock): number[] => {
    const own = scaled(t).reduce<number[]>((acc, w) => [...acc, acc.at(-1)! + w], [0]);
    const map = [0];
    for (let c = 1; c < own.length; c++) {
      const room = columnCount - (own.length - 1 - c);
      let best = map[c - 1]! + 1;
      for (let e = best; e <= room; e++) if (Math.abs(edges[e]! - own[c]!) < Math.abs(edges[best]! - own[c]!)) best = e;
      map.push(c === own.length - 1 ? columnCount : best);
    }
    return map;
  };
  const sheetWidth = usable;

  let r = 1;
  const font = (size: number, bold = false) => ({ name: model.font, size, bold });
  for (const block of model.blocks) {
    if (block.type === "break") {
      if (r > 1) sheet.getRow(r - 1).addPageBreak();
      continue;
    }
    if (block.type !== "table") {
      const size = block.type === "heading" ? model.size + (block.level === 1 ? 6 : 2) : (block.size ?? model.size);
      const row = sheet.getRow(r);
      const cell = row.getCell(1);
      cell.value = block.text;
      cell.font = font(size, block.type === "heading" || block.bold);
      cell.alignment = { wrapText: true, vertical: "top", horizontal: block.align ?? "left" };
      if (columnCount > 1) sheet.mergeCells(r, 1, r, columnCount);
      const lines = Math.max(1, Math.ceil((block.text.length * 0.56 * size) / (sheetWidth * 0.95)));
      row.height = lines * size * 1.3 + 3;
      r++;
      continue;
    }
    const placed = placeRows(block.rows);
    const map = sheetColumns(block);
    const lastHeader = block.rows.map((row) => row.kind).lastIndexOf("header");
    block.rows.forEach((row, i) => {
      // Calc does not size rows to their wrapped text when it opens a workbook: each row is given the height of
      // its tallest cell, its lines counted word by word against the cell's width.
      let lines = 1;
      for (const p of placed[i]!) {
        if ((p.cell.rowSpan ?? 1) > 1) continue;
        const width = edges[map[p.column + p.span]!]! - edges[map[p.column]!]! - 6;
        lines = Math.max(lines, wrappedLines(p.cell.text, width, block.fontSize));
      }
      sheet.getRow(r + i).height = lines * block.fontSize * 1.22 + 4;
      for (const p of placed[i]!) {
        const first = map[p.column]! + 1;
        const last = map[p.column + p.span]!;
        const cell = sheet.getCell(r + i, first);
        const asNumber = numbersAsNumbers ? numberFormat(p.cell) : null;
        if (asNumber) {
          cell.value = asNumber.value;
          cell.numFmt = asNumber.format;
        } else cell.value = p.cell.text;
        cell.font = font(block.fontSize, p.cell.bold);
        cell.alignment = { wrapText: !p.cell.printed, vertical: "middle", horizontal: p.cell.align ?? "left" };
        const fill = row.kind === "group" ? "FFD3DBE4" : row.shaded ? "FFE4E9EF" : null;
        const thin = { style: "thin" as const, color: { argb: "FF555555" } };
        const rows = p.cell.rowSpan ?? 1;
        const bottom = { style: i + rows - 1 === lastHeader ? ("medium" as const) : ("hair" as const), color: { argb: "FF333333" } };
        // Borders and fill on every sheet cell the table cell covers, so that a merge keeps them.
        for (let rr = r + i; rr < r + i + rows; rr++)
          for (let cc = first; cc <= last; cc++) {
            const covered = sheet.getCell(rr, cc);
            if (fill) covered.fill = { type: "pattern", pattern: "solid", fgColor: { argb: fill } };
            if (block.grid === "full") covered.border = { top: thin, bottom: thin, left: thin, right: thin };
            else if (block.grid === "rules" && rr === r + i + rows - 1) covered.border = { bottom };
          }
        if (last > first || rows > 1) sheet.mergeCells(r + i, first, r + i + rows - 1, last);
      }
    });
    r += block.rows.length + 1;
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
