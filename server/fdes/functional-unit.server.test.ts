import { describe, expect, it } from "vitest";
import { readFunctionalUnit, resistanceIn } from "./functional-unit.server";
import { normalise } from "./text-lines.server";

const unitOf = (...pages: string[][]) => readFunctionalUnit(pages);

describe("R of the functional unit", () => {
  it.each([
    ["R = 3,75 m2.K/W", 3.75],
    ["R = 8.00 (hors accessoires de pose)", 8],
    ["R= 1.4", 1.4],
    ["Rd : 2,50 m².K.W-1", 2.5],
    ["présentant une résistance thermique de 5,50 m².K/W", 5.5],
    ["Résistance thermique R (déclarée par le fabricant) 4,6 m².K/W", 4.6],
    ["Résistance thermique 5,00 (m².K)/W", 5],
  ])("reads %s", (line, expected) => {
    expect(resistanceIn(normalise(line))).toBe(expected);
  });

  it.each([
    "résistance thermique de 1,00 à 6,00 m².K/W",
    "Conductivité thermique λ = 0,040 W/(m.K)",
    "λD 0,032 W/(m.K)",
    "Résistance thermique R (m².K/W) 2,50 3,00 3,75 5,00",
  ])("does not take %s", (line) => {
    expect(resistanceIn(normalise(line))).toBeNull();
  });

  it("prefers the functional unit's sentence to the validity range and λ printed before it", () => {
    const unit = unitOf(
      ["Cadre de validité : épaisseurs de 40 à 240 mm, R de 1,00 à 6,00 m².K/W", "λ = 0,040 W/(m.K)"],
      [
        "Description de l'unité fonctionnelle",
        "Assurer une fonction d'isolation thermique sur 1 m² de paroi, épaisseur 100 mm, pendant une durée de vie de",
        "référence de 50 ans, avec une résistance thermique R = 2,50 m².K/W.",
      ],
    );
    expect(unit).toEqual({
      quantity: 1,
      unit: "m²",
      declaredUnit: false,
      thicknessMm: 100,
      thermalResistance: 2.5,
      referenceServiceLifeYears: 50,
      densityKgM3: null,
      statedByUnit: { thickness: true, resistance: true },
    });
  });

  it("falls back on the technical data and the cover, never on a validity line", () => {
    const unit = unitOf(
      ["Laine de chanvre 100 mm", "R = 2,50 m².K/W"],
      ["Unité fonctionnelle : 1 m² d'isolant posé, DVR : 50 ans", "Cadre de validité : R = 6,00 m².K/W pour 240 mm", "Épaisseur : 100 mm"],
    );
    expect(unit.thermalResistance).toBe(2.5);
    expect(unit.thicknessMm).toBe(100);
  });

  it("reads a declared unit (1 kg, 1 m³, in words too) with the density that brings it to 1 m²", () => {
    const unit = unitOf(["Unité déclarée : 1 m³ de laine de bois en vrac, R = 5 m².K/W pour 200 mm"]);
    expect(unit).toMatchObject({ quantity: 1, unit: "m³", declaredUnit: true });
    expect(unitOf(["Unité déclarée : un kilogramme de ouate.", "Masse volumique : 40 kg/m³"])).toMatchObject({
      quantity: 1,
      unit: "kg",
      declaredUnit: true,
      densityKgM3: 40,
    });
    expect(unitOf(["Masse volumique : 80 à 120 kg/m³"]).densityKgM3).toBeNull();
    expect(unitOf(["Unité fonctionnelle : isoler un mètre carré de paroi. Masse volumique 15 kg/m³"])).toMatchObject({
      quantity: 1,
      unit: "m²",
      declaredUnit: false,
    });
  });

  it("does not take the table of contents for the functional unit", () => {
    const unit = unitOf(
      ["2. Description de l'unité fonctionnelle et du produit ........ 7"],
      ["Assurer la fonction d'isolation thermique sur 1 m² de mur avec une résistance thermique de R = 4,50 m².K/W."],
    );
    expect(unit).toMatchObject({ quantity: 1, unit: "m²", thermalResistance: 4.5 });
  });
});

describe("quantity of the functional unit", () => {
  it("is not the R printed before it in the sentence", () => {
    expect(unitOf(["Unité fonctionnelle : isoler avec R = 3,75 m2.K/W sur 1 m2 de paroi"])).toMatchObject({
      quantity: 1,
      unit: "m²",
      thermalResistance: 3.75,
    });
  });
});

