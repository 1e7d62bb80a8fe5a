/**
 * How a reading compares with a document's answer, field by field: exact (within the printed rounding, and at least
 * within 0.5 %), lost (the reader says it does not know), wrong (a number that is not the document's, or one read
 * where the document declares none). The one place that knows the reader's result type: when it changes, only
 * READERS below changes.
 */
import type { FdesExtraction } from "../../server/fdes/fdes-types.server";
import { type Answer, type Field, TEXT_FIELDS, VALUE_FIELDS, type ValueField } from "./answer";

export type Outcome = "exact" | "lost" | "wrong";

/** The relative gap under which two figures are the same whatever their printed rounding (the older corpus's rule). */
export const RELATIVE_TOLERANCE = 0.005;

export const READERS: Record<ValueField, (read: FdesExtraction) => number | null> = {
  gwp: (read) => read.gwp?.value ?? null,
  gwp_a1a3: (read) => read.gwpByStage.a1a3?.value ?? null,
  gwp_a4a5: (read) => read.gwpByStage.a4a5?.value ?? null,
  gwp_b: (read) => read.gwpByStage.b?.value ?? null,
  gwp_c: (read) => read.gwpByStage.c?.value ?? null,
  gwp_end_of_life: (read) => read.gwpEndOfLife?.value ?? null,
  module_d_gwp: (read) => read.moduleDGwp?.value ?? null,
  pert: (read) => read.pert?.value ?? null,
  penrt: (read) => read.penrt?.value ?? null,
  energy: (read) => read.energy?.value ?? null,
  module_d_penrt: (read) => read.moduleDPenrt?.value ?? null,
  water: (read) => read.water?.value ?? null,
  waste_hazardous: (read) => read.wasteHazardous?.value ?? null,
  waste_non_hazardous: (read) => read.wasteNonHazardous?.value ?? null,
  waste_radioactive: (read) => read.wasteRadioactive?.value ?? null,
  waste: (read) => read.waste?.value ?? null,
  recyclable: (read) => read.recyclable?.value ?? null,
  biogenic_carbon: (read) => read.biogenicCarbon?.value ?? null,
  thermal_resistance: (read) => read.functionalUnit.thermalResistance,
  thickness_mm: (read) => read.functionalUnit.thicknessMm,
};

export function readField(read: FdesExtraction | null, field: Field): number | string | null {
  if (read === null) return null;
  if (field === "standard") return read.standard;
  if (field === "valid_until") return read.validUntil;
  return READERS[field](read);
}

export function wantField(answer: Answer, field: Field): number | string | null {
  if (field === "standard") return answer.standard;
  if (field === "valid_until") return answer.valid_until;
  return answer.values[field];
}

export function judgeValue(want: number | null, got: number | null, tolerance: number): Outcome {
  if (want === null) return got === null ? "exact" : "wrong";
  if (got === null) return "lost";
  const allowed = Math.max(RELATIVE_TOLERANCE * Math.abs(want), tolerance * (1 + 1e-9) + 1e-12);
  return Math.abs(got - want) <= allowed ? "exact" : "wrong";
}

/** Each figure's outcome against a set of values (the answer's, or one product's of several). */
export function judgeValues(
  values: Answer["values"],
  tolerance: Answer["tolerance"],
  read: FdesExtraction | null,
): Record<ValueField, Outcome> {
  const outcomes = {} as Record<ValueField, Outcome>;
  for (const field of VALUE_FIELDS)
    outcomes[field] = judgeValue(values[field], read === null ? null : READERS[field](read), tolerance[field]);
  return outcomes;
}

/** Two thermal resistances are the same within this gap (they are printed with two decimals). */
const R_TOLERANCE = 0.005;

/**
 * Whether the reader lists the products (thicknesses) of a declaration as the person sees them in the choice field:
 * exact when their thicknesses are the document's and each R shown is its product's, lost when it lists none where the
 * document declares several, wrong otherwise (another thickness or R, or a list where the document declares one
 * product only).
 */
export function judgeVariants(answer: Answer, read: FdesExtraction | null): Outcome {
  const listed = read?.variants ?? [];
  if (answer.products.length === 0) return listed.length === 0 ? "exact" : "wrong";
  if (listed.length === 0) return "lost";
  const want = answer.products.map((p) => p.thickness_mm).sort();
  const got = listed.map((v) => v.thicknessMm).sort();
  if (JSON.stringify(got) !== JSON.stringify(want)) return "wrong";
  const rightR = answer.products.every((product) => {
    const shown = listed.find((v) => v.thicknessMm === product.thickness_mm)?.thermalResistance ?? null;
    return shown === null || (product.thermal_resistance !== null && Math.abs(shown - product.thermal_resistance) < R_TOLERANCE);
  });
  return rightR ? "exact" : "wrong";
}

/** The reader's variant for a product of the document, by its thickness. */
export function variantOf(read: FdesExtraction | null, thicknessMm: number | null): string | null {
  return read?.variants.find((v) => v.thicknessMm !== null && v.thicknessMm === thicknessMm)?.id ?? null;
}

/** Every field's outcome; a reader that threw has lost everything. */
export function judge(answer: Answer, read: FdesExtraction | null): Record<Field, Outcome> {
  const outcomes = judgeValues(answer.values, answer.tolerance, read) as Record<Field, Outcome>;
  for (const field of TEXT_FIELDS) {
    const want = wantField(answer, field);
    const got = readField(read, field);
    outcomes[field] = got === null ? (want === null ? "exact" : "lost") : got === want ? "exact" : "wrong";
  }
  return outcomes;
}

/** Whether the document declares the field (a value to read), as opposed to one the reader must leave unknown. */
export function declares(answer: Answer, field: Field): boolean {
  return wantField(answer, field) !== null;
}
