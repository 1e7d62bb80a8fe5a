import type { CellValue } from "./cell-value.server";
import { formatModuleSet, LIFE_CYCLE, type Module, sameModules, STAGES, type StageId } from "./life-cycle-modules.server";
import { SURE_PRECISION, TOTAL_TOLERANCE } from "./reading-tolerances.server";

/**
 * Stage "cross-checks", within one row: the value of a set of modules (the life cycle A1-C4, a stage, D) from the
 * row's cells, each of which covers a set of modules (its column's, or the union of the columns it spans). Every way
 * the row gives it is worked out: the cell that covers exactly that set (a printed total), the cells that tile it (its
 * modules summed), a cell that holds more less the cells of the rest ("Total A1-D" less D). When two ways exist they
 * must agree to the rounding of their printed digits (and TOTAL_TOLERANCE beyond): otherwise the value is unknown, with
 * the reason. A sum nothing else confirms is kept only when its printed digits make it sure to SURE_PRECISION. A cell
 * that holds no number where one is expected (illegible, or empty with no "not declared" mark) makes every way through
 * it unknown: never a sum of the cells that happened to be readable.
 */

export interface ModuleCell {
  modules: readonly Module[];
  value: CellValue;
}

export interface Derived {
  value: number;
  /** How far it may lie from the document's unrounded figure (half units of the printed digits, summed). */
  halfUnit: number;
  /** "printed": one cell says it; "sum": cells that tile it, summed; "difference": a larger cell less the rest. */
  how: "printed" | "sum" | "difference";
  /** Some modules in it are marked not declared (counted as nothing). */
  partial: boolean;
}

/**
 * Why a set has no value: no cell covers it ("none"), its cell says not declared, its cells disagree ("conflict"), a
 * cell holds no readable number ("illegible"), a cell is empty ("empty"), a sum is not sure enough ("coarse"), or the
 * row prints a unit not of its indicator's quantity ("unit", stage "row units"). A
 * conflict or an illegible cell casts doubt on the whole row; the others do not.
 */
export type Failure = "none" | "notDeclared" | "conflict" | "illegible" | "empty" | "coarse" | "unit";

export type Derivation = { ok: true; value: Derived } | { ok: false; reason: string | null; failure: Failure };

/**
 * The use stage (B1-B7) may be marked not declared and count as nothing in the life cycle's total: an insulation
 * product needs no maintenance, repair or replacement in its service life. Any other module marked not declared leaves
 * the total unknown (a sum of the modules that happen to be declared is not the life cycle's).
 */
const USE_STAGE: readonly Module[] = STAGES.b;

/** The largest number of ways looked at for one set: a table has at most a score of columns. */
const MAX_WAYS = 64;

interface Way {
  plus: ModuleCell[];
  minus: ModuleCell[];
}

const subset = (inner: readonly Module[], outer: readonly Module[]) => inner.every((module) => outer.includes(module));
const disjoint = (a: readonly Module[], b: readonly Module[]) => !a.some((module) => b.includes(module));

/** Sets of disjoint cells whose union is `target` (exact covers), at most MAX_WAYS of them. */
function tilings(target: readonly Module[], cells: readonly ModuleCell[]): ModuleCell[][] {
  const inside = cells.filter((cell) => cell.modules.length > 0 && subset(cell.modules, target));
  const found: ModuleCell[][] = [];
  const search = (remaining: readonly Module[], chosen: ModuleCell[]) => {
    if (found.length >= MAX_WAYS) return;
    if (remaining.length === 0) {
      found.push(chosen);
      return;
    }
    const first = remaining[0]!;
    for (const cell of inside) {
      if (!cell.modules.includes(first) || !subset(cell.modules, remaining)) continue;
      if (chosen.some((other) => !disjoint(other.modules, cell.modules))) continue;
      search(
        remaining.filter((module) => !cell.modules.includes(module)),
        [...chosen, cell],
      );
    }
  };
  search(target, []);
  return found;
}

function ways(target: readonly Module[], cells: readonly ModuleCell[]): Way[] {
  const found: Way[] = tilings(target, cells).map((plus) => ({ plus, minus: [] }));
  for (const outer of cells) {
    if (outer.modules.length <= target.length || !subset(target, outer.modules)) continue;
    const rest = outer.modules.filter((module) => !target.includes(module));
    for (const minus of tilings(rest, cells)) if (found.length < MAX_WAYS) found.push({ plus: [outer], minus });
  }
  return found;
}

type Evaluated = { ok: true; value: Derived } | { ok: false; blocked: "illegible" | "empty" | "notDeclared" };

