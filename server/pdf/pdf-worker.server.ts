import path from "node:path";
import { Piscina } from "piscina";
import { projectRoot } from "../project-root.server";
import { PDF_FONTS_DIR } from "./fonts";
import { type PdfJob, renderPdfJob } from "./pdf-jobs";

/**
 * A worker thread of the PDF pool (server/pdf/pdf-pool.server.ts), never imported by the server itself: it renders
 * one job at a time and hands the bytes back without a copy. Its first job loads react-pdf and the embedded font
 * (registerPdfFonts, once per thread). The production build emits this file as build/server/pdf-worker.js
 * (vite.config.ts).
 */
const fontsDir = path.join(projectRoot(), PDF_FONTS_DIR);

export default async function renderInWorker(job: PdfJob): Promise<Uint8Array> {
  const pdf = await renderPdfJob(job, fontsDir);
  const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  // A buffer of its own (not a slice of Node's shared pool) can be moved to the server's thread rather than copied.
  const own = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength ? bytes : bytes.slice();
  return Piscina.move(own) as Uint8Array;
}
