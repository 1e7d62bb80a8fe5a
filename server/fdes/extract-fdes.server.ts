import type { SourcedFigure } from "@domain/fdes/compare-fdes-api";
import type { IndicatorId } from "@domain/fdes/indicator-vocabulary";
import { biogenicCarbon, biogenicCarbonRows } from "./biogenic-carbon.server";
import { endOfLifeScenario, mentionsP01010, productName, standardInText } from "./document-fields.server";
import { validUntil } from "./fdes-dates.server";
import type { FdesExtraction, FdesStandard, PageText, ReadValue, UnreadFigure } from "./fdes-types.server";
import { type FunctionalUnitFields, readFunctionalUnit } from "./functional-unit.server";
import { formatModuleSet, STAGES, type StageId } from "./life-cycle-modules.server";
import { type Derivation, type Derived, disagree, doubtful, formatFr, tooCoarse } from "./module-values.server";
import { implausibleGwp, productFamily } from "./product-family.server";
import { type ResultRow, type ResultTable, resultTables } from "./result-tables.server";
import { sectionHeadings, selectTables, variantAt } from "./table-selection.server";
import { pageLines } from "./text-lines.server";
import { declaredResistance, normalisedToSquareMetre } from "./unit-normalisation.server";

/**
 * The FDES reader, stage by stage (docs/fdes-rules.md): text runs and drawn rules (pdf-text) → tokens and lines
 * (text-lines) → table regions and grids (lattice-grids, stream-grids) → continued and transposed tables, column
 * model, named rows, cell values (result-tables) → table selection → cross-checks (module-values within a row, here
 * between rows) → unit normalisation. A figure is returned only when its row names the indicator, its column names the
 * modules it covers and its table is the declared product's, and when the document allows, a cross-check confirms it;
 * otherwise it is null with the French reason. Never a guess.
 */

/**
 * Fewer letters and digits than this in the pages read, and the PDF holds no text layer: it is pictures of pages (a
 * scan) or text drawn as curves. A page number or a stamp does not make a declaration readable.
 */
const MIN_TEXT_CHARACTERS = 20;

interface Found {
  row: ResultRow;
  table: ResultTable;
}

/** A figure of a row as the answer gives it, with where it was read. */
function readValue(derived: Derived, found: Found, modules: string): ReadValue {
  return { value: derived.value, page: found.row.page, modules, label: found.row.label.slice(0, 200), table: found.table.title };
}

interface Figure {
  value: ReadValue | null;
  halfUnit: number;
  unread: UnreadFigure | null;
}

const NOT_FOUND = (what: string): Figure => ({
  value: null,
  halfUnit: 0,
  unread: {
    reason: `${what} : aucune ligne de ce nom dans les tableaux de résultats du produit déclaré.`,
    page: null,
    table: null,
    label: null,
  },
});

function unreadAt(found: Found, reason: string): UnreadFigure {
  return { reason, page: found.row.page, table: found.table.title, label: found.row.label.slice(0, 200) };
}

/** The rows of each indicator in the chosen tables, in reading order. */
function rowsByIndicator(tables: readonly ResultTable[]): Map<IndicatorId, Found[]> {
  const rows = new Map<IndicatorId, Found[]>();
  for (const table of tables) {
    for (const row of table.rows) {
      if (!row.name) continue;
      const list = rows.get(row.name.id) ?? [];
      list.push({ row, table });
      rows.set(row.name.id, list);
    }
  }
  return rows;
}

/**
 * One indicator's figure over a set of modules (the life cycle by default): from its first row that gives it; the same
 * indicator printed again (in another table of the product) must agree, or the figure is unknown.
 */
function figureOf(
  rows: readonly Found[] | undefined,
  what: string,
  pick: (row: ResultRow) => Derivation = (row) => row.figures.lifeCycle,
  modules = "A1-C4",
): Figure {
  if (!rows || rows.length === 0) return NOT_FOUND(what);
  const readings = rows.map((found) => ({ found, derivation: pick(found.row) }));
  // Of readings that agree, the one the document prints stands before a sum of its cells, which carries every cell's
  // rounding (seed 31 document 751: a total 0,027 printed after a page break, its modules summing to 0,02773).
  const first =
    readings.find((reading) => reading.derivation.ok && reading.derivation.value.how === "printed") ??
    readings.find((reading) => reading.derivation.ok);
  if (!first || !first.derivation.ok) {
    const reason = readings.find((reading) => !reading.derivation.ok && reading.derivation.reason)?.derivation;
    const why = reason && !reason.ok ? reason.reason : null;
    return {
      value: null,
      halfUnit: 0,
      unread: unreadAt(rows[0]!, `${what} : ${why ?? `la ligne ne donne pas de valeur pour ${modules}`}.`),
    };
  }
  const value = first.derivation.value;
  for (const other of readings) {
    if (other === first || !other.derivation.ok) continue;
    if (disagree(value, other.derivation.value)) {
      return {
        value: null,
        halfUnit: 0,
        unread: unreadAt(
          first.found,
          `${what} : lu ${formatFr(value.value)} dans une ligne et ${formatFr(other.derivation.value.value)} dans une autre ; la valeur n'est pas retenue.`,
        ),
      };
    }
  }
  return { value: readValue(value, first.found, modules), halfUnit: value.halfUnit, unread: null };
}

