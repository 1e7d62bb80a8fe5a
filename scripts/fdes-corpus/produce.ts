/**
 * Printing a laid-out document with one producer, cached by content: the PDF of a model is kept under the system's
 * temporary directory keyed by a hash of the producer and the model, so a rerun only reads, and a changed author or
 * producer never serves a stale PDF. `FDES_PDF_CACHE=off` prints every time.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { launchBrowser } from "../lib/browser";
import type { ProducerName } from "./document";
import type { DocumentModel } from "./page-model";
import { missingValues } from "./printed-check";
import { printWithChromium } from "./produce-chromium";
import { writeXlsx } from "./produce-calc";
import { GHOSTSCRIPT_SETTINGS, rerenderWithGhostscript } from "./produce-ghostscript";
import { printWithPdfkit } from "./produce-pdfkit";
import { writeDocx } from "./produce-writer";
import { Draws } from "./random";
import { convertWithSoffice } from "./soffice";

/** The producers Ghostscript re-renders. */
const SOURCES = ["chromium", "writer", "calc", "pdfkit"] as const;

/** The producers' own code: a change to any of it prints again rather than serve a PDF of the older rendering. */
const PRODUCERS_CODE = createHash("sha256")
  .update(
    readdirSync(import.meta.dirname)
      .filter((file) => /^(produce.*|soffice)\.ts$/.test(file))
      .sort()
      // Spaces and line breaks aside: reformatting the code prints nothing again.
      .map((file) => readFileSync(path.join(import.meta.dirname, file), "utf8").replace(/\s+/g, ""))
      .join("\0"),
  )
  .digest("hex");

export const PDF_CACHE_DIR = path.join(os.tmpdir(), "isolenpaille-fdes-producers-cache");

export function cacheKey(producer: ProducerName, model: DocumentModel, seed: number): string {
  return createHash("sha256").update(`${producer}:${PRODUCERS_CODE}:${seed}\0`).update(JSON.stringify(model)).digest("hex");
}

function cacheFile(producer: ProducerName, model: DocumentModel, seed: number): string {
  return path.join(PDF_CACHE_DIR, `${cacheKey(producer, model, seed)}.pdf`);
}

function readCached(producer: ProducerName, model: DocumentModel, seed: number): Buffer | null {
  if (process.env.FDES_PDF_CACHE === "off") return null;
  try {
    return readFileSync(cacheFile(producer, model, seed));
  } catch {
    return null;
  }
}

function writeCached(producer: ProducerName, model: DocumentModel, seed: number, bytes: Uint8Array): void {
  const file = cacheFile(producer, model, seed);
  mkdirSync(PDF_CACHE_DIR, { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
}

/** Whether Calc is given numbers to format (else the author's text), by the document's seed. */
function calcNumbers(seed: number): boolean {
  return new Draws(seed, 0xca1c).chance(0.5);
}

/** Ghostscript's settings and the sources it tries, in order, by the document's seed. */
function ghostscriptPlan(seed: number): { sources: (typeof SOURCES)[number][]; settings: readonly string[] } {
  const draws = new Draws(seed, 0x9057);
  const first = draws.int(0, SOURCES.length - 1);
  const settings = draws.pick(GHOSTSCRIPT_SETTINGS);
  return { sources: SOURCES.map((_, k) => SOURCES[(first + k) % SOURCES.length]!), settings };
}

export class Producers {
  private browser: Browser | null = null;

  async chromium(): Promise<Browser> {
    this.browser ??= await launchBrowser();
    return this.browser;
  }

  async close(): Promise<void> {
    await this.browser?.close();
    this.browser = null;
  }

  /** The PDF of `model` printed by `producer`; `seed` picks the variant a producer draws (Ghostscript's source). */
  async print(producer: ProducerName, model: DocumentModel, seed: number): Promise<Buffer> {
    const cached = readCached(producer, model, seed);
    if (cached) return cached;
    const bytes = await this.printUncached(producer, model, seed);
    writeCached(producer, model, seed, bytes);
    return bytes;
  }

  /**
   * Prints ahead, in batches, what LibreOffice will print (its start costs seconds, a document a fraction of one),
   * so that `print` then finds them cached. Ghostscript's first source is prepared too.
   */
  async prepare(items: { producer: ProducerName; model: DocumentModel; seed: number }[], batch = 40): Promise<void> {
    const office: { producer: "writer" | "calc"; model: DocumentModel; seed: number }[] = [];
    for (const item of items) {
      const producer = item.producer === "ghostscript" ? ghostscriptPlan(item.seed).sources[0]! : item.producer;
      if ((producer === "writer" || producer === "calc") && !readCached(producer, item.model, item.seed))
        office.push({ ...item, producer });
    }
    for (let start = 0; start < office.length; start += batch) {
      const chunk = office.slice(start, start + batch);
      const files = await Promise.all(
        chunk.map(async (item, i) =>
          item.producer === "writer"
            ? { name: `d${i}.docx`, bytes: await writeDocx(item.model) }
            : { name: `d${i}.xlsx`, bytes: await writeXlsx(item.model, calcNumbers(item.seed)) },
        ),
      );
      const pdfs = await convertWithSoffice(files);
      chunk.forEach((item, i) => writeCached(item.producer, item.model, item.seed, pdfs.get(files[i]!.name)!));
    }
  }

  private async printUncached(producer: ProducerName, model: DocumentModel, seed: number): Promise<Buffer> {
    switch (producer) {
      case "chromium":
        return printWithChromium(await this.chromium(), model);
      case "pdfkit":
        return printWithPdfkit(model);
      case "writer":
        return (await convertWithSoffice([{ name: "fdes.docx", bytes: await writeDocx(model) }])).get("fdes.docx")!;
      case "calc":
        return (await convertWithSoffice([{ name: "fdes.xlsx", bytes: await writeXlsx(model, calcNumbers(seed)) }])).get("fdes.xlsx")!;
      case "ghostscript": {
        // A re-rendering whose text no longer holds the printed values is not used (seen: PDFKit's U+2212 comes
        // out of Ghostscript as "2", "−0,5" reading "20,5"); the next source is tried.
        const plan = ghostscriptPlan(seed);
        for (const source of plan.sources) {
          const pdf = await rerenderWithGhostscript(await this.print(source, model, seed), plan.settings);
          if (missingValues(model, pdf).length === 0) return pdf;
        }
        throw new Error("no Ghostscript re-rendering keeps the printed values");
      }
    }
  }
}
