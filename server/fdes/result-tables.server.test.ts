import { describe, expect, it } from "vitest";
import type { PageText, PositionedText } from "./fdes-types.server";
import { continuedTurned, resultTables, rowsBelow, turned } from "./result-tables.server";
import type { Grid } from "./table-grid-types.server";

const token = (text: string, x: number, y: number, page = 1): PositionedText => ({ text, x, y, width: text.length * 3, height: 6, page });
const page = (number: number, items: PositionedText[]): PageText => ({ page: number, width: 595, height: 842, items, rules: [] });

/** A header line and rows right-aligned under it, from y = top down. */
function table(top: number, pageNumber: number, header: boolean, rows: [string, string[]][]): PositionedText[] {
  const items = header ? ["A1-A3", "C1-C4", "Total"].map((text, index) => token(text, 152 + 40 * index, top, pageNumber)) : [];
  rows.forEach(([label, values], row) => {
    const y = top - 12 * (row + 1);
    items.push(token(label, 10, y, pageNumber));
    values.forEach((text, index) => items.push(token(text, 168 + 40 * index - text.length * 3, y, pageNumber)));
  });
  return items;
}

describe("resultTables", () => {
  it("joins a table continued at the top of the next page with no header to the one above, and names its rows", () => {
    const first = table(700, 1, true, [
      ["Changement climatique - total", ["2,5", "0,5", "3,0"]],
      ["Déchets dangereux éliminés", ["0,01", "0", "0,01"]],
    ]);
    const second = table(800, 2, false, [["Utilisation nette d'eau douce", ["0,02", "0", "0,02"]]]);
    const { tables } = resultTables([page(1, [token("Impacts environnementaux", 10, 730), ...first]), page(2, second)]);
    expect(tables.map((one) => [one.grid.page, one.continued, one.title])).toEqual([
      [1, false, "Impacts environnementaux"],
      [2, true, "Impacts environnementaux"],
    ]);
    expect(tables[1]!.rows[0]).toMatchObject({ name: { id: "water" }, figures: { lifeCycle: { ok: true, value: { value: 0.02 } } } });
  });
});

describe("pageGrids: drawn tables that read as no results table", () => {
  /** The rules of a table drawn cell by cell: its column edges `xs`, its row edges `ys` (top down). */
  const drawn = (xs: number[], ys: number[]) => [
    ...ys.map((y) => ({ x0: xs[0]!, y0: y, x1: xs.at(-1)!, y1: y })),
    ...xs.map((x) => ({ x0: x, y0: ys.at(-1)!, x1: x, y1: ys[0]! })),
  ];
  const cells = (xs: number[], top: number, rows: string[][]) =>
    rows.flatMap((texts, row) => texts.map((text, column) => token(text, xs[column]! + 3, top - 12 * (row + 1) + 3)));

  it("keeps the rows drawn in a table of their own off the table above (a transposed table's first row at the page's foot)", () => {
    const first = [10, 100, 160, 220];
    const second = [10, 106, 166, 220];
    const items = [
      ...cells(first, 700, [
        ["Module", "GWP-total", "ODP"],
        ["A1-A3", "1,0", "2,0E-07"],
        ["C1-C4", "0,5", "1,0E-08"],
        ["D", "-0,2", "0"],
      ]),
      ...cells(second, 620, [
        ["Module", "PERE", "PERT"],
        ["A1", "2,4", "3,1"],
      ]),
    ];
    const rules = [...drawn(first, [700, 688, 676, 664, 652]), ...drawn(second, [620, 608, 596])];
    const { tables } = resultTables([{ page: 1, width: 595, height: 842, items, rules }]);
    expect(tables[0]).toMatchObject({ transposed: true });
    expect(tables[0]!.rows.find((row) => row.name?.id === "gwpTotal")?.cells.map((cell) => cell.modules.join("+"))).toEqual([
      "A1+A2+A3",
      "C1+C2+C3+C4",
      "D",
    ]);
  });
});

