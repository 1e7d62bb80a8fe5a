import { describe, expect, it } from "vitest";
import { emptyUploadedProduct } from "./compare-fdes-api";
import { parseTypedNumber, TYPED_MARK, typedValuesSchema, variantSchema, withTypedValues } from "./typed-values";

describe("parseTypedNumber", () => {
  it("reads numbers as a French visitor types them", () => {
    expect(parseTypedNumber("12,5")).toBe(12.5);
    expect(parseTypedNumber(" 1 234,5 ")).toBe(1234.5);
    expect(parseTypedNumber("1\u202f234,5")).toBe(1234.5);
    expect(parseTypedNumber("-0,4")).toBe(-0.4);
    expect(parseTypedNumber("\u22120,4")).toBe(-0.4);
    expect(parseTypedNumber("2,1E-03")).toBeCloseTo(0.0021, 12);
    expect(parseTypedNumber("3.5")).toBe(3.5);
  });

  it("reads nothing from text that is no number", () => {
    // "12 5" is no 125 and "1.250" no guess (docs/product.md §8.9: the site's one reader).
    for (const text of ["", "abc", "1,2,3", "12 kg", "1e", "--1", "12 5", "1.250"]) expect(parseTypedNumber(text), text).toBeNull();
  });
});

describe("typedValuesSchema", () => {
  it("takes the figures the form offers, drops unknown ones, refuses wrong types and impossible values in French", () => {
    expect(typedValuesSchema.parse({ gwp: 3.2, thermal_resistance: 5, other: 1 })).toEqual({ gwp: 3.2, thermal_resistance: 5 });
    expect(typedValuesSchema.safeParse({ gwp: "3,2" }).error?.issues[0]?.message).toBe("Nombre attendu, par exemple 12,5.");
    expect(typedValuesSchema.safeParse({ water: -1 }).error?.issues[0]?.message).toBe("Cette valeur ne peut pas être négative.");
    expect(typedValuesSchema.safeParse({ thermal_resistance: 0 }).error?.issues[0]?.message).toBe(
      "Résistance thermique attendue entre 0,1 et 20 m².K/W.",
    );
    expect(typedValuesSchema.safeParse({ energy: 1e12 }).success).toBe(false);
    expect(typedValuesSchema.safeParse([1]).success).toBe(false);
  });

  it("takes a variant id the reader gives, nothing else", () => {
    expect(variantSchema.safeParse("e145").success).toBe(true);
    expect(variantSchema.safeParse("r3.3").success).toBe(true);
    expect(variantSchema.safeParse("<script>").success).toBe(false);
  });
});

describe("withTypedValues", () => {
  it("fills the figures left unknown, each with what the reader found where, and keeps a figure that was read", () => {
    const read = emptyUploadedProduct();
    read.water = 0.02;
    read.details.unread.gwp = { reason: "Changement climatique : une cellule est vide.", page: 4, table: "Impacts", label: "GWP-total" };
    const filled = withTypedValues(read, { gwp: 3.4, water: 0.5, thermal_resistance: 4.5 });
    expect(filled.gwp).toBe(3.4);
    expect(filled.thermal_resistance).toBe(4.5);
    expect(filled.water).toBe(0.02);
    expect(filled.details.typed.gwp).toEqual({ value: 3.4, read: read.details.unread.gwp });
    expect(filled.details.typed.thermal_resistance).toEqual({ value: 4.5, read: null });
    expect(filled.details.typed.water).toBeUndefined();
    expect(filled.details.warnings).toContainEqual(expect.stringContaining("la valeur saisie n'est pas retenue"));
    // The product that was read is unchanged.
    expect(read.gwp).toBeNull();
    expect(TYPED_MARK).toBe("saisi par l'utilisateur");
  });
});