const unknown = (reason: string, at: UnreadFigure | null = null): Figure => ({
  value: null,
  halfUnit: 0,
  unread: { reason, page: at?.page ?? null, table: at?.table ?? null, label: at?.label ?? null },
});

/** The GWP over the life cycle: A2's "- total" row, A1's single row, or A2's unqualified row when no total row is printed. */
function gwpOf(rows: Map<IndicatorId, Found[]>): { figure: Figure; id: IndicatorId | null } {
  for (const id of ["gwpTotal", "gwp", "gwpUnqualified"] as const) {
    if (rows.has(id)) return { figure: figureOf(rows.get(id), "Changement climatique"), id };
  }
  return { figure: NOT_FOUND("Changement climatique"), id: null };
}

/** A2's GWP total must equal its fossil, biogenic and land-use parts summed (EN 15804+A2 §7.2.3), when all are read. */
function checkedAgainstParts(gwp: Figure, rows: Map<IndicatorId, Found[]>): Figure {
  if (gwp.value === null) return gwp;
  const parts = (["gwpFossil", "gwpBiogenic", "gwpLuluc"] as const).map((id) => figureOf(rows.get(id), id));
  if (parts.some((part) => part.value === null)) return gwp;
  const sum = parts.reduce((total, part) => total + part.value!.value, 0);
  const halfUnit = parts.reduce((total, part) => total + part.halfUnit, 0);
  if (
    !disagree(
      { value: gwp.value.value, halfUnit: gwp.halfUnit, how: "printed", partial: false },
      { value: sum, halfUnit, how: "sum", partial: false },
    )
  ) {
    return gwp;
  }
  return unknown(
    `Changement climatique : le total lu (${formatFr(gwp.value.value)}) diffère de la somme de ses parties fossile, biogénique et usage des sols (${formatFr(sum)}) ; la valeur n'est pas retenue.`,
    { reason: "", page: gwp.value.page, table: gwp.value.table, label: gwp.value.label },
  );
}

/** PERT (or PENRT) must equal its two parts (PERE + PERM) when all three are read. */
function checkedEnergyPart(total: Figure, parts: [Figure, Figure], name: string): Figure {
  if (total.value === null || parts.some((part) => part.value === null)) return total;
  const sum = parts[0].value!.value + parts[1].value!.value;
  const halfUnit = parts[0].halfUnit + parts[1].halfUnit;
  if (
    !disagree(
      { value: total.value.value, halfUnit: total.halfUnit, how: "printed", partial: false },
      { value: sum, halfUnit, how: "sum", partial: false },
    )
  ) {
    return total;
  }
  return unknown(
    `${name} : la valeur lue (${formatFr(total.value.value)}) diffère de la somme de ses deux parties (${formatFr(sum)}) ; la valeur n'est pas retenue.`,
    {
      reason: "",
      page: total.value.page,
      table: total.value.table,
      label: total.value.label,
    },
  );
}

/**
 * Primary energy: PERT + PENRT; a printed combined row must agree with it. Alone, the combined row stands for PERT +
 * PENRT only when its digits make it sure to SURE_PRECISION with their roundings counted.
 */
