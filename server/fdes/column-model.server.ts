import { LIFE_CYCLE, type Module, MODULES, moduleRange, sortModules, STAGES } from "./life-cycle-modules.server";
import type { Grid, HeaderCell } from "./table-grid-types.server";

/**
 * Stage "column model" of the reader: what module or total each column of a table covers, from its header. A header
 * naming modules by their codes is read by its codes ("A1-A3", "A1 à A3", "C1", "D", "Transport A4", "Utilisation
 * B1-B7", "Total A1-D", which holds D); one naming a stage in words by the stage ("Étape de fin de vie": C1-C4); a
 * total by what it says it holds ("Total cycle de vie": A1-C4; "Total hors B": A1-A5 and C1-C4; "Total avec D"). A
 * header naming nothing of the kind is no module column. Each column takes the lowest header cell over it that names
 * modules, and only a cell over that column alone: a stage's name set over four columns says which stage they share,
 * not which module each one is.
 */

export interface Coverage {
  modules: Module[];
  /** The header calls the column a total or a sum ("Total", "Somme", "Total cycle de vie"). */
  total: boolean;
}

/** Lower case, no accents, one kind of dash and apostrophe, "œ" as "oe". */
function flat(text: string): string {
  return text
    .replace(/[œŒ]/g, "oe")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[’‘`´ʼ]/g, "'")
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .replace(/[\s\u00a0\u202f]+/g, " ")
    .toLowerCase()
    .trim();
}

const CODE = String.raw`(?<![a-z0-9+'])(?:([abc])\s?([1-7])|(d))(?![a-z0-9'])`;
const LINK = String.raw`\s*(?:-|a|au|to|\.\.\.|…|>)\s*`;
const RANGE = new RegExp(`${CODE}${LINK}${CODE}`, "g");
/**
 * A range between stages named by their letters ("Total A-D", "A à C"): from the first stage's first module to the
 * last one's last. Both ends must be letters on their own, the second after the first, so a word is never one.
 */
const STAGE_RANGE = /(?<![a-z0-9+'])([abc])\s*(?:-|a|au|to)\s*([bcd])(?![a-z0-9'])/g;
const STAGE_FIRST: Record<string, string> = { a: "a1", b: "b1", c: "c1" };
const STAGE_LAST: Record<string, string> = { b: "b7", c: "c4", d: "d" };

/** "a-d" written as the codes it spans, "a1-d", so that the ranges of codes read it. */
function spelledStageRanges(text: string): string {
  return text.replace(STAGE_RANGE, (whole, from: string, to: string) => (from < to ? `${STAGE_FIRST[from]}-${STAGE_LAST[to]}` : whole));
}
const SINGLE = new RegExp(CODE, "g");
/** "hors B", "sans D", "excluding module D", "non compris D": what a total leaves out. */
const EXCLUSION = new RegExp(
  String.raw`\b(?:hors|sans|excluding|excl\.?|except|exclu(?:ant|s)?|non compris|w/o|without)\s*:?\s*(?:les |la |le |du |des |de l'|l'|the )?(?:modules? |etapes? |stages? )?((?:(?:[abc]\s?[1-7]|[abcd])(?:\s*(?:-|a|to|,|et|and|\+|/)\s*)?)+)`,
  "g",
);
/** "avec D", "y compris D", "incl. D", "+ D": a total that holds what it names beyond A1-C4. */
const INCLUSION = /\b(?:avec|y compris|incl\.?|including|inclus|\+)\s*(?:le |la |les |du |de l'|the )?(?:modules? )?d\b/;
/** A total says so first ("Total cycle de vie (A1 à C4)", "Somme des étapes"); "Fourchette du total" is no total. */
const TOTAL =
  /^\(?(?:sous-total|total|totaux|somme|sum|cycle de vie|life cycle|all stages|toutes les etapes)\b|^(?:[abcd]\s?[1-7]?\s*(?:-|a|to)\s*[abcd]\s?[1-7]?\s*)?\(?(?:total|somme)\b/;

/** Stages named in words, with the modules they hold (INIES's and EN 15804's names, French and English). */
const STAGE_NAMES: [RegExp, readonly Module[]][] = [
  [
    /\b(?:benefices|beneficies|au-dela des (?:frontieres|limites)|beyond the system|module d|reuse|recovery|recycling potential|potentiel de (?:reutilisation|recyclage|valorisation))/,
    ["D"],
  ],
  [/\b(?:fin de vie|end of life|end-of-life)\b/, STAGES.c],
  [/\b(?:vie en oeuvre|etape d'utilisation|use stage|en oeuvre \(b|utilisation)\b/, STAGES.b],
  [/\b(?:mise en oeuvre|construction|installation stage|construction process)\b/, STAGES.a4a5],
  [/\b(?:production|fabrication|product stage|manufacturing)\b/, STAGES.a1a3],
];

function codeAt(match: RegExpMatchArray, offset: number): Module | null {
  const letter = match[offset + 1];
  const digit = match[offset + 2];
  if (match[offset + 3]) return "D";
  if (!letter || !digit) return null;
  const code = `${letter.toUpperCase()}${digit}` as Module;
  return MODULES.includes(code) ? code : null;
}

/** The modules a list like "B", "C1-C4", "B1 et B2" names (a stage's letter alone is the whole stage). */
function namedModules(list: string): Module[] {
  const modules = new Set<Module>();
  const codes = list.replace(RANGE, (...args: unknown[]) => {
    const match = args as unknown as RegExpMatchArray;
    const from = codeAt(match, 0);
    const to = codeAt(match, 3);
    if (from && to) moduleRange(from, to).forEach((module) => modules.add(module));
    return " ";
  });
  for (const match of codes.matchAll(SINGLE)) {
    const code = codeAt(match, 0);
    if (code) modules.add(code);
  }
  for (const letter of codes.match(/(?<![a-z0-9])[abc](?![a-z0-9])/g) ?? []) {
    const stage = letter === "a" ? [...STAGES.a1a3, ...STAGES.a4a5] : letter === "b" ? STAGES.b : STAGES.c;
    stage.forEach((module) => modules.add(module));
  }
  return sortModules(modules);
}

/** The words of a total anywhere in a header. */
const TOTAL_WORDS = /\b(?:sous-total|total|totaux|somme|sum)\b|\bcycle de vie\b|\blife cycle\b/;

/** What a header's text says its column covers, or null when it names no module, stage or total. */
export function parseCoverage(text: string): Coverage | null {
  let t = flat(text);
  if (t === "") return null;
  // "EN 15804+A2" names a standard, not a module.
  t = t.replace(/15804\s*\+\s*a[12]/g, " ");
  const excluded = new Set<Module>();
  t = t.replace(EXCLUSION, (_, list: string) => {
    namedModules(list).forEach((module) => excluded.add(module));
    return " ";
  });
  t = spelledStageRanges(t);
  const total = TOTAL.test(t);
  // A total's words after something else ("C4 Total cycle de vie"): two header cells read as one, which names neither.
  if (!total && TOTAL_WORDS.test(t)) return null;
  const including = INCLUSION.test(t);
  if (including) t = t.replace(INCLUSION, " ");
  const codes = new Set<Module>();
  const rest = t.replace(RANGE, (...args: unknown[]) => {
    const match = args as unknown as RegExpMatchArray;
    const from = codeAt(match, 0);
    const to = codeAt(match, 3);
    if (from && to) moduleRange(from, to).forEach((module) => codes.add(module));
    return " ";
  });
  for (const match of rest.matchAll(SINGLE)) {
    const code = codeAt(match, 0);
    // A lone "d" counts only as a header's whole word or beside a module's name: "module D", "D Bénéfices".
    if (code === "D" && !/^(?:module )?d\b|\bmodule d\b|\bd\s*[:(-]?\s*(?:benefices|beyond|reuse)|\bd$/.test(rest.trim())) continue;
    if (code) codes.add(code);
  }
  let modules: Module[];
  if (codes.size > 0) {
    modules = [...codes];
    if (including) modules.push("D");
  } else if (total) {
    if (/^sous-total\b/.test(t) && !STAGE_NAMES.some(([pattern]) => pattern.test(t))) return null;
    const stage = STAGE_NAMES.find(([pattern]) => pattern.test(t.replace(/cycle de vie|life cycle/g, " ")));
    modules = stage ? [...stage[1]] : [...LIFE_CYCLE, ...(including ? (["D"] as const) : [])];
  } else {
    const stages = STAGE_NAMES.filter(([pattern]) => pattern.test(t));
    // "D Bénéfices…" names one thing; a header naming two stages in words is two cells read as one.
    if (stages.length !== 1) return null;
    modules = [...stages[0]![1]];
  }
  const kept = sortModules(modules.filter((module) => !excluded.has(module)));
  return kept.length === 0 ? null : { modules: kept, total };
}

/**
 * True when a text names modules by their codes or is a total ("A1-A3", "C4", "Module D", "Total"): what a header
 * line or a transposed table's first column holds, and a row's label never does ("Utilisation totale des ressources"
 * names a stage in words only).
 */
export function namesModulesByCode(text: string): boolean {
  const t = flat(text).replace(/15804\s*\+\s*a[12]/g, " ");
  return (
    new RegExp(CODE).test(
      t.replace(/(?<![a-z0-9'])d(?![a-z0-9'])/g, (d, offset: number) => (offset === 0 || /\bmodule $/.test(t.slice(0, offset)) ? d : " ")),
    ) || /^(?:sous-)?total\b/.test(t)
  );
}

/** What a column of a table is. */
export type ColumnRole = { kind: "label" } | { kind: "modules"; coverage: Coverage; header: string } | { kind: "other"; header: string };

export interface ColumnModel {
  roles: ColumnRole[];
  /** How many columns cover modules: a table with fewer than two is no results table. */
  moduleColumns: number;
}

/** A header's text cut inside a range or a bracket: "Total (A1-", "Sous-total A1 à". */
function leftOpen(text: string): boolean {
  const t = flat(text);
  return /(?:-|\ba|\bau|\bto)$/.test(t) || (t.match(/\(/g)?.length ?? 0) > (t.match(/\)/g)?.length ?? 0);
}

/**
 * The header cell that decides a column: the lowest one over it that names modules; null when none does. The cells
 * over that column alone, stacked on contiguous levels at the bottom, are first read together: a header cut by a rule
 * between its levels ("Total (A1-" over "C4)", "Module" over "D") is one header.
 */
function decidingCell(header: readonly HeaderCell[], column: number): HeaderCell | null {
  const over = header.filter((cell) => cell.col0 <= column && column <= cell.col1).sort((a, b) => b.level - a.level);
  // Two cells naming modules on one level over one column: two columns' headers given to one, which is neither's.
  const coded = over.filter((cell) => parseCoverage(cell.text) !== null);
  if (new Set(coded.map((cell) => cell.level)).size < coded.length) return null;
  const stack: HeaderCell[] = [];
  for (const cell of over) {
    if (cell.col0 !== cell.col1) break;
    // Levels apart (a neighbour's header wraps onto more lines), only a cell left open goes on below: "Sous-total A1-"
    // over "A3" with "Total C1-C4" beside, on the level between.
    if (stack.length > 0 && stack.at(-1)!.level - cell.level !== 1 && !leftOpen(cell.text)) break;
    stack.push(cell);
  }
  if (stack.length >= 2) {
    const joined: HeaderCell = {
      ...stack[0]!,
      text: stack
        .map((cell) => cell.text)
        .reverse()
        .join(" "),
    };
    if (parseCoverage(joined.text) !== null) return joined;
  }
  return over.find((cell) => parseCoverage(cell.text) !== null) ?? null;
}

/**
 * Two neighbours' headers printed so close that they read as one cell over both columns ("Module D Total (A1-C4)"):
 * split at the one place where both halves name modules, disjoint ones, when no lower cell stands over either column.
 * Any other cell over two columns (a stage shared by both, two ways to cut it) is kept whole and names neither.
 */
function splitJoinedHeaders(header: readonly HeaderCell[]): HeaderCell[] {
  return header.flatMap((cell) => {
    if (cell.col1 - cell.col0 !== 1) return [cell];
    if (header.some((other) => other.level > cell.level && other.col0 <= cell.col1 && other.col1 >= cell.col0)) return [cell];
    const words = cell.text.split(/\s+/).filter((word) => word !== "");
    const cuts = words.slice(1).flatMap((_, index) => {
      const left = words.slice(0, index + 1).join(" ");
      const right = words.slice(index + 1).join(" ");
      const [a, b] = [parseCoverage(left), parseCoverage(right)];
      return a && b && disjointModules(a.modules, b.modules) ? [[left, right] as const] : [];
    });
    if (cuts.length !== 1) return [cell];
    const [left, right] = cuts[0]!;
    return [
      { ...cell, text: left, col1: cell.col0 },
      { ...cell, text: right, col0: cell.col1 },
    ];
  });
}

const disjointModules = (a: readonly Module[], b: readonly Module[]) => !a.some((module) => b.includes(module));

/** The role of every column of a grid, from its header. */
export function columnModel(grid: Pick<Grid, "columns" | "header">): ColumnModel {
  const header = splitJoinedHeaders(grid.header);
  const roles: ColumnRole[] = grid.columns.map((_, column) => {
    const cell = decidingCell(header, column);
    if (cell === null) {
      const texts = header.filter((one) => one.col0 <= column && column <= one.col1).map((one) => one.text);
      return { kind: "other", header: texts.join(" ") };
    }
    // A cell over several columns names what they share, not what each one is.
    if (cell.col0 !== cell.col1) return { kind: "other", header: cell.text };
    return { kind: "modules", coverage: parseCoverage(cell.text)!, header: cell.text };
  });
  const first = roles.findIndex((role) => role.kind === "modules");
  // The columns left of the first module column hold the row's label (and its unit).
  for (let column = 0; column < first; column++) roles[column] = { kind: "label" };
  return { roles, moduleColumns: roles.filter((role) => role.kind === "modules").length };
}
