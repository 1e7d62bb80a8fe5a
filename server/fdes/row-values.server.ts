import { type DecimalMark, parseFdesNumber, printedHalfUnit } from "./parse-number.server";
import type { TableColumn } from "./table-columns.server";
import type { TableRow } from "./table-rows.server";

/** The life-cycle stages of EN 15804 (A1..C4), each with its modules. */
export const STAGES = {
  a1a3: ["A1", "A2", "A3"],
  a4a5: ["A4", "A5"],
  b: ["B1", "B2", "B3", "B4", "B5", "B6", "B7"],
  c: ["C1", "C2", "C3", "C4"],
} as const;
export type StageId = keyof typeof STAGES;
const STAGE_IDS = Object.keys(STAGES) as StageId[];

/** What one indicator row says: its life-cycle total (A1..C4), module D, each stage, with French warnings. */
export interface RowValues {
  total: number | null;
  d: number | null;
  endOfLife: number | null;
  /** Each stage's value: a grouped column or its modules summed; null when a module is not declared or unreadable. */
  stages: Record<StageId, number | null>;
  /** No total printed and some modules not declared (ND, MND, "-"): the total is the sum of the declared ones. */
  partialSum: boolean;
  /** How far the total may be from its unrounded value: half a unit of its last printed digit, or its modules' summed. */
  totalSlack: number;
  warnings: string[];
}

/** Relative difference above which a printed total and the sum of its modules are said to disagree. */
export const TOTAL_TOLERANCE = 0.01;

export function disagree(printed: number, computed: number, slack = 0): boolean {
  const scale = Math.max(Math.abs(printed), Math.abs(computed));
  return scale > 0 && Math.abs(printed - computed) > TOTAL_TOLERANCE * scale + slack;
}

/** True when one figure is twice or half the other, to the rounding of a printed figure: a reading doubled. */
export function doubleOrHalf(a: number, b: number): boolean {
  return a !== 0 && [2, 0.5].some((ratio) => !disagree(a * ratio, b));
}

/**
 * How close to what the document means a figure must be for us to show it: a figure that stands in for another one
 * (a printed combined row for PERT + PENRT, a sum of modules for a total the document prints) carries the rounding of
 * both, and a printed value with too few digits may then be further from it than this.
 */
export const SURE_PRECISION = 0.005;

/** True when a figure that may be `uncertainty` away from what it stands for is not sure to SURE_PRECISION. */
export function tooCoarse(value: number, uncertainty: number): boolean {
  return uncertainty > SURE_PRECISION * Math.abs(value);
}

export function formatFr(value: number): string {
  return Number(value.toPrecision(4)).toString().replace(".", ",");
}

/**
 * A cell as read: a number, a "not declared" mark (ND, MND, "-"), nothing at all (an empty cell, which FDES use for
 * "not declared" too), or text that is no number (two numbers in one cell: a misread, never summed).
 */
type CellState = { kind: "number"; value: number; slack: number } | { kind: "undeclared" } | { kind: "missing" } | { kind: "unreadable" };

interface ModuleCell {
  modules: readonly string[];
  state: CellState;
}

function cellState(raw: string | undefined, decimal: DecimalMark): CellState {
  if (raw === undefined) return { kind: "missing" };
  const value = parseFdesNumber(raw, decimal);
  // A printed zero is a zero: FDES print "0" when the inventory gives nothing, not for a value that rounds to it.
  if (value !== null) return { kind: "number", value, slack: value === 0 ? 0 : printedHalfUnit(raw, decimal)! };
  return marksIn(raw) === 1 ? { kind: "undeclared" } : { kind: "unreadable" };
}

const NOT_DECLARED_MARK = /^(?:-|–|—|nd|mnd|n\/a|na|nr|ina|n\.d\.|n\.a\.)$/i;

/** How many not-declared marks a cell holds and nothing else ("MND MND": 2; an empty cell: 1); 0 when it holds more. */
function marksIn(raw: string): number {
  const words = raw
    .trim()
    .split(/\s+/)
    .filter((word) => word !== "");
  if (words.length === 0) return 1;
  return words.every((word) => NOT_DECLARED_MARK.test(word)) ? words.length : 0;
}

