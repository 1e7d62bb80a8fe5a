import { describe, expect, it } from "vitest";
import type { ResultTable } from "./result-tables.server";
import { type SectionHeading, sectionHeadings, selectTables, variantAt } from "./table-selection.server";
import type { TextLine } from "./text-lines.server";

const line = (page: number, y: number, text: string): TextLine => ({ page, y, height: 10, items: [], text });

/** A table titled `title`, ending on `page` at `bottom` (y upwards). */
const table = (title: string | null, continued = false, page = 1, bottom = 400): ResultTable =>
  ({
    title,
    continued,
    transposed: false,
    rows: [],
    model: { roles: [], moduleColumns: 2 },
    grid: { page, pages: [page], bottom, rows: [] } as unknown as ResultTable["grid"],
  }) as ResultTable;

describe("selectTables", () => {
  it("takes every table of a declaration of one product", () => {
    const tables = [table("Impacts environnementaux"), table(null, true), table("Utilisation des ressources")];
    expect(selectTables(tables, { unit: "m²", thicknessMm: 120, thermalResistance: 3 })).toMatchObject({
      tables,
      variants: [],
      chosen: null,
    });
  });

  it("lists the products of a declaration of several, reads the functional unit's, and the one the person chose", () => {
    const first = [table("4.1 Résultats pour Isol 60 mm (à titre d'information)"), table("Utilisation des ressources")];
    const second = [table("4.2 Résultats pour Isol 145 mm, R = 3,30 m².K/W"), table("Utilisation des ressources")];
    const tables = [...first, ...second];
    const declared = selectTables(tables, { unit: "m²", thicknessMm: 145, thermalResistance: 3.3 });
    expect(declared.variants.map((variant) => [variant.id, variant.thicknessMm, variant.thermalResistance])).toEqual([
      ["e60", 60, null],
      ["e145", 145, 3.3],
    ]);
    expect(declared).toMatchObject({ chosen: "e145", tables: second });
    expect(selectTables(tables, { unit: "m²", thicknessMm: 145, thermalResistance: 3.3 }, "e60")).toMatchObject({
      chosen: "e60",
      tables: first,
    });
    // The unit names neither: nothing is read until the person chooses.
    expect(selectTables(tables, { unit: "m²", thicknessMm: 200, thermalResistance: null })).toMatchObject({ chosen: null, tables: [] });
  });

  it("never takes tables that name only another thickness than the unit's, nor shares or another unit's", () => {
    expect(
      selectTables([table("Résultats pour 80 mm (à titre d'information)")], { unit: "m²", thicknessMm: 120, thermalResistance: null }),
    ).toMatchObject({ tables: [] });
    const shares = [table("Impacts"), table("Contribution des modules (%)"), table("Résultats par kg de produit")];
    expect(selectTables(shares, { unit: "m²", thicknessMm: null, thermalResistance: null }).tables).toEqual([shares[0]]);
    // "pour R = 1 m².K/W" gives the results' basis, not a product.
    expect(
      selectTables([table("Impacts (pour R = 1 m².K/W)")], { unit: "m²", thicknessMm: 40, thermalResistance: 1.05 }).tables,
    ).toHaveLength(1);
  });
});

describe("selectTables: what names no product", () => {
  it("takes a range of sizes in a title for no product (outsider d52: 'panneaux de 40 à 240 mm' above a 120 mm unit)", () => {
    const tables = [table("Gamme : panneaux de 40 à 240 mm (R de 1,05 à 6,30 m².K/W)"), table("Utilisation des ressources")];
    expect(selectTables(tables, { unit: "m²", thicknessMm: 120, thermalResistance: 3.15 })).toMatchObject({
      tables,
      variants: [],
      chosen: null,
    });
  });

  it("tells apart products of one thickness whose titles name different R (outsider d49), and chooses none for a unit naming neither", () => {
    const rigid = [table("Produit : BOISPAN Rigide – épaisseur 80 mm – R = 2,0 m².K/W"), table(null, true)];
    const flex = [table("Produit : BOISPAN Flex – épaisseur 80 mm – R = 2,1 m².K/W"), table(null, true)];
    const none = selectTables([...rigid, ...flex], { unit: "m²", thicknessMm: null, thermalResistance: null });
    expect(none.variants.map((variant) => [variant.id, variant.thicknessMm, variant.thermalResistance])).toEqual([
      ["e80r2", 80, 2],
      ["e80r2.1", 80, 2.1],
    ]);
    expect(none).toMatchObject({ chosen: null, tables: [] });
    expect(selectTables([...rigid, ...flex], { unit: "m²", thicknessMm: null, thermalResistance: null }, "e80r2.1")).toMatchObject({
      chosen: "e80r2.1",
      tables: flex,
    });
  });
});

