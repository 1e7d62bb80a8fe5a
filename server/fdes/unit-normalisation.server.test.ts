import { describe, expect, it } from "vitest";
import type { FdesExtraction } from "./fdes-types.server";
import type { FunctionalUnitFields } from "./functional-unit.server";
import { declaredResistance, normalisedToSquareMetre, printedMultiplier, resultsAtUnitResistance } from "./unit-normalisation.server";

const read = (value: number) => ({ value, page: 3, modules: "A1-C4", label: "x", table: null });

function extraction(): FdesExtraction {
  return {
    hasText: true,
    standard: "NF EN 15804+A2",
    supported: true,
    productName: "Liège",
    functionalUnit: { quantity: 1, unit: "m²", thicknessMm: 40, thermalResistance: 1.05, referenceServiceLifeYears: 50 },
    gwp: read(0.69),
    pert: null,
    penrt: null,
    energy: null,
    water: read(0.0128),
    wasteHazardous: null,
    wasteNonHazardous: null,
    wasteRadioactive: null,
    waste: null,
    recyclable: null,
    moduleDGwp: null,
    moduleDPenrt: null,
    gwpEndOfLife: null,
    gwpByStage: { a1a3: null, a4a5: null, b: null, c: null, d: null },
    biogenicCarbon: null,
    endOfLife: null,
    validUntil: null,
    variants: [],
    chosenVariant: null,
    unread: {},
    warnings: [],
  };
}

const unit = (overrides: Partial<FunctionalUnitFields> = {}): FunctionalUnitFields => ({
  quantity: 1,
  unit: "m²",
  declaredUnit: false,
  thicknessMm: 40,
  thermalResistance: 1.05,
  referenceServiceLifeYears: 50,
  densityKgM3: 110,
  ...overrides,
});

describe("unit normalisation", () => {
  it("reads the multiplier printed for results given at R = 1", () => {
    expect(printedMultiplier("Pour obtenir les impacts de l'unité fonctionnelle, multiplier par 3,30.")).toBe(3.3);
    expect(printedMultiplier("Multiplier les valeurs par un facteur de 1.05 pour l'UF.")).toBe(1.05);
    expect(printedMultiplier("multiplier par 3,30 ou par 4,10")).toBeNull();
    expect(resultsAtUnitResistance("Les résultats sont exprimés pour une résistance thermique R = 1 m².K/W.")).toBe(true);
    expect(resultsAtUnitResistance("Indicateurs (pour R = 1 m².K/W)")).toBe(true);
    expect(resultsAtUnitResistance("R = 1,05 m².K/W")).toBe(false);
  });

  it("multiplies results at R = 1 by the printed multiplier, for the unit's R", () => {
    const text = "Les résultats sont exprimés pour R = 1 m².K/W. Multiplier par 1.05.";
    const result = normalisedToSquareMetre(extraction(), unit(), text);
    expect(result.gwp?.value).toBeCloseTo(0.7245, 10);
    expect(result.water?.value).toBeCloseTo(0.01344, 10);
    expect(result.functionalUnit.thermalResistance).toBe(1.05);
    expect(result.warnings).toContainEqual(expect.stringContaining("multipliées par 1,05"));
  });

  it("leaves the figures unknown when the multiplier contradicts the unit's R", () => {
    const result = normalisedToSquareMetre(extraction(), unit(), "Résultats pour R = 1 m².K/W : multiplier par 3,30.");
    expect(result.gwp).toBeNull();
    expect(result.warnings).toContainEqual(expect.stringContaining("diffère de la résistance de l'unité fonctionnelle"));
  });

  it("brings a declaration per m³ or per kg to 1 m² with the thickness (and the density), or leaves it unknown", () => {
    const perM3 = normalisedToSquareMetre(extraction(), unit({ unit: "m³", declaredUnit: true, thicknessMm: 200 }), "");
    expect(perM3.gwp?.value).toBeCloseTo(0.138, 10);
    expect(perM3.functionalUnit).toMatchObject({ quantity: 1, unit: "m²" });
    const perKg = normalisedToSquareMetre(extraction(), unit({ unit: "kg", declaredUnit: true, thicknessMm: 100, densityKgM3: 40 }), "");
    expect(perKg.gwp?.value).toBeCloseTo(0.69 * 4, 10);
    const unknownDensity = normalisedToSquareMetre(extraction(), unit({ unit: "kg", declaredUnit: true, densityKgM3: null }), "");
    expect(unknownDensity.gwp).toBeNull();
    expect(unknownDensity.functionalUnit.thermalResistance).toBeNull();
  });
});

describe("unit normalisation in English", () => {
  it("reads results given for R = 1 and the factor to multiply them by", () => {
    expect(resultsAtUnitResistance("The results are given per m² for R = 1 m²K/W; multiply by 3.00 for the functional unit.")).toBe(true);
    expect(resultsAtUnitResistance("according to EN 15804+A2: 1 m² (R = 1 m²K/W)")).toBe(true);
    expect(printedMultiplier("The results are given per m² for R = 1 m²K/W; multiply by 3.00 for the functional unit.")).toBe(3);
  });
});

describe("declaredResistance", () => {
  it("is the printed multiplier when the results are given for R = 1, else the unit's R (seed 32 document 819)", () => {
    const perUnitR =
      "Unité fonctionnelle : Résultats pour R = 1 m².K/W ; multiplier par 3,45 pour l'unité fonctionnelle (1 m², R = 3,45 m².K/W).";
    expect(declaredResistance(unit({ thermalResistance: 1 }), perUnitR)).toBe(3.45);
    // A 40 mm product whose R is 1 m².K/W, with no multiplier printed, is a product of R = 1.
    expect(declaredResistance(unit({ thermalResistance: 1 }), "Unité fonctionnelle : 1 m², R = 1,00 m².K/W (40 mm).")).toBe(1);
    expect(declaredResistance(unit({ thermalResistance: 5.5 }), "R = 5,50 m².K/W")).toBe(5.5);
    // A unit per m³ has no R of its own to be scaled: the multiplier's sentence says nothing of it.
    expect(declaredResistance(unit({ unit: "m³", declaredUnit: true, thermalResistance: null }), perUnitR)).toBeNull();
  });
});