describe("resultTables: a transposed table whose first module alone stands at a page's foot", () => {
  /** One row per module, one column per indicator (PERT, PENRT), right-aligned under their header. */
  const modules = (top: number, pageNumber: number, header: boolean, rows: [string, string[]][]): PositionedText[] => {
    const items = header
      ? ["Module", "PERT", "PENRT"].map((text, index) => token(text, index === 0 ? 10 : 112 + 60 * index, top, pageNumber))
      : [];
    rows.forEach(([module, values], row) => {
      const y = top - 12 * (row + 1);
      items.push(token(module, 10, y, pageNumber));
      values.forEach((text, index) => items.push(token(text, 187 + 60 * index - text.length * 3, y, pageNumber)));
    });
    return items;
  };

  const readText = (value: { kind: string; text?: string }) => (value.kind === "number" ? value.text : value.kind);

  it("joins the modules at the top of the next page to it, then turns it (seed 45 document 152)", () => {
    const foot = modules(60, 1, true, [["A1-A3", ["12,5", "150"]]]);
    const next = modules(800, 2, false, [
      ["A4", ["0,5", "6,0"]],
      ["C1-C4", ["1,0", "12"]],
    ]);
    const { tables } = resultTables([page(1, foot), page(2, next)]);
    expect(tables).toHaveLength(1);
    expect(tables[0]!.grid.pages).toEqual([1, 2]);
    expect(
      tables[0]!.rows.map((row) => [row.name?.id, row.cells.map((cell) => `${cell.modules.join()}: ${readText(cell.value)}`)]),
    ).toEqual([
      ["pert", ["A1,A2,A3: 12,5", "A4: 0,5", "C1,C2,C3,C4: 1,0"]],
      ["penrt", ["A1,A2,A3: 150", "A4: 6,0", "C1,C2,C3,C4: 12"]],
    ]);
  });
});

describe("turned", () => {
  it("turns a table with one row per module and one column per indicator", () => {
    const grid: Grid = {
      page: 1,
      pages: [1],
      method: "lattice",
      columns: [0, 1, 2].map((index) => ({ x0: index * 50, x1: index * 50 + 50 })),
      header: [
        { text: "Module", col0: 0, col1: 0, level: 0 },
        { text: "GWP-total", col0: 1, col1: 1, level: 0 },
        { text: "FW", col0: 2, col1: 2, level: 0 },
      ],
      rows: [
        {
          page: 1,
          y: 90,
          cells: [
            { text: "A1-A3", col0: 0, col1: 0 },
            { text: "2,5", col0: 1, col1: 1 },
            { text: "0,02", col0: 2, col1: 2 },
          ],
        },
        {
          page: 1,
          y: 80,
          cells: [
            { text: "C1-C4", col0: 0, col1: 0 },
            { text: "0,5", col0: 1, col1: 1 },
            { text: "0", col0: 2, col1: 2 },
          ],
        },
      ],
      title: null,
      top: 100,
      bottom: 70,
      lineHeight: 6,
    };
    const turn = turned(grid)!;
    expect(turn.header.map((cell) => cell.text)).toEqual(["A1-A3", "C1-C4"]);
    expect(turn.rows.map((row) => row.cells.map((cell) => cell.text))).toEqual([
      ["GWP-total", "2,5", "0,5"],
      ["FW", "0,02", "0"],
    ]);
    // A table whose rows are indicators is not turned.
    expect(
      turned({ ...grid, rows: grid.rows.map((row) => ({ ...row, cells: [{ text: "Déchets dangereux", col0: 0, col1: 0 }] })) }),
    ).toBeNull();
  });
});

describe("turned: two transposed tables read as one", () => {
  it("turns nothing when the first column names the same modules twice", () => {
    const row = (module: string, y: number) => ({
      page: 1,
      y,
      cells: [
        { text: module, col0: 0, col1: 0 },
        { text: "1,0", col0: 1, col1: 1 },
        { text: "2,0", col0: 2, col1: 2 },
      ],
    });
    const grid: Grid = {
      page: 1,
      pages: [1],
      method: "stream",
      columns: [0, 1, 2].map((index) => ({ x0: index * 50, x1: index * 50 + 50 })),
      header: [
        { text: "GWP-total", col0: 1, col1: 1, level: 0 },
        { text: "FW", col0: 2, col1: 2, level: 0 },
      ],
      rows: [row("A1-A3", 90), row("C1-C4", 80), row("A1-A3", 60), row("C1-C4", 50)],
      title: null,
      top: 100,
      bottom: 40,
      lineHeight: 6,
    };
    expect(turned(grid)).toBeNull();
  });
});

