import { describe, expect, it } from "vitest";
import { decimalMarkOf, isValueCell, parseFdesNumber } from "./parse-number.server";

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
});
