import { parseFdesNumber } from "./parse-number.server";
import type { ResultTable } from "./result-tables.server";
import { normalise, type TextLine } from "./text-lines.server";

/**
 * Stage "table selection" of the reader: which results tables declare the functional unit's product. Each table
 * carries its title (and its continuation the title of the table it continues); a table whose title names a
 * thickness or an R is that product's, and a table whose title names none belongs with the one before it (the same
 * section), unless a numbered heading above it names a product (its section's). Tables of shares (contributions,
 * percentages) and of another unit (per kg beside a unit per m²) are no product's results. When the tables are those
 * of several products or thicknesses, each is a variant: the one the functional unit names is chosen, unless the
 * person chose another; when the unit names none of them, nothing is chosen and the person is asked to choose (never
 * a guess).
 */

export interface ProductVariant {
  /** Stable within one document: "e145" (thickness in mm), "r3.3" (R), "uf" (the tables that name neither). */
  id: string;
  /** What the person reads to choose: the title of its first table, shortened. */
  label: string;
  thicknessMm: number | null;
  thermalResistance: number | null;
}

export interface Selection {
  /** The chosen product's tables; empty when there are several products and none is chosen. */
  tables: ResultTable[];
  variants: ProductVariant[];
  /** The chosen variant's id; null with one product only, or when the person must choose. */
  chosen: string | null;
  /** Why no variant was chosen, in French. */
  reason: string | null;
  /** With several variants: where each results table ends (last page, bottom) and whose it is, in reading order. */
  sections: TableSection[];
}

export interface TableSection {
  page: number;
  bottom: number;
  variant: string;
}

/**
 * The variant whose section a line stands in: that of the last results table ending above it. Null before any, or
 * with one product only (every line is then the declaration's).
 */
export function variantAt(selection: Selection, at: { page: number; y: number }): string | null {
  let found: string | null = null;
  for (const section of selection.sections) {
    if (section.page < at.page || (section.page === at.page && section.bottom >= at.y)) found = section.variant;
  }
  return found;
}

/** Tables that give shares of a total, or repeat the indicators for other cases than the product's. */
const NOT_RESULTS =
  /contribution|repartition|pourcentage|en %|\(%\)|cadre de validite|autres epaisseurs|pour chaque epaisseur|par epaisseur/;
/** A table per kg of product: another unit's, unless the declaration's own unit is the kilogram. */
const PER_KG = /par kg|pour 1 kg|par kilogramme|per kg|: 1 kg\b|\(1 kg\)/;
/** A table per m³ of product: another unit's, unless the declaration's own unit is the cubic metre. */
const PER_M3 = /par m[3³]|pour 1 m[3³]|per m[3³]|: 1 m[3³]|\(1 m[3³]\)/;

const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;

/** A range of sizes ("panneaux de 40 à 240 mm", "45-160 mm", "from 40 to 240 mm"): a range's, no product's. */
const SIZE_RANGE = new RegExp(String.raw`${NUMBER}\s*(?:mm)?\s*(?:a|-|to|and|et)\s*${NUMBER}\s*mm\b`, "g");

function thicknessOf(title: string): number | null {
  const found = [...title.replace(SIZE_RANGE, " ").matchAll(new RegExp(`${NUMBER}\\s*mm\\b`, "g"))].map((match) =>
    parseFdesNumber(match[1]!),
  );
  const distinct = [...new Set(found.filter((value): value is number => value !== null))];
  return distinct.length === 1 ? distinct[0]! : null;
}

/** The R a title names; "pour R = 1 m².K/W" says the results' basis (stage "unit normalisation"), not a product. */
function resistanceOf(title: string): number | null {
  const values = [...title.matchAll(new RegExp(`(?:^|[^a-z])r\\s*(?:=|:)\\s*${NUMBER}`, "g"))]
    .map((match) => parseFdesNumber(match[1]!))
    .filter((value): value is number => value !== null && value !== 1);
  const distinct = [...new Set(values)];
  return distinct.length === 1 ? distinct[0]! : null;
}

/** A numbered heading of the document ("4.2 Résultats pour Isol 145 mm"), where it stands. */
export interface SectionHeading {
  page: number;
  y: number;
  /** Its number's parts: "4.2" is [4, 2]. */
  number: number[];
  text: string;
}

/**
 * A line that opens a numbered section: a number with at least one dot ("4." or "4.2"), then a capital. A quantity
 * ("1 m² de paroi") has no dot, a decimal figure ("12.41 m².K/W") no capital after it.
 */
const HEADING = /^(\d{1,2}(?:\.\d{1,2})*)(\.?)\s+\p{Lu}/u;

/** The numbered headings of the pages' lines, in reading order. */
export function sectionHeadings(pages: readonly (readonly TextLine[])[]): SectionHeading[] {
  return pages.flatMap((lines) =>
    lines.flatMap((line) => {
      const match = HEADING.exec(line.text.trim());
      if (!match || (match[2] === "" && !match[1]!.includes("."))) return [];
      return [{ page: line.page, y: line.y, number: match[1]!.split(".").map(Number), text: line.text }];
    }),
  );
}

