import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";

// The FDES test corpus (tests/fixtures/fdes/, written by scripts/generate-fdes-fixtures.ts) checked on its own,
// without the extractor: every PDF has its expected answer, the answers have the agreed shape and add up.
const DIR = path.resolve(import.meta.dirname, "../fixtures/fdes");
const MAX_BYTES = 614_400;

const nullableNumber = z.number().finite().nullable();
const expectedSchema = z
  .object({
    description: z.string().min(10),
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
    values: z
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
      .strict(),
    end_of_life_contains: z.string().min(3).nullable(),
    valid_until: z.iso.date().nullable(),
  })
  .strict();
type Expected = z.infer<typeof expectedSchema>;

const pdfs = readdirSync(DIR)
  .filter((name) => name.endsWith(".pdf"))
  .sort();
const fixtureNames = pdfs.map((name) => name.slice(0, -".pdf".length));

function expectedOf(name: string): Expected {
  return expectedSchema.parse(JSON.parse(readFileSync(path.join(DIR, `${name}.expected.json`), "utf8")));
}

function closeTo(actual: number, expected: number) {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(expected)));
}

describe("FDES fixtures", () => {
  it("has a corpus", () => {
    expect(fixtureNames.length).toBeGreaterThanOrEqual(11);
    expect(fixtureNames).toContain("not-a-pdf");
  });

  it("has no expected answer without its PDF", () => {
    const answers = readdirSync(DIR).filter((name) => name.endsWith(".expected.json"));
    expect(answers.map((name) => name.slice(0, -".expected.json".length)).sort()).toEqual(fixtureNames);
  });

  it.each(fixtureNames)("%s: the expected answer has the agreed shape and adds up", (name) => {
    const expected = expectedOf(name);
    const { values } = expected;
    if (values.pert !== null && values.penrt !== null) closeTo(values.energy!, values.pert + values.penrt);
    const wastes = [values.waste_hazardous, values.waste_non_hazardous, values.waste_radioactive];
    if (wastes.every((value) => value !== null))
      closeTo(
        values.waste!,
        wastes.reduce((acc, value) => acc! + value!, 0)!,
      );
    if (expected.outcome === "ok") {
      expect(expected.standard).not.toBeNull();
      expect(expected.product_name).not.toBeNull();
      for (const key of ["gwp", "energy", "water", "waste"] as const) expect(values[key], key).not.toBeNull();
    } else {
      expect(Object.values(values).every((value) => value === null)).toBe(true);
    }
    if (expected.outcome === "not-pdf") expect(expected.standard).toBeNull();
    if (expected.outcome === "unsupported") expect(expected.standard).toBe("NF P01-010");
  });

  it.each(fixtureNames)("%s: is a PDF (or deliberately not) of at most 600 ko", (name) => {
    const file = path.join(DIR, `${name}.pdf`);
    const head = readFileSync(file).subarray(0, 5).toString("latin1");
    if (expectedOf(name).outcome === "not-pdf") expect(head).not.toBe("%PDF-");
    else expect(head).toBe("%PDF-");
    expect(statSync(file).size).toBeLessThanOrEqual(MAX_BYTES);
  });

  it("has a benchmark document just under the upload limit", () => {
    const size = statSync(path.join(DIR, "large-600kb.pdf")).size;
    expect(size).toBeGreaterThanOrEqual(550_000);
    expect(size).toBeLessThanOrEqual(614_000);
  });
});
