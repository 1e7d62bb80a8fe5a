/**
 * Producer: Chromium printing HTML (the browser's PDF), as the older generator did, here from the corpus's page
 * model: CSS tables with borders or none, row shading, merged cells, the model's fonts and orientation.
 */
import type { Browser } from "playwright-core";
import type { Block, Cell, DocumentModel, TableBlock } from "./page-model";

const esc = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/\n/g, "<br>");

function cellHtml(cell: Cell, tag: "td" | "th"): string {
  const attrs = [
    cell.colSpan && cell.colSpan > 1 ? ` colspan="${cell.colSpan}"` : "",
    cell.rowSpan && cell.rowSpan > 1 ? ` rowspan="${cell.rowSpan}"` : "",
    ` style="text-align:${cell.align ?? "left"};${cell.bold ? "font-weight:bold;" : ""}${cell.printed ? "white-space:nowrap;" : ""}"`,
  ].join("");
  return `<${tag}${attrs}>${esc(cell.text)}</${tag}>`;
}

function tableHtml(table: TableBlock): string {
  const total = table.widths.reduce((a, b) => a + b, 0);
  const cols = table.widths.map((w) => `<col style="width:${((100 * w) / total).toFixed(2)}%">`).join("");
  const border = table.grid === "full" ? "0.6pt solid #555" : "none";
  const header = table.rows.filter((row) => row.kind === "header");
  const body = table.rows.filter((row) => row.kind !== "header");
  const rowHtml = (row: TableBlock["rows"][number]) =>
    `<tr class="${row.kind}${row.shaded ? " shaded" : ""}">${row.cells.map((cell) => cellHtml(cell, row.kind === "header" ? "th" : "td")).join("")}</tr>`;
  // Without `thead` the header is not repeated on the next page.
  const head = header.length ? (table.repeatHeader ? `<thead>${header.map(rowHtml).join("")}</thead>` : header.map(rowHtml).join("")) : "";
  return `<table class="grid-${table.grid}" style="font-size:${table.fontSize}pt;--border:${border}"><colgroup>${cols}</colgroup>${head}<tbody>${body.map(rowHtml).join("")}</tbody></table>`;
}

function blockHtml(block: Block): string {
  switch (block.type) {
    case "break":
      return '<div class="break"></div>';
    case "heading":
      return `<h${block.level ?? 2}>${esc(block.text)}</h${block.level ?? 2}>`;
    case "paragraph":
      return `<p style="${block.size ? `font-size:${block.size}pt;` : ""}${block.bold ? "font-weight:bold;" : ""}text-align:${block.align ?? "left"}">${esc(block.text)}</p>`;
    case "table":
      return tableHtml(block);
  }
}

export function modelHtml(model: DocumentModel): string {
  return `<!doctype html><html lang="${model.lang}"><head><meta charset="utf-8"><title>${esc(model.title)}</title><style>
@page { size: A4 ${model.orientation}; margin: ${model.margin}mm; }
body { font-family: "${model.font}"; font-size: ${model.size}pt; line-height: 1.25; margin: 0; color: #111; }
h1 { font-size: ${model.size + 8}pt; margin: 4mm 0; } h2 { font-size: ${model.size + 3}pt; margin: 5mm 0 2mm; } h3 { font-size: ${model.size + 1}pt; margin: 3mm 0 1mm; }
p { margin: 1.2mm 0; }
.break { break-before: page; }
table { border-collapse: collapse; width: 100%; table-layout: fixed; margin: 1mm 0 4mm; line-height: 1.15; }
td, th { border: var(--border); padding: 1.5pt 2.5pt; vertical-align: middle; overflow: hidden; }
table.grid-rules tr.header th { border-bottom: 0.8pt solid #222; }
table.grid-rules tr.body td, table.grid-rules tr.group td { border-bottom: 0.4pt solid #999; }
tr { break-inside: avoid; }
tr.shaded td, tr.shaded th { background: #e4e9ef; }
tr.group td { background: #d5dde6; }
</style></head><body>${model.blocks.map(blockHtml).join("\n")}</body></html>`;
}

export async function printWithChromium(browser: Browser, model: DocumentModel): Promise<Buffer> {
  const page = await browser.newPage();
  try {
    await page.setContent(modelHtml(model), { waitUntil: "load" });
    return await page.pdf({
      preferCSSPageSize: true,
      printBackground: true,
      displayHeaderFooter: true,
      headerTemplate: "<span></span>",
      footerTemplate: `<div style="font-size:7px;width:100%;padding:0 12mm;font-family:sans-serif">${esc(model.footer)} – <span class="pageNumber"></span>/<span class="totalPages"></span></div>`,
    });
  } finally {
    await page.close();
  }
}
