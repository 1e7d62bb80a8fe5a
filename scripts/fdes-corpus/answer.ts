/**
 * Stage 3 of the corpus: the answer a reader must give for a laid-out document, computed from the cells as printed
 * (their text read back as the author meant it), converted to the functional unit with figures the document prints.
 * A figure the document does not print, or prints only in part, is null: a reader that returns it has invented it.
 */
import { z } from "zod";
import { MODULES, type Module, STAGES, type Stage } from "./declaration";
import type { Cell, DocumentModel, TableBlock, ValueKey } from "./page-model";

/** The figures the comparator returns, each per functional unit (1 m² of wall at the declared R). */
export const VALUE_FIELDS = [
  "gwp",
  "gwp_a1a3",
  "gwp_a4a5",
  "gwp_b",
  "gwp_c",
  "gwp_end_of_life",
  "module_d_gwp",
  "pert",
  "penrt",
  "energy",
  "module_d_penrt",
  "water",
  "waste_hazardous",
  "waste_non_hazardous",
  "waste_radioactive",
  "waste",
  "recyclable",
  "biogenic_carbon",
  "thermal_resistance",
  "thickness_mm",
] as const;
export type ValueField = (typeof VALUE_FIELDS)[number];
/** Fields that are not numbers, compared as they are. */
export const TEXT_FIELDS = ["standard", "valid_until"] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
export type Field = ValueField | TextField;
export const FIELDS: Field[] = [...VALUE_FIELDS, ...TEXT_FIELDS];

const nullableNumber = z.number().finite().nullable();
const values = z
  .object(Object.fromEntries(VALUE_FIELDS.map((f) => [f, nullableNumber])) as Record<ValueField, typeof nullableNumber>)
  .strict();
const tolerances = z
  .object(Object.fromEntries(VALUE_FIELDS.map((f) => [f, z.number().min(0)])) as Record<ValueField, z.ZodNumber>)
  .strict();

export const answerSchema = z
  .object({
    /** Which program printed the PDF, and which template wrote the document. */
    producer: z.string(),
    author: z.string(),
    seed: z.number().int(),
    kinds: z.array(z.string()),
    axes: z.record(z.string(), z.string()),
    standard: z.enum(["NF EN 15804+A1", "NF EN 15804+A2"]),
    valid_until: z.iso.date().nullable(),
    /** Values printed per m³ or per kg and brought to 1 m² with the printed thickness and density. */
    derived: z.boolean(),
    values,
    /** How far a reading may be from each value and still be exact: the printed rounding, summed over the cells used. */
    tolerance: tolerances,
    /** Every product (thickness) the document declares a full set of results for; `declared` is the functional unit's. */
    products: z.array(
      z
        .object({ name: z.string(), thickness_mm: nullableNumber, thermal_resistance: nullableNumber, values, tolerance: tolerances })
        .strict(),
    ),
    declared: z.number().int().min(0),
  })
  .strict();
export type Answer = z.infer<typeof answerSchema>;
export type AnswerValues = Answer["values"];

/** What the author knows beyond the tables: standard, dates, products as printed. */
export interface AnswerFacts {
  standard: Answer["standard"];
  validUntil: string | null;
  declared: number;
  products: { name: string; thicknessMm: number | null; r: number | null }[];
  derived: boolean;
}

interface Reading {
  value: number | null;
  tolerance: number;
}
const UNKNOWN: Reading = { value: null, tolerance: 0 };

interface KeyedCell {
  cell: Cell;
  table: TableBlock;
}

function cellReading({ cell, table }: KeyedCell): Reading {
  const printed = cell.printed!;
  return {
    value: printed.value === null ? null : printed.value * table.basis.factor,
    tolerance: printed.halfUnit * Math.abs(table.basis.factor),
  };
}

const modulesOf = (k: KeyedCell) =>
  k.cell.ref!.coverage.kind === "modules" ? (k.cell.ref!.coverage as { modules: Module[] }).modules : [];
const isB = (modules: readonly Module[]) => modules.every((m) => (STAGES.b as readonly Module[]).includes(m));

function sum(readings: Reading[]): Reading {
  if (readings.some((r) => r.value === null)) return UNKNOWN;
  return { value: readings.reduce((a, r) => a + r.value!, 0), tolerance: readings.reduce((a, r) => a + r.tolerance, 0) };
}