function evaluate(way: Way): Evaluated {
  let value = 0;
  let halfUnit = 0;
  let partial = false;
  for (const [cells, sign] of [
    [way.plus, 1],
    [way.minus, -1],
  ] as const) {
    for (const cell of cells) {
      const state = cell.value;
      if (state.kind === "number") {
        value += sign * state.value;
        halfUnit += state.halfUnit;
      } else if (state.kind === "notDeclared" && cell.modules.every((module) => USE_STAGE.includes(module))) {
        partial = true;
      } else if (state.kind === "notDeclared") {
        return { ok: false, blocked: "notDeclared" };
      } else {
        return { ok: false, blocked: state.kind === "illegible" ? "illegible" : "empty" };
      }
    }
  }
  const how = way.minus.length > 0 ? "difference" : way.plus.length === 1 ? "printed" : "sum";
  // Cells all marked not declared add up to nothing at all, not to 0.
  if ([...way.plus, ...way.minus].every((cell) => cell.value.kind === "notDeclared")) return { ok: false, blocked: "notDeclared" };
  // A printed "not declared" where one figure was expected is no value at all, not a zero.
  if (how === "printed" && partial) return { ok: false, blocked: "notDeclared" };
  return { ok: true, value: { value, halfUnit, how, partial } };
}

/** True when two figures differ by more than their roundings and TOTAL_TOLERANCE of the larger. */
export function disagree(a: Derived | number, b: Derived | number): boolean {
  const av = typeof a === "number" ? a : a.value;
  const bv = typeof b === "number" ? b : b.value;
  const slack = (typeof a === "number" ? 0 : a.halfUnit) + (typeof b === "number" ? 0 : b.halfUnit);
  const scale = Math.max(Math.abs(av), Math.abs(bv));
  return Math.abs(av - bv) > TOTAL_TOLERANCE * scale + slack;
}

/** True when a figure that may be `halfUnit` away from what it stands for is not sure to SURE_PRECISION. */
export function tooCoarse(value: number, halfUnit: number): boolean {
  return halfUnit > SURE_PRECISION * Math.abs(value);
}

/** "2,91": a figure in a French sentence, four significant digits at most. */
export function formatFr(value: number): string {
  return Number(value.toPrecision(4)).toString().replace(".", ",");
}

/**
 * The value of `target` in a row, or why it is unknown (null reason: the row has no cell for it at all). A sum is the
 * figures the document prints, added, as precise as they are; a difference (a larger cell less others) must be sure
 * to SURE_PRECISION, since a small difference of rounded figures may be far from the figure it stands for.
 */
export function deriveModules(target: readonly Module[], cells: readonly ModuleCell[]): Derivation {
  const name = formatModuleSet(target);
  // The document's own cell for the set says it is not declared: so it is, whatever other cells add up to.
  if (cells.some((cell) => sameModules(cell.modules, target) && cell.value.kind === "notDeclared")) {
    return { ok: false, reason: null, failure: "notDeclared" };
  }
  const found = ways(target, cells);
  if (found.length === 0) {
    // Some of the set's modules have columns and the others none, nor a total over them: the table stops short (a
    // wide table cut at the page's margin when printed: outsider's d01, whose PDF ends at C1), which the reader says.
    const missing = target.filter((module) => !cells.some((cell) => cell.modules.includes(module)));
    if (missing.length === 0 || missing.length === target.length) return { ok: false, reason: null, failure: "none" };
    return {
      ok: false,
      reason: `${name} : aucune colonne du tableau ne donne ${formatModuleSet(missing)} ni un total qui ${missing.length > 1 ? "les" : "le"} comprenne`,
      failure: "none",
    };
  }
  const evaluated = found.map(evaluate);
  const values = evaluated.flatMap((one) => (one.ok ? [one.value] : []));
  const illegible = evaluated.some((one) => !one.ok && one.blocked === "illegible");
  if (values.length === 0) {
    const notDeclared = evaluated.every((one) => !one.ok && one.blocked === "notDeclared");
    if (notDeclared) return { ok: false, reason: `${name} : des modules sont marqués non déclarés`, failure: "notDeclared" };
    return {
      ok: false,
      reason: illegible
        ? `${name} : une cellule ne contient pas un nombre lisible`
        : `${name} : une cellule est vide sans mention « non déclaré »`,
      failure: illegible ? "illegible" : "empty",
    };
  }
  for (const value of values) {
    const other = values.find((candidate) => disagree(candidate, value));
    if (other) {
      return {
        ok: false,
        reason: `${name} : les cellules du tableau ne concordent pas (${formatFr(value.value)} et ${formatFr(other.value)})`,
        failure: "conflict",
      };
    }
  }
  const printed = values.find((value) => value.how === "printed");
  // An unreadable cell (a number cut, two run together: maybe a row read askew) beside what was read: taken only when
  // a printed figure is confirmed by a sum of other cells.
  if (illegible && !(printed && values.some((value) => value.how !== "printed"))) {
    return { ok: false, reason: `${name} : une cellule ne contient pas un nombre lisible`, failure: "illegible" };
  }
  if (printed) return { ok: true, value: printed };
  // No cell prints it: a sum of the printed cells, or else a difference sure enough on its own.
  const sums = values.filter((value) => value.how === "sum");
  const best = [...(sums.length > 0 ? sums : values)].sort((a, b) => a.halfUnit - b.halfUnit)[0]!;
  if (best.how === "difference" && tooCoarse(best.value, best.halfUnit)) {
    return {
      ok: false,
      reason: `${name} : différence de cellules imprimées avec trop peu de chiffres pour être sûre à 0,5 % près`,
      failure: "coarse",
    };
  }
  return { ok: true, value: best };
}

