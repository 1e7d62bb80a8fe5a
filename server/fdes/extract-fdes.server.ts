import type { FdesExtraction, PageText } from "./fdes-types.server";

/** The rule-based reading of an FDES from the positioned text of its pages (work in progress: nothing read yet). */
export function extractFdes(pages: PageText[]): FdesExtraction {
  void pages;
  return {
    standard: null,
    supported: true,
    productName: null,
    functionalUnit: { quantity: null, unit: null, thicknessMm: null, thermalResistance: null, referenceServiceLifeYears: null },
    gwp: null,
    pert: null,
    penrt: null,
    energy: null,
    water: null,
    wasteHazardous: null,
    wasteNonHazardous: null,
    wasteRadioactive: null,
    waste: null,
    recyclable: null,
    moduleDGwp: null,
    moduleDPenrt: null,
    gwpEndOfLife: null,
    endOfLife: null,
    validUntil: null,
    warnings: [],
  };
}
