import { describe, expect, it } from "vitest";
import { implausibleGwp, productFamily } from "./product-family.server";

describe("productFamily", () => {
  it("takes the only family the first page names", () => {
    expect(productFamily([["FDES", "Laine de verre IsoNord 120 mm"], ["Comparé à la laine de roche…"]])).toBe("glassWool");
    expect(productFamily([["PANNEAU ISOLANT EN FIBRES DE BOIS"]])).toBe("woodFibre");
    expect(productFamily([["Polystyrène expansé (PSE) graphité"]])).toBe("eps");
  });

  it("falls back on the whole document, and gives none when several families are named or none", () => {
    expect(productFamily([["FDES Isotherm 2000"], ["Isolant en ouate de cellulose insufflée"]])).toBe("cellulose");
    expect(productFamily([["Laine de verre ou laine de roche : FDES collective des laines minérales"]])).toBeNull();
    expect(productFamily([["Isolant minéral"], ["Emballage : film polyéthylène sur palette bois"]])).toBeNull();
  });
});

describe("implausibleGwp", () => {
  const r5 = { thermalResistance: 5, thicknessMm: 160 };

  it("accepts a GWP within a few times the family's range at the unit's R", () => {
    expect(implausibleGwp(4.5, "glassWool", r5)).toBeNull();
    expect(implausibleGwp(30, "glassWool", r5)).toBeNull();
    // Bio-based: a negative total is possible (biogenic carbon not released within A1-C4).
    expect(implausibleGwp(-12, "woodFibre", r5)).toBeNull();
    expect(implausibleGwp(-2, "hempWool", r5)).toBeNull();
  });

  it("refuses a GWP far outside it, scaled to the unit's R or, for straw, its thickness", () => {
    expect(implausibleGwp(450, "glassWool", r5)).toContain("laine de verre");
    expect(implausibleGwp(-4.5, "glassWool", r5)).toContain("hors des ordres de grandeur");
    expect(implausibleGwp(0.045, "rockWool", r5)).toContain("laine de roche");
    // 9 kg at R = 1 is 45 at R = 5: plausible for rock wool at R = 5, not at R = 1 … only past 4 × 40 / 5 = 32.
    expect(implausibleGwp(9, "rockWool", { thermalResistance: 1, thicknessMm: 36 })).toBeNull();
    expect(implausibleGwp(40, "rockWool", { thermalResistance: 1, thicknessMm: 36 })).not.toBeNull();
    expect(implausibleGwp(5.1, "straw", { thermalResistance: null, thicknessMm: 360 })).toBeNull();
    expect(implausibleGwp(510, "straw", { thermalResistance: null, thicknessMm: 360 })).toContain("botte de paille");
  });

  it("says nothing when the family or the quantity its range scales with is unknown", () => {
    expect(implausibleGwp(4500, null, r5)).toBeNull();
    expect(implausibleGwp(4500, "glassWool", { thermalResistance: null, thicknessMm: 160 })).toBeNull();
  });
});
