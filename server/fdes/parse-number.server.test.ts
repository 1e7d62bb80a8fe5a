import { describe, expect, it } from "vitest";
import { decimalMarkOf, isValueCell, parseFdesNumber, printedHalfUnit } from "./parse-number.server";

describe("parseFdesNumber", () => {
  it.each([
    ["2,91", 2.91],
    ["0.0213", 0.0213],
    ["7,10E+00", 7.1],
    ["-9,0E-03", -0.009],
    ["1.23E-02", 0.0123],
    ["\u22124,5", -4.5],
    ["\u20130,25", -0.25],
    ["1\u00a0110", 1110],
    ["1\u202f110,5", 1110.5],
    ["12 345", 12345],
    ["0", 0],
    ["0,00E+00", 0],
  ])("reads %s as %d", (raw, expected) => {
    expect(parseFdesNumber(raw)).toBeCloseTo(expected, 10);
  });

  it.each([
    ["(0,40)", ",", -0.4],
    ["(1.2E-02)", ".", -0.012],
    ["1.046,5", ",", 1046.5],
    ["1,046.5", ".", 1046.5],
    ["1.046", ",", 1046],
    ["1.046", ".", 1.046],
    ["1,046", ",", 1.046],
    ["0,125", null, 0.125],
  ] as const)("reads %s in a table whose decimal mark is '%s'", (raw, mark, expected) => {
    expect(parseFdesNumber(raw, mark)).toBeCloseTo(expected, 10);
  });

  it("leaves '1.046' unread when the table does not tell its decimal mark, and a footnote mark '(3)' is no number", () => {
    expect(parseFdesNumber("1.046", null)).toBeNull();
    expect(parseFdesNumber("(3)")).toBeNull();
    expect(decimalMarkOf(["0,0213", "1.046", "7,10E+00"])).toBe(",");
    expect(decimalMarkOf(["0.0213", "1,046"])).toBe(".");
    expect(decimalMarkOf(["1.046", "12"])).toBeNull();
  });

  it.each(["ND", "MND", "N/A", "-", "", "INA", "NR"])("reads %s as not declared", (raw) => {
    expect(parseFdesNumber(raw)).toBeNull();
    expect(isValueCell(raw)).toBe(true);
  });

  it("refuses text and digits that are not a number", () => {
    expect(parseFdesNumber("kg CO2")).toBeNull();
    expect(parseFdesNumber("1 23")).toBeNull();
    expect(parseFdesNumber("1,2,3")).toBeNull();
    expect(isValueCell("Réchauffement")).toBe(false);
  });

  it("reads a space around the exponent's E and an en dash or U+2212 in the exponent", () => {
    expect(parseFdesNumber("1,23 E-02", ",")).toBeCloseTo(0.0123, 12);
    expect(parseFdesNumber("1.5 E+03", ".")).toBe(1500);
    expect(parseFdesNumber("1,23E\u201302", ",")).toBeCloseTo(0.0123, 12);
    expect(parseFdesNumber("1,23 E\u221202", ",")).toBeCloseTo(0.0123, 12);
  });

  it("takes U+2212 and a space for a minus, never an en dash and a space (a not-declared dash beside a number)", () => {
    expect(parseFdesNumber("\u2212 0,5", ",")).toBe(-0.5);
    expect(parseFdesNumber("\u2013 0,5", ",")).toBeNull();
    expect(parseFdesNumber("- 0,5", ",")).toBeNull();
  });
});

describe("printedHalfUnit", () => {
  it.each([
    ["1,23E-02", ",", 0.00005],
    ["1,23E\u201302", ",", 0.00005],
    ["2,91", ",", 0.005],
    ["1.234,5", ",", 0.05],
    ["1,234.5", ".", 0.05],
    ["1.046", ",", 0.5],
    ["1.046", ".", 0.0005],
    ["12 345", ",", 0.5],
    ["2,31E+3", ",", 5],
    ["(0,40)", ",", 0.005],
  ] as const)("%s (decimal mark '%s') is ± %d", (raw, mark, expected) => {
    expect(printedHalfUnit(raw, mark)).toBeCloseTo(expected, 12);
  });

  it("gives nothing for a cell that holds no number", () => {
    expect(printedHalfUnit("MND", ",")).toBeNull();
    expect(printedHalfUnit("1.046", null)).toBeNull();
  });
});
