import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { FdesExtraction } from "@server/fdes/fdes-types.server";
import { readFdes } from "@server/fdes/read-fdes.server";

// Declarations made by an outside tester who read neither the reader nor our generator (tests/fixtures/fdes-outside/
// README.md): other authors, other layouts, other tools. A value may be lost; none may be wrong.

const DIR = path.resolve(import.meta.dirname, "../fixtures/fdes-outside");

/** Where each field of an answer key is in the extraction (a figure is `{ value }`, a text is itself). */
const FIELDS = {
  gwp: "gwp",
  gwp_a1a3: "gwpByStage.a1a3",
  gwp_a4a5: "gwpByStage.a4a5",
  gwp_b: "gwpByStage.b",
  gwp_c: "gwpByStage.c",
  gwp_end_of_life: "gwpEndOfLife",
  module_d_gwp: "moduleDGwp",
  pert: "pert",
  penrt: "penrt",
  energy: "energy",
  module_d_penrt: "moduleDPenrt",
  water: "water",
  waste_hazardous: "wasteHazardous",
  waste_non_hazardous: "wasteNonHazardous",
  waste_radioactive: "wasteRadioactive",
  waste: "waste",
  recyclable: "recyclable",
  biogenic_carbon: "biogenicCarbon",
  thermal_resistance: "functionalUnit.thermalResistance",
  thickness_mm: "functionalUnit.thicknessMm",
  standard: "standard",
  valid_until: "validUntil",
} as const;
type KeyField = keyof typeof FIELDS;
type AnswerKey = Partial<Record<KeyField, number | string | null>> & { id: string };

/**
 * The tester's tolerance: its keys are computed from the printed, rounded figures times the printed conversions
 * (density × thickness, an R multiplier, litres to m³), so a sum or a product of them differs from the reader's by
 * rounding; a wrong column, unit or product is off by far more (×1000 for litres, ×3,6 for kWh, another module).
 */
const RELATIVE_TOLERANCE = 0.015;

/**
 * Wrong values still given, each named, so that the list stays true: the test fails when one more is wrong and when
 * one of these is mended (remove it then).
 */
const KNOWN_WRONG: Record<string, KeyField[]> = {};

function valueAt(read: FdesExtraction, where: string): number | string | null {
  let node: unknown = read;
  for (const part of where.split(".")) node = node === null || typeof node !== "object" ? null : (node as Record<string, unknown>)[part];
  if (node !== null && typeof node === "object") node = (node as { value?: unknown }).value ?? null;
  return (node as number | string | null | undefined) ?? null;
}

type Outcome = "exact" | "lost" | "wrong" | "not declared";

function judge(want: number | string | null | undefined, got: number | string | null): Outcome {
  if (got === null) return want === null || want === undefined ? "not declared" : "lost";
  if (want === null || want === undefined) return "wrong";
  if (typeof want === "string" || typeof got === "string") return String(want) === String(got) ? "exact" : "wrong";
  return Math.abs(got - want) <= RELATIVE_TOLERANCE * Math.abs(want) + 1e-9 ? "exact" : "wrong";
}

const documents = readdirSync(DIR)
  .filter((name) => name.endsWith(".key.json"))
  .sort()
  .map((name) => ({ name: name.replace(/\.key\.json$/, ""), key: JSON.parse(readFileSync(path.join(DIR, name), "utf8")) as AnswerKey }));

describe("FDES made by an outside tester", () => {
  it("has its declarations", () => {
    expect(documents.length).toBeGreaterThanOrEqual(40);
  });

  const tally = { exact: 0, lost: 0, wrong: 0 };
  for (const { name, key } of documents) {
    it(`gives no wrong value: ${name}`, async () => {
      const read = await readFdes(new Uint8Array(readFileSync(path.join(DIR, `${name}.pdf`))));
      const wrong: string[] = [];
      for (const [field, where] of Object.entries(FIELDS) as [KeyField, string][]) {
        const got = valueAt(read, where);
        const outcome = judge(key[field], got);
        if (outcome === "exact" || outcome === "lost" || outcome === "wrong") tally[outcome] += 1;
        if (outcome === "wrong") wrong.push(`${field}: read ${got}, the document says ${key[field] ?? "nothing"}`);
      }
      expect(
        wrong.map((line) => line.split(":")[0]),
        wrong.join("; "),
      ).toEqual(KNOWN_WRONG[name] ?? []);
    });
  }

  afterAll(() => {
    const declared = tally.exact + tally.lost + tally.wrong;
    console.log(
      `Outside set: ${documents.length} documents, ${declared} values declared, ${((100 * tally.exact) / declared).toFixed(1)} % read, ${tally.wrong} wrong`,
    );
  });
});
