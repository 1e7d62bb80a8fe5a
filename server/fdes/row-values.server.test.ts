import { describe, expect, it } from "vitest";
import { rowValues } from "./row-values.server";
import type { TableColumn } from "./table-columns.server";

const column = (kind: TableColumn["kind"], modules: string[], centre: number): TableColumn => ({ kind, modules, centre, reach: 10 });

describe("rowValues: module D", () => {
  // D's letter and its long title read as two header cells: two columns said to be D.
  const columns = [
    column("modules", ["A1", "A2", "A3"], 100),
    column("modules", ["C1", "C2", "C3", "C4"], 200),
    column("d", [], 300),
    column("d", [], 400),
    column("total", [], 500),
  ];
  const row = (...cells: string[]) => ({
    page: 1,
    y: 0,
    label: "GWP",
    cells: new Map(cells.map((cell, index) => [index, cell])),
    percent: false,
    strays: 0,
  });

  it("gives no D when two columns taken for D hold different numbers", () => {
    const values = rowValues(row("2", "1", "0,3186", "-1,031", "3"), columns, "GWP", ",");
    expect(values.d).toBeNull();
    expect(values.warnings.join(" ")).toContain("module D");
    expect(values.total).toBe(3);
  });

  it("takes D when only one of them holds a number", () => {
    const cells = new Map([
      [0, "2"],
      [1, "1"],
      [3, "-1,031"],
      [4, "3"],
    ]);
    expect(rowValues({ ...row(), cells }, columns, "GWP", ",").d).toBe(-1.031);
  });
});

describe("rowValues: a total column whose cell holds no number", () => {
  const columns = [
    column("modules", ["A1", "A2", "A3"], 100),
    column("modules", ["A4", "A5"], 200),
    column("modules", ["B1", "B2", "B3", "B4", "B5", "B6", "B7"], 300),
    column("modules", ["C1", "C2", "C3", "C4"], 400),
    column("total", [], 500),
  ];
  const row = (...cells: [number, string][]) => ({ page: 1, y: 0, label: "GWP", cells: new Map(cells), percent: false, strays: 0 });

  it("sums modules printed with enough digits to stand for the total the document prints", () => {
    expect(rowValues(row([0, "2,512"], [1, "0"], [2, "0"], [3, "1,034"]), columns, "GWP", ",").total).toBeCloseTo(3.546, 10);
  });

  it("leaves the total unknown when the modules have too few digits to stand for it (sum 1,5 ± 0,1, 6,7 %)", () => {
    const values = rowValues(row([0, "1,2"], [1, "0"], [2, "0"], [3, "0,3"]), columns, "GWP", ",");
    expect(values.total).toBeNull();
    expect(values.warnings.join(" ")).toContain("trop peu de chiffres");
  });
});

describe("rowValues: not-declared marks of two adjacent cells read as one", () => {
  const columns = [
    column("modules", ["A1", "A2", "A3"], 100),
    column("modules", ["A4", "A5"], 200),
    column("modules", ["B1", "B2", "B3"], 300),
    column("modules", ["B4", "B5", "B6", "B7"], 400),
    column("modules", ["C1", "C2", "C3", "C4"], 500),
    column("total", [], 600),
  ];
  const row = (cells: [number, string][], strays = 0) => ({ page: 1, y: 0, label: "PERT", cells: new Map(cells), percent: false, strays });

  it("takes 'MND MND' for two not-declared cells: the printed total, checked against the declared modules, stands", () => {
    const values = rowValues(
      row([
        [0, "2,50"],
        [1, "0,10"],
        [2, "MND MND"],
        [4, "0,40"],
        [5, "3,00"],
      ]),
      columns,
      "PERT",
      ",",
    );
    expect(values.total).toBe(3);
    expect(values.stages.b).toBeNull();
    expect(values.warnings).toEqual([]);
  });

  it("still refuses the row when a number went missing beside them (the total no longer matches)", () => {
    const values = rowValues(
      row([
        [0, "2,50"],
        [1, "0,10"],
        [2, "MND MND"],
        [5, "3,00"],
      ]),
      columns,
      "PERT",
      ",",
    );
    expect(values.total).toBeNull();
  });

  it("sums the declared modules with no printed total when the marks stand for the one empty cell beside them", () => {
    const noTotal = columns.slice(0, 5);
    const values = rowValues(
      row([
        [0, "2,50"],
        [1, "0,10"],
        [2, "MND MND"],
        [4, "0,40"],
      ]),
      noTotal,
      "PERT",
      ",",
    );
    expect(values.total).toBeCloseTo(3, 10);
    expect(values.partialSum).toBe(true);
  });

  it("refuses the row when an empty cell lies away from the merged marks: the values between may have slid a column", () => {
    // A5's 0,10 read under B1-B3, the empty A4-A5 cell two columns before "MND MND": the total still matches.
    const slid = [
      column("modules", ["A1", "A2", "A3"], 100),
      column("modules", ["A4", "A5"], 200),
      column("modules", ["B1", "B2", "B3"], 300),
      column("modules", ["B4", "B5"], 400),
      column("modules", ["B6", "B7"], 500),
      column("modules", ["C1", "C2", "C3", "C4"], 600),
      column("total", [], 700),
    ];
    const values = rowValues(
      row([
        [0, "2,50"],
        [2, "0,10"],
        [3, "MND MND"],
        [5, "0,40"],
        [6, "3,00"],
      ]),
      slid,
      "PERT",
      ",",
    );
    expect(values.total).toBeNull();
    expect(values.stages.b).toBeNull();
    expect(values.stages.a4a5).toBeNull();
  });

  it("never takes a number and a mark in one cell for a mark", () => {
    const values = rowValues(
      row([
        [0, "2,50"],
        [1, "0,10"],
        [2, "MND 0,4"],
        [4, "0,40"],
        [5, "3,00"],
      ]),
      columns,
      "PERT",
      ",",
    );
    expect(values.total).toBeNull();
  });
});

describe("rowValues: a sum of modules with no printed total", () => {
  const columns = [
    column("modules", ["A1", "A2", "A3"], 100),
    column("modules", ["A4", "A5"], 200),
    column("modules", ["B1", "B2", "B3", "B4", "B5", "B6", "B7"], 300),
    column("modules", ["C1", "C2", "C3", "C4"], 400),
  ];
  const row = (...cells: [number, string][]) => ({ page: 1, y: 0, label: "FW", cells: new Map(cells), percent: false, strays: 0 });

  it("is kept when its printed digits make it sure to 0,5 %", () => {
    expect(rowValues(row([0, "0,07112"], [1, "0,007539"], [2, "N/A"], [3, "0,02114"]), columns, "FW", ",").total).toBeCloseTo(0.099799, 9);
  });

  it("is left unknown when one module has too few digits for it (the '3' of m³ read for A1-A3's 0,07112)", () => {
    const values = rowValues(row([0, "3"], [1, "0,007539"], [2, "N/A"], [3, "0,02114"]), columns, "FW", ",");
    expect(values.total).toBeNull();
    expect(values.warnings.join(" ")).toContain("pas sûre à 0,5 % près");
  });
});
