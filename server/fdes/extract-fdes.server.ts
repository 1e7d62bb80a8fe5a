import { validUntil } from "./fdes-dates.server";
import type { FdesExtraction, FdesStandard, PageText, ReadValue } from "./fdes-types.server";
import { endOfLifeScenario, mentionsP01010, productName, standardInText } from "./document-fields.server";
import { biogenicCarbon } from "./biogenic-carbon.server";
import { readFunctionalUnit } from "./functional-unit.server";
import { type DecimalMark, decimalMarkOf, exponentDigits } from "./parse-number.server";
import { type GwpPart, gwpPartOf, isPlainClimateChange, type IndicatorId, readLabel } from "./indicators.server";
import { implausibleGwp, productFamily } from "./product-family.server";
import { disagree, doubleOrHalf, formatFr, rowValues, type RowValues, tooCoarse } from "./row-values.server";
import { findHeaders, type TableHeader } from "./table-columns.server";
import { readTableRows, type TableRow } from "./table-rows.server";
import { normalise, pageLines, type TextLine } from "./text-lines.server";

interface ResultTable {
  header: TableHeader;
  rows: TableRow[];
  /** The table's title as printed (the lines over its header), inherited by its continuation on the next page. */
  title: string | null;
}

/** Tables that repeat the indicators for something other than the functional unit: other thicknesses, shares. */
const OTHER_TABLE = /validite|autres epaisseurs|par epaisseur|pour chaque epaisseur|contribution|repartition|pourcentage|en %/;
/** A table per kg of product: another unit's, unless the declaration's own unit is the kilogram. */
const PER_KG = /par kg|pour 1 kg|par kilogramme/;

/** Thicknesses a table's title names ("Résultats pour l'épaisseur de 160 mm"). */
function thicknessesIn(context: string): number[] {
  return [...context.matchAll(/(\d+(?:[.,]\d+)?)\s*mm\b/g)].map((match) => Number(match[1]!.replace(",", ".")));
}

/**
 * Fewer letters and digits than this in the pages read, and the PDF holds no text layer: it is pictures of pages (a
 * scan). A page number or a stamp does not make a declaration readable.
 */
const MIN_TEXT_CHARACTERS = 20;

