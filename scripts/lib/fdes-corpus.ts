import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/**
 * The FDES test corpus (tests/fixtures/fdes/, written by scripts/generate-fdes-fixtures.ts): each `<name>.pdf`
 * beside `<name>.expected.json`, what a reader must find in it. One schema for the generator that writes the
 * answers, the corpus's own consistency test, the extractor's test and the API's.
 */
export const FDES_CORPUS_DIR = path.resolve(import.meta.dirname, "../../tests/fixtures/fdes");

const nullableNumber = z.number().finite().nullable();

export const fdesExpectedValuesSchema = z
  .object({
    gwp: nullableNumber,
    pert: nullableNumber,
    penrt: nullableNumber,
    energy: nullableNumber,
    water: nullableNumber,
    waste_hazardous: nullableNumber,
    waste_non_hazardous: nullableNumber,
    waste_radioactive: nullableNumber,
    waste: nullableNumber,
    recyclable: nullableNumber,
    module_d_gwp: nullableNumber,
    module_d_penrt: nullableNumber,
    gwp_end_of_life: nullableNumber,
  })
  .strict();

export const fdesExpectedSchema = z
  .object({
    description: z.string().min(10),
    /** ok: compared; incomplete: read, indicators missing (422); unsupported: NF P01-010 (422); not-pdf: refused (415). */
    outcome: z.enum(["ok", "incomplete", "unsupported", "not-pdf"]),
    standard: z.enum(["NF EN 15804+A1", "NF EN 15804+A2", "NF P01-010"]).nullable(),
    product_name: z.string().min(1).nullable(),
    functional_unit: z
      .object({
        quantity: nullableNumber,
        unit: z.string().nullable(),
        thickness_mm: nullableNumber,
        thermal_resistance: nullableNumber,
        reference_service_life_years: nullableNumber,
      })
      .strict(),
    values: fdesExpectedValuesSchema,
    end_of_life_contains: z.string().min(3).nullable(),
    valid_until: z.iso.date().nullable(),
  })
  .strict();

export type FdesExpected = z.infer<typeof fdesExpectedSchema>;
export type FdesExpectedValues = FdesExpected["values"];

export interface FdesFixture {
  /** The file name without `.pdf`. */
  name: string;
  pdfPath: string;
  expected: FdesExpected;
}

/** The fixtures of a corpus folder (the repository's by default), sorted by name, their answers checked. */
export function fdesCorpus(dir = FDES_CORPUS_DIR): FdesFixture[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(".pdf"))
    .sort()
    .map((file) => {
      const name = file.slice(0, -".pdf".length);
      const json = readFileSync(path.join(dir, `${name}.expected.json`), "utf8");
      return { name, pdfPath: path.join(dir, file), expected: fdesExpectedSchema.parse(JSON.parse(json)) };
    });
}
