import { describe, expect, it } from "vitest";
import { parseSurface } from "@domain/quote/quote-field-values";
import { prefillSurface } from "./quote-prefill";

describe("prefillSurface", () => {
  it("keeps what fits in 4 characters, with a French decimal comma", () => {
    expect(prefillSurface("12.50")).toBe("12,5");
    expect(prefillSurface("120.00")).toBe("120");
    expect(prefillSurface("7.50")).toBe("7,5");
    expect(prefillSurface("1.25")).toBe("1,25");
  });

  it("rounds up to the decimals that fit, so the quote covers the whole surface", () => {
    expect(prefillSurface("33.33")).toBe("33,4");
    expect(prefillSurface("250.01")).toBe("251");
    expect(prefillSurface("1234.56")).toBe("1235");
    expect(prefillSurface("9998.20")).toBe("9999");
  });

  it("gives a value the form accepts", () => {
    for (const stored of ["12.50", "33.33", "0.01", "9999.00"]) expect(parseSurface(prefillSurface(stored)!)).not.toBeNull();
  });

  it("drops what is not a surface from the form's range", () => {
    expect(prefillSurface(null)).toBeNull();
    expect(prefillSurface("")).toBeNull();
    expect(prefillSurface("abc")).toBeNull();
    expect(prefillSurface("0")).toBeNull();
    expect(prefillSurface("-3")).toBeNull();
    expect(prefillSurface("10000.00")).toBeNull();
    expect(prefillSurface("9999.50")).toBeNull();
  });
});
