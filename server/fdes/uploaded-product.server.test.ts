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
    variants: [],
    chosenVariant: null,
    unread: {},
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
        gwp_by_stage: { a1_a3: null, a4_a5: null, b: null, c: null, d: -1.09 },
        biogenic_carbon: null,
        sources: expect.objectContaining({ gwp: { modules: "A1-C4", page: 3, table: null, label: null } }),
        unread: {},
        variants: [],
        chosen_variant: null,
        typed: {},
        warnings: ["Total imprimé différent de la somme des modules."],
      },
    });
  });

  it("gives each figure read its modules and where it was read, and GWP by stage; nothing for a figure not read", () => {
    const at = (value: number, modules: string, page: number, label: string | null) => ({
      value,
      modules,
      page,
      label,
      table: "Indicateurs d'impacts environnementaux",
    });
    const product = uploadedProduct(
      extraction({
        gwp: at(18.8, "A1-C4", 4, "Changement climatique - total"),
        energy: at(1142.6, "A1-C4", 5, null),
        water: null,
        moduleDGwp: null,
        gwpByStage: {
          a1a3: at(15.1, "A1-A3", 4, "Changement climatique - total"),
          a4a5: at(1.2, "A4-A5", 4, "Changement climatique - total"),
          b: null,
          c: at(2.5, "C1-C4", 4, "Changement climatique - total"),
          d: at(-1.09, "D", 4, "Changement climatique - total"),
        },
        biogenicCarbon: at(0.4, "A1-A3", 6, "Teneur en carbone biogénique du produit"),
      }),
    );
    expect(product.details.gwp_by_stage).toEqual({ a1_a3: 15.1, a4_a5: 1.2, b: null, c: 2.5, d: -1.09 });
    expect(product.module_d).toBe(-1.09);
    expect(product.details.biogenic_carbon).toBe(0.4);
    const { sources } = product.details;
    expect(sources.gwp).toEqual({
      modules: "A1-C4",
      page: 4,
      table: "Indicateurs d'impacts environnementaux",
      label: "Changement climatique - total",
    });
    expect(sources.energy).toMatchObject({ modules: "A1-C4", page: 5, label: null });
    expect(sources.gwp_a1_a3?.modules).toBe("A1-A3");
    expect(sources.module_d?.modules).toBe("D");
    expect(sources.biogenic_carbon?.page).toBe(6);
    expect(sources.water).toBeUndefined();
    expect(sources.gwp_b).toBeUndefined();
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
      gwp_by_stage: { a1_a3: null, a4_a5: null, b: null, c: null, d: -0.545 },
      biogenic_carbon: null,
      is_example: true,
      document_url: "/documents/FDES_Botte_36cm.pdf",
    });
    expect(warnings).toEqual([]);
  });

  it("brings our GWP by stage and biogenic carbon to 1 m² like the other figures", () => {
    const at = (value: number, modules: string) => ({ value, modules, page: 2, label: "x", table: null });
    const declaration = ownDeclaration(
      "botte-36",
      extraction({
        functionalUnit: { quantity: 2, unit: "m²", thicknessMm: 360, thermalResistance: 7.5, referenceServiceLifeYears: 50 },
        gwpByStage: { a1a3: at(-100, "A1-A3"), a4a5: at(2, "A4-A5"), b: at(0, "B1-B7"), c: at(108, "C1-C4"), d: null },
        biogenicCarbon: at(31.68, "A1-A3"),
      }),
      { ...file, warn: () => undefined },
    );
    expect(declaration.gwp_by_stage).toEqual({ a1_a3: -50, a4_a5: 1, b: 0, c: 54, d: -0.545 });
    expect(declaration.biogenic_carbon).toBeCloseTo(15.84, 6);
    expect(declaration.sources.biogenic_carbon?.modules).toBe("A1-A3");
  });

  it("falls back to the catalogue's R the calculations use (the rules' one), with a warning, when the declaration gives none", () => {
    const warnings: string[] = [];
    const declaration = ownDeclaration(
      "botte-22",
      extraction({
        functionalUnit: { quantity: null, unit: null, thicknessMm: null, thermalResistance: null, referenceServiceLifeYears: null },
      }),
      { ...file, warn: (message) => warnings.push(message) },
    );
    // docs/product.md §10.9: 0.22 m / 0.052 = 4.23, not the declared 4.6.
    expect(declaration.thermal_resistance).toBe(4.23);
    expect(declaration.gwp).toBe(18.8);
    expect(warnings).toHaveLength(1);
  });
});
