import { readFile } from "node:fs/promises";
import path from "node:path";
import { FDES_READ_TIMEOUT_MS } from "@domain/fdes/compare-fdes-api";
import type { OwnDeclaration } from "@domain/fdes/equal-r-comparison";
import { calculationThermalResistance, PRODUCT_IDS, PRODUCTS, type ProductId } from "@domain/products";
import { DOCUMENTS_PATH, fdesFile } from "@domain/documents";
import type { Services } from "../context.server";
import { servedDocumentsDir } from "../documents/availability.server";
import { DOCUMENTS_MANIFEST, parseDocumentsManifest } from "../documents/manifest";
import { figureSources, gwpByStage } from "./figure-sources.server";
import type { FdesExtraction, ReadValue } from "./fdes-types.server";
import { type OwnReadings, recordedOwnReadings, sha256 } from "./own-readings.server";
import { readFdesInChild } from "./read-in-child.server";

/**
 * Our side of the comparison: the declarations the site itself serves under /documents/ (the catalogue's FDES of
 * each bale), read with the same reader as an upload, so the page compares what a visitor can download and check.
 * A sample declaration (the manifest says `sample`) is flagged `is_example`. Read when the documents are built
 * (own-readings.server.ts), else at server start (fdes-warm-up.server.ts), then kept for the life of the process; a file that could not be read this time (not a
 * missing one) is tried again on the next comparison.
 */

let cached: Promise<OwnDeclaration[]> | undefined;

export function ownDeclarations(services: Pick<Services, "config" | "log">): Promise<OwnDeclaration[]> {
  if (!cached) {
    const loading = loadOwnDeclarations(services);
    cached = loading.then(({ declarations }) => declarations);
    void loading.then(
      ({ complete }) => {
        if (!complete) cached = undefined;
      },
      () => (cached = undefined),
    );
  }
  return cached;
}

async function loadOwnDeclarations(
  services: Pick<Services, "config" | "log">,
): Promise<{ declarations: OwnDeclaration[]; complete: boolean }> {
  const { config, log } = services;
  const dir = servedDocumentsDir(config.NODE_ENV);
  const manifest = parseDocumentsManifest(await readFile(path.join(dir, DOCUMENTS_MANIFEST), "utf8").catch(() => null));
  // Our own files: allowed at least the standard time, even when a test shortens the limit of uploads.
  const timeoutMs = Math.max(config.FDES_READ_TIMEOUT_MS, FDES_READ_TIMEOUT_MS);
  // Read when the documents were built (own-readings.server.ts); under `npm run dev` the reader may have changed since.
  const recorded: OwnReadings = config.NODE_ENV === "development" ? new Map() : await recordedOwnReadings(dir);
  let complete = true;
  const read = await Promise.all(
    PRODUCT_IDS.map(async (productId): Promise<OwnDeclaration | null> => {
      const { fileName } = fdesFile(productId);
      let bytes: Buffer;
      try {
        bytes = await readFile(path.join(dir, fileName));
      } catch (error) {
        log.warn({ err: error, file: fileName }, "FDES comparator: our declaration is missing, this bale is left out");
        return null;
      }
      try {
        const reading = recorded.get(fileName);
        const extraction =
          reading?.sha256 === sha256(bytes) ? reading.extraction : await readFdesInChild(new Uint8Array(bytes), { timeoutMs });
        return ownDeclaration(productId, extraction, {
          isExample: manifest[fileName]?.origin === "sample",
          documentUrl: `${DOCUMENTS_PATH}${fileName}`,
          warn: (message) => log.warn({ file: fileName }, message),
        });
      } catch (error) {
        complete = false;
        log.error({ err: error, file: fileName }, "FDES comparator: our declaration could not be read, this bale is left out");
        return null;
      }
    }),
  );
  return { declarations: read.filter((declaration) => declaration !== null), complete };
}

/** One bale's declaration per m² of wall at its own R, as compareAtEqualR takes it. */
export function ownDeclaration(
  productId: ProductId,
  extraction: FdesExtraction,
  file: { isExample: boolean; documentUrl: string; warn: (message: string) => void },
): OwnDeclaration {
  const product = PRODUCTS[productId];
  const unit = extraction.functionalUnit;
  let thermalResistance = unit.thermalResistance;
  if (thermalResistance === null || thermalResistance <= 0) {
    // The R every calculation uses (docs/product.md §10.9), the one our sample declarations state.
    thermalResistance = calculationThermalResistance(product).value;
    file.warn(`FDES comparator: no R read in our declaration, the catalogue's R = ${thermalResistance} is used`);
  }
  // Values per m²: a declaration made for several m² is brought back to one.
  const perSquareMetre = unit.quantity !== null && unit.quantity > 0 ? 1 / unit.quantity : 1;
  const value = (read: ReadValue | null) => (read === null ? null : read.value * perSquareMetre);
  return {
    name: product.label,
    thermal_resistance: thermalResistance,
    standard: extraction.standard,
    gwp: value(extraction.gwp),
    energy: value(extraction.energy),
    penrt: value(extraction.penrt),
    water: value(extraction.water),
    waste: value(extraction.waste),
    end_of_life: extraction.endOfLife,
    module_d: value(extraction.moduleDGwp ?? extraction.gwpByStage.d),
    gwp_by_stage: gwpByStage(extraction, perSquareMetre),
    biogenic_carbon: value(extraction.biogenicCarbon),
    sources: figureSources(extraction),
    is_example: file.isExample,
    document_url: file.documentUrl,
  };
}
