import { parseFdesNumber } from "./parse-number.server";
import type { TableColumn } from "./table-columns.server";
import type { TableRow } from "./table-rows.server";

/** What one indicator row says: its life-cycle total (A1..C4), module D, C1..C4, with French warnings. */
export interface RowValues {
  total: number | null;
  d: number | null;
  endOfLife: number | null;
  /** No total printed and some modules not declared (ND, MND, "-"): the total is the sum of the declared ones. */
  partialSum: boolean;
  warnings: string[];
}

const END_OF_LIFE = new Set(["C1", "C2", "C3", "C4"]);

/** Relative difference above which a printed total and the sum of its modules are said to disagree. */
export const TOTAL_TOLERANCE = 0.01;

export function disagree(printed: number, computed: number): boolean {
  const scale = Math.max(Math.abs(printed), Math.abs(computed));
  return scale > 0 && Math.abs(printed - computed) > TOTAL_TOLERANCE * scale;
}

export function formatFr(value: number): string {
  return Number(value.toPrecision(4)).toString().replace(".", ",");
}

/**
 * The total of a row: the printed "Total cycle de vie" when there is one (checked against the sum of the modules),
 * otherwise the sum of the declared modules A1..C4. Module D is never added: it lies beyond the system boundary,
 * wherever its column stands.
 */
export function rowValues(row: TableRow, columns: readonly TableColumn[], name: string): RowValues {
  const warnings: string[] = [];
  let printedTotal: number | null = null;
  let d: number | null = null;
  let sum = 0;
  let declared = 0;
  let undeclared = 0;
  let endOfLife: number | null = null;
  columns.forEach((column, index) => {
    const raw = row.cells.get(index);
    const value = raw === undefined ? null : parseFdesNumber(raw);
    if (column.kind === "total") {
      if (value !== null && printedTotal === null) printedTotal = value;
    } else if (column.kind === "d") {
      if (value !== null && d === null) d = value;
    } else if (value === null) {
      undeclared++;
    } else {
      sum += value;
      declared++;
      if (column.modules.every((module) => END_OF_LIFE.has(module))) endOfLife = (endOfLife ?? 0) + value;
    }
  });
  let total: number | null = printedTotal;
  if (total !== null) {
    if (declared > 0 && disagree(total, sum)) {
      warnings.push(
        `${name} : le total imprimé (${formatFr(total)}) diffère de plus de 1 % de la somme des modules A1 à C4 (${formatFr(sum)}) ; le total imprimé est retenu.`,
      );
    }
  } else if (declared > 0) {
    total = sum;
  }
  return { total, d, endOfLife, partialSum: printedTotal === null && declared > 0 && undeclared > 0, warnings };
}
