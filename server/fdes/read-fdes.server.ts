import { FDES_MAX_PAGES } from "@domain/fdes/compare-fdes-api";
import { extractFdes } from "./extract-fdes.server";
import type { FdesExtraction } from "./fdes-types.server";
import { readPdfPages } from "./pdf-text.server";

/**
 * Reads an uploaded FDES: the positioned text of its pages, then the rule-based extraction. Throws when pdf.js
 * cannot open the file (the caller answers "FDES illisible"); a PDF whose tables cannot be read gives an extraction
 * with `null` values and warnings, never invented numbers.
 */
export async function readFdes(bytes: Uint8Array, options: { maxPages?: number; variant?: string | null } = {}): Promise<FdesExtraction> {
  return extractFdes(await readPdfPages(bytes, { maxPages: options.maxPages ?? FDES_MAX_PAGES }), { variant: options.variant ?? null });
}
