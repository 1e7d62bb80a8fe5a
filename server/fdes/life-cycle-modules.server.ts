/**
 * The life-cycle modules of EN 15804 (§6.2): A1 to C4 make the life cycle; D lies beyond the system boundary and is
 * never part of a life-cycle total. A column, a stage or a total covers a set of them.
 */
export const MODULES = ["A1", "A2", "A3", "A4", "A5", "B1", "B2", "B3", "B4", "B5", "B6", "B7", "C1", "C2", "C3", "C4", "D"] as const;
export type Module = (typeof MODULES)[number];

/** A1 to C4: what "Total cycle de vie" covers. */
export const LIFE_CYCLE: readonly Module[] = MODULES.slice(0, 16);

/** The stages of the life cycle, as FDES group their modules. */
export const STAGES = {
  a1a3: ["A1", "A2", "A3"],
  a4a5: ["A4", "A5"],
  b: ["B1", "B2", "B3", "B4", "B5", "B6", "B7"],
  c: ["C1", "C2", "C3", "C4"],
} as const satisfies Record<string, readonly Module[]>;
export type StageId = keyof typeof STAGES;

/** The modules from one to another in the standard's order ("A1" to "A3"; "A1" to "D": all of them). */
export function moduleRange(from: Module, to: Module): Module[] {
  const start = MODULES.indexOf(from);
  const end = MODULES.indexOf(to);
  return start < 0 || end < start ? [] : MODULES.slice(start, end + 1);
}

/** Modules in the standard's order, each once. */
export function sortModules(modules: Iterable<Module>): Module[] {
  const set = new Set(modules);
  return MODULES.filter((module) => set.has(module));
}

/** "A1-A3", "A1-C4", "D", "A1, A3": a set of modules as the page names it. */
export function formatModuleSet(modules: readonly Module[]): string {
  const sorted = sortModules(modules);
  if (sorted.length === 0) return "";
  if (sorted.length === 1) return sorted[0]!;
  const first = MODULES.indexOf(sorted[0]!);
  const contiguous = sorted.every((module, index) => MODULES.indexOf(module) === first + index);
  return contiguous ? `${sorted[0]}-${sorted.at(-1)}` : sorted.join(", ");
}

export function sameModules(a: readonly Module[], b: readonly Module[]): boolean {
  return a.length === b.length && a.every((module) => b.includes(module));
}
