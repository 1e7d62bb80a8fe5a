/**
 * Producer: Ghostscript re-rendering another producer's PDF (`gs -sDEVICE=pdfwrite`), as PDFs are re-made when they
 * are compressed, merged or "printed to PDF" again: fonts re-embedded and re-encoded, text re-positioned, the content
 * streams rewritten. The settings vary with the document.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export const GHOSTSCRIPT_SETTINGS = [
  ["-dPDFSETTINGS=/prepress", "-dCompatibilityLevel=1.7"],
  ["-dPDFSETTINGS=/ebook", "-dCompatibilityLevel=1.4"],
  ["-dPDFSETTINGS=/printer", "-dCompatibilityLevel=1.5"],
  ["-dPDFSETTINGS=/default", "-dCompatibilityLevel=1.6", "-dSubsetFonts=false"],
] as const;

export async function rerenderWithGhostscript(pdf: Uint8Array, settings: readonly string[]): Promise<Buffer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "fdes-gs-"));
  try {
    writeFileSync(path.join(dir, "in.pdf"), pdf);
    await run(
      "gs",
      ["-q", "-dNOPAUSE", "-dBATCH", "-dSAFER", "-sDEVICE=pdfwrite", ...settings, `-sOutputFile=${dir}/out.pdf`, `${dir}/in.pdf`],
      {
        timeout: 120_000,
      },
    );
    return readFileSync(path.join(dir, "out.pdf"));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