/**
 * The thickness and R named by the section a table stands in: the headings open above it, inner first ("4.2 … 145 mm"
 * stays open under "4.2.1 Impacts" and is closed by "4.3" or "5."). Null when no open heading names one product.
 */
function sectionProduct(headings: readonly SectionHeading[], at: { page: number; top: number }) {
  const open: SectionHeading[] = [];
  for (const heading of headings) {
    if (heading.page > at.page || (heading.page === at.page && heading.y < at.top)) break;
    while (open.length > 0 && !isInside(heading.number, open.at(-1)!.number)) open.pop();
    open.push(heading);
  }
  for (const heading of open.reverse()) {
    const product = productNamed(heading.text);
    if (product !== null) return { ...product, heading: heading.text };
  }
  return null;
}

/** The one thickness or R a title or heading names; null when it names none. */
function productNamed(text: string): { thicknessMm: number | null; thermalResistance: number | null } | null {
  const title = normalise(text);
  const thicknessMm = thicknessOf(title);
  const thermalResistance = resistanceOf(title);
  return thicknessMm !== null || thermalResistance !== null ? { thicknessMm, thermalResistance } : null;
}

/** Whether two headings are numbered alike: same depth, same parent ("4.1" and "4.2"). */
const areSiblings = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.slice(0, -1).every((part, index) => b[index] === part);

/**
 * Products the document declares whose tables were not found: named by a numbered heading beside the heading of a
 * product whose tables were ("4.2 … 300 mm" beside "4.1 … 360 mm"). Listed so that the person sees every product, and
 * chosen (the unit's) with no table rather than another's offered alone.
 */
function unreadProducts(headings: readonly SectionHeading[], entries: readonly Keyed[]) {
  const named = headings.flatMap((heading) => {
    const product = productNamed(heading.text);
    return product === null ? [] : [{ ...product, key: keyOf(product)!, number: heading.number, heading: heading.text }];
  });
  const read = new Set(entries.map((entry) => entry.key));
  const readSections = named.filter((one) => read.has(one.key));
  const unread = named.filter((one) => !read.has(one.key) && readSections.some((section) => areSiblings(section.number, one.number)));
  return unread.filter((one, index) => unread.findIndex((other) => other.key === one.key) === index);
}

/** Whether section `inner` ("4.2.1") lies inside section `outer` ("4.2"). */
const isInside = (inner: readonly number[], outer: readonly number[]) =>
  inner.length > outer.length && outer.every((part, index) => inner[index] === part);

interface Keyed {
  table: ResultTable;
  key: string | null;
  thicknessMm: number | null;
  thermalResistance: number | null;
  /** The heading of the section that names its product, when its own title names none. */
  heading?: string;
}

/**
 * Whether a numbered heading naming a product stands among a table's rows (a turned table's rows start at its top):
 * rows of two sections read as one table, or a heading read into it, which tells no product's rows from another's.
 * Such a table is no product's (seed 31, document 353: "4.2 … 240 mm" inside a table taken for the 100 mm's rest).
 */
function headingAmidRows(headings: readonly SectionHeading[], table: ResultTable): boolean {
  const { grid } = table;
  return headings.some(
    (heading) =>
      heading.page === grid.page &&
      heading.y < firstRowY(table) &&
      (grid.pages.length > 1 || heading.y > grid.bottom) &&
      productNamed(heading.text) !== null,
  );
}

/** Where a table's rows start: a heading above them may have been read into its header. */
const firstRowY = (table: ResultTable) => table.grid.rows[0]?.y ?? table.grid.top;

const keyOf = (product: { thicknessMm: number | null; thermalResistance: number | null }) =>
  product.thicknessMm !== null ? `e${product.thicknessMm}` : product.thermalResistance !== null ? `r${product.thermalResistance}` : null;

/** The tables that give results for the product (not shares, not another unit's), each with the product it names. */
function keyed(tables: readonly ResultTable[], unit: string | null, headings: readonly SectionHeading[]): Keyed[] {
  const result: Keyed[] = [];
  let previous: Keyed | null = null;
  /** True while the tables read are rows going on from a table given to no product. */
  let dropped = false;
  for (const table of tables) {
    const title = normalise(table.title ?? "");
    if (NOT_RESULTS.test(title) || (unit !== "kg" && PER_KG.test(title)) || (unit !== "m³" && PER_M3.test(title))) {
      previous = null;
      continue;
    }
    if (headingAmidRows(headings, table)) {
      previous = null;
      continue;
    }
    const thicknessMm = thicknessOf(title);
    const thermalResistance = resistanceOf(title);
    const own = keyOf({ thicknessMm, thermalResistance });
    // A table whose title names no product is its section's when a numbered heading above names one: the table
    // before it may be another product's whose own tables were not found.
    const open = sectionProduct(headings, { page: table.grid.page, top: firstRowY(table) });
    // Rows read as going on from the table above, under a heading naming another product: that product's rows, whose
    // columns cannot be told from the table above's; no product's, nor are the rows going on from them (seed 33
    // document 707: the 100 mm's rows joined to the 180 mm's table, then listed as a product of no thickness).
    if (table.continued && (dropped || (previous !== null && open !== null && keyOf(open) !== previous.key))) {
      dropped = true;
      previous = null;
      continue;
    }
    dropped = false;
    const section = own === null && !table.continued ? open : null;
    const entry: Keyed =
      section !== null
        ? { table, key: keyOf(section), ...section }
        : own === null && previous !== null && (table.continued || table.title === null || previous.key !== null)
          ? { table, key: previous.key, thicknessMm: previous.thicknessMm, thermalResistance: previous.thermalResistance }
          : { table, key: own, thicknessMm, thermalResistance };
    result.push(entry);
    previous = entry;
  }
  return result;
}

