import { type IndicatorId, indicatorTerm } from "@domain/fdes/indicator-vocabulary";
import type { Derivation, RowFigures } from "./module-values.server";

/**
 * Stage "row units" of the reader: a row's figures are in its indicator's unit (domain/fdes/indicator-vocabulary.ts,
 * `unit`) whatever unit the row prints, in its unit column or in its label ("[MJ]", "(m3)"). A printed unit of the
 * same quantity in another size converts by an exact factor of MEASURES (water in litres, energy in kWh, waste in
 * tonnes); a unit of another quantity, or one we do not know, leaves the row's figures unknown with the reason. A row
 * that prints no unit keeps its figures as they are.
 */

type Quantity = "mass" | "energy" | "volume";

interface Measure {
  quantity: Quantity;
  times: number;
  per: number;
}

/**
 * Each measure results tables print, as `times` / `per` its quantity's unit in the vocabulary (kg, MJ, m3): a
 * division by 1000 rather than a product by 0,001, which no binary number holds exactly. Exact by
 * definition of the SI prefixes and of the watt-hour: 1 kWh = 3 600 kJ = 3,6 MJ; 1 l = 1 dm3 = 0,001 m3.
 */
const MEASURES: Readonly<Record<string, Measure>> = {
  mg: { quantity: "mass", times: 1, per: 1e6 },
  g: { quantity: "mass", times: 1, per: 1e3 },
  kg: { quantity: "mass", times: 1, per: 1 },
  t: { quantity: "mass", times: 1e3, per: 1 },
  tonne: { quantity: "mass", times: 1e3, per: 1 },
  tonnes: { quantity: "mass", times: 1e3, per: 1 },
  kj: { quantity: "energy", times: 1, per: 1e3 },
  mj: { quantity: "energy", times: 1, per: 1 },
  gj: { quantity: "energy", times: 1e3, per: 1 },
  wh: { quantity: "energy", times: 3.6, per: 1e3 },
  kwh: { quantity: "energy", times: 3.6, per: 1 },
  mwh: { quantity: "energy", times: 3.6e3, per: 1 },
  m3: { quantity: "volume", times: 1, per: 1 },
  dm3: { quantity: "volume", times: 1, per: 1e3 },
  l: { quantity: "volume", times: 1, per: 1e3 },
  litre: { quantity: "volume", times: 1, per: 1e3 },
  litres: { quantity: "volume", times: 1, per: 1e3 },
  liter: { quantity: "volume", times: 1, per: 1e3 },
  liters: { quantity: "volume", times: 1, per: 1e3 },
};

/**
 * Words a unit may print beside its measure that change neither its quantity nor its size: the equivalent's mark
 * ("éq.", "eq", "e", German "Äq.", Norwegian "ekv"), the net calorific value energy is counted at ("MJ, PCI", "MJ net
 * calorific value", "pouvoir calorifique inférieur"; never "PCS", the gross one) and what a volume of water is of.
 */
const NEUTRAL_WORDS = new Set([
  ...[
    "eq",
    "eqv",
    "equiv",
    "equivalent",
    "equivalents",
    "equivalente",
    "equivalentes",
    "aq",
    "aquiv",
    "aquivalent",
    "aquivalente",
    "ekv",
    "e",
  ],
  ...["pci", "ncv", "lhv", "net", "calorific", "value", "pouvoir", "calorifique", "inferieur", "valeur", "nette"],
  ...["eau", "douce", "water", "fresh", "of", "d"],
]);

interface ParsedUnit extends Measure {
  /** What it is a mass of, in words ("co2", "c"); empty for a plain measure. */
  substance: string;
}

/**
 * The index a unit's letters carry ("m³", "CO₂"; NFKD writes "³" and "₂" as digits). Set apart from them, the index
 * may be read before or after them ("3 m /UF", "kg CO éq./UF 2") or on a line of its own and lost ("kg CO"): no results
 * table prints metres or carbon monoxide, so the letters are read with their index.
 */
const INDEX_OF: Readonly<Record<string, string>> = { m: "3", dm: "3", co: "2" };

