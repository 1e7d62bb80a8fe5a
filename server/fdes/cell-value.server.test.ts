import { describe, expect, it } from "vitest";
import { readCell, withoutFootnoteMarks } from "./cell-value.server";

describe("readCell", () => {
  it("reads a number with the precision it was printed to", () => {
    expect(readCell("1,23E-02", ",")).toEqual({ kind: "number", value: 0.0123, halfUnit: 0.00005, text: "1,23E-02" });
    expect(readCell("2,91", ",")).toMatchObject({ value: 2.91, halfUnit: 0.005 });
    expect(readCell("1\u00a0110,5", ",")).toMatchObject({ value: 1110.5, halfUnit: 0.05 });
  });

  it("reads U+2212 and an en dash set against the digits as a minus, in the mantissa and the exponent", () => {
    expect(readCell("\u22121,5E\u221203", ",")).toMatchObject({ kind: "number", value: -0.0015 });
    expect(readCell("\u20130,0412", ",")).toMatchObject({ kind: "number", value: -0.0412 });
  });

  it("strips footnote marks beside a value", () => {
    expect(readCell("1,55E+01 (a)", ",")).toMatchObject({ kind: "number", value: 15.5 });
    expect(readCell("2,3*", ",")).toMatchObject({ kind: "number", value: 2.3 });
    expect(readCell("4,1\u00b9", ",")).toMatchObject({ kind: "number", value: 4.1 });
    expect(readCell("(1) 2,35", ",")).toMatchObject({ kind: "number", value: 2.35 });
    expect(readCell("0,40 (2)", ",")).toMatchObject({ kind: "number", value: 0.4 });
    expect(withoutFootnoteMarks("3,2E-04 (a) *")).toBe("3,2E-04");
  });

  it("keeps a negative value printed in parentheses", () => {
    expect(readCell("(0,40)", ",")).toMatchObject({ kind: "number", value: -0.4 });
  });

  it("tells not declared, empty and illegible apart, and never makes a 0 of them", () => {
    for (const mark of ["MND", "ND", "N/A", "-", "–", "INA", "NR", "MND (1)", "MN D"])
      expect(readCell(mark, ",").kind, mark).toBe("notDeclared");
    expect(readCell("", ",")).toEqual({ kind: "empty" });
    expect(readCell(undefined, ",")).toEqual({ kind: "empty" });
    for (const text of ["(a)", "(3)", "0,003210,00170", "12 %", "kg CO2", "1,2 3,4", "1.046"]) {
      expect(readCell(text, null).kind, text).toBe("illegible");
    }
  });
});
