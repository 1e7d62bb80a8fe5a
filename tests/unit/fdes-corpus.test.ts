import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { FdesExtraction } from "@server/fdes/fdes-types.server";
import { readPdfPages } from "@server/fdes/pdf-text.server";
import { readFdes } from "@server/fdes/read-fdes.server";
import { FDES_CORPUS_DIR, type FdesExpected, type FdesExpectedValues, fdesCorpus } from "../../scripts/lib/fdes-corpus";

// The extractor against the corpus of fictitious FDES (tests/fixtures/fdes/README.md): every trap it sets must be
// handled by the extractor, never by loosening an expectation.

// FDES_CORPUS_DIR runs the same checks on another corpus (variants of the generator, a manufacturer's real files).
const DIR = process.env.FDES_CORPUS_DIR ?? FDES_CORPUS_DIR;

const VALUE_FIELDS: Record<keyof FdesExpectedValues, keyof FdesExtraction> = {
  gwp: "gwp",
  pert: "pert",
  penrt: "penrt",
  energy: "energy",
  water: "water",
  waste_hazardous: "wasteHazardous",
  waste_non_hazardous: "wasteNonHazardous",
  waste_radioactive: "wasteRadioactive",
  waste: "waste",
  recyclable: "recyclable",
  module_d_gwp: "moduleDGwp",
  module_d_penrt: "moduleDPenrt",
  gwp_end_of_life: "gwpEndOfLife",
};

const fixtures = fdesCorpus(DIR);

/** Every difference between what was read and what is expected, so that one run shows them all. */
function differences(read: FdesExtraction, expected: FdesExpected): string[] {
  const found: string[] = [];
  for (const [key, field] of Object.entries(VALUE_FIELDS)) {
    const want = expected.values[key as keyof FdesExpectedValues];
    const got = (read[field] as { value: number } | null)?.value ?? null;
    if (want === null) {
      if (got !== null) found.push(`${key}: expected null, read ${got}`);
    } else if (got === null) {
      found.push(`${key}: expected ${want}, read null`);
    } else if (want === 0 ? got !== 0 : Math.abs(got - want) / Math.abs(want) > 0.005) {
      found.push(`${key}: expected ${want}, read ${got}`);
    }
  }
  const unit = expected.functional_unit;
  const wantR = unit.thermal_resistance;
  const gotR = read.functionalUnit.thermalResistance;
  if (wantR === null ? gotR !== null : gotR === null || Math.abs(gotR - wantR) > 0.01) found.push(`R: expected ${wantR}, read ${gotR}`);
  if (read.functionalUnit.thicknessMm !== unit.thickness_mm)
    found.push(`thickness: expected ${unit.thickness_mm}, read ${read.functionalUnit.thicknessMm}`);
  if (read.functionalUnit.quantity !== unit.quantity)
    found.push(`quantity: expected ${unit.quantity}, read ${read.functionalUnit.quantity}`);
  if (read.functionalUnit.unit !== unit.unit) found.push(`unit: expected ${unit.unit}, read ${read.functionalUnit.unit}`);
  if (read.functionalUnit.referenceServiceLifeYears !== unit.reference_service_life_years) {
    found.push(`DVR: expected ${unit.reference_service_life_years}, read ${read.functionalUnit.referenceServiceLifeYears}`);
  }
  if (read.standard !== expected.standard) found.push(`standard: expected ${expected.standard}, read ${read.standard}`);
  if (read.validUntil !== expected.valid_until) found.push(`valid until: expected ${expected.valid_until}, read ${read.validUntil}`);
  if (read.productName !== expected.product_name) found.push(`name: expected ${expected.product_name}, read ${read.productName}`);
  if (expected.end_of_life_contains !== null && !read.endOfLife?.includes(expected.end_of_life_contains)) {
    found.push(`end of life: expected to contain "${expected.end_of_life_contains}", read ${read.endOfLife}`);
  }
  return found;
}

describe("FDES corpus", () => {
  it("has fixtures", () => {
    expect(fixtures.length).toBeGreaterThan(0);
  });

  it.each(fixtures.map((fixture) => [fixture.name, fixture] as const))("%s", { timeout: 30_000 }, async (_name, fixture) => {
    const { expected } = fixture;
    const bytes = new Uint8Array(readFileSync(fixture.pdfPath));
    if (expected.outcome === "not-pdf") {
      await expect(readPdfPages(bytes, { maxPages: 60 })).rejects.toThrow();
      return;
    }
    const read = await readFdes(bytes);
    if (expected.outcome === "unsupported") {
      expect(read.standard).toBe("NF P01-010");
      expect(read.supported).toBe(false);
      return;
    }
    if (expected.outcome === "incomplete") {
      expect({ gwp: read.gwp, energy: read.energy, water: read.water }).toEqual({ gwp: null, energy: null, water: null });
    }
    expect(differences(read, expected)).toEqual([]);
  });
});
