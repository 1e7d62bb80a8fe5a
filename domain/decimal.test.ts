import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkDecimal, decimalMessage, type DecimalRule, readDecimal } from "./decimal";
import { decimalNumberSchema, decimalTextSchema } from "./decimal-schema";
import { formatNumber } from "./format";

const QUANTITY: DecimalRule = { subject: "La quantité", min: 0, minExclusive: true, max: 1_000_000, unit: "m²" };

describe("readDecimal", () => {
  it.each([
    ["12,5", 12.5],
    ["12.5", 12.5],
    [" 12,5 ", 12.5],
    ["1 250", 1250],
    ["1\u00a0250,5", 1250.5],
    ["1\u202f250\u202f000", 1_250_000],
    ["1 250.5", 1250.5],
    ["1 250.500", 1250.5],
    [",5", 0.5],
    ["5,", 5],
    ["-5", -5],
    ["−5,5", -5.5],
    ["+3", 3],
    ["0.125", 0.125],
    ["0,048", 0.048],
    // A comma is the French decimal comma, whatever follows it.
    ["1,250", 1.25],
    ["007", 7],
  ])("reads %j as %d", (text, value) => {
    expect(readDecimal(text)).toEqual({ kind: "number", value });
  });

  it.each(["1.250", "12.500", "999.999", "-1.250"])("does not guess %j, which could be a thousand times more", (text) => {
    expect(readDecimal(text).kind).toBe("ambiguous");
  });

  it.each([
    "abc",
    "12,5,5",
    "1.2.3",
    "12,5.3",
    "12 5",
    "1 25",
    "1 2345",
    "12 345 67",
    "1e3",
    "0x10",
    "Infinity",
    "NaN",
    "12,5 m²",
    "--5",
    ",",
    ".",
  ])("refuses %j", (text) => {
    expect(readDecimal(text).kind).toBe("unreadable");
  });

  it("takes an FDES table's exponent only where asked, and never guesses then either", () => {
    expect(readDecimal("2,1E-03", { exponent: true })).toEqual({ kind: "number", value: 0.0021 });
    expect(readDecimal("-3.83e+00", { exponent: true })).toEqual({ kind: "number", value: -3.83 });
    expect(readDecimal("1.250E2", { exponent: true })).toEqual({ kind: "number", value: 125 });
    expect(readDecimal("2,1E-03").kind).toBe("unreadable");
    expect(readDecimal("12 5", { exponent: true }).kind).toBe("unreadable");
  });

  it("is empty for blank text", () => {
    expect(readDecimal("  ")).toEqual({ kind: "empty" });
  });

  it("reads back every number the site prints, exactly", () => {
    fc.assert(
      fc.property(fc.integer({ min: -999_999_999, max: 999_999_999 }), fc.integer({ min: 0, max: 4 }), (units, decimals) => {
        const value = units / 10 ** decimals;
        expect(readDecimal(formatNumber(value, 4))).toEqual({ kind: "number", value });
      }),
    );
  });

  it("never turns a separator into a factor of ten: a.b is a.b, or not read", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999 }),
        fc.stringMatching(/^\d{1,4}$/),
        fc.constantFrom(",", "."),
        (integer, decimals, separator) => {
          const reading = readDecimal(`${integer}${separator}${decimals}`);
          if (reading.kind === "number") expect(reading.value).toBe(Number(`${integer}.${decimals}`));
          else expect(reading.kind).toBe("ambiguous");
        },
      ),
    );
  });
});

describe("checkDecimal", () => {
  it("says the allowed range for an empty, unreadable or out-of-range entry", () => {
    const message = "La quantité doit être un nombre supérieur à 0 et d'au plus 1\u202f000\u202f000\u00a0m²";
    expect(decimalMessage(QUANTITY)).toBe(message);
    for (const text of ["", "abc", "0", "-3", "1 000 001", "2000000"]) {
      const check = checkDecimal(text, QUANTITY);
      expect(check.ok, text).toBe(false);
      if (!check.ok) expect(check.message).toBe(message);
    }
    expect(checkDecimal("1 000 000", QUANTITY)).toEqual({ ok: true, value: 1_000_000 });
    expect(checkDecimal("12,5", QUANTITY)).toEqual({ ok: true, value: 12.5 });
  });

  it("names both readings of an ambiguous entry", () => {
    const check = checkDecimal("1.250", QUANTITY);
    expect(check).toEqual({
      ok: false,
      empty: false,
      message: `« 1.250 » peut se lire 1,250 ou 1\u00a0250 : écrivez l'un ou l'autre. ${decimalMessage(QUANTITY)}.`,
    });
  });

  it("refuses a fraction where whole numbers are asked", () => {
    const year: DecimalRule = { subject: "L'année", min: 2022, max: 2050, integer: true, ungrouped: true };
    expect(checkDecimal("2025", year)).toEqual({ ok: true, value: 2025 });
    expect(checkDecimal("2025,5", year).ok).toBe(false);
    expect(decimalMessage(year)).toBe("L'année doit être un nombre entier de 2022 à 2050");
  });
});

describe("the server's schemas", () => {
  it("read a typed text as the page does, with the same message", () => {
    const schema = decimalTextSchema(QUANTITY);
    expect(schema.parse("1 250,5")).toBe(1250.5);
    const refused = schema.safeParse("12,5,5");
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(decimalMessage(QUANTITY));
    expect(schema.safeParse("9".repeat(41)).success).toBe(false);
  });

  it("check a JSON number against the same range", () => {
    const schema = decimalNumberSchema(QUANTITY);
    expect(schema.parse(12.5)).toBe(12.5);
    for (const value of [0, -1, 1_000_001, "12,5", Number.NaN, null]) {
      const refused = schema.safeParse(value);
      expect(refused.success, String(value)).toBe(false);
      expect(refused.error?.issues[0]?.message).toBe(decimalMessage(QUANTITY));
    }
  });
});