/**
 * "MND MND": the marks of adjacent cells read as one. They stand for the empty module cells right beside them when
 * those are exactly as many as the extra marks, on one side, and the row has no other empty module cell: these cells
 * are then not declared. Otherwise the row's values may have slid by a column between an empty cell and the merged
 * one (a value read under its neighbour's module, the total still matching), and the merged cell is unreadable.
 */
function mergedMarks(row: TableRow, columns: readonly TableColumn[]): Map<number, CellState> {
  const states = new Map<number, CellState>();
  const empty = (index: number) => columns[index]?.kind === "modules" && row.cells.get(index) === undefined;
  const claimed = new Set<number>();
  const merged: number[] = [];
  let matched = row.strays === 0;
  columns.forEach((_, index) => {
    const raw = row.cells.get(index);
    const marks = raw === undefined ? 0 : marksIn(raw);
    if (marks < 2) return;
    merged.push(index);
    let right = 0;
    while (empty(index + right + 1)) right++;
    let left = 0;
    while (empty(index - left - 1)) left++;
    const side = right === marks - 1 && left === 0 ? 1 : left === marks - 1 && right === 0 ? -1 : 0;
    if (side === 0) matched = false;
    for (let step = 1; side !== 0 && step < marks; step++) claimed.add(index + side * step);
  });
  if (merged.length === 0) return states;
  const accounted = matched && columns.every((_, index) => !empty(index) || claimed.has(index));
  for (const index of merged) states.set(index, accounted ? { kind: "undeclared" } : { kind: "unreadable" });
  if (accounted) for (const index of claimed) states.set(index, { kind: "undeclared" });
  return states;
}

