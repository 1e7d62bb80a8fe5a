import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FDES_CORPUS_DIR as DIR, fdesCorpus } from "../../scripts/lib/fdes-corpus";

// The FDES test corpus (tests/fixtures/fdes/, written by scripts/generate-fdes-fixtures.ts) checked on its own,
// without the extractor: every PDF has its expected answer, the answers have the agreed shape and add up.
const MAX_BYTES = 614_400;

// Parsing each answer with the corpus's schema is the shape check.
const corpus = fdesCorpus();
const fixtureNames = corpus.map((fixture) => fixture.name);
const expectedOf = (name: string) => corpus.find((fixture) => fixture.name === name)!.expected;

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