function energyOf(pert: Figure, penrt: Figure, combined: Figure, warnings: string[]): Figure {
  if (pert.value && penrt.value) {
    const value: ReadValue = {
      value: pert.value.value + penrt.value.value,
      page: penrt.value.page,
      modules: "A1-C4",
      label: null,
      table: penrt.value.table,
    };
    const halfUnit = pert.halfUnit + penrt.halfUnit;
    if (
      combined.value &&
      disagree(
        { value: combined.value.value, halfUnit: combined.halfUnit, how: "printed", partial: false },
        { value: value.value, halfUnit, how: "sum", partial: false },
      )
    ) {
      return unknown(
        `Énergie primaire : la valeur totale imprimée (${formatFr(combined.value.value)} MJ) diffère de PERT + PENRT (${formatFr(value.value)} MJ) ; elle n'est pas retenue.`,
      );
    }
    return { value, halfUnit, unread: null };
  }
  if (!combined.value) {
    return unknown(
      `Énergie primaire : ${[pert.value ? null : "PERT", penrt.value ? null : "PENRT"].filter(Boolean).join(" et ")} non lu${pert.value || penrt.value ? "" : "s"} (${(pert.unread ?? penrt.unread)?.reason ?? ""}).`.replace(
        " ()",
        "",
      ),
    );
  }
  const uncertainty = 3 * combined.halfUnit;
  if (tooCoarse(combined.value.value, uncertainty)) {
    return unknown(
      `Énergie primaire : PERT ou PENRT introuvable, et la valeur totale imprimée (${formatFr(combined.value.value)} MJ) a trop peu de chiffres pour valoir PERT + PENRT à 0,5 % près.`,
    );
  }
  warnings.push("PERT ou PENRT introuvable : l'énergie primaire est la valeur totale imprimée.");
  return combined;
}

/** Waste disposed: the three categories summed, only when all three are read (a sum of some of them is no total). */
function wasteOf(parts: Figure[]): Figure {
  const read = parts.filter((part) => part.value !== null);
  if (read.length < parts.length) {
    return unknown(
      "Déchets éliminés : les trois catégories (dangereux, non dangereux, radioactifs) ne sont pas toutes lues ; leur somme n'est pas faite.",
    );
  }
  const first = read[0]!.value!;
  return {
    value: {
      value: read.reduce((sum, part) => sum + part.value!.value, 0),
      page: first.page,
      modules: "A1-C4",
      label: null,
      table: first.table,
    },
    halfUnit: read.reduce((sum, part) => sum + part.halfUnit, 0),
    unread: null,
  };
}

/**
 * GWP parts EN 15804+A2 introduced (A1 has one GWP, some A1 declarations call it "GWP-total"; A2 splits it into fossil,
 * biogenic and land use): a results table printing one is an A2 declaration's.
 */
const A2_ONLY: readonly IndicatorId[] = ["gwpFossil", "gwpBiogenic", "gwpLuluc"];

/**
 * The standard: an NF P 01-010 declaration stays one; otherwise the one the text says it follows
 * (`standardInText`), unless its result rows print A2's GWP parts beside a declared A1 (unknown); when the text names
 * both alike, the rows decide if they print A2's parts, else it is unknown.
 */
function standardOf(rows: Map<IndicatorId, Found[]>, text: string): FdesStandard {
  if (mentionsP01010(text) && !/15804/.test(text)) return "NF P01-010";
  const named = standardInText(text);
  const a2Rows = A2_ONLY.some((id) => rows.has(id));
  if (named === "NF EN 15804+A1" && a2Rows) return null;
  if (named !== null) return named;
  return a2Rows ? "NF EN 15804+A2" : null;
}

/** "Laine de verre IsoNord 120 mm": the thickness when the document names it nowhere else. */
function thicknessInName(name: string | null): number | null {
  const sizes = new Set([...(name ?? "").matchAll(/(\d+(?:[.,]\d+)?)\s*mm\b/gi)].map((match) => Number(match[1]!.replace(",", "."))));
  // "45 mm (R = 1.2) 100 mm (R = 2.65)": a header of several products names no one thickness.
  return sizes.size === 1 ? [...sizes][0]! : null;
}

export interface ExtractOptions {
  /** The product or thickness the person chose among those the declaration gives (a variant's id). */
  variant?: string | null;
}

/**
 * Reads an FDES from the positioned text and drawn rules of its pages: the standard, the product, the functional
 * unit and R, the indicators of the declared product's results tables (life-cycle total A1..C4, module D apart), the
 * end-of-life scenario and the end of validity. A value that cannot be read is `null` with its reason, never guessed.
 */