describe("continuedTurned: a transposed table going on over a page break", () => {
  /** A transposed table as printed: modules down its first column, GWP and water across, on `page`. */
  const printed = (page: number, header: boolean, modules: string[], top = 100): Grid => ({
    page,
    pages: [page],
    method: "lattice",
    columns: [0, 1, 2].map((index) => ({ x0: index * 50, x1: index * 50 + 50 })),
    header: header
      ? [
          { text: "Module", col0: 0, col1: 0, level: 0 },
          { text: "GWP-total", col0: 1, col1: 1, level: 0 },
          { text: "FW", col0: 2, col1: 2, level: 0 },
        ]
      : [],
    rows: modules.map((module, index) => ({
      page,
      y: top - 10 * (index + 1),
      cells: [
        { text: module, col0: 0, col1: 0 },
        { text: "1,0", col0: 1, col1: 1 },
        { text: "0,02", col0: 2, col1: 2 },
      ],
    })),
    title: null,
    top,
    bottom: top - 10 * (modules.length + 1),
    lineHeight: 6,
  });

  it("joins rows with no header at the top of the next page as more modules of each indicator", () => {
    const joined = continuedTurned(printed(1, true, ["A1-A3", "C1-C4"]), printed(2, false, ["Total hors D"], 800))!;
    expect(joined.header.map((cell) => cell.text)).toEqual(["A1-A3", "C1-C4", "Total hors D"]);
    expect(joined.rows.map((row) => row.cells.map((cell) => cell.text))).toEqual([
      ["GWP-total", "1,0", "1,0", "1,0"],
      ["FW", "0,02", "0,02", "0,02"],
    ]);
    expect(joined.pages).toEqual([1, 2]);
  });

  it("joins rows under the same header repeated at the top of the next page (seed 33 document 673)", () => {
    const joined = continuedTurned(printed(1, true, ["A1-A3", "C1-C4"]), printed(2, true, ["Total (A1-C4)"], 800))!;
    expect(joined.header.map((cell) => cell.text)).toEqual(["A1-A3", "C1-C4", "Total (A1-C4)"]);
  });

  it("joins nothing under another header, two pages on, in other columns, or naming the same modules again", () => {
    const source = printed(1, true, ["A1-A3", "C1-C4"]);
    const other = printed(2, true, ["Total hors D"], 800);
    expect(
      continuedTurned(source, { ...other, header: other.header.map((cell) => (cell.text === "FW" ? { ...cell, text: "PENRT" } : cell)) }),
    ).toBeNull();
    expect(continuedTurned(source, { ...other, title: "Catégories de déchets" })).toBeNull();
    expect(continuedTurned(source, printed(3, false, ["Total hors D"], 800))).toBeNull();
    const shifted = printed(2, false, ["Total hors D"], 800);
    expect(continuedTurned(source, { ...shifted, columns: shifted.columns.map((c) => ({ x0: c.x0 + 200, x1: c.x1 + 200 })) })).toBeNull();
    expect(continuedTurned(source, printed(2, false, ["A1-A3", "C1-C4"], 800))).toBeNull();
  });
});

