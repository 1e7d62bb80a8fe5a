import { describe, expect, it } from "vitest";
import type { PositionedText, Rule } from "./fdes-types.server";
import { latticeGrids, lattices, mergeSegments } from "./lattice-grids.server";

const token = (text: string, x: number, y: number, size = 6): PositionedText => ({
  text,
  x,
  y,
  width: text.length * size * 0.5,
  height: size,
  page: 1,
});
const h = (y: number, x0: number, x1: number): Rule => ({ x0, x1, y0: y, y1: y });
const v = (x: number, y0: number, y1: number): Rule => ({ x0: x, x1: x, y0, y1 });

/** A drawn table: columns at 0-100 (label), 100-150, 150-200, 200-250; a header band and two rows. */
function drawn(options: { spanHeader?: boolean } = {}): Rule[] {
  const rules = [
    h(100, 0, 250),
    h(80, 0, 250),
    h(60, 0, 250),
    h(40, 0, 250),
    v(0, 40, 100),
    v(250, 40, 100),
    v(100, 40, 100),
    v(200, 40, 100),
  ];
  // The rule between the 2nd and 3rd columns is drawn down from the header only when the header does not span them.
  rules.push(options.spanHeader ? v(150, 40, 80) : v(150, 40, 100));
  return rules;
}

describe("mergeSegments", () => {
  it("joins a border drawn twice or in pieces into one segment", () => {
    expect(
      mergeSegments([
        { at: 10, from: 0, to: 50 },
        { at: 10.5, from: 51, to: 100 },
        { at: 30, from: 0, to: 20 },
      ]),
    ).toEqual([
      { at: 10.25, from: 0, to: 100 },
      { at: 30, from: 0, to: 20 },
    ]);
  });
});

describe("lattices and latticeGrids", () => {
  it("finds the table the rules draw and puts each token in the cell of its centre", () => {
    const found = lattices(drawn());
    expect(found).toHaveLength(1);
    const grid = latticeGrids(
      found[0]!,
      [
        token("Indicateur", 5, 88),
        token("A1-A3", 110, 88),
        token("C4", 160, 88),
        token("Total", 210, 88),
        token("GWP-total", 5, 68),
        token("2,5", 115, 68),
        token("0,5", 165, 68),
        token("3,0", 215, 68),
        token("FW", 5, 48),
        token("0,01", 110, 48),
        token("0", 165, 48),
        token("0,01", 210, 48),
      ],
      1,
    )[0]!;
    expect(grid.method).toBe("lattice");
    expect(grid.header.map((cell) => [cell.text, cell.col0, cell.col1])).toEqual([
      ["Indicateur", 0, 0],
      ["A1-A3", 1, 1],
      ["C4", 2, 2],
      ["Total", 3, 3],
    ]);
    expect(grid.rows.map((row) => row.cells.map((cell) => cell.text))).toEqual([
      ["GWP-total", "2,5", "0,5", "3,0"],
      ["FW", "0,01", "0", "0,01"],
    ]);
  });

  it("merges the cells a missing rule leaves joined: a header over two columns", () => {
    const grid = latticeGrids(
      lattices(drawn({ spanHeader: true }))[0]!,
      [token("Fin de vie", 120, 88), token("1", 115, 68), token("2", 165, 68), token("x", 5, 68)],
      1,
    )[0]!;
    expect(grid.header).toEqual([{ text: "Fin de vie", col0: 1, col1: 2, level: 0 }]);
  });

  it("reads a box holding only a header as a header with no rows (its body is set below without rules)", () => {
    const rules = [h(100, 0, 250), h(80, 0, 250), v(0, 80, 100), v(100, 80, 100), v(150, 80, 100), v(250, 80, 100)];
    const grid = latticeGrids(lattices(rules)[0]!, [token("A1-A3", 110, 88), token("D", 160, 88)], 1)[0]!;
    expect(grid.rows).toEqual([]);
    expect(grid.header.map((cell) => cell.text)).toEqual(["A1-A3", "D"]);
  });
});

describe("lattices: a table drawn in pieces", () => {
  it("joins boxes under one another whose column rules line up (shaded rows drawn as boxes), the space between them a row", () => {
    const box = (top: number, bottom: number): Rule[] => [
      h(top, 0, 200),
      h(bottom, 0, 200),
      v(0, bottom, top),
      v(100, bottom, top),
      v(150, bottom, top),
      v(200, bottom, top),
    ];
    const found = lattices([...box(100, 88), ...box(76, 64)]);
    expect(found).toHaveLength(1);
    const grid = latticeGrids(
      found[0]!,
      [
        token("A1-A3", 110, 92),
        token("D", 160, 92),
        token("GWP-total", 5, 80),
        token("2,5", 115, 80),
        token("-0,4", 160, 80),
        token("FW", 5, 68),
        token("0,01", 110, 68),
        token("0", 165, 68),
      ],
      1,
    )[0]!;
    expect(grid.rows.map((row) => row.cells.map((cell) => cell.text))).toEqual([
      ["GWP-total", "2,5", "-0,4"],
      ["FW", "0,01", "0"],
    ]);
    // Boxes whose columns do not line up are two tables.
    expect(lattices([...box(100, 88), h(76, 0, 200), h(64, 0, 200), v(0, 64, 76), v(60, 64, 76), v(200, 64, 76)])).toHaveLength(2);
  });
});

describe("latticeGrids: two tables in one set of rules", () => {
  it("starts another table at a header band that follows rows", () => {
    const rules = [
      h(100, 0, 200),
      h(88, 0, 200),
      h(76, 0, 200),
      h(64, 0, 200),
      h(52, 0, 200),
      v(0, 52, 100),
      v(100, 52, 100),
      v(150, 52, 100),
      v(200, 52, 100),
    ];
    const grids = latticeGrids(
      lattices(rules)[0]!,
      [
        ...[token("A1-A3", 110, 92), token("D", 160, 92), token("GWP-total", 5, 80), token("2,5", 115, 80), token("-0,4", 160, 80)],
        ...[token("A1-A3", 110, 68), token("D", 160, 68), token("FW", 5, 56), token("0,01", 110, 56), token("0", 165, 56)],
      ],
      1,
    );
    expect(grids.map((grid) => [grid.header.map((cell) => cell.text), grid.rows.length])).toEqual([
      [["A1-A3", "D"], 1],
      [["A1-A3", "D"], 1],
    ]);
  });
});
