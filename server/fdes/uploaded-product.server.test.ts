import { describe, expect, it } from "vitest";
import type { FdesExtraction } from "./fdes-types.server";
import { ownDeclaration } from "./own-products.server";
import { isIncompleteExtraction as isIncomplete } from "@domain/fdes/compare-fdes-api";
import { uploadedProduct } from "./uploaded-product.server";

const read = (value: number) => ({ value, page: 3, modules: "A1-C4", label: null, table: null });

function extraction(overrides: Partial<FdesExtraction> = {}): FdesExtraction {
  return {
    standard: "NF EN 15804+A2",
    hasText: true,
    supported: true,
    productName: "Panneau PIR ToitPro 160 mm",
    functionalUnit: { quantity: 1, unit: "m²", thicknessMm: 160, thermalResistance: 7.25, referenceServiceLifeYears: 50 },
    gwp: read(18.8),
    pert: read(32),
    penrt: read(1110.6),
    energy: read(1142.6),
    water: read(0.123),
    wasteHazardous: read(0.0126),
    wasteNonHazardous: read(4.7),
    wasteRadioactive: read(0.0031),
    waste: read(4.7157),
    recyclable: read(0.482),
    moduleDGwp: read(-1.09),
    moduleDPenrt: read(-45.2),
    gwpEndOfLife: read(0.815),
    gwpByStage: { a1a3: null, a4a5: null, b: null, c: null, d: null },
    biogenicCarbon: null,
    endOfLife: "enfoui en installation de stockage",
    validUntil: "2030-02-04",
    warnings: ["Total imprimé différent de la somme des modules."],
    ...overrides,
  };
}

describe("uploadedProduct", () => {
  it("names every value read as the compare-fdes answer does, page numbers dropped", () => {
    expect(uploadedProduct(extraction())).toEqual({
      name: "Panneau PIR ToitPro 160 mm",
      gwp: 18.8,
      energy: 1142.6,
      water: 0.123,
      waste: 4.7157,
      recyclable: 0.482,
      end_of_life: "enfoui en installation de stockage",
      thermal_resistance: 7.25,
      module_d: -1.09,
      details: {
        standard: "NF EN 15804+A2",
        functional_unit: { quantity: 1, unit: "m²", thickness_mm: 160, reference_service_life_years: 50 },
        pert: 32,
        penrt: 1110.6,
        waste_hazardous: 0.0126,
        waste_non_hazardous: 4.7,
        waste_radioactive: 0.0031,
        module_d_penrt: -45.2,
        gwp_end_of_life: 0.815,
        valid_until: "2030-02-04",
        warnings: ["Total imprimé différent de la somme des modules."],
      },
    });
  });

  it("is incomplete only when GWP, energy and water are all unread (docs/product.md §8.6)", () => {
    expect(isIncomplete(uploadedProduct(extraction({ gwp: null, energy: null, water: null })))).toBe(true);
    expect(isIncomplete(uploadedProduct(extraction({ gwp: null, energy: null })))).toBe(false);
    expect(isIncomplete(uploadedProduct(extraction({ energy: null, water: null, gwp: read(0) })))).toBe(false);
  });
});

describe("ownDeclaration", () => {
  const file = { isExample: true, documentUrl: "/documents/FDES_Botte_36cm.pdf" };

  it("takes our bale's R from its declaration and its values per m²", () => {
    const warnings: string[] = [];
    const declaration = ownDeclaration(
      "botte-36",
      extraction({ functionalUnit: { quantity: 2, unit: "m²", thicknessMm: 360, thermalResistance: 7.4, referenceServiceLifeYears: 50 } }),
      { ...file, warn: (message) => warnings.push(message) },
    );
    expect(declaration).toMatchObject({
      name: "Botte 36",
      thermal_resistance: 7.4,
      standard: "NF EN 15804+A2",
      gwp: 9.4,
      energy: 571.3,
      penrt: 555.3,
      module_d: -0.545,
      is_example: true,
      document_url: "/documents/FDES_Botte_36cm.pdf",
    });
    expect(warnings).toEqual([]);
  });

  it("falls back to the catalogue's R, with a warning, when the declaration gives none", () => {
    const warnings: string[] = [];
    const declaration = ownDeclaration(
      "botte-22",
      extraction({
        functionalUnit: { quantity: null, unit: null, thicknessMm: null, thermalResistance: null, referenceServiceLifeYears: null },
      }),
      { ...file, warn: (message) => warnings.push(message) },
    );
    expect(declaration.thermal_resistance).toBe(4.6);
    expect(declaration.gwp).toBe(18.8);
    expect(warnings).toHaveLength(1);
  });
});