describe("readFunctionalUnit: an English EPD", () => {
  it("reads the declared unit, the density, the thickness and R in English", () => {
    const unit = readFunctionalUnit([
      [
        "Declared unit: 1 m³ of glass wool with a gross density of 16 kg/m³.",
        "Reference product for the building: 45 mm, R = 1.45 m²K/W.",
        "Thickness 45 mm",
        "Thermal resistance 1.45 m²K/W",
        "Reference service life (RSL): 50 years",
      ],
    ]);
    expect(unit).toMatchObject({
      quantity: 1,
      unit: "m³",
      declaredUnit: true,
      thicknessMm: 45,
      densityKgM3: 16,
      referenceServiceLifeYears: 50,
    });
  });
});

describe("readFunctionalUnit: the thickness in the product's name", () => {
  it("reads a facts table's product line naming one thickness, when nothing else states it", () => {
    const unit = (...lines: string[]) => readFunctionalUnit([lines]).thicknessMm;
    const facts = "Unité fonctionnelle  Résultats pour R = 1 m².K/W ; multiplier par 4,29 (1 m², R = 4,29 m².K/W)";
    expect(unit("Produit  Cellufloc HD 180 mm", facts)).toBe(180);
    expect(unit("Produit : Cellufloc HD 180 mm", facts, "Épaisseur 200 mm")).toBe(200);
    // A panel's sizes, two thicknesses, or a name in running text give none.
    expect(unit("Produit  Panneau 600 x 1200 mm", facts)).toBeNull();
    expect(unit("Produit  Cellufloc 100 mm et 200 mm", facts)).toBeNull();
    expect(unit("Le produit Cellufloc 180 mm est posé en combles", facts)).toBeNull();
  });
});

describe("readFunctionalUnit: a facts table", () => {
  it("reads the unit whose label stands alone between the two lines of its value", () => {
    const unit = readFunctionalUnit([
      [
        "Norme NF EN 15804+A2",
        "1 m³ de produit (masse volumique 45 kg/m³) ; épaisseur de référence 180 mm, R =",
        "Unité déclarée",
        "5.45 m².K/W",
        "Date d'édition 10/09/2021",
      ],
    ]);
    expect(unit).toMatchObject({ quantity: 1, unit: "m³", declaredUnit: true, thicknessMm: 180, densityKgM3: 45 });
  });
});

describe("readFunctionalUnit: a declared unit of 1 m²", () => {
  it("reads it as the comparison's own unit, with its R", () => {
    const unit = readFunctionalUnit([["Declared unit: 1 m² of straw bale insulation with a thermal resistance R = 6.9 m²K/W."]]);
    expect(unit).toMatchObject({ quantity: 1, unit: "m²", declaredUnit: false, thermalResistance: 6.9 });
  });
});

describe("readFunctionalUnit: the unit's own thickness and R", () => {
  it("reads a size the unit's sentence gives without naming it (outsider d21), never a range or a panel's sizes", () => {
    const unit = readFunctionalUnit([
      [
        "This EPD covers three thicknesses.",
        "Declared unit: 1 m² of stone wool slab, 100 mm, R = 2.65 m²K/W (reference product). Results for 45 mm and 160 mm are also shown.",
      ],
    ]);
    expect(unit).toMatchObject({ thicknessMm: 100, thermalResistance: 2.65, statedByUnit: { thickness: true, resistance: true } });
    const sizeOf = (sentence: string) => readFunctionalUnit([[sentence]]).thicknessMm;
    expect(sizeOf("Unité fonctionnelle : 1 m² de panneaux de 40 à 240 mm.")).toBeNull();
    expect(sizeOf("Unité fonctionnelle : 1 m² de panneau 600 x 1200 mm.")).toBeNull();
    expect(sizeOf("Unité fonctionnelle : 1 m² de panneau de 100 mm ou 120 mm.")).toBeNull();
  });

  it("says a thickness and R found after the unit's sentence (a product's heading, outsider d49) are not the unit's", () => {
    const unit = readFunctionalUnit([
      [
        "Unité fonctionnelle : assurer une fonction d'isolation thermique sur 1 m² de paroi pendant 50 ans. Les résultats sont donnés pour chaque produit de la gamme.",
        "Produit : BOISPAN Rigide – épaisseur 80 mm – R = 2,0 m².K/W",
      ],
    ]);
    expect(unit.statedByUnit).toEqual({ thickness: false, resistance: false });
  });
});
