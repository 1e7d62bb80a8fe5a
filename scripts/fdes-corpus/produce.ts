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
      .map((file) => readFileSync(path.join(import.meta.dirname, file), "utf8"))
      .join("\0"),
  )
  .digest("hex");

export const PDF_CACHE_DIR = path.join(os.tmpdir(), "isolenpaille-fdes-producers-cache");

export function cacheKey(producer: ProducerName, model: DocumentModel, seed: number): string {
  return createHash("sha256").update(`${producer}:${PRODUCERS_CODE}:${seed}\0`).update(JSON.stringify(model)).digest("hex");
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
    const file = path.join(PDF_CACHE_DIR, `${cacheKey(producer, model, seed)}.pdf`);
    if (process.env.FDES_PDF_CACHE !== "off") {
      try {
        return readFileSync(file);
      } catch {
        // Not printed yet.
      }
    }
    const bytes = await this.printUncached(producer, model, seed);
    mkdirSync(PDF_CACHE_DIR, { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, bytes);
    renameSync(partial, file);
    return bytes;
  }

  private async printUncached(producer: ProducerName, model: DocumentModel, seed: number): Promise<Buffer> {
    switch (producer) {
      case "chromium":
        return printWithChromium(await this.chromium(), model);
      case "pdfkit":
        return printWithPdfkit(model);
      case "writer":
        return (await convertWithSoffice([{ name: "fdes.docx", bytes: await writeDocx(model) }])).get("fdes.docx")!;
      case "calc": {
        const numbers = new Draws(seed, 0xca1c).chance(0.5);
        return (await convertWithSoffice([{ name: "fdes.xlsx", bytes: await writeXlsx(model, numbers) }])).get("fdes.xlsx")!;
      }
      case "ghostscript": {
        // A re-rendering whose text no longer holds the printed values is not used (seen: PDFKit's U+2212 comes
        // out of Ghostscript as "2", "−0,5" reading "20,5"); the next source is tried.
        const draws = new Draws(seed, 0x9057);
        const first = draws.int(0, SOURCES.length - 1);
        const settings = draws.pick(GHOSTSCRIPT_SETTINGS);
        for (let k = 0; k < SOURCES.length; k++) {
          const source = SOURCES[(first + k) % SOURCES.length]!;
          const pdf = await rerenderWithGhostscript(await this.print(source, model, seed), settings);
          if (missingValues(model, pdf).length === 0) return pdf;
        }
        throw new Error("no Ghostscript re-rendering keeps the printed values");
      }
    }
  }
}