describe("selectTables: tables whose title was not read", () => {
  it("are the unit's when no titled product is, and no product of known thickness beside a titled unit's", () => {
    const untitled = [table(null), table("Utilisation des ressources")];
    const info = [table("4.2 Résultats pour Isol 60 mm (à titre d'information)")];
    const unit = { unit: "m²", thicknessMm: 145, thermalResistance: 3.3 };
    expect(selectTables([...untitled, ...info], unit)).toMatchObject({ chosen: "uf", tables: untitled });
    // Beside "4.2 … 145 mm", the untitled tables are another product's: never listed as a second 145 mm.
    const titled = [table("4.2 Résultats pour Isol 145 mm")];
    const both = selectTables([...untitled, ...titled], unit);
    expect(both).toMatchObject({ chosen: "e145", tables: titled });
    expect(both.variants.find((variant) => variant.id === "uf")).toMatchObject({ thicknessMm: null, thermalResistance: null });
  });
});

describe("variantAt: the product whose section a line stands in", () => {
  it("is the product of the last results table ending above the line, none before the first, none with one product", () => {
    const tables = [
      table("4.1 Résultats pour Isol 60 mm (à titre d'information)", false, 2, 500),
      table("Utilisation des ressources", false, 2, 200),
      table("4.2 Résultats pour Isol 145 mm", false, 3, 300),
    ];
    const selection = selectTables(tables, { unit: "m²", thicknessMm: 145, thermalResistance: null });
    expect(variantAt(selection, { page: 1, y: 100 })).toBeNull();
    expect(variantAt(selection, { page: 2, y: 600 })).toBeNull();
    expect(variantAt(selection, { page: 2, y: 150 })).toBe("e60");
    expect(variantAt(selection, { page: 3, y: 700 })).toBe("e60");
    expect(variantAt(selection, { page: 3, y: 250 })).toBe("e145");
    expect(
      variantAt(selectTables([table("Impacts")], { unit: "m²", thicknessMm: 145, thermalResistance: null }), { page: 2, y: 1 }),
    ).toBeNull();
  });
});

describe("selectTables: the results' unit", () => {
  it("never takes tables per m³ or per kg for a unit of another kind (or none read)", () => {
    const perM3 = [table("RESULTS OF THE LCA – ENVIRONMENTAL IMPACT according to EN 15804+A2: 1 m³")];
    expect(selectTables(perM3, { unit: null, thicknessMm: 45, thermalResistance: 1.45 }).tables).toEqual([]);
    expect(selectTables(perM3, { unit: "m³", thicknessMm: 45, thermalResistance: null }).tables).toHaveLength(1);
    expect(selectTables([table("Impacts (par kg)")], { unit: "m²", thicknessMm: 45, thermalResistance: null }).tables).toEqual([]);
  });
});

