import { describe, expect, it } from "vitest";
import type { ResultTable } from "./result-tables.server";
import { selectTables, variantAt } from "./table-selection.server";

/** A table titled `title`, ending on `page` at `bottom` (y upwards). */
const table = (title: string | null, continued = false, page = 1, bottom = 400): ResultTable =>
  ({
    title,
    continued,
    transposed: false,
    rows: [],
    model: { roles: [], moduleColumns: 2 },
    grid: { page, pages: [page], bottom } as ResultTable["grid"],
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
