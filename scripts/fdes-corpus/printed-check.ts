/**
 * The last stage: a producer must print every value as the answer reads it. The PDF's text is extracted by poppler's
 * pdftotext (not by the reader under test) and every value cell's text must be found in it, spaces aside; a number
 * cut by a cell edge, or changed by a spreadsheet's formatting, fails here and the document is not kept.
 */
import { execFileSync } from "node:child_process";
import type { DocumentModel } from "./page-model";

const squeeze = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, "");

export function pdfText(pdf: Uint8Array): string {
  return execFileSync("pdftotext", ["-raw", "-enc", "UTF-8", "-", "-"], { input: pdf, maxBuffer: 64 * 1024 * 1024 }).toString("utf8");
}

/** The printed texts of value cells missing from the PDF's text (empty when all are there). */
export function missingValues(model: DocumentModel, pdf: Uint8Array): string[] {
  const text = squeeze(pdfText(pdf));
  const missing: string[] = [];
  for (const block of model.blocks) {
    if (block.type !== "table") continue;
    for (const row of block.rows)
      for (const cell of row.cells) {
        if (!cell.printed || cell.printed.value === null) continue;
        if (!text.includes(squeeze(cell.printed.text))) missing.push(cell.printed.text);
      }
  }
  return missing;
}
