/**
 * Producer: PDFKit, a PDF library that draws every glyph and rule itself, as LCA tools' PDF exports do: text placed
 * line by line, cells measured and wrapped here, rules stroked, shading filled, tables broken across pages by
 * hand (the header repeated or not, as the model says).
 */
import PDFDocument from "pdfkit";
import { CELL_PADDING_PT } from "./author-parts";
import { type DocumentModel, type FontName, type Placed, placeRows, type TableBlock, type TextBlock } from "./page-model";

const FONT_FILES: Record<FontName, [string, string]> = {
  "Liberation Sans": ["liberation/LiberationSans-Regular.ttf", "liberation/LiberationSans-Bold.ttf"],
  "Liberation Serif": ["liberation/LiberationSerif-Regular.ttf", "liberation/LiberationSerif-Bold.ttf"],
  "Liberation Sans Narrow": ["liberation/LiberationSansNarrow-Regular.ttf", "liberation/LiberationSansNarrow-Bold.ttf"],
  "DejaVu Sans": ["dejavu/DejaVuSans.ttf", "dejavu/DejaVuSans-Bold.ttf"],
  "DejaVu Sans Condensed": ["dejavu/DejaVuSansCondensed.ttf", "dejavu/DejaVuSansCondensed-Bold.ttf"],
  "DejaVu Serif": ["dejavu/DejaVuSerif.ttf", "dejavu/DejaVuSerif-Bold.ttf"],
};
const FONT_DIR = "/usr/share/fonts/truetype";
const MM = 72 / 25.4;
/** Line height over the font size inside table cells, and in running text. */
const CELL_LEADING = 1.15;
const TEXT_GAP = 0.35;

type Doc = PDFKit.PDFDocument;

export function printWithPdfkit(model: DocumentModel): Promise<Buffer> {
  const margin = model.margin * MM;
  const doc = new PDFDocument({
    size: "A4",
    layout: model.orientation,
    margins: { top: margin, bottom: margin + 14, left: margin, right: margin },
    bufferPages: true,
    info: { Title: model.title, Producer: "PDFKit", Creator: "Isol en Paille corpus" },
    lang: model.lang === "fr" ? "fr-FR" : "en-GB",
  });
  const [regular, bold] = FONT_FILES[model.font];
  doc.registerFont("body", `${FONT_DIR}/${regular}`);
  doc.registerFont("bold", `${FONT_DIR}/${bold}`);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));

  for (const block of model.blocks) {
    if (block.type === "break") doc.addPage();
    else if (block.type === "table") drawTable(doc, block);
    else drawText(doc, block, model);
  }
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font("body")
      .fontSize(6.5)
      .fillColor("#333")
      .text(`${model.footer} – page ${i + 1}/${range.count}`, doc.page.margins.left, doc.page.height - bottom + 4, { lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

function drawText(doc: Doc, block: TextBlock, model: DocumentModel) {
  const size = block.type === "heading" ? model.size + (block.level === 1 ? 8 : block.level === 2 ? 3 : 1) : (block.size ?? model.size);
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  doc
    .font(block.type === "heading" || block.bold ? "bold" : "body")
    .fontSize(size)
    .fillColor("#111");
  if (block.type === "heading") doc.moveDown(0.4);
  doc.text(block.text, doc.page.margins.left, doc.y, { width, align: block.align ?? "left" });
  doc.moveDown(TEXT_GAP);
}

function drawTable(doc: Doc, table: TableBlock) {
  const left = doc.page.margins.left;
  const usable = doc.page.width - left - doc.page.margins.right;
  const total = table.widths.reduce((a, b) => a + b, 0);
  const widths = table.widths.map((w) => (w / total) * usable);
  const xs = widths.reduce<number[]>((acc, w) => [...acc, acc.at(-1)! + w], [left]);
  const size = table.fontSize;
  const placed = placeRows(table.rows);
  const textHeight = (p: Placed) => {
    const w = xs[p.column + p.span]! - xs[p.column]! - 2 * CELL_PADDING_PT;
    doc.font(p.cell.bold ? "bold" : "body").fontSize(size);
    return doc.heightOfString(p.cell.text || " ", { width: w, lineGap: size * (CELL_LEADING - 1) });
  };
  // Row heights: cells spanning one row set their row; a cell spanning rows stretches the last of them.
  const heights = placed.map(
    (row) => Math.max(size * CELL_LEADING, ...row.filter((p) => (p.cell.rowSpan ?? 1) === 1).map(textHeight)) + 2 * CELL_PADDING_PT,
  );
  placed.forEach((row, r) =>
    row.forEach((p) => {
      const span = p.cell.rowSpan ?? 1;
      if (span === 1) return;
      const have = heights.slice(r, r + span).reduce((a, b) => a + b, 0);
      const need = textHeight(p) + 2 * CELL_PADDING_PT;
      if (need > have) heights[r + span - 1]! += need - have;
    }),
  );
  const headerRows = table.rows.map((row, i) => (row.kind === "header" ? i : -1)).filter((i) => i >= 0);
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  let y = doc.y + 2;
  const drawRow = (r: number) => {
    const row = table.rows[r]!;
    for (const p of placed[r]!) {
      const x = xs[p.column]!;
      const w = xs[p.column + p.span]! - x;
      const h = heights.slice(r, r + (p.cell.rowSpan ?? 1)).reduce((a, b) => a + b, 0);
      if (row.shaded || row.kind === "group") doc.rect(x, y, w, h).fill(row.kind === "group" ? "#d3dbe4" : "#e6ebf0");
      if (table.grid === "full") doc.lineWidth(0.5).strokeColor("#555").rect(x, y, w, h).stroke();
      const th = textHeight(p);
      doc
        .fillColor("#111")
        .font(p.cell.bold ? "bold" : "body")
        .fontSize(size)
        .text(p.cell.text, x + CELL_PADDING_PT, y + (h - th) / 2, {
          width: w - 2 * CELL_PADDING_PT,
          align: p.cell.align ?? "left",
          lineGap: size * (CELL_LEADING - 1),
        });
    }
    if (table.grid === "rules") {
      const last = r === headerRows.at(-1);
      doc
        .lineWidth(last ? 0.9 : 0.35)
        .strokeColor(last ? "#222" : "#999")
        .moveTo(left, y + heights[r]!)
        .lineTo(left + usable, y + heights[r]!)
        .stroke();
    }
    y += heights[r]!;
  };
  for (let r = 0; r < table.rows.length; r++) {
    // A row spanning into the next (a two-level header) moves with it.
    const span = Math.max(...placed[r]!.map((p) => p.cell.rowSpan ?? 1));
    const need = heights.slice(r, r + span).reduce((a, b) => a + b, 0);
    if (y + need > bottom()) {
      doc.addPage();
      y = doc.page.margins.top;
      if (table.repeatHeader && table.rows[r]!.kind !== "header") for (const h of headerRows) drawRow(h);
    }
    drawRow(r);
  }
  doc.x = left;
  doc.y = y + 8;
}
