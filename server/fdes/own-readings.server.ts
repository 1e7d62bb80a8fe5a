import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { FDES_READ_TIMEOUT_MS } from "@domain/fdes/compare-fdes-api";
import { PRODUCT_IDS } from "@domain/products";
import { fdesFile } from "@domain/documents";
import type { FdesExtraction } from "./fdes-types.server";
import { readFdesInChild } from "./read-in-child.server";

/**
 * Our own declarations read when the documents are built (scripts/generate-documents.ts), so that no comparison, the
 * first after a start included, waits for them: the record sits next to the files, each reading with the SHA-256 of
 * the file it was read from. The server uses a reading only for the very bytes it serves; a file changed since (a
 * verified FDES dropped in without a build) is read again, as is everything under `npm run dev`, whose reader may
 * have changed since the last build. Its name starts with a dot: express.static does not serve it.
 */
export const OWN_FDES_READINGS = ".fdes-readings.json";

interface OwnReading {
  sha256: string;
  extraction: FdesExtraction;
}

export type OwnReadings = Map<string, OwnReading>;

export function sha256(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/** Reads each of our FDES present in `dir` and records the readings there; returns one line a file for the build log. */
export async function recordOwnReadings(dir: string): Promise<string[]> {
  const readings: Record<string, OwnReading> = {};
  const lines: string[] = [];
  for (const productId of PRODUCT_IDS) {
    const { fileName } = fdesFile(productId);
    const bytes = await readFile(path.join(dir, fileName)).catch(() => null);
    if (!bytes) continue;
    try {
      const extraction = await readFdesInChild(new Uint8Array(bytes), { timeoutMs: 4 * FDES_READ_TIMEOUT_MS });
      readings[fileName] = { sha256: sha256(bytes), extraction };
      lines.push(`${fileName}: lue pour le comparateur`);
    } catch (error) {
      lines.push(`${fileName}: non lue (${error instanceof Error ? error.message : String(error)}), lue au démarrage du serveur`);
    }
  }
  await writeFile(path.join(dir, OWN_FDES_READINGS), JSON.stringify(readings) + "\n");
  return lines;
}

/** The readings recorded in `dir`, by file name; none when the record is missing or not one the build writes. */
export async function recordedOwnReadings(dir: string): Promise<OwnReadings> {
  const text = await readFile(path.join(dir, OWN_FDES_READINGS), "utf8").catch(() => null);
  const readings = new Map<string, OwnReading>();
  if (text === null) return readings;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== "object" || parsed === null) return readings;
    for (const [fileName, reading] of Object.entries(parsed as Record<string, Partial<OwnReading>>)) {
      if (typeof reading.sha256 === "string" && typeof reading.extraction === "object" && reading.extraction !== null) {
        readings.set(fileName, { sha256: reading.sha256, extraction: reading.extraction });
      }
    }
  } catch {
    // A record the build did not finish: every file is read.
  }
  return readings;
}
