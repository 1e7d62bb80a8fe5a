/**
 * LibreOffice (Debian's `soffice`, headless) converting office documents to PDF, many in one start: a start costs
 * seconds, a document a fraction of one. Each conversion has its own user profile so that two can run side by side.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** Converts each `{ name, bytes }` (name with its extension: .docx, .xlsx) to PDF; returns the PDFs by name. */
export async function convertWithSoffice(files: { name: string; bytes: Uint8Array }[]): Promise<Map<string, Buffer>> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "fdes-soffice-"));
  try {
    for (const file of files) writeFileSync(path.join(dir, file.name), file.bytes);
    await run(
      "soffice",
      [
        `-env:UserInstallation=file://${dir}/profile`,
        "--headless",
        "--norestore",
        "--convert-to",
        "pdf",
        "--outdir",
        path.join(dir, "out"),
        ...files.map((file) => path.join(dir, file.name)),
      ],
      { timeout: 120_000 + 20_000 * files.length, maxBuffer: 16 * 1024 * 1024 },
    );
    const pdfs = new Map<string, Buffer>();
    for (const file of files) {
      const pdf = path.join(dir, "out", file.name.replace(/\.[a-z]+$/, ".pdf"));
      pdfs.set(file.name, readFileSync(pdf));
    }
    return pdfs;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
