import { indicatorTerm } from "@domain/fdes/indicator-vocabulary";
import type { ReadValue } from "./fdes-types.server";
import { parseFdesNumber } from "./parse-number.server";
import { medianHeight, normalise, type TextLine } from "./text-lines.server";

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A regular expression source matching any of the names, normalised, with any run of spaces between words. */
const anyOf = (names: readonly string[]) => `(?:${names.map((name) => normalise(name).split(" ").map(escaped).join("\\s*")).join("|")})`;
const TERM = indicatorTerm("biogenicCarbonProduct");
/** The product's biogenic carbon content named in French or English, from the one vocabulary. */
const PRODUCT = new RegExp(anyOf([...TERM.french, ...TERM.english]));
/** Words of a row that is the packaging's, not the product's. */
const EXCLUDED = new RegExp(anyOf(TERM.excludes));
/** A line that names biogenic carbon at all (the start of a wrapped label). */
const NAMES_BIOGENIC_CARBON = /carbone biogeni|biogenic carbon/;

/** The numbers of a line right of its label: no footnote mark "(1)", no sub- or superscript digit ("CO2"). */
function numbersOf(line: TextLine): { text: string; value: number }[] {
  const height = medianHeight(line.items);
  return line.items.flatMap((item) => {
    const text = item.text.trim();
    if (/^\(\d+\)$/.test(text) || (/^\d$/.test(text) && item.height < 0.85 * height)) return [];
    const value = parseFdesNumber(text);
    return value === null ? [] : [{ text, value }];
  });
}

/** A row (or sentence) giving a biogenic carbon content of the product, where it stands, and what it reads. */
export interface BiogenicCarbonRow {
  page: number;
  /** The row's y on its page (upwards), for which product's section it stands in. */
  y: number;
  value: ReadValue | null;
  /** Why its figure is not read (kg CO2 éq., several numbers), in French. */
  problem: string | null;
}

/**
 * Every row giving the biogenic carbon content of the product (EN 15804+A2, "Teneur en carbone biogénique du produit",
 * kg C per functional unit), never the packaging's, in reading order. Read from a table row (one number beside the
 * label, which may wrap over the lines around it) or a sentence ("… du produit : 9,58 kg C"). A figure given in
 * kg CO2 éq., or a row with several numbers, is not read (its problem says why).
 */
export function biogenicCarbonRows(pages: readonly (readonly TextLine[])[]): BiogenicCarbonRow[] {
  const rows: BiogenicCarbonRow[] = [];
  for (const lines of pages) {
    for (let index = 0; index < lines.length; index++) {
      const line = lines[index]!;
      const h = line.height || 8;
      // The row's label: its own line, which names biogenic carbon, and the lines just below it that carry no number
      // (the label wraps: "Teneur en carbone biogénique" / "du produit").
      const names = (other: TextLine) => NAMES_BIOGENIC_CARBON.test(normalise(other.text));
      const above = lines[index - 1];
      const start = above && above.y - line.y <= 1.6 * h && numbersOf(above).length === 0 && !names(line) ? [above] : [];
      const below = lines.slice(index + 1, index + 3).filter((other) => line.y - other.y <= 2.6 * h && numbersOf(other).length === 0);
      const labelLines = [...start, line, ...below.filter((other) => !names(other))];
      if (!labelLines.some(names)) continue;
      const label = normalise(labelLines.map((other) => other.text).join(" "));
      if (!PRODUCT.test(label) || EXCLUDED.test(label)) continue;
      const sentence = new RegExp(
        `${PRODUCT.source}[^0-9\\-\\u2212]{0,40}?(-?\\d[\\d\\s.,]*(?:e[+-]?\\d+)?)\\s*(kg\\s*(?:de\\s*)?c\\b|kg\\s*co2)`,
      ).exec(normalise(line.text));
      let value: number | null;
      let unit = label;
      const at = { page: line.page, y: line.y };
      if (sentence) {
        value = parseFdesNumber(sentence[1]!.trim());
        unit = sentence[2]!;
      } else {
        const numbers = numbersOf(line);
        if (numbers.length === 0) continue;
        if (numbers.length > 1) {
          rows.push({
            ...at,
            value: null,
            problem: "Teneur en carbone biogénique du produit : plusieurs nombres sur la ligne ; la valeur n'est pas retenue.",
          });
          continue;
        }
        value = numbers[0]!.value;
      }
      if (value === null) continue;
      if (/co2|co 2/.test(unit)) {
        rows.push({
          ...at,
          value: null,
          problem: "Teneur en carbone biogénique du produit exprimée en kg CO2 éq. et non en kg C : la valeur n'est pas retenue.",
        });
        continue;
      }
      rows.push({
        ...at,
        value: { value, page: line.page, modules: "A1-A3", label: line.text.trim().slice(0, 200), table: null },
        problem: null,
      });
    }
  }
  return rows;
}

/**
 * The product's biogenic carbon content from the rows that stand in its section (the caller keeps those): one
 * figure, or the same figure twice; rows that disagree, or a row whose figure is not read, give none (a warning).
 */
export function biogenicCarbon(rows: readonly BiogenicCarbonRow[], warnings: string[]): ReadValue | null {
  if (rows.length === 0) return null;
  const problem = rows.find((row) => row.problem !== null)?.problem;
  if (problem) {
    warnings.push(problem);
    return null;
  }
  const values = new Set(rows.map((row) => row.value!.value));
  if (values.size > 1) {
    warnings.push(
      "Teneur en carbone biogénique du produit : plusieurs valeurs différentes pour le même produit ; la valeur n'est pas retenue.",
    );
    return null;
  }
  return rows[0]!.value;
}