/** Every results table of the document in reading order, with the ones that are not the functional unit's left out. */
function resultTables(pages: readonly (readonly TextLine[])[], unit: { unit: string | null; thicknessMm: number | null }): ResultTable[] {
  const tables: ResultTable[] = [];
  let previousExcluded = false;
  let previousTitle: string | null = null;
  const headersByPage = pages.map((lines) => findHeaders(lines));
  // A declaration covering several thicknesses (some table titled with another thickness than the unit's): only the
  // tables titled with the unit's thickness, and their continuations, are the unit's.
  const own = unit.thicknessMm;
  const severalThicknesses =
    own !== null && headersByPage.flat().some((header) => thicknessesIn(normalise(header.context)).some((mm) => mm !== own));
  let previousOwnThickness = false;
  pages.forEach((lines, pageIndex) => {
    const headers = headersByPage[pageIndex]!;
    headers.forEach((header, index) => {
      const end = headers[index + 1]?.top ?? -Infinity;
      const context = normalise(header.context);
      const thicknesses = thicknessesIn(context);
      const continuedTable = /\bsuite\b|\(cont/.test(context) || !/resultat|impact|indicateur|ressource|dechet|flux/.test(context);
      const ownThickness =
        own !== null && (thicknesses.includes(own) || (thicknesses.length === 0 && continuedTable && previousOwnThickness));
      previousOwnThickness = ownThickness;
      let excluded =
        OTHER_TABLE.test(context) ||
        (unit.unit !== "kg" && PER_KG.test(context)) ||
        (own !== null && thicknesses.length > 0 && !thicknesses.includes(own)) ||
        (severalThicknesses && !ownThickness);
      // A table continued on the next page under a repeated header has no title of its own: it keeps the verdict of
      // the table it continues.
      if (!excluded && index === 0 && previousExcluded && continuedTable) {
        excluded = true;
      }
      previousExcluded = excluded;
      const title = tableTitle(header.context) ?? (index === 0 ? previousTitle : null);
      previousTitle = title;
      if (!excluded) tables.push({ header, rows: readTableRows(lines, header, end), title });
    });
  });
  return tables;
}

/** The title over a header: its text without a trailing colon, null when there is none. */
function tableTitle(context: string): string | null {
  const title = context
    .replace(/\s+/g, " ")
    .replace(/\s*:\s*$/, "")
    .trim();
  return title.length >= 3 && /\p{L}{3}/u.test(title) ? title.slice(0, 200) : null;
}

interface Found {
  values: RowValues;
  page: number;
  label: string;
  table: string | null;
}

const NAMES: Record<IndicatorId, string> = {
  gwp: "Changement climatique / Réchauffement climatique",
  pert: "PERT",
  penrt: "PENRT",
  energyTotal: "Utilisation totale des ressources d'énergie primaire",
  water: "Utilisation nette d'eau douce",
  wasteHazardous: "Déchets dangereux éliminés",
  wasteNonHazardous: "Déchets non dangereux éliminés",
  wasteRadioactive: "Déchets radioactifs éliminés",
  recyclable: "Matériaux destinés au recyclage",
};

const SHORT_NAMES: Record<IndicatorId, string> = {
  gwp: "le changement climatique",
  pert: "PERT",
  penrt: "PENRT",
  energyTotal: "l'énergie primaire totale",
  water: "l'eau",
  wasteHazardous: "les déchets dangereux",
  wasteNonHazardous: "les déchets non dangereux",
  wasteRadioactive: "les déchets radioactifs",
  recyclable: "les matériaux destinés au recyclage",
};

/** The first row of each indicator that carries a total, in reading order. */
function findIndicators(
  tables: readonly ResultTable[],
  decimal: DecimalMark,
): {
  found: Map<IndicatorId, Found>;
  labels: string[];
  doubts: string[];
  repeats: Map<IndicatorId, number[]>;
  parts: Map<GwpPart, number>;
} {
  const found = new Map<IndicatorId, Found>();
  const rejected = new Map<IndicatorId, string[]>();
  const repeats = new Map<IndicatorId, number[]>();
  const parts = new Map<GwpPart, number>();
  const labels: string[] = [];
  let plainClimate: Found | null = null;
  for (const table of tables) {
    // The beginning of a name the row above took in after its own, for the row whose label goes on with it.
    let carried: string | null = null;
    for (const [index, row] of table.rows.entries()) {
      if (row.percent || row.label === "") continue;
      labels.push(row.label);
      const next = table.rows[index + 1];
      const reading = readLabel(row.label, carried, next !== undefined && !next.percent ? next.label : null);
      carried = reading.fragment;
      const part = gwpPartOf(row.label);
      if (part !== null && !parts.has(part)) {
        const total = rowValues(row, table.header.columns, part, decimal).total;
        if (total !== null) parts.set(part, total);
      }
      const id = reading.id;
      if (id === null && plainClimate === null && isPlainClimateChange(row.label)) {
        const values = rowValues(row, table.header.columns, NAMES.gwp, decimal);
        if (values.total !== null) plainClimate = { values, page: row.page, label: row.label, table: table.title };
      }
      if (id !== null && found.has(id)) {
        // The same indicator printed again in the unit's tables: a second reading to check the first against.
        const again = rowValues(row, table.header.columns, NAMES[id], decimal).total;
        if (again !== null) repeats.set(id, [...(repeats.get(id) ?? []), again]);
      }
      if (id === null || found.has(id)) continue;
      const values = rowValues(row, table.header.columns, NAMES[id], decimal);
      if (values.total === null && values.d === null) {
        if (!rejected.has(id)) rejected.set(id, values.warnings);
        continue;
      }
      found.set(id, { values, page: row.page, label: row.label, table: table.title });
    }
  }
  if (!found.has("gwp") && plainClimate) found.set("gwp", plainClimate);
  // Why an indicator printed in a table was not read: its row failed a check.
  const doubts = [...rejected].flatMap(([id, warnings]) => (found.has(id) ? [] : warnings));
  return { found, labels, doubts, repeats, parts };
}

/**
 * Drops an indicator whose total is twice or half another reading of it: a later row of the same indicator in the
 * unit's tables, or for the GWP the sum of its A2 parts (fossil + biogenic + land use). A figure read twice over (a
 * total summed with its own modules, a table read twice) looks plausible on its own; only another reading betrays it.
 */
function dropDoubledReadings(
  found: Map<IndicatorId, Found>,
  repeats: ReadonlyMap<IndicatorId, number[]>,
  parts: ReadonlyMap<GwpPart, number>,
  warnings: string[],
): void {
  for (const [id, row] of found) {
    const total = row.values.total;
    if (total === null) continue;
    const other = (repeats.get(id) ?? []).find((value) => doubleOrHalf(total, value));
    if (other !== undefined) {
      warnings.push(
        `${NAMES[id]} : lu ${formatFr(total)} dans une ligne et ${formatFr(other)} dans une autre, du simple au double (signe d'une lecture en double) ; la valeur n'est pas retenue.`,
      );
      found.delete(id);
    }
  }
  const gwp = found.get("gwp");
  const fossil = parts.get("fossil");
  const biogenic = parts.get("biogenic");
  const luluc = parts.get("luluc");
  if (gwp?.values.total != null && fossil !== undefined && biogenic !== undefined && luluc !== undefined) {
    const sum = fossil + biogenic + luluc;
    if (doubleOrHalf(gwp.values.total, sum)) {
      warnings.push(
        `${NAMES.gwp} : le total lu (${formatFr(gwp.values.total)}) vaut le double ou la moitié de la somme de ses parties fossile, biogénique et usage des sols (${formatFr(sum)}), signe d'une lecture en double ; la valeur n'est pas retenue.`,
      );
      found.delete("gwp");
    }
  }
}

/** A value of a row, with what it covers and where it was read. */
function read(value: number | null, row: Pick<Found, "page" | "label" | "table">, modules: string): ReadValue | null {
  return value === null ? null : { value, page: row.page, modules, label: row.label, table: row.table };
}

const NO_STAGES: FdesExtraction["gwpByStage"] = { a1a3: null, a4a5: null, b: null, c: null, d: null };

/** GWP by stage from the GWP row: each stage null unless all its modules were read and the row passed its checks. */
function stagesOf(row: Found | undefined, total: ReadValue | null): FdesExtraction["gwpByStage"] {
  if (!row || total === null) return NO_STAGES;
  const { stages } = row.values;
  return {
    a1a3: read(stages.a1a3, row, "A1-A3"),
    a4a5: read(stages.a4a5, row, "A4-A5"),
    b: read(stages.b, row, "B1-B7"),
    c: read(stages.c, row, "C1-C4"),
    d: read(row.values.d, row, "D"),
  };
}

/** "Laine de verre IsoNord 120 mm": the thickness when the document names it nowhere else. */
function thicknessInName(name: string | null): number | null {
  const match = name === null ? null : /(\d+(?:[.,]\d+)?)\s*mm\b/i.exec(name);
  return match ? Number(match[1]!.replace(",", ".")) : null;
}

/**
 * The standard: an NF P 01-010 declaration that never names EN 15804 stays one whatever its rows say (it has a
 * "Changement climatique" row too); otherwise the GWP row's name tells A2 from A1, then the text.
 */
function standardOf(labels: readonly string[], text: string): FdesStandard {
  if (mentionsP01010(text) && !/15804/.test(text)) return "NF P01-010";
  const normalised = labels.map(normalise);
  if (normalised.some((label) => /changement climatique|climatique\W*(?:total|fossile|biogeni)/.test(label))) return "NF EN 15804+A2";
  if (normalised.some((label) => /rechauffement climatique/.test(label))) return "NF EN 15804+A1";
  return standardInText(text);
}

/**
 * The results' cells whose exponent prints fewer digits than most exponents of the results do ("3.83E-0" where the
 * others print "E-04"): a number cut short, a column clipped at the page's margin, which would read as 3.83. They are
 * made unreadable (a module illegible, so no total summed over it). A document printing its exponents as short as
 * they go ("3.8e-4", "1.2e-10") has one digit for most of them, and loses none.
 */
function withCutExponentsUnreadable(tables: ResultTable[]): ResultTable[] {
  const counts = new Map<number, number>();
  for (const table of tables)
    for (const row of table.rows)
      for (const cell of row.cells.values()) {
        const digits = exponentDigits(cell);
        if (digits !== null) counts.set(digits, (counts.get(digits) ?? 0) + 1);
      }
  const usual = [...counts].sort(([, a], [, b]) => b - a)[0]?.[0];
  if (usual === undefined) return tables;
  const cut = (cell: string) => (exponentDigits(cell) ?? usual) < usual;
  return tables.map((table) => ({
    ...table,
    rows: table.rows.map((row) =>
      [...row.cells.values()].some(cut)
        ? { ...row, cells: new Map([...row.cells].map(([column, cell]) => [column, cut(cell) ? `${cell} (coupé ?)` : cell])) }
        : row,
    ),
  }));
}

/** A row's total as read, with how far it may be from its unrounded value. */
interface Reading {
  value: ReadValue;
  slack: number;
}

/**
 * Primary energy: PERT + PENRT. A printed combined row must agree with it: when it does not, one of the three rows
 * was misread and the energy is left unknown, with a warning. Alone (PERT or PENRT unread), the combined row stands in
 * for PERT + PENRT as printed, which were rounded apart from it: it may be its own rounding plus theirs away (theirs
 * taken as coarse as its own when unread, a smaller figure never being printed coarser), and with too few digits
 * that is more than we promise (1,18E+01 for 10,2 + 1,54: up to 0,15 MJ, 1,3 %). It is then left unknown.
 */
function energyOf(pert: Reading | null, penrt: Reading | null, printed: Reading | null, warnings: string[]): ReadValue | null {
  if (pert && penrt) {
    const energy: ReadValue = {
      value: pert.value.value + penrt.value.value,
      page: penrt.value.page,
      modules: "A1-C4",
      label: null,
      table: penrt.value.table,
    };
    if (printed && disagree(printed.value.value, energy.value)) {
      const doubled = doubleOrHalf(printed.value.value, energy.value);
      warnings.push(
        `Utilisation totale des ressources d'énergie primaire : la valeur imprimée (${formatFr(printed.value.value)} MJ) ${doubled ? "vaut le double ou la moitié de" : "diffère de"} PERT + PENRT (${formatFr(energy.value)} MJ) ; l'énergie primaire n'est pas retenue.`,
      );
      return null;
    }
    return energy;
  }
  if (!printed) return null;
  const uncertainty = printed.slack + (pert?.slack ?? printed.slack) + (penrt?.slack ?? printed.slack);
  if (tooCoarse(printed.value.value, uncertainty)) {
    warnings.push(
      `PERT ou PENRT introuvable, et la valeur totale imprimée (${formatFr(printed.value.value)} MJ) a trop peu de chiffres pour valoir PERT + PENRT à 0,5 % près : l'énergie primaire n'est pas retenue.`,
    );
    return null;
  }
  warnings.push("PERT ou PENRT introuvable : l'énergie primaire est la valeur totale imprimée.");
  return printed.value;
}

/**
 * PERT or PENRT left unread, when the document prints the combined row and the other one: their difference, kept only
 * when the roundings of the three printed figures (the unread one taken as coarse as the combined row) leave it sure
 * to SURE_PRECISION; a derived figure, said in a warning.
 */
function energyPart(
  missing: "PERT" | "PENRT",
  other: Reading | null,
  printed: Reading | null,
  warnings: string[],
): { value: ReadValue; slack: number } | null {
  if (other === null || printed === null) return null;
  const value = printed.value.value - other.value.value;
  const slack = 2 * printed.slack + other.slack;
  if (value <= 0 || tooCoarse(value, slack)) return null;
  const otherName = missing === "PERT" ? "PENRT" : "PERT";
  warnings.push(
    `${missing} illisible : déduit de l'énergie primaire totale imprimée moins ${otherName} (${formatFr(value)} MJ, valeur dérivée).`,
  );
  return { value: { ...printed.value, value, label: null }, slack };
}

/** Waste: hazardous + non-hazardous + radioactive, the ones read when some are missing (said in a warning). */
function wasteOf(parts: (ReadValue | null)[], warnings: string[]): ReadValue | null {
  const read = parts.filter((value): value is ReadValue => value !== null);
  if (read.length === 0) return null;
  if (read.length < parts.length) {
    warnings.push(
      "Déchets : les trois catégories (dangereux, non dangereux, radioactifs) ne sont pas toutes lues ; somme des catégories lues.",
    );
  }
  return {
    value: read.reduce((sum, value) => sum + value.value, 0),
    page: read[0]!.page,
    modules: "A1-C4",
    label: null,
    table: read[0]!.table,
  };
}

/**
 * Reads an FDES from the positioned text of its pages: the standard, the product, the functional unit and R, the
 * indicators of the functional unit's results table (life-cycle total A1..C4, module D apart), the end-of-life
 * scenario and the end of validity. A value that cannot be read is `null`, never guessed; doubts become warnings.
 */
export function extractFdes(pages: PageText[]): FdesExtraction {
  const lines = pages.map(pageLines);
  const pageTexts = lines.map((page) => page.map((line) => line.text));
  const text = pageTexts.map((page) => page.join("\n")).join("\n");
  const warnings: string[] = [];

  const unit = readFunctionalUnit(pageTexts);
  const tables = withCutExponentsUnreadable(resultTables(lines, unit));
  // The decimal mark the results use, from their numbers that can only be read one way: "1.046" depends on it.
  const decimal = decimalMarkOf(tables.flatMap((table) => table.rows.flatMap((row) => [...row.cells.values()])));
  const { found, labels, doubts, repeats, parts } = findIndicators(tables, decimal);
  let standard = standardOf(labels, text);
  const supported = !(standard === "NF P01-010" || (found.size === 0 && mentionsP01010(text) && standard === null));
  if (!supported) standard = "NF P01-010";

  const name = productName(lines[0] ?? []);
  const thicknessMm = unit.thicknessMm ?? thicknessInName(name);
  const perM2 = unit.declaredUnit ? perSquareMetre(unit, thicknessMm) : null;
  if (unit.declaredUnit && perM2) {
    warnings.push(perM2.note);
  } else if (unit.declaredUnit) {
    warnings.push(
      `Unité déclarée (${unit.quantity ?? ""} ${unit.unit ?? ""}) et non fonctionnelle, sans l'épaisseur (et la masse volumique pour 1 kg) qui permettrait de rapporter les valeurs à 1 m² de paroi : les valeurs ne sont pas retenues.`.replace(
        "( ",
        "(",
      ),
    );
  } else if (supported && unit.thermalResistance === null) {
    warnings.push("Résistance thermique de l'unité fonctionnelle introuvable.");
  }

  const total = (id: IndicatorId): ReadValue | null => {
    const row = supported ? found.get(id) : undefined;
    return row ? read(row.values.total, row, "A1-C4") : null;
  };
  if (supported) {
    dropDoubledReadings(found, repeats, parts, warnings);
    for (const row of found.values()) warnings.push(...row.values.warnings);
    warnings.push(...doubts);
    const partial = [...found].filter(([, row]) => row.values.partialSum).map(([id]) => SHORT_NAMES[id]);
    if (partial.length > 0) {
      warnings.push(
        `Aucun total du cycle de vie imprimé et des modules non déclarés (ND, MND, -) : somme des seuls modules déclarés pour ${partial.join(", ")}.`,
      );
    }
  }

  const gwp = total("gwp");
  const reading = (id: IndicatorId): Reading | null => {
    const value = total(id);
    return value === null ? null : { value, slack: found.get(id)!.values.totalSlack };
  };
  const combined = reading("energyTotal");
  const energy = energyOf(reading("pert"), reading("penrt"), combined, warnings);
  // Only beside an energy the combined row gives (not one it contradicts): PERT or PENRT as its difference.
  const pertRead = reading("pert") ?? (energy ? energyPart("PERT", reading("penrt"), combined, warnings) : null);
  const penrtRead = reading("penrt") ?? (energy ? energyPart("PENRT", reading("pert"), combined, warnings) : null);
  const pert = pertRead?.value ?? null;
  const penrt = penrtRead?.value ?? null;

  const wasteHazardous = total("wasteHazardous");
  const wasteNonHazardous = total("wasteNonHazardous");
  const wasteRadioactive = total("wasteRadioactive");
  const waste = wasteOf([wasteHazardous, wasteNonHazardous, wasteRadioactive], warnings);

  const gwpRow = supported ? found.get("gwp") : undefined;
  const penrtRow = supported ? found.get("penrt") : undefined;
  const validity = validUntil(text);
  if (validity && !validity.printed) warnings.push("Fin de validité non imprimée : date d'édition + 5 ans.");
  if (supported && found.size === 0) warnings.push("Aucun tableau de résultats par module (A1 à C4) n'a pu être lu.");
  else if (supported) {
    const missing = [
      [gwp, "le changement climatique"],
      [energy, "l'énergie primaire (PERT + PENRT)"],
      [total("water"), "l'utilisation nette d'eau douce"],
    ].flatMap(([value, label]) => (value === null ? [label as string] : []));
    if (missing.length > 0) warnings.push(`Introuvable dans les tableaux de résultats : ${missing.join(", ")}.`);
  }

  const extraction: FdesExtraction = {
    hasText: (text.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= MIN_TEXT_CHARACTERS,
    standard,
    supported,
    productName: name,
    functionalUnit: {
      quantity: unit.quantity,
      unit: unit.unit,
      thicknessMm,
      thermalResistance: unit.declaredUnit ? null : unit.thermalResistance,
      referenceServiceLifeYears: unit.referenceServiceLifeYears,
    },
    gwp,
    pert,
    penrt,
    energy,
    water: total("water"),
    wasteHazardous,
    wasteNonHazardous,
    wasteRadioactive,
    waste,
    recyclable: total("recyclable"),
    moduleDGwp: gwpRow ? read(gwpRow.values.d, gwpRow, "D") : null,
    moduleDPenrt: penrtRow ? read(penrtRow.values.d, penrtRow, "D") : null,
    gwpEndOfLife: gwpRow ? read(gwpRow.values.endOfLife, gwpRow, "C1-C4") : null,
    gwpByStage: stagesOf(gwpRow, gwp),
    biogenicCarbon: supported ? biogenicCarbon(lines, warnings) : null,
    endOfLife: endOfLifeScenario(lines),
    validUntil: validity?.date ?? null,
    warnings,
  };
  const family = supported ? productFamily(pageTexts) : null;
  return withPlausibleGwp(unit.declaredUnit ? perM2Extraction(extraction, unit, perM2?.factor ?? null) : extraction, family);
}

/**
 * The GWP row's figures left unknown, with a warning, when the GWP per m² lies far outside the orders of magnitude of
 * the product's family (domain/fdes/insulation-family-gwp.ts): a unit, a decimal mark or a factor misread.
 */
function withPlausibleGwp(extraction: FdesExtraction, family: ReturnType<typeof productFamily>): FdesExtraction {
  const gwp = extraction.gwp;
  if (gwp === null || extraction.functionalUnit.unit !== "m²") return extraction;
  const warning = implausibleGwp(gwp.value, family, extraction.functionalUnit);
  if (warning === null) return extraction;
  return {
    ...extraction,
    gwp: null,
    gwpByStage: NO_STAGES,
    gwpEndOfLife: null,
    moduleDGwp: null,
    warnings: [...extraction.warnings, warning],
  };
}

/** The extraction of a declaration per m³ or kg brought to 1 m² (every figure null when no factor is known). */
function perM2Extraction(extraction: FdesExtraction, unit: ReturnType<typeof readFunctionalUnit>, factor: number | null): FdesExtraction {
  const scale = (value: ReadValue | null): ReadValue | null =>
    value === null || factor === null ? null : { ...value, value: value.value * factor };
  const stages = extraction.gwpByStage;
  return {
    ...extraction,
    functionalUnit: {
      ...extraction.functionalUnit,
      ...(factor === null ? {} : { quantity: 1, unit: "m²" }),
      thermalResistance: factor === null ? null : unit.thermalResistance,
    },
    gwp: scale(extraction.gwp),
    pert: scale(extraction.pert),
    penrt: scale(extraction.penrt),
    energy: scale(extraction.energy),
    water: scale(extraction.water),
    wasteHazardous: scale(extraction.wasteHazardous),
    wasteNonHazardous: scale(extraction.wasteNonHazardous),
    wasteRadioactive: scale(extraction.wasteRadioactive),
    waste: scale(extraction.waste),
    recyclable: scale(extraction.recyclable),
    moduleDGwp: scale(extraction.moduleDGwp),
    moduleDPenrt: scale(extraction.moduleDPenrt),
    gwpEndOfLife: scale(extraction.gwpEndOfLife),
    gwpByStage: { a1a3: scale(stages.a1a3), a4a5: scale(stages.a4a5), b: scale(stages.b), c: scale(stages.c), d: scale(stages.d) },
    biogenicCarbon: scale(extraction.biogenicCarbon),
  };
}

/**
 * A declaration per 1 m³ or 1 kg of product brought to 1 m² of wall: × the thickness (m), and × the density for 1 kg,
 * when the document states them; null otherwise. The note says so, because the figures are then derived.
 */
function perSquareMetre(unit: ReturnType<typeof readFunctionalUnit>, thicknessMm: number | null): { factor: number; note: string } | null {
  if (thicknessMm === null || unit.quantity === null || unit.quantity <= 0) return null;
  const metres = thicknessMm / 1000;
  const thickness = `${formatFr(thicknessMm)} mm`;
  if (unit.unit === "m³") {
    return {
      factor: metres / unit.quantity,
      note: `Unité déclarée (${formatFr(unit.quantity)} m³) : valeurs rapportées à 1 m² de paroi d'après l'épaisseur de ${thickness} (valeurs dérivées, non imprimées).`,
    };
  }
  if (unit.unit === "kg" && unit.densityKgM3 !== null) {
    return {
      factor: (unit.densityKgM3 * metres) / unit.quantity,
      note: `Unité déclarée (${formatFr(unit.quantity)} kg) : valeurs rapportées à 1 m² de paroi d'après l'épaisseur de ${thickness} et la masse volumique de ${formatFr(unit.densityKgM3)} kg/m³ (valeurs dérivées, non imprimées).`,
    };
  }
  return null;
}