/** Lower case, no accents, "CO2e" as "co2 e", each index back on its letters, nothing after a "/" or "per" (per functional unit). */
function unitWords(text: string): string[] {
  const words = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\b(mg|kg|g|t)(co2)/g, "$1 $2")
    .replace(/\bco2(eq|e)\b/g, "co2 $1")
    .replace(/\//g, " / ")
    .split(/[^a-z0-9/]+/)
    .filter((word) => word !== "");
  const joined = words
    .filter((word) => !Object.values(INDEX_OF).includes(word))
    .map((word) => (INDEX_OF[word] === undefined ? word : `${word}${INDEX_OF[word]}`));
  const end = joined.findIndex((word) => word === "/" || word === "per" || word === "par");
  return end === -1 ? joined : joined.slice(0, end);
}

/** A printed unit read as a measure and what it measures, or null: no measure of MEASURES first. */
export function parseUnit(text: string): ParsedUnit | null {
  const [first, ...rest] = unitWords(text);
  const measure = first === undefined ? undefined : MEASURES[first];
  if (measure === undefined) return null;
  return { ...measure, substance: rest.filter((word) => !NEUTRAL_WORDS.has(word)).join(" ") };
}

/** Longest text in brackets read as a unit in a label: "(m3)", "[MJ]", "(kg CO2 eq.)". */
const MAX_LABEL_UNIT_CHARS = 30;
const BRACKETED = new RegExp(`[[(]([^[\\]()]{1,${MAX_LABEL_UNIT_CHARS}})[\\])]`, "g");

/** The units a label prints in brackets: those whose first word is a measure ("(FW)", "(A1-A3)" are none). */
export function labelUnits(label: string): string[] {
  return [...label.matchAll(BRACKETED)].map((match) => match[1]!).filter((text) => parseUnit(text) !== null);
}

/** The factor from a row's printed units to its indicator's unit, or why there is none. */
export type UnitConversion = { ok: true; times: number; per: number } | { ok: false; reason: string };

/**
 * The factor that brings a row's figures, printed in `printed` (its unit cell, then the units in its label), into
 * `expected` (the vocabulary's unit): 1 when it prints none. Every printed unit must give the same factor.
 */
export function unitConversion(printed: readonly string[], expected: string): UnitConversion {
  const target = parseUnit(expected);
  let factor: { times: number; per: number } | null = null;
  for (const text of printed) {
    const unit = parseUnit(text);
    if (unit === null || target === null || unit.quantity !== target.quantity || unit.substance !== target.substance) {
      return { ok: false, reason: `l'unité imprimée (« ${text.trim()} ») n'est pas une mesure de l'unité de l'indicateur (${expected})` };
    }
    const own = { times: unit.times * target.per, per: unit.per * target.times };
    if (factor !== null && factor.times * own.per !== own.times * factor.per) {
      return { ok: false, reason: `la ligne imprime deux unités différentes (${printed.map((one) => `« ${one.trim()} »`).join(", ")})` };
    }
    factor = own;
  }
  return { ok: true, ...(factor ?? { times: 1, per: 1 }) };
}

function converted(derivation: Derivation, conversion: UnitConversion): Derivation {
  if (!conversion.ok) return { ok: false, reason: conversion.reason, failure: "unit" };
  if (!derivation.ok) return derivation;
  const { times, per } = conversion;
  const { value, halfUnit } = derivation.value;
  return { ok: true, value: { ...derivation.value, value: (value * times) / per, halfUnit: (halfUnit * times) / per } };
}

/**
 * A named row's figures in its indicator's unit: converted by the exact factor from the units it prints (its unit
 * cell, the units in brackets in its label), or all unknown when one of them is of another quantity or not known.
 */
export function inIndicatorUnit(figures: RowFigures, id: IndicatorId, unitCell: string | null, label: string): RowFigures {
  const printed = [...(unitCell === null ? [] : [unitCell]), ...labelUnits(label)];
  const expected = indicatorTerm(id).unit;
  // An indicator in a unit not of the table ("mol H+ éq.") is none the comparator reads: its row is left as printed.
  if (printed.length === 0 || parseUnit(expected) === null) return figures;
  const conversion = unitConversion(printed, expected);
  if (conversion.ok && conversion.times === conversion.per) return figures;
  return {
    lifeCycle: converted(figures.lifeCycle, conversion),
    stages: Object.fromEntries(
      Object.entries(figures.stages).map(([stage, one]) => [stage, converted(one, conversion)]),
    ) as RowFigures["stages"],
    d: converted(figures.d, conversion),
  };
}
