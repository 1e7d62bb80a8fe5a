import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readFdes } from "@server/fdes/read-fdes.server";
import { compare, type Outcome } from "../../scripts/lib/fdes-corpus-compare";
import { generatedSample } from "../../scripts/lib/fdes-corpus-generated";

// The reader against a fixed sample of generated FDES (scripts/lib/fdes-corpus-generator.ts): never a wrong value,
// and most values read. Any number of documents: npm run test:fdes-generated -- --count 1000 --seed N.
const sample = generatedSample();

// The answer's expiry is judged on a fixed day, so that the sample's verdicts do not change with the calendar.
const TODAY = new Date("2026-11-25T12:00:00Z");

/** Share of the values the sample reads exactly today; a reader change that reads fewer fails here. */
const MIN_READ_SHARE = 0.85;

describe("generated FDES sample", () => {
  const counts: Record<Outcome, number> = { exact: 0, missing: 0, wrong: 0, absent: 0 };

  it("has documents", () => {
    expect(sample.length).toBeGreaterThanOrEqual(40);
  });

  it.each(sample.map((fixture) => [fixture.name, fixture] as const))("%s: no wrong value", { timeout: 30_000 }, async (_name, fixture) => {
    const read = await readFdes(new Uint8Array(readFileSync(fixture.pdfPath)));
    const outcomes = compare(fixture.truth, read, TODAY);
    for (const [field, result] of Object.entries(outcomes)) {
      if (field !== "valid_until" && field !== "expired_flag" && field !== "standard" && field !== "derived_warning") counts[result]++;
    }
    const wrong = Object.entries(outcomes)
      .filter(([, result]) => result === "wrong")
      .map(([field]) => field);
    expect(wrong, JSON.stringify(fixture.truth.axes)).toEqual([]);
    expect(outcomes.valid_until).toBe("exact");
  });

  it("reads most values", () => {
    const values = counts.exact + counts.missing + counts.wrong;
    expect(values).toBeGreaterThan(0);
    expect(counts.exact / values).toBeGreaterThanOrEqual(MIN_READ_SHARE);
  });
});