interface StageReading {
  /** The stage's value; null when any module is undeclared, missing or unreadable, or when readings disagree. */
  value: number | null;
  /** The sum counting undeclared modules as nothing (for a total with no printed one); null when unreadable. */
  declaredSum: number | null;
  slack: number;
  undeclared: boolean;
  conflict: boolean;
  /** An empty cell with no "not declared" mark: a value may have been lost, so no sum without a printed total. */
  lost: boolean;
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((module) => b.includes(module));

/**
 * A stage from the columns that lie inside it: its own grouped column ("A1-A3", "Étape de fin de vie"), the sum of
 * its separate modules, or both, which must then agree (a stage sub-total printed beside its modules is never added
 * to them). Columns that are neither a part nor the whole (one covering two stages) leave the stage unread.
 */
function readStage(stage: readonly string[], cells: readonly ModuleCell[]): StageReading {
  const none: StageReading = { value: null, declaredSum: null, slack: 0, undeclared: false, conflict: false, lost: false };
  const touching = cells.filter((cell) => cell.modules.some((module) => stage.includes(module)));
  if (touching.some((cell) => !cell.modules.every((module) => stage.includes(module)))) return none;
  const whole = touching.filter((cell) => sameSet(cell.modules, stage));
  const parts = touching.filter((cell) => !sameSet(cell.modules, stage));
  const readings: StageReading[] = [];
  for (const cell of whole) readings.push(fromCells([cell]));
  // The parts: the smallest columns (a column holding another is a sub-total of it), which must tile the stage.
  const leaves = parts.filter((cell) => !parts.some((other) => other !== cell && other.modules.every((m) => cell.modules.includes(m))));
  const covered = leaves.flatMap((cell) => cell.modules);
  const disjoint = new Set(covered).size === covered.length;
  if (leaves.length > 0 && disjoint) {
    // Modules with no column of their own (a table that leaves B2..B7 out) are not declared.
    const reading = fromCells(leaves);
    const complete = stage.every((module) => covered.includes(module));
    readings.push(complete ? reading : { ...reading, value: null, undeclared: true, lost: true });
  } else if (leaves.length > 0) {
    return none;
  }
  // A stage with no column at all: its header was not read, or the table leaves it out; either way no sum is made.
  if (readings.length === 0) return none;
  const known = readings.filter((reading) => reading.declaredSum !== null && !reading.undeclared);
  if (
    known.length >= 2 &&
    known.some((reading) => disagree(known[0]!.declaredSum!, reading.declaredSum!, known[0]!.slack + reading.slack))
  ) {
    return { ...none, conflict: true };
  }
  return known[0] ?? readings.find((reading) => reading.declaredSum !== null) ?? readings[0]!;
}

function fromCells(cells: readonly ModuleCell[]): StageReading {
  let sum = 0;
  let slack = 0;
  let undeclared = false;
  let lost = false;
  for (const cell of cells) {
    const state = cell.state;
    if (state.kind === "number") {
      sum += state.value;
      slack += state.slack;
    } else if (state.kind === "undeclared" || state.kind === "missing") {
      undeclared = true;
      lost ||= state.kind === "missing";
    } else return { value: null, declaredSum: null, slack: 0, undeclared: false, conflict: false, lost: false };
  }
  return { value: undeclared ? null : sum, declaredSum: sum, slack, undeclared, conflict: false, lost };
}

/**
 * The values of a row. The life-cycle total is the printed "Total cycle de vie" checked against the stages (A1..C4:
 * a grouped column or its modules, never both added), or the stages summed when no total is printed. A printed
 * total that disagrees with its modules (beyond the rounding of the printed digits), a stage whose sub-total and
 * modules disagree, or a cell that holds no number where one is expected leave the figure null with a warning: a
 * misread (a table read twice, a total summed with its modules) must never pass for a value; so must a "1.046" whose
 * decimal mark the document leaves open (`decimal` null). Module D is never
 * added: it lies beyond the system boundary, wherever its column stands.
 */
export function rowValues(row: TableRow, columns: readonly TableColumn[], name: string, decimal?: DecimalMark): RowValues {
  const warnings: string[] = [];
  let printedTotal: { value: number; slack: number } | null = null;
  let totalUnreadable = false;
  let hasTotalColumn = false;
  let d: number | null = null;
  const dValues: number[] = [];
  const cells: ModuleCell[] = [];
  const merged = mergedMarks(row, columns);
  columns.forEach((column, index) => {
    const raw = row.cells.get(index);
    // With a number lost between columns, an empty cell may be the one it belonged to.
    const state: CellState = merged.get(index) ?? (raw === undefined && row.strays > 0 ? { kind: "unreadable" } : cellState(raw, decimal));
    if (column.kind === "total") {
      hasTotalColumn = true;
      if (state.kind === "number" && printedTotal === null) printedTotal = { value: state.value, slack: state.slack };
      else if (state.kind === "number" && printedTotal !== null && disagree(printedTotal.value, state.value)) totalUnreadable = true;
      else if (state.kind === "unreadable") totalUnreadable = true;
    } else if (column.kind === "d") {
      if (state.kind === "number") dValues.push(state.value);
    } else {
      cells.push({ modules: column.modules, state });
    }
  });
  // Two columns taken for D (its letter and its long title read as two header cells) each holding a different number:
  // one is a neighbour's value, and which one cannot be told.
  if (dValues.length > 0 && dValues.every((value) => !disagree(dValues[0]!, value))) d = dValues[0]!;
  else if (dValues.length > 1) {
    warnings.push(`${name} : deux nombres différents sous l'en-tête du module D ; D n'est pas retenu.`);
  }
  const readings = Object.fromEntries(STAGE_IDS.map((id) => [id, readStage(STAGES[id], cells)])) as Record<StageId, StageReading>;
  const stages = Object.fromEntries(STAGE_IDS.map((id) => [id, readings[id].value])) as Record<StageId, number | null>;
  const hasModules = cells.length > 0;
  const allRead = STAGE_IDS.every((id) => readings[id].declaredSum !== null);
  const sum = allRead ? STAGE_IDS.reduce((total, id) => total + readings[id].declaredSum!, 0) : null;
  const slack = STAGE_IDS.reduce((total, id) => total + readings[id].slack, 0);
  const undeclared = STAGE_IDS.some((id) => readings[id].undeclared);
  const conflict = STAGE_IDS.filter((id) => readings[id].conflict);
  if (conflict.length > 0) {
    warnings.push(`${name} : un sous-total d'étape diffère de la somme de ses modules ; la valeur n'est pas retenue.`);
  }

  let total: number | null = null;
  let totalSlack = 0;
  let stagesTrusted = allRead && conflict.length === 0;
  const printed = printedTotal as { value: number; slack: number } | null;
  // A module cell holding two numbers (or a number lost between columns) means the row was misread: its printed total,
  // which nothing can then check, is not taken either.
  const misread = cells.some((cell) => cell.state.kind === "unreadable");
  if (misread && !totalUnreadable) {
    warnings.push(`${name} : une cellule de module contient plusieurs nombres ou un texte illisible ; la ligne n'est pas retenue.`);
    stagesTrusted = false;
  } else if (totalUnreadable) {
    warnings.push(
      `${name} : la colonne du total du cycle de vie contient plusieurs nombres ou un texte illisible ; la valeur n'est pas retenue.`,
    );
    stagesTrusted = false;
  } else if (printed !== null) {
    // Every module marked "not declared" (ND, MND, "-"): the printed total is all the row declares, with nothing to check
    // it against, and the stages are unknown.
    const noModuleDeclared = hasModules && cells.every((cell) => cell.state.kind === "undeclared");
    if (noModuleDeclared) {
      total = printed.value;
      totalSlack = printed.slack;
      stagesTrusted = false;
    } else if (sum !== null && conflict.length === 0 && disagree(printed.value, sum, printed.slack + slack)) {
      const doubled = doubleOrHalf(printed.value, sum);
      warnings.push(
        doubled
          ? `${name} : la somme des modules A1 à C4 (${formatFr(sum)}) vaut le double ou la moitié du total imprimé (${formatFr(printed.value)}), signe d'une lecture en double ; la valeur n'est pas retenue.`
          : `${name} : le total imprimé (${formatFr(printed.value)}) diffère de la somme des modules A1 à C4 (${formatFr(sum)}) ; la valeur n'est pas retenue.`,
      );
      stagesTrusted = false;
    } else if (conflict.length === 0 || !hasModules) {
      total = printed.value;
      totalSlack = printed.slack;
    }
  } else if (hasModules && sum !== null && conflict.length === 0 && !STAGE_IDS.some((id) => readings[id].lost)) {
    // A table with a total column whose cell holds no number on this row: the sum stands in for a printed total that
    // was not read, which was rounded on its own; with too few digits the two may lie further apart than we promise.
    if (hasTotalColumn && tooCoarse(sum, 2 * slack)) {
      warnings.push(
        `${name} : total du cycle de vie illisible et modules imprimés avec trop peu de chiffres pour le retrouver à 0,5 % près ; la valeur n'est pas retenue.`,
      );
    } else if (tooCoarse(sum, slack)) {
      warnings.push(
        `${name} : aucun total imprimé, et la somme des modules n'est pas sûre à 0,5 % près (un module imprimé avec trop peu de chiffres) ; la valeur n'est pas retenue.`,
      );
    } else {
      total = sum;
      totalSlack = slack;
    }
  } else if (hasModules && conflict.length === 0) {
    warnings.push(`${name} : aucun total imprimé et un module illisible ; le total n'est pas calculé.`);
  }
  if (!stagesTrusted) for (const id of STAGE_IDS) stages[id] = null;
  // Module D lies beyond the system and is never the life cycle's total: equal to it, it was read from the total's column.
  if (d !== null && total !== null && total !== 0 && !disagree(total, d)) {
    warnings.push(`${name} : le module D lu égale le total du cycle de vie ; la colonne D est douteuse, D n'est pas retenu.`);
    d = null;
  }
  return {
    total,
    d,
    endOfLife: stagesTrusted && !readings.c.lost ? readings.c.declaredSum : null,
    stages,
    partialSum: printed === null && total !== null && undeclared,
    totalSlack,
    warnings,
  };
}