/**
 * Products of one thickness whose titles name different R ("BOISPAN Rigide 80 mm R = 2,0", "BOISPAN Flex 80 mm
 * R = 2,1") are as many products: their key gets the R ("e80r2"), never one product of two sets of tables.
 */
function apartByResistance(entries: Keyed[]): Keyed[] {
  const resistances = new Map<string | null, Set<number>>();
  for (const entry of entries) {
    if (entry.thermalResistance === null) continue;
    resistances.set(entry.key, (resistances.get(entry.key) ?? new Set()).add(entry.thermalResistance));
  }
  return entries.map((entry) =>
    entry.thicknessMm !== null && entry.thermalResistance !== null && (resistances.get(entry.key)?.size ?? 0) > 1
      ? { ...entry, key: `${entry.key}r${entry.thermalResistance}` }
      : entry,
  );
}

/**
 * The tables of the product the declaration is about, from its functional unit (`thicknessMm`, `thermalResistance`),
 * or of the variant the person chose (`choice`, a variant's id).
 */
export function selectTables(
  tables: readonly ResultTable[],
  unit: { unit: string | null; thicknessMm: number | null; thermalResistance: number | null },
  choice: string | null = null,
  headings: readonly SectionHeading[] = [],
): Selection {
  const entries = apartByResistance(keyed(tables, unit.unit, headings));
  const unread = unreadProducts(headings, entries);
  const keys = [...new Set([...entries.map((entry) => entry.key), ...unread.map((product) => product.key)])];
  const only = entries[0];
  // One product only: the declaration's, unless its titles name another thickness or R than the functional unit's
  // (the unit's own tables were not found, only those "given for information").
  const contradicts =
    only !== undefined &&
    ((unit.thicknessMm !== null && only.thicknessMm !== null && only.thicknessMm !== unit.thicknessMm) ||
      (unit.thermalResistance !== null &&
        only.thermalResistance !== null &&
        Math.abs(only.thermalResistance - unit.thermalResistance) >= 0.005));
  if (keys.length <= 1 && !contradicts)
    return { tables: entries.map((entry) => entry.table), variants: [], chosen: null, reason: null, sections: [] };
  const sections = entries.map((entry) => ({
    page: entry.table.grid.pages.at(-1) ?? entry.table.grid.page,
    bottom: entry.table.grid.bottom,
    variant: entry.key ?? "uf",
  }));
  const isUnits = (variant: { thicknessMm: number | null; thermalResistance: number | null }) =>
    (unit.thicknessMm !== null && variant.thicknessMm === unit.thicknessMm) ||
    (unit.thermalResistance !== null &&
      variant.thermalResistance !== null &&
      Math.abs(variant.thermalResistance - unit.thermalResistance) < 0.005);
  // Tables whose titles name no product are the unit's only when no titled product is: beside "4.2 … 240 mm" for a
  // unit of 240 mm, untitled tables are another product's whose title was not read, never a second 240 mm.
  const titledUnits = entries.some((entry) => entry.key !== null && isUnits(entry));
  const variants: ProductVariant[] = keys.map((key) => {
    const first = entries.find((entry) => entry.key === key) ?? unread.find((product) => product.key === key)!;
    const label = (("table" in first ? first.table.title : null) ?? first.heading ?? "").replace(/\s+/g, " ").trim();
    const untitled = label === "" ? (titledUnits ? "Tableaux sans produit nommé" : "Tableaux de l'unité fonctionnelle") : label;
    return {
      id: key ?? "uf",
      label: untitled.slice(0, 160),
      thicknessMm: key === null ? (titledUnits ? null : unit.thicknessMm) : first.thicknessMm,
      thermalResistance: key === null ? (titledUnits ? null : unit.thermalResistance) : first.thermalResistance,
    };
  });
  const matching = variants.filter(isUnits);
  const chosen =
    choice !== null && variants.some((variant) => variant.id === choice) ? choice : matching.length === 1 ? matching[0]!.id : null;
  if (chosen === null) {
    return {
      tables: [],
      variants,
      chosen: null,
      reason:
        "La déclaration donne les résultats de plusieurs produits ou épaisseurs et l'unité fonctionnelle ne dit pas lequel est déclaré : choisissez-le.",
      sections,
    };
  }
  const chosenTables = entries.filter((entry) => (entry.key ?? "uf") === chosen).map((entry) => entry.table);
  return { tables: chosenTables, variants, chosen, reason: null, sections };
}
