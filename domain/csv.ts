/**
 * CSV that French Excel opens as is (docs/product.md §3.4): UTF-8 with a byte-order mark, `;` between
 * fields, CRLF line ends, decimal commas, quotes around a field holding `;`, a quote or a line break, and a leading
 * `'` on a text cell starting with = + - @ or a tab so that no cell is ever run as a formula.
 */
export type CsvCell = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;

function csvField(cell: CsvCell): string {
  if (cell === null) return "";
  if (typeof cell === "number") return String(cell).replace(".", ",");
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A number rounded to `decimals` places, written with a decimal comma by `toCsv`. */
export function csvDecimal(n: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(n * factor) / factor;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvField).join(";")).join("\r\n")}\r\n`;
}
