import { describe, expect, it } from "vitest";
import type { PositionedText } from "./fdes-types.server";
import { groupLines, isValueText, splitRuns } from "./text-lines.server";

const item = (text: string, x: number, y = 100, height = 6): PositionedText => ({ text, x, y, width: text.length * 3, height, page: 1 });

describe("tokens", () => {
  it("cuts a run holding a row into one token per value", () => {
    const pieces = splitRuns(item("éq. 1,15E+01 4,99E-01 0 MND", 10));
    expect(pieces.map((piece) => piece.text)).toEqual(["éq.", "1,15E+01", "4,99E-01", "0", "MND"]);
    expect(pieces[1]!.x).toBeGreaterThan(pieces[0]!.x);
  });

  it("joins a unit's index or exponent to its word, never a cell set apart", () => {
    const [line] = groupLines([item("kg CO", 10), item("2", 25, 99, 4), item("1,5", 60)], 1);
    expect(line!.items.map((token) => token.text)).toEqual(["kg CO2", "1,5"]);
    const [apart] = groupLines([item("m", 10), item("3", 40)], 1);
    expect(apart!.items.map((token) => token.text)).toEqual(["m", "3"]);
  });

  it("joins the digit groups of a number set with a thin space", () => {
    const [line] = groupLines([item("1", 10), item("046,5", 14)], 1);
    expect(line!.items.map((token) => token.text)).toEqual(["1 046,5"]);
  });

  it("tells values from words, footnote marks aside", () => {
    expect(isValueText("1,55E+01 (a)")).toBe(true);
    expect(isValueText("MND")).toBe(true);
    expect(isValueText("Total")).toBe(false);
  });
});
