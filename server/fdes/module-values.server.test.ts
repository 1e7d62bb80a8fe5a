import { describe, expect, it } from "vitest";
import { readCell } from "./cell-value.server";
import { LIFE_CYCLE, type Module, moduleRange } from "./life-cycle-modules.server";
import { deriveModules, type ModuleCell, rowFigures } from "./module-values.server";

const cell = (modules: readonly Module[], text: string): ModuleCell => ({ modules, value: readCell(text, ",") });
const modules = (from: Module, to: Module) => moduleRange(from, to);

/** A1-A3 | A4 | A5 | B1-B7 | C1..C4 | Total | D, as most French FDES print it. */
function row(values: string[]): ModuleCell[] {
  const sets: Module[][] = [
    modules("A1", "A3"),
    ["A4"],
    ["A5"],
    modules("B1", "B7"),
    ["C1"],
    ["C2"],
    ["C3"],
    ["C4"],
    [...LIFE_CYCLE],
    ["D"],
  ];
  return sets.map((set, index) => cell(set, values[index]!));
}

describe("deriveModules", () => {
  it("takes a printed total its modules confirm", () => {
    const figures = rowFigures(row(["2,50", "0,10", "0,05", "0", "0", "0,0212", "0,0104", "0,301", "2,98", "-0,40"]));
    expect(figures.lifeCycle).toEqual({ ok: true, value: { value: 2.98, halfUnit: 0.005, how: "printed", partial: false } });
    expect(figures.d).toMatchObject({ ok: true, value: { value: -0.4 } });
    // C1-C4 printed nowhere: the sum of its modules as printed.
    expect(figures.stages.c).toMatchObject({ ok: true, value: { value: expect.closeTo(0.3326, 10), how: "sum" } });
    expect(figures.stages.a4a5).toMatchObject({ ok: true, value: { value: expect.closeTo(0.15, 10), how: "sum" } });
  });

  it("leaves a total its modules contradict unknown, with the reason", () => {
    const figures = rowFigures(row(["2,50", "0,10", "0,05", "0", "0", "0,02", "0,01", "0,30", "5,96", "-0,40"]));
    expect(figures.lifeCycle).toMatchObject({ ok: false, reason: expect.stringContaining("ne concordent pas") });
  });

  it("reads 'Total A1-D' as holding D: the life cycle is the modules, or that total less D", () => {
    const cells = [
      cell(modules("A1", "A3"), "2,50"),
      cell(modules("A4", "A5"), "0,15"),
      cell(modules("C1", "C4"), "0,33"),
      cell([...LIFE_CYCLE, "D"], "2,58"),
      cell(["D"], "-0,40"),
    ];
    const b = cell(modules("B1", "B7"), "0");
    // Both ways agree; the one printed with the finer digits is kept.
    expect(deriveModules(LIFE_CYCLE, [...cells, b])).toMatchObject({ ok: true, value: { value: expect.closeTo(2.98, 10) } });
    // Without the B column the life cycle is only the difference: 2,58 - (-0,40).
    expect(deriveModules(LIFE_CYCLE, cells)).toMatchObject({ ok: true, value: { value: expect.closeTo(2.98, 10), how: "difference" } });
  });

  it("reads 'Total hors B' with the B modules beside it", () => {
    const horsB = [...modules("A1", "A5"), ...modules("C1", "C4")];
    const cells = [cell(horsB, "3,10"), cell(modules("B1", "B7"), "0,20")];
    expect(deriveModules(LIFE_CYCLE, cells)).toMatchObject({ ok: true, value: { value: expect.closeTo(3.3, 10) } });
  });

  it("never sums the cells that happened to be readable", () => {
    const values = ["2,50", "0,10", "", "0", "0", "0,02", "0,01", "0,30", "", "-0,40"];
    expect(rowFigures(row(values)).lifeCycle).toMatchObject({ ok: false, reason: expect.stringContaining("vide") });
    values[2] = "0,0S";
    expect(rowFigures(row(values)).lifeCycle).toMatchObject({ ok: false, reason: expect.stringContaining("lisible") });
  });

  it("sums the printed modules when no total is printed, as precise as they are; a difference only when sure to 0.5 %", () => {
    const coarse = [
      cell(modules("A1", "A3"), "2"),
      cell(modules("A4", "A5"), "0,1"),
      cell(modules("B1", "B7"), "0"),
      cell(modules("C1", "C4"), "0,3"),
    ];
    expect(deriveModules(LIFE_CYCLE, coarse)).toMatchObject({
      ok: true,
      value: { value: expect.closeTo(2.4, 10), how: "sum", halfUnit: expect.closeTo(0.6, 10) },
    });
    // "Total A1-D" less D, both printed to one decimal: 0,4 ± 0,1 is not a figure.
    const difference = [cell([...LIFE_CYCLE, "D"], "0,2"), cell(["D"], "-0,2")];
    expect(deriveModules(LIFE_CYCLE, difference)).toMatchObject({ ok: false, failure: "coarse" });
  });

  it("counts the use stage marked not declared as nothing, and says the sum is partial; any other module leaves it unknown", () => {
    const cells = [
      cell(modules("A1", "A3"), "2,512"),
      cell(modules("A4", "A5"), "0,101"),
      cell(modules("B1", "B7"), "MND"),
      cell(modules("C1", "C4"), "0,330"),
    ];
    expect(deriveModules(LIFE_CYCLE, cells)).toMatchObject({ ok: true, value: { value: expect.closeTo(2.943, 10), partial: true } });
    expect(deriveModules(modules("B1", "B7"), cells)).toMatchObject({ ok: false });
    const c1 = [
      cell(modules("A1", "A5"), "2,613"),
      cell(modules("B1", "B7"), "0"),
      cell(["C1"], "MND"),
      cell(modules("C2", "C4"), "0,330"),
    ];
    expect(deriveModules(LIFE_CYCLE, c1)).toMatchObject({ ok: false });
  });

  it("names the modules a table stops short of when some of the set have columns and the rest none", () => {
    // A wide table printed cut at the page's margin (outsider's d01): A1-A3 to C1 printed, C2, C3, C4 and the total not.
    const cut = [
      cell(modules("A1", "A3"), "1,08"),
      cell(["A4"], "0,135"),
      cell(["A5"], "0,107"),
      cell(modules("B1", "B7"), "0"),
      cell(["C1"], "0,00592"),
    ];
    expect(deriveModules(LIFE_CYCLE, cut)).toEqual({
      ok: false,
      reason: "A1-C4 : aucune colonne du tableau ne donne C2-C4 ni un total qui les comprenne",
      failure: "none",
    });
    expect(deriveModules(["C1", "C2", "C3", "C4"], cut)).toMatchObject({ ok: false, reason: expect.stringContaining("ne donne C2-C4") });
    expect(deriveModules(LIFE_CYCLE, cut.slice(0, 4))).toMatchObject({ reason: expect.stringContaining("ne donne C1-C4 ni") });
  });

  it("has no reason when the row has no cell for the set at all", () => {
    expect(deriveModules(["D"], [cell(modules("A1", "A3"), "1")])).toEqual({ ok: false, reason: null, failure: "none" });
  });
});
