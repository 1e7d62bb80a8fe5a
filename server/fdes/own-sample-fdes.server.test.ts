import path from "node:path";
import { renderToBuffer } from "@react-pdf/renderer";
import { describe, expect, it } from "vitest";
import { scaledIndicator, STRAW_REFERENCE_INDICATORS } from "@domain/fdes-reference";
import { calculationThermalResistance, PRODUCTS, type ProductId } from "@domain/products";
import { PDF_FONTS_DIR, registerPdfFonts } from "@server/pdf/fonts";
import { SampleFdesDocument } from "@server/pdf/sample-fdes-document";
import { readFdes } from "./read-fdes.server";

// The comparator reads our own sample declarations with the same extractor as an uploaded one: each must give back
// the reference values it was generated from.
await registerPdfFonts(path.resolve(import.meta.dirname, "../..", PDF_FONTS_DIR));

const SAMPLES: ProductId[] = ["botte-22", "botte-36", "botte-46", "argibotte"];

function expectClose(actual: number | undefined, expected: number) {
  expect(actual).toBeDefined();
  if (expected === 0) expect(actual).toBe(0);
  else expect(Math.abs(actual! - expected) / Math.abs(expected)).toBeLessThanOrEqual(0.005);
}

describe("our sample FDES read back by readFdes", () => {
  it.each(SAMPLES)("%s", async (id) => {
    const product = PRODUCTS[id];
    const bytes = await renderToBuffer(SampleFdesDocument({ product, lastUpdated: "2026-11-20" }));
    const read = await readFdes(new Uint8Array(bytes));
    const reference = (key: keyof typeof STRAW_REFERENCE_INDICATORS) =>
      scaledIndicator(STRAW_REFERENCE_INDICATORS[key], product.thicknessMm).value;

    expect(read.supported).toBe(true);
    expect(read.productName).toBe(product.label);
    // The functional unit at the R every calculation uses (docs/product.md §10.9): the rules' one, the ArgiBotte's declared.
    expect(read.functionalUnit.thermalResistance).toBe(calculationThermalResistance(product).value);
    expect(read.functionalUnit.thicknessMm).toBe(product.thicknessMm);
    expect(read.functionalUnit).toMatchObject({ quantity: 1, unit: "m²", referenceServiceLifeYears: 50 });
    expectClose(read.gwp?.value, reference("gwpTotal"));
    expectClose(read.pert?.value, reference("pert"));
    expectClose(read.penrt?.value, reference("penrt"));
    expectClose(read.energy?.value, reference("pert") + reference("penrt"));
    expectClose(read.water?.value, reference("water"));
    expectClose(read.wasteHazardous?.value, reference("hazardousWaste"));
    expectClose(read.wasteNonHazardous?.value, reference("nonHazardousWaste"));
    expectClose(read.wasteRadioactive?.value, reference("radioactiveWaste"));
    expectClose(read.moduleDGwp?.value, reference("moduleD"));
    expect(read.moduleDPenrt).toBeNull();
    expect(read.endOfLife).toMatch(/Compostage/);
  });
});