/** One indicator's figures from its printed cells: life-cycle total (A1-C4), stages, D. */
function indicatorFigures(cells: KeyedCell[]) {
  const moduleCells = cells
    .filter((k) => k.cell.ref!.coverage.kind === "modules")
    .sort((a, b) => modulesOf(a).length - modulesOf(b).length);
  // The finest printed cells that cover each module once (a sub-total printed beside its modules is left out).
  const covered = new Set<Module>();
  const partition: KeyedCell[] = [];
  for (const k of moduleCells) {
    if (modulesOf(k).some((m) => covered.has(m))) continue;
    partition.push(k);
    for (const m of modulesOf(k)) covered.add(m);
  }
  const all = MODULES.every((m) => covered.has(m));
  const printedTotal = cells.find((k) => k.cell.ref!.coverage.kind === "total" && !(k.cell.ref!.coverage as { withD: boolean }).withD);
  const totalWithD = cells.find((k) => k.cell.ref!.coverage.kind === "total" && (k.cell.ref!.coverage as { withD: boolean }).withD);
  const dCell = cells.find((k) => k.cell.ref!.coverage.kind === "d");
  const d = dCell ? cellReading(dCell) : UNKNOWN;
  let total: Reading = UNKNOWN;
  if (printedTotal) total = cellReading(printedTotal);
  else if (all) {
    // Modules not declared count as nothing only in B (insulation needs no maintenance); elsewhere the total is unknown.
    const parts = partition.map((k) => {
      const reading = cellReading(k);
      return reading.value === null && isB(modulesOf(k)) ? { value: 0, tolerance: 0 } : reading;
    });
    total = sum(parts);
    // A reader may take "Total A1-D" less D instead: both are right within their printed rounding.
    if (total.value !== null && totalWithD && d.value !== null)
      total = { value: total.value, tolerance: total.tolerance + cellReading(totalWithD).tolerance + d.tolerance };
  }
  const stage = (s: Stage): Reading => {
    const exact = moduleCells.find((k) => modulesOf(k).length === STAGES[s].length && STAGES[s].every((m) => modulesOf(k).includes(m)));
    if (exact) return cellReading(exact);
    const inside = partition.filter((k) => modulesOf(k).every((m) => (STAGES[s] as readonly Module[]).includes(m)));
    const inStage = new Set(inside.flatMap(modulesOf));
    if (!STAGES[s].every((m) => inStage.has(m))) return UNKNOWN;
    return sum(inside.map(cellReading));
  };
  const stages = { a1a3: stage("a1a3"), a4a5: stage("a4a5"), b: stage("b"), c: stage("c") };
  // With no printed total, a reader may sum the printed stage sub-totals instead of the modules: both are right
  // within their printed rounding, and the stages are this answer's own (seed 5 document 182: 2,078 beside 2,097).
  if (!printedTotal && total.value !== null) {
    // A declaration may leave the use stage (B) out, which then adds nothing; any other stage unknown, no sum.
    const parts = Object.entries(stages).map(([name, reading]) =>
      reading.value === null && name === "b" ? { value: 0, tolerance: 0 } : reading,
    );
    const byStages = sum(parts);
    if (byStages.value !== null)
      total = { value: total.value, tolerance: Math.max(total.tolerance, Math.abs(byStages.value - total.value) + byStages.tolerance) };
  }
  return { total, d, ...stages };
}

/** The answer for one product of the document. */
function productValues(model: DocumentModel, product: number, facts: AnswerFacts["products"][number]) {
  const byKey = new Map<ValueKey, KeyedCell[]>();
  for (const block of model.blocks) {
    if (block.type !== "table" || block.role !== "results") continue;
    for (const row of block.rows)
      for (const cell of row.cells) {
        if (!cell.ref || cell.ref.product !== product) continue;
        const list = byKey.get(cell.ref.key) ?? [];
        // The same figure printed twice (a table repeated) is read once: the first one.
        if (!list.some((k) => JSON.stringify(k.cell.ref!.coverage) === JSON.stringify(cell.ref!.coverage)))
          list.push({ cell, table: block });
        byKey.set(cell.ref.key, list);
      }
  }
  const figures = (key: ValueKey) => indicatorFigures(byKey.get(key) ?? []);
  const gwp = figures("gwp");
  const pert = figures("pert").total;
  const penrt = figures("penrt");
  const hwd = figures("hwd").total;
  const nhwd = figures("nhwd").total;
  const rwd = figures("rwd").total;
  const biogenic = (byKey.get("biogenic_product") ?? [])[0];
  const readings: Record<string, Reading> = {
    gwp: gwp.total,
    gwp_a1a3: gwp.a1a3,
    gwp_a4a5: gwp.a4a5,
    gwp_b: gwp.b,
    gwp_c: gwp.c,
    gwp_end_of_life: gwp.c,
    module_d_gwp: gwp.d,
    pert,
    penrt: penrt.total,
    energy: sum([pert, penrt.total]),
    module_d_penrt: penrt.d,
    water: figures("fw").total,
    waste_hazardous: hwd,
    waste_non_hazardous: nhwd,
    waste_radioactive: rwd,
    // A total of the categories is a total only when every category is printed.
    waste: sum([hwd, nhwd, rwd]),
    recyclable: figures("mfr").total,
    biogenic_carbon: biogenic ? cellReading(biogenic) : UNKNOWN,
    thermal_resistance: { value: facts.r, tolerance: 0 },
    thickness_mm: { value: facts.thicknessMm, tolerance: 0 },
  };
  const valuesOut = Object.fromEntries(VALUE_FIELDS.map((f) => [f, readings[f]!.value])) as AnswerValues;
  const toleranceOut = Object.fromEntries(VALUE_FIELDS.map((f) => [f, readings[f]!.tolerance])) as Answer["tolerance"];
  return { values: valuesOut, tolerance: toleranceOut };
}

export function computeAnswer(
  model: DocumentModel,
  facts: AnswerFacts,
  meta: { producer: string; author: string; seed: number; kinds: string[]; axes: Record<string, string> },
): Answer {
  const products = facts.products.map((p, i) => ({
    name: p.name,
    thickness_mm: p.thicknessMm,
    thermal_resistance: p.r,
    ...productValues(model, i, p),
  }));
  const declared = products[facts.declared]!;
  return answerSchema.parse({
    producer: meta.producer,
    author: meta.author,
    seed: meta.seed,
    kinds: [...meta.kinds].sort(),
    axes: meta.axes,
    standard: facts.standard,
    valid_until: facts.validUntil,
    derived: facts.derived,
    values: declared.values,
    tolerance: declared.tolerance,
    products: products.length > 1 ? products : [],
    declared: facts.declared,
  });
}