describe("rowsBelow: a table without grid cut into pieces by its tall rows", () => {
  /** An undrawn grid: a label column and three value columns at 200, 250 and 300, rows from `top` down. */
  const piece = (page: number, top: number, rows: string[][], header: string[] = [], title: string | null = null): Grid => ({
    page,
    pages: [page],
    method: "stream",
    columns: [{ x0: 40, x1: 120 }, ...[200, 250, 300].map((x) => ({ x0: x - 15, x1: x }))],
    header: header.map((text, index) => ({ text, col0: index + 1, col1: index + 1, level: 0 })),
    rows: rows.map((cells, index) => ({
      page,
      y: top - 10 * (index + 1),
      cells: cells.map((text, col) => ({ text, col0: col, col1: col })),
    })),
    title,
    top,
    bottom: top - 10 * (rows.length + 1),
    lineHeight: 6,
  });
  const table = piece(1, 700, [["Changement climatique", "2,5", "0,5", "3,0"]], ["A1-A3", "C1-C4", "Total"], "Impacts environnementaux");

  it("puts headerless rows further down the page, or at the top of the next, in the table's columns", () => {
    const rows = rowsBelow(table, piece(1, 500, [["Utilisation nette d'eau douce", "0,02", "0", "0,02"]]))!;
    expect(rows.columns).toEqual(table.columns);
    expect(rows.rows[0]!.cells.map((cell) => [cell.col0, cell.text])).toEqual([
      [0, "Utilisation nette d'eau douce"],
      [1, "0,02"],
      [2, "0"],
      [3, "0,02"],
    ]);
    expect(rows.title).toBe("Impacts environnementaux");
    // A section row read as a header ("Catégories de déchets") names no module: the rows are still the table's.
    expect(rowsBelow(table, piece(2, 800, [["Déchets dangereux", "0,01", "0", "0,01"]], ["Catégories de déchets"]))).not.toBeNull();
  });

  it("puts a piece's wider figures in the table's column they stand flush right in (seed 41 document 177)", () => {
    // The piece's own columns are as wide as its widest figure: their middles stand in no column of the table's.
    const wider = piece(1, 500, [["Total use of renewable primary energy (PERT)", "14,1766", "0,0526", "14,2292"]]);
    const rows = rowsBelow(table, {
      ...wider,
      columns: wider.columns.map((column, index) => (index === 0 ? column : { x0: column.x1 - 40, x1: column.x1 })),
    })!;
    expect(rows.columns).toEqual(table.columns);
    expect(rows.rows[0]!.cells.map((cell) => [cell.col0, cell.text])).toEqual([
      [0, "Total use of renewable primary energy (PERT)"],
      [1, "14,1766"],
      [2, "0,0526"],
      [3, "14,2292"],
    ]);
  });

  it("joins no table of its own, nothing above it, two pages on, nor numbers outside the table's columns", () => {
    expect(rowsBelow(table, piece(1, 500, [["Eau", "0,02", "0", "0,02"]], ["A1-A3", "C1-C4", "Total"]))).toBeNull();
    expect(rowsBelow(table, piece(1, 500, [["Eau", "0,02", "0", "0,02"]], [], "4.2 Résultats pour Isol 60 mm"))).toBeNull();
    expect(rowsBelow(table, piece(1, 800, [["Eau", "0,02", "0", "0,02"]]))).toBeNull();
    expect(rowsBelow(table, piece(3, 800, [["Eau", "0,02", "0", "0,02"]]))).toBeNull();
    const shifted = piece(1, 500, [["Eau", "0,02", "0", "0,02"]]);
    const apart = {
      ...shifted,
      columns: shifted.columns.map((column, index) => (index === 0 ? column : { x0: column.x0 + 25, x1: column.x1 + 25 })),
    };
    expect(rowsBelow(table, apart)).toBeNull();
  });

  it("puts the rows cell for cell under a first piece of one row, whose columns are only as wide as its numbers", () => {
    // Right-aligned numbers: "0" under each header, then wider numbers below, whose middles miss the narrow columns.
    const narrow = { ...table, columns: [{ x0: 40, x1: 120 }, ...[200, 250, 300].map((x) => ({ x0: x - 3, x1: x }))] };
    const wide = piece(1, 500, [["Utilisation nette d'eau douce", "0,0123", "0,0456", "0,0579"]]);
    const below = { ...wide, columns: [{ x0: 40, x1: 120 }, ...[200, 250, 300].map((x) => ({ x0: x - 18, x1: x }))] };
    const rows = rowsBelow(narrow, below)!;
    expect(rows.columns).toEqual(narrow.columns);
    expect(rows.rows[0]!.cells.map((cell) => [cell.col0, cell.text])).toEqual([
      [0, "Utilisation nette d'eau douce"],
      [1, "0,0123"],
      [2, "0,0456"],
      [3, "0,0579"],
    ]);
  });
});

describe("a row's numbers under a header that names modules but no one column", () => {
  it("makes the life cycle unknown, never the sum of the columns that were named (seed 38 document 879)", () => {
    // Two headers printed so close that they read as one cell over both columns, which cannot be cut in two (its
    // halves share D): no column of it is named.
    const header = [
      token("A1-A3", 185, 700),
      token("A4-A5", 235, 700),
      token("B1-B7", 285, 700),
      token("C1-C4", 335, 700),
      token("Module D Total (A1-D)", 382, 700),
    ];
    const values = ["-9.62E-1", "4.14E-2", "MND", "1.38E0", "-1.86E-2", "4.63E-1"];
    const row = [
      token("Changement climatique - total", 10, 688),
      ...values.map((text, index) => token(text, 200 + 50 * index - text.length * 3, 688)),
    ];
    const { tables } = resultTables([page(1, [...header, ...row])]);
    expect(tables[0]!.model.moduleColumns).toBe(4);
    const { lifeCycle } = tables[0]!.rows[0]!.figures;
    // The four named columns add up to 0.4594 (B not declared): that is no total of the row.
    expect(lifeCycle.ok).toBe(false);
  });
});
