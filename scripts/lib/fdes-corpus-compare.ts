import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { isExpired } from "../../domain/fdes/analysis";
import type { FdesExtraction } from "../../server/fdes/fdes-types.server";
import { generateFdes, type GeneratedDocument, type GeneratedTruth, type GeneratedValues } from "./fdes-corpus-generator";

/**
 * How a reading of a generated FDES compares with its answer, field by field: exact (within 0.5 %), missing (null),
 * wrong (non-null and further away, or read where the document prints nothing), absent (nothing to read, nothing
 * read). Shared by the generated-set runner and the unit test of the committed sample.
 */
export type Outcome = "exact" | "missing" | "wrong" | "absent";

export const READ: Record<keyof GeneratedValues, (read: FdesExtraction) => number | null> = {
  gwp: (read) => read.gwp?.value ?? null,
  pert: (read) => read.pert?.value ?? null,
  penrt: (read) => read.penrt?.value ?? null,
  energy: (read) => read.energy?.value ?? null,
  water: (read) => read.water?.value ?? null,
  waste_hazardous: (read) => read.wasteHazardous?.value ?? null,
  waste_non_hazardous: (read) => read.wasteNonHazardous?.value ?? null,
  waste_radioactive: (read) => read.wasteRadioactive?.value ?? null,
  module_d_gwp: (read) => read.moduleDGwp?.value ?? null,
  module_d_penrt: (read) => read.moduleDPenrt?.value ?? null,
  gwp_end_of_life: (read) => read.gwpEndOfLife?.value ?? null,
  gwp_a1a3: (read) => read.gwpByStage.a1a3?.value ?? null,
  gwp_a4a5: (read) => read.gwpByStage.a4a5?.value ?? null,
  gwp_b: (read) => read.gwpByStage.b?.value ?? null,
  gwp_c: (read) => read.gwpByStage.c?.value ?? null,
  biogenic_carbon: (read) => read.biogenicCarbon?.value ?? null,
  thermal_resistance: (read) => read.functionalUnit.thermalResistance,
  thickness_mm: (read) => read.functionalUnit.thicknessMm,
};

export function outcome(want: number | null, got: number | null): Outcome {
  if (want === null) return got === null ? "absent" : "wrong";
  if (got === null) return "missing";
  const close = want === 0 ? Math.abs(got) < 1e-12 : Math.abs(got - want) / Math.abs(want) <= 0.005;
  return close ? "exact" : "wrong";
}

export interface Result {
  index: number;
  doc: GeneratedDocument;
  read: FdesExtraction | null;
  outcomes: Record<string, Outcome>;
  ms: number;
}

export function compare(truth: GeneratedTruth, read: FdesExtraction | null, today = new Date()): Record<string, Outcome> {
  const outcomes: Record<string, Outcome> = {};
  for (const [field, get] of Object.entries(READ)) {
    const want = truth.values[field as keyof GeneratedValues];
    outcomes[field] = outcome(want, read ? get(read) : null);
  }
  const validUntil = read?.validUntil ?? null;
  outcomes.valid_until = validUntil === null ? "missing" : validUntil === truth.valid_until ? "exact" : "wrong";
  const expired = isExpired(truth.valid_until, today);
  outcomes.expired_flag = validUntil === null ? "missing" : isExpired(validUntil, today) === expired ? "exact" : "wrong";
  outcomes.standard = read?.standard === truth.standard ? "exact" : read?.standard ? "wrong" : "missing";
  if (truth.derived) {
    const said = read?.warnings.some((warning) => /rapportées à 1 m² de paroi d.après/.test(warning)) ?? false;
    outcomes.derived_warning = said ? "exact" : "missing";
  }
  return outcomes;
}

export async function printPdf(browser: Browser, doc: GeneratedDocument): Promise<Buffer> {
  const page = await browser.newPage();
  try {
    await page.setContent(doc.html, { waitUntil: "load" });
    return await page.pdf({
      format: "A4",
      preferCSSPageSize: true,
      displayHeaderFooter: true,
      headerTemplate: "<span></span>",
      footerTemplate: `<div style="font-size:7px;width:100%;padding:0 12mm">${doc.footer.replace(/</g, "&lt;")} – page <span class="pageNumber"></span></div>`,
    });
  } finally {
    await page.close();
  }
}

/**
 * Printing is most of a generated document's cost, and a document is reprinted many times while the reader is worked
 * on: the PDF is kept under the system's temporary directory, keyed by a hash of what is printed, so a changed
 * generator never serves a stale PDF. `FDES_PDF_CACHE=off` prints every time.
 */
const PDF_CACHE_DIR = path.join(os.tmpdir(), "isolenpaille-fdes-pdf-cache");

export async function generatedPdf(browser: Browser, seed: number, index: number): Promise<{ doc: GeneratedDocument; bytes: Buffer }> {
  const doc = generateFdes(seed, index);
  if (process.env.FDES_PDF_CACHE === "off") return { doc, bytes: await printPdf(browser, doc) };
  const key = createHash("sha256").update(doc.html).update("\0").update(doc.footer).digest("hex");
  const file = path.join(PDF_CACHE_DIR, `${key}.pdf`);
  try {
    return { doc, bytes: await readFile(file) };
  } catch {
    const bytes = await printPdf(browser, doc);
    await mkdir(PDF_CACHE_DIR, { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, file);
    return { doc, bytes };
  }
}