/** A stage with a module marked not declared has no figure: "not declared" is not 0. */
export function wholeStage(derivation: Derivation): Derivation {
  return derivation.ok && derivation.value.partial ? { ok: false, reason: null, failure: "notDeclared" } : derivation;
}

export interface RowFigures {
  lifeCycle: Derivation;
  stages: Record<StageId, Derivation>;
  d: Derivation;
}

/** A row whose cells disagree or hold an unreadable number may have been read askew: none of its figures is taken. */
export function doubtful(figures: RowFigures): boolean {
  return !figures.lifeCycle.ok && (figures.lifeCycle.failure === "conflict" || figures.lifeCycle.failure === "illegible");
}

/**
 * The figures of a row that also prints a number in a column whose header names no module (among the modules'
 * columns): the headers may have been read askew ("Transport C2" and "Traitement des déchets C3" read as one cell
 * over the wrong column), so no module of the row is sure. Only a life-cycle total printed in its own column (a
 * header naming it whole) stands, unless the row's numbers, all counted, add up to another; every stage and D is
 * unknown.
 */
export function unattributedRowFigures(
  cells: readonly ModuleCell[],
  unattributed: readonly { value: number; halfUnit: number }[],
): RowFigures {
  const failed = (name: string): Derivation => ({
    ok: false,
    reason: `${name} : une valeur du tableau est dans une colonne dont l'en-tête ne nomme aucun module`,
    failure: "conflict",
  });
  const stages = Object.fromEntries((Object.keys(STAGES) as StageId[]).map((id) => [id, failed(formatModuleSet(STAGES[id]))])) as Record<
    StageId,
    Derivation
  >;
  const isTotal = (cell: ModuleCell) => subset(cell.modules, LIFE_CYCLE) && subset(LIFE_CYCLE, cell.modules);
  const total = cells.find(isTotal)?.value;
  const summed = deriveModules(
    LIFE_CYCLE,
    cells.filter((cell) => !isTotal(cell)),
  );
  // Every number of the row counted: the modules' cells and those under no module's header.
  const all: Derived | null = summed.ok
    ? {
        ...summed.value,
        value: unattributed.reduce((sum, cell) => sum + cell.value, summed.value.value),
        halfUnit: unattributed.reduce((sum, cell) => sum + cell.halfUnit, summed.value.halfUnit),
      }
    : null;
  if (total?.kind === "number") {
    const printed: Derived = { value: total.value, halfUnit: total.halfUnit, how: "printed", partial: false };
    if (all === null || !disagree(printed, all)) return { lifeCycle: { ok: true, value: printed }, stages, d: failed("D") };
  }
  return { lifeCycle: failed(formatModuleSet(LIFE_CYCLE)), stages, d: failed("D") };
}

/**
 * The life cycle's total (A1-C4), each stage's and module D's, from a row's cells. The life cycle may leave out the
 * use stage marked not declared (USE_STAGE); a stage may leave out nothing.
 */
export function rowFigures(cells: readonly ModuleCell[]): RowFigures {
  const stages = Object.fromEntries(
    (Object.keys(STAGES) as StageId[]).map((id) => [id, wholeStage(deriveModules(STAGES[id], cells))]),
  ) as Record<StageId, Derivation>;
  return { lifeCycle: deriveModules(LIFE_CYCLE, cells), stages, d: deriveModules(["D"], cells) };
}
