/**
 * Printing a laid-out document with one producer, cached by content: the PDF of a model is kept under the system's
 * temporary directory keyed by a hash of the producer and the model, so a rerun only reads, and a changed author or
 * producer never serves a stale PDF. `FDES_PDF_CACHE=off` prints every time.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { launchBrowser } from "../lib/browser";
import type { ProducerName } from "./document";
import type { DocumentModel } from "./page-model";
import { printWithChromium } from "./produce-chromium";

/** Bump when a producer's rendering changes, so cached PDFs of the older rendering are not reused. */
const PRODUCER_VERSION: Record<ProducerName, number> = { chromium: 1 };

export const PDF_CACHE_DIR = path.join(os.tmpdir(), "isolenpaille-fdes-producers-cache");

export function cacheKey(producer: ProducerName, model: DocumentModel, seed: number): string {
  return createHash("sha256").update(`${producer}:${PRODUCER_VERSION[producer]}:${seed}\0`).update(JSON.stringify(model)).digest("hex");
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

  private async printUncached(producer: ProducerName, model: DocumentModel, _seed: number): Promise<Buffer> {
    switch (producer) {
      case "chromium":
        return printWithChromium(await this.chromium(), model);
    }
  }
}