export function extractFdes(pages: PageText[], options: ExtractOptions = {}): FdesExtraction {
  const lines = pages.map(pageLines);
  const pageTexts = lines.map((page) => page.map((line) => line.text));
  const text = pageTexts.map((page) => page.join("\n")).join("\n");
  const warnings: string[] = [];
  const hasText = (text.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= MIN_TEXT_CHARACTERS;

  const read = readFunctionalUnit(pageTexts);
  const name = productName(lines[0] ?? []);
  const { tables } = resultTables(pages);
  const headings = sectionHeadings(lines);
  const select = (unit: FunctionalUnitFields, thicknessMm: number | null) =>
    selectTables(
      tables,
      { unit: unit.unit, thicknessMm, thermalResistance: declaredResistance(unit, text) },
      options.variant ?? null,
      headings,
    );
  let unit: FunctionalUnitFields = read;
  let ownThickness = read.thicknessMm ?? thicknessInName(name);
  let selection = select(unit, ownThickness);
  // Several products: a thickness or R the unit does not state itself (a product's heading, the technical data of
  // one of them) says nothing of which one it declares; unknown until the person chooses.
  if (selection.variants.length > 1 && !(read.statedByUnit.thickness && read.statedByUnit.resistance)) {
    const unitOwn = {
      ...read,
      thicknessMm: read.statedByUnit.thickness ? read.thicknessMm : null,
      thermalResistance: read.statedByUnit.resistance ? read.thermalResistance : null,
    };
    const again = select(unitOwn, unitOwn.thicknessMm);
    if (again.variants.length > 1) [unit, ownThickness, selection] = [unitOwn, unitOwn.thicknessMm, again];
  }
  const unitResistance = declaredResistance(unit, text);
  const variant = selection.variants.find((one) => one.id === selection.chosen) ?? null;
  // A variant other than the functional unit's carries its own thickness and R (unknown when its title gives none).
  const ownVariant =
    variant === null ||
    (variant.id === "uf" && variant.thicknessMm === ownThickness && variant.thermalResistance === unitResistance) ||
    (ownThickness !== null && variant.thicknessMm === ownThickness) ||
    (unitResistance !== null && variant.thermalResistance !== null && Math.abs(variant.thermalResistance - unitResistance) < 0.005);
  // The unit's own product left unstated by the unit (several products): its tables' titles state it.
  const thicknessMm = ownVariant ? (ownThickness ?? variant?.thicknessMm ?? null) : variant.thicknessMm;
  const thermalResistance = ownVariant ? (unit.thermalResistance ?? variant?.thermalResistance ?? null) : variant.thermalResistance;
  if (selection.reason) warnings.push(selection.reason);
  else if (variant && !ownVariant) warnings.push(`Résultats lus pour : ${variant.label}.`);

  // An NF P 01-010 declaration is not read at all, whatever its tables look like.
  const rows = rowsByIndicator(mentionsP01010(text) && !/15804/.test(text) ? [] : selection.tables);
  let standard = standardOf(rows, text);
  const supported = !(standard === "NF P01-010" || (tables.length === 0 && mentionsP01010(text) && standard === null));
  if (!supported) standard = "NF P01-010";

  const { figure: gwpRaw, id: gwpId } = gwpOf(rows);
  const gwp = checkedAgainstParts(gwpRaw, rows);
  const pertRaw = figureOf(rows.get("pert"), "PERT");
  const penrtRaw = figureOf(rows.get("penrt"), "PENRT");
  const pert = checkedEnergyPart(pertRaw, [figureOf(rows.get("pere"), "PERE"), figureOf(rows.get("perm"), "PERM")], "PERT");
  const penrt = checkedEnergyPart(penrtRaw, [figureOf(rows.get("penre"), "PENRE"), figureOf(rows.get("penrm"), "PENRM")], "PENRT");
  const combined = figureOf(rows.get("energyTotal"), "Énergie primaire totale");
  const energy = energyOf(pert, penrt, combined, warnings);
  const water = figureOf(rows.get("water"), "Utilisation nette d'eau douce");
  const hazardous = figureOf(rows.get("wasteHazardous"), "Déchets dangereux éliminés");
  const nonHazardous = figureOf(rows.get("wasteNonHazardous"), "Déchets non dangereux éliminés");
  const radioactive = figureOf(rows.get("wasteRadioactive"), "Déchets radioactifs éliminés");
  const waste = wasteOf([hazardous, nonHazardous, radioactive]);
  const recyclable = figureOf(rows.get("recyclable"), "Matériaux destinés au recyclage");
  const gwpRows = gwpId ? rows.get(gwpId) : undefined;
  // Stages and D come from the rows of the GWP (and PENRT) that were not read askew; the GWP's only while no check
  // between rows found its total doubtful.
  const gwpTrusted = gwp.value !== null || gwpRaw.value === null;
  const trusted = (found: readonly Found[] | undefined) => found?.filter((one) => !doubtful(one.row.figures));
  const stageFigure = (stage: StageId) =>
    gwpTrusted
      ? figureOf(trusted(gwpRows), "Changement climatique", (row) => row.figures.stages[stage], formatModuleSet(STAGES[stage])).value
      : null;
  const moduleD = gwpTrusted
    ? figureOf(trusted(gwpRows), "Changement climatique, module D", (row) => row.figures.d, "D")
    : NOT_FOUND("Module D");
  const moduleDPenrt = figureOf(trusted(rows.get("penrt")), "PENRT, module D", (row) => row.figures.d, "D");
  const endOfLifeGwp = stageFigure("c");

  const validity = validUntil(text);
  if (validity && !validity.printed) warnings.push("Fin de validité non imprimée : date d'édition + 5 ans.");
  if (supported && tables.length === 0) warnings.push("Aucun tableau de résultats par module (A1 à C4) n'a pu être lu.");

  const partial = (
    [
      ["le changement climatique", gwpRows],
      ["PERT", rows.get("pert")],
      ["PENRT", rows.get("penrt")],
      ["l'eau", rows.get("water")],
      ["les déchets dangereux", rows.get("wasteHazardous")],
      ["les déchets non dangereux", rows.get("wasteNonHazardous")],
      ["les déchets radioactifs", rows.get("wasteRadioactive")],
    ] as const
  ).flatMap(([what, found]) => {
    const first = found?.find((one) => one.row.figures.lifeCycle.ok);
    return first && first.row.figures.lifeCycle.ok && first.row.figures.lifeCycle.value.partial ? [what] : [];
  });
  if (partial.length > 0) {
    warnings.push(
      `Aucun total du cycle de vie imprimé et l'étape d'utilisation (B1-B7) non déclarée : somme des seuls modules déclarés pour ${partial.join(", ")}.`,
    );
  }

  const unread: Partial<Record<SourcedFigure, UnreadFigure>> = {};
  const note = (figure: SourcedFigure, value: Figure) => {
    if (value.value === null && value.unread) unread[figure] = value.unread;
  };
  note("gwp", gwp);
  note("energy", energy);
  note("pert", pert);
  note("penrt", penrt);
  note("water", water);
  note("waste", waste);
  note("waste_hazardous", hazardous);
  note("waste_non_hazardous", nonHazardous);
  note("waste_radioactive", radioactive);
  note("recyclable", recyclable);
  for (const reason of Object.values(unread)) if (reason.reason && !warnings.includes(reason.reason)) warnings.push(reason.reason);

  const extraction: FdesExtraction = {
    hasText,
    standard,
    supported,
    productName: name,
    functionalUnit: {
      quantity: unit.quantity,
      unit: unit.unit,
      thicknessMm,
      thermalResistance: unit.declaredUnit ? null : thermalResistance,
      referenceServiceLifeYears: unit.referenceServiceLifeYears,
    },
    gwp: gwp.value,
    pert: pert.value,
    penrt: penrt.value,
    energy: energy.value,
    water: water.value,
    wasteHazardous: hazardous.value,
    wasteNonHazardous: nonHazardous.value,
    wasteRadioactive: radioactive.value,
    waste: waste.value,
    recyclable: recyclable.value,
    moduleDGwp: moduleD.value,
    moduleDPenrt: moduleDPenrt.value,
    gwpEndOfLife: endOfLifeGwp,
    gwpByStage: {
      a1a3: stageFigure("a1a3"),
      a4a5: stageFigure("a4a5"),
      b: stageFigure("b"),
      c: endOfLifeGwp,
      d: moduleD.value,
    },
    // With several products, each one's is in its own section (under its results tables), or nowhere.
    biogenicCarbon: supported
      ? biogenicCarbon(
          biogenicCarbonRows(lines).filter((row) => selection.variants.length === 0 || variantAt(selection, row) === selection.chosen),
          warnings,
        )
      : null,
    endOfLife: endOfLifeScenario(lines),
    validUntil: validity?.date ?? null,
    variants: selection.variants,
    chosenVariant: selection.chosen,
    unread,
    warnings,
  };
  if (!supported) return extraction;
  // The chosen product's own thickness and R: the unit's R (1 m².K/W for a 40 mm unit) says nothing of another's.
  const normalised = normalisedToSquareMetre(extraction, { ...unit, thicknessMm, thermalResistance }, text);
  const family = productFamily(pageTexts);
  return withPlausibleGwp(normalised, family);
}

const NO_STAGES: FdesExtraction["gwpByStage"] = { a1a3: null, a4a5: null, b: null, c: null, d: null };

/**
 * The GWP row's figures left unknown, with the reason, when the GWP per m² lies far outside the orders of magnitude of
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
    unread: { ...extraction.unread, gwp: { reason: warning, page: gwp.page, table: gwp.table, label: gwp.label } },
    warnings: [...extraction.warnings, warning],
  };
}
