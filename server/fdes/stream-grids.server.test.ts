import { describe, expect, it } from "vitest";
import type { PositionedText } from "./fdes-types.server";
import { streamGrids } from "./stream-grids.server";
import { groupLines } from "./text-lines.server";

const token = (text: string, x: number, y: number, width = text.length * 3): PositionedText => ({ text, x, y, width, height: 6, page: 1 });
const lines = (tokens: PositionedText[]) => groupLines(tokens, 1);

describe("streamGrids", () => {
  it("gives left-aligned headers the right-aligned numbers under them, never the column before", () => {
    // Cells 40 pt wide from x = 100: headers start 2 pt inside their cell, numbers end 2 pt before its right edge.
    const header = ["A1-A3", "C4", "D"].map((text, index) => token(text, 102 + 40 * index, 700));
    const row = (label: string, y: number, values: string[]) => [
      token(label, 10, y),
      ...values.map((text, index) => token(text, 138 + 40 * index - text.length * 3, y)),
    ];
    const [grid] = streamGrids(
      lines([
        token("Indicator", 10, 700),
        ...header,
        ...row("GWP-total", 688, ["2.5E+00", "0", "-4.0E-01"]),
        ...row("FW", 676, ["1.2E-02", "3.0E-04", "0"]),
      ]),
      1,
    );
    const columnOf = (text: string) => grid!.header.find((cell) => cell.text === text)!.col0;
    const valueColumn = (value: string) => grid!.rows[0]!.cells.find((cell) => cell.text === value)!.col0;
    expect(columnOf("A1-A3")).toBe(valueColumn("2.5E+00"));
    expect(columnOf("C4")).toBe(valueColumn("0"));
    expect(columnOf("D")).toBe(valueColumn("-4.0E-01"));
  });

  it("is no table: a justified sentence whose numbers stand apart", () => {
    const sentence = [
      token("répartie à", 10, 600),
      token("60", 80, 600),
      token("% en A1-A3,", 110, 600),
      token("20", 190, 600),
      token("% en A4-A5", 220, 600),
    ];
    expect(streamGrids(lines(sentence), 1)).toEqual([]);
  });

  it("centres a wrapped label on its values and keeps the unit's column apart", () => {
    const tokens = [
      token("A1-A3", 150, 700),
      token("Total", 190, 700),
      token("Utilisation totale des", 10, 686),
      token("ressources d'énergie", 10, 679),
      token("MJ", 100, 679),
      token("5", 160, 679),
      token("6", 200, 679),
      token("renouvelables", 10, 672),
      token("Déchets dangereux", 10, 660),
      token("kg", 100, 660),
      token("0,1", 157, 660),
      token("0,1", 197, 660),
    ];
    const [grid] = streamGrids(lines(tokens), 1);
    expect(grid!.rows.map((row) => row.cells.map((cell) => cell.text))).toEqual([
      ["Utilisation totale des ressources d'énergie renouvelables", "MJ", "5", "6"],
      ["Déchets dangereux", "kg", "0,1", "0,1"],
    ]);
  });

  it("measures the leading on the labels' own column: labels double spaced beside a wrapped unit keep all their lines", () => {
    // A word processor's double spacing (12 pt for 6-pt type); the unit "[kg CFC11" / "eq.]" wraps between the label's
    // lines, 6 pt from them: measured on every line, the leading would be 6 and the labels' first lines a header's.
    const values = (y: number) => [token("1.5", 150, y), token("-0.2", 200, y)];
    const tokens = [
      token("Indicator", 10, 749),
      token("A1-A3", 150, 749),
      token("D", 200, 749),
      token("Global Warming Potential", 10, 735),
      token("total (GWP-total)", 10, 723),
      token("[kg]", 100, 723),
      ...values(723),
      token("(climate)", 10, 711),
      token("Global warming potential -", 10, 697),
      token("[kg]", 100, 691),
      ...values(691),
      token("fossil fuels (GWP-fossil)", 10, 685),
      token("Depletion potential of the", 10, 671),
      token("[kg CFC11", 100, 665),
      token("stratospheric ozone layer", 10, 659),
      ...values(659),
      token("eq.]", 100, 653),
      token("(ODP)", 10, 647),
    ];
    const [grid] = streamGrids(lines(tokens), 1);
    expect(grid!.header.map((cell) => cell.text)).toEqual(["Indicator", "A1-A3", "D"]);
    expect(grid!.rows.map((row) => row.cells[0]!.text)).toEqual([
      "Global Warming Potential total (GWP-total) (climate)",
      "Global warming potential - fossil fuels (GWP-fossil)",
      "Depletion potential of the stratospheric ozone layer (ODP)",
    ]);
  });

  it("reads a label wrapped above its values and starting with 'Total' as the label, never as the header", () => {
    // One tall spreadsheet row cut off from its table: nothing above it names the value columns.
    const tokens = [
      token("Total use of renewable", 10, 700),
      token("primary energy", 10, 690),
      token("[MJ]", 100, 690),
      token("4.41e+01", 150, 690),
      token("-2.55e+00", 200, 690),
      token("resources (PERT)", 10, 680),
    ];
    const [grid] = streamGrids(lines(tokens), 1);
    expect(grid!.header).toEqual([]);
    expect(grid!.rows.map((row) => row.cells.map((cell) => cell.text))).toEqual([
      ["Total use of renewable primary energy resources (PERT)", "[MJ]", "4.41e+01", "-2.55e+00"],
    ]);
    // Below its values too: "total (GWP-total)" ends the label, it heads no table below.
    const below = [
      token("Changement climatique –", 10, 703),
      token("kg CO₂ éq.", 100, 700),
      token("2,712E+00", 150, 700),
      token("-9,223E-01", 200, 700),
      token("total (GWP-total)", 10, 697),
    ];
    expect(streamGrids(lines(below), 1)[0]!.rows[0]!.cells[0]!.text).toBe("Changement climatique – total (GWP-total)");
  });

  it("reads a section's title set across the columns between the header and the first row as the table's, not as its end", () => {
    const values = (y: number, numbers: string[]) => numbers.map((text, index) => token(text, 100 + 30 * index, y));
    const [grid] = streamGrids(
      lines([
        token("Indicateur", 10, 700),
        ...values(700, ["A1-A3", "C4", "D"]),
        token("Indicateurs d'impacts environnementaux principaux", 10, 686),
        token("GWP total", 10, 672),
        ...values(672, ["2,5", "0,1", "-0,4"]),
        token("Eau", 10, 660),
        ...values(660, ["1,2", "0,3", "0"]),
      ]),
      1,
    );
    expect(grid!.header.map((cell) => cell.text)).toEqual(expect.arrayContaining(["A1-A3", "C4", "D"]));
    expect(grid!.title).toContain("Indicateurs d'impacts environnementaux principaux");
    expect(grid!.rows).toHaveLength(2);
    // Set in the label's column only, a row's padding above the first row (not its label's leading): the same.
    const [short] = streamGrids(
      lines([
        token("Indicateur", 10, 700),
        ...values(700, ["A1-A3", "C4", "D"]),
        token("Impacts principaux", 10, 686),
        token("GWP total", 10, 672),
        ...values(672, ["2,5", "0,1", "-0,4"]),
      ]),
      1,
    );
    expect(short!.header.map((cell) => cell.text)).toEqual(expect.arrayContaining(["A1-A3", "C4", "D"]));
    expect(short!.title).toBe("Impacts principaux");
    expect(short!.rows[0]!.cells[0]!.text).toBe("GWP total");
  });

  it("keeps the header naming the columns by their codes over a one-row piece of a spreadsheet's tall rows", () => {
    const values = (y: number, numbers: string[]) => numbers.map((text, index) => token(text, 100 + 30 * index, y));
    // The header 7 h above the first row, the next row 10 h below it: each row is a block of its own, with no pitch.
    const [first] = streamGrids(
      lines([
        token("Indicator", 10, 700),
        ...values(700, ["A1-A3", "C4", "D"]),
        token("GWP-total", 10, 658),
        ...values(658, ["2.5", "0.1", "-0.4"]),
        token("GWP-fossil", 10, 598),
        ...values(598, ["1.2", "0.3", "0"]),
      ]),
      1,
    );
    expect(first!.header.map((cell) => cell.text)).toEqual(expect.arrayContaining(["A1-A3", "C4", "D"]));
    expect(first!.rows[0]!.cells.map((cell) => cell.text)).toEqual(["GWP-total", "2.5", "0.1", "-0.4"]);
  });

  it("gives a lone row double spaced its whole label and ends the table under its label's last line", () => {
    // A shaded row drawn with no cell rules between ruled ones (LibreOffice Writer; seed 40 doc 56): its label wraps
    // over six lines 12 pt apart for 6-pt type, the values on its middle, and nothing else on the page to measure on.
    const tokens = [
      token("Use of", 10, 433.5),
      token("renewable", 10, 421.5),
      token("primary energy", 10, 409.5),
      token("[MJ]", 100, 403.5),
      token("6.73E+2", 150, 403.5),
      token("1.52E+1", 200, 403.5),
      token("resources used", 10, 397.5),
      token("as raw materials", 10, 385.5),
      token("(PERM)", 10, 373.5),
    ];
    const [grid] = streamGrids(lines(tokens), 1);
    expect(grid!.rows.map((row) => row.cells.map((cell) => cell.text))).toEqual([
      ["Use of renewable primary energy resources used as raw materials (PERM)", "[MJ]", "6.73E+2", "1.52E+1"],
    ]);
    // The rows drawn below it start right under "(PERM)": they go on from it (result-tables joins them on that).
    expect(grid!.bottom).toBe(373.5);
  });
});
