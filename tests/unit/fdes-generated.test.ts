import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readFdes } from "@server/fdes/read-fdes.server";
import { compare } from "../../scripts/lib/fdes-corpus-compare";
import { generatedSample } from "../../scripts/lib/fdes-corpus-generated";

// The reader against a fixed sample of generated FDES (scripts/lib/fdes-corpus-generator.ts): never a wrong value.
// How much it reads is held by the ratchet over the corpus of several producers (fdes-corpus-ratchet.test.ts), not
// by a floor here. Any number of documents: npm run test:fdes-generated -- --count 1000 --seed N.
const sample = generatedSample();

// The answer's expiry is judged on a fixed day, so that the sample's verdicts do not change with the calendar.
const TODAY = new Date("2026-11-25T12:00:00Z");

describe("generated FDES sample", () => {
  it("has documents", () => {
    expect(sample.length).toBeGreaterThanOrEqual(40);
  });

  it.each(sample.map((fixture) => [fixture.name, fixture] as const))("%s: no wrong value", { timeout: 30_000 }, async (_name, fixture) => {
    const read = await readFdes(new Uint8Array(readFileSync(fixture.pdfPath)));
    const outcomes = compare(fixture.truth, read, TODAY);
    const wrong = Object.entries(outcomes)
      .filter(([, result]) => result === "wrong")
      .map(([field]) => field);
    expect(wrong, JSON.stringify(fixture.truth.axes)).toEqual([]);
    expect(outcomes.valid_until).toBe("exact");
  });
});