describe("selectTables: numbered sections", () => {
  /** A table at the top of `page` (y upwards) whose title was not read. */
  const at = (page: number, top = 700, continued = false): ResultTable =>
    ({
      ...table(null, continued, page, top - 300),
      grid: { page, pages: [page], top, bottom: top - 300, rows: [] },
    }) as unknown as ResultTable;
  const heading = (page: number, y: number, text: string): SectionHeading => ({
    page,
    y,
    text,
    number: text.split(" ")[0]!.replace(/\.$/, "").split(".").map(Number),
  });
  const unit = { unit: "m²", thicknessMm: 360, thermalResistance: 12.41 };

  it("gives a table whose title was not read to the product its section's heading names, never the table before it", () => {
    // Seed 2, document 404: the first table of each product was not found; the tables after them had no title.
    const headings = sectionHeadings([
      [line(3, 780, "4. Résultats de l'analyse de cycle de vie"), line(3, 759, "4.1 Résultats pour Isol 60 mm (à titre d'information)")],
      [line(5, 782, "4.2 Résultats pour Isol 360 mm"), line(5, 700, "1 m² de paroi"), line(5, 690, "12.41 m².K/W")],
      [line(7, 700, "5. Interprétation")],
    ]);
    expect(headings.map((one) => one.number)).toEqual([[4], [4, 1], [4, 2], [5]]);
    const [first, second, after] = [at(4), at(6), at(7, 600)];
    const selection = selectTables([first!, second!, after!], unit, null, headings);
    expect(selection.variants.map((variant) => [variant.id, variant.label])).toEqual([
      ["e60", "4.1 Résultats pour Isol 60 mm (à titre d'information)"],
      ["e360", "4.2 Résultats pour Isol 360 mm"],
    ]);
    // After "5." the section names no product: the table goes with the one before it.
    expect(selection).toMatchObject({ chosen: "e360", tables: [second, after] });
  });

  it("reads a heading taken into a table's header as its section's: the rows start below it", () => {
    // Seed 5, document 104: "4.1 … 160 mm" was read into the first table's header, above its first row.
    const headings = [heading(3, 507, "4.1 Résultats pour Isol 160 mm"), heading(5, 529, "4.2 Résultats pour Isol 360 mm")];
    const first = { ...at(3, 515), grid: { ...at(3, 515).grid, rows: [{ y: 440 }] } } as unknown as ResultTable;
    const selection = selectTables([first, table("4.2 Résultats pour Isol 360 mm", false, 5)], unit, null, headings);
    expect(selection.variants.map((variant) => variant.id)).toEqual(["e160", "e360"]);
  });

  it("takes no table with a heading naming a product among its rows: two sections' rows read as one", () => {
    // Seed 31, document 353: "4.2 … 240 mm" inside a turned table taken for the rest of the 100 mm's.
    const headings = [heading(3, 773, "4.1 Résultats pour Isol 100 mm"), heading(6, 795, "4.2 Résultats pour Isol 240 mm")];
    const amid = at(6, 803, true);
    const selection = selectTables([at(4, 806), amid], { unit: "m²", thicknessMm: 100, thermalResistance: null }, null, headings);
    expect(selection.tables).not.toContain(amid);
  });

  it("gives rows read as going on from the table above to no product when a heading between names another", () => {
    // Rows joined to the 60 mm table below "4.2 … 360 mm" (a paragraph between, so the heading was not their title).
    const headings = [heading(3, 780, "4.1 Résultats pour Isol 60 mm"), heading(4, 780, "4.2 Résultats pour Isol 360 mm")];
    const first = at(3, 760);
    const rest = at(4, 600, true);
    const selection = selectTables([first, rest, at(4, 400, true)], unit, "e60", headings);
    expect(selection.tables).toEqual([first]);
    // Nor are the rows going on from them: no product of unknown thickness is listed (seed 33 document 707).
    expect(selection.variants.map((variant) => variant.id)).toEqual(["e60", "e360"]);
    // Going on within its own section, they are its product's.
    const own = at(3, 500, true);
    expect(selectTables([first, own], unit, "e60", headings).tables).toEqual([first, own]);
  });

  it("keeps a product's heading open over its subsections", () => {
    const headings = [heading(3, 780, "4.2 Résultats pour Isol 60 mm"), heading(3, 760, "4.2.1 Impacts")];
    const selection = selectTables([at(3, 700), table("Résultats pour Isol 360 mm", false, 5)], unit, null, headings);
    expect(selection.variants.map((variant) => variant.id)).toEqual(["e60", "e360"]);
  });

  it("lists a product whose section is numbered beside a read one even when none of its tables was found", () => {
    // Seed 2, document 189: only the 360 mm tables were found; the unit's 300 mm is listed and chosen with no table.
    const headings = [
      heading(3, 542, "4.1 Résultats pour Isol 360 mm (à titre d'information)"),
      heading(5, 554, "4.2 Résultats pour Isol 300 mm"),
    ];
    const found = [table("4.1 Résultats pour Isol 360 mm (à titre d'information)", false, 3)];
    const selection = selectTables(found, { unit: "m²", thicknessMm: 300, thermalResistance: 7.89 }, null, headings);
    expect(selection.variants.map((variant) => [variant.id, variant.thicknessMm])).toEqual([
      ["e360", 360],
      ["e300", 300],
    ]);
    expect(selection).toMatchObject({ chosen: "e300", tables: [] });
    // A heading naming a thickness elsewhere ("2. … 300 mm") is no product of the results.
    const elsewhere = [heading(2, 500, "2. Description du produit 300 mm"), heading(3, 542, "4.1 Résultats pour Isol 360 mm")];
    expect(selectTables(found, { unit: "m²", thicknessMm: 360, thermalResistance: null }, null, elsewhere).variants).toEqual([]);
  });
});
