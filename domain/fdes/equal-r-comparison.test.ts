import { describe, expect, it } from "vitest";
import type { UploadedProduct } from "./compare-fdes-api";
import { describeReductions, writeAnalysis } from "./analysis";
import { compareAtEqualR, type OwnDeclaration, reductionPercent } from "./equal-r-comparison";

function uploadedProduct(
  overrides: Partial<UploadedProduct> = {},
  unit: Partial<UploadedProduct["details"]["functional_unit"]> = {},
): UploadedProduct {
  return {
    name: "Laine de verre Exemple 120 mm",
    gwp: 4,
    energy: 100,
    water: 0.05,
    waste: 2,
    recyclable: 0.1,
    end_of_life: "Mise en décharge",
    thermal_resistance: 3.75,
    module_d: -0.2,
    details: {
      standard: "NF EN 15804+A2",
      functional_unit: { quantity: 1, unit: "m²", thickness_mm: 120, reference_service_life_years: 50, ...unit },
      pert: 20,
      penrt: 80,
      waste_hazardous: 0.01,
      waste_non_hazardous: 1.98,
      waste_radioactive: 0.01,
      module_d_penrt: -3,
      gwp_end_of_life: 0.4,
      valid_until: "2029-05-31",
      gwp_by_stage: { a1_a3: 3.2, a4_a5: 0.3, b: 0.1, c: 0.4, d: -0.2 },
      biogenic_carbon: null,
      sources: {},
      unread: {},
      variants: [],
      chosen_variant: null,
      typed: {},
      warnings: [],
    },
    ...overrides,
  };
}

function bale(name: string, r: number, gwp: number | null, energy: number | null): OwnDeclaration {
  return {
    name,
    thermal_resistance: r,
    standard: "NF EN 15804+A2",
    gwp,
    energy,
    penrt: energy === null ? null : energy / 10,
    water: 0.02,
    waste: 1,
    end_of_life: "Compostage",
    module_d: 0,
    gwp_by_stage: { a1_a3: gwp === null ? null : gwp - 60, a4_a5: 1, b: 0, c: gwp === null ? null : 59, d: 0 },
    biogenic_carbon: 15.84 * (r / 7.5),
    sources: {},
    is_example: true,
    document_url: `/documents/${name}.pdf`,
  };
}

const BALES = [
  bale("Botte 22", 4.6, 3, 360),
  bale("Botte 36", 7.5, 5, 590),
  bale("Botte 46", 9.6, 6.5, 750),
  bale("ArgiBotte", 2.8, 3, 360),
];
const TODAY = new Date("2026-11-24T12:00:00Z");

describe("compareAtEqualR", () => {
  it("brings each bale to the uploaded R and computes reductions relative to the uploaded product", () => {
    const { products } = compareAtEqualR(uploadedProduct(), BALES);
    const botte36 = products.find((product) => product.name === "Botte 36")!;
    // 5 kg CO₂ éq. at R 7.5 → at R 3.75: 5 × 3.75 / 7.5 = 2.5; (4 − 2.5) / 4 = 37.5 % lower.
    expect(botte36.gwp).toBeCloseTo(2.5, 10);
    expect(botte36.gwp_reduction_percent).toBe(37.5);
    // 590 MJ × 0.5 = 295 MJ against 100 MJ: (100 − 295) / 100 = −195 % (higher).
    expect(botte36.energy).toBeCloseTo(295, 10);
    expect(botte36.energy_reduction_percent).toBe(-195);
    expect(botte36.penrt).toBeCloseTo(29.5, 10);
    expect(botte36.water).toBeCloseTo(0.01, 10);
    expect(botte36.waste).toBeCloseTo(0.5, 10);
    expect(botte36.thermal_resistance).toBe(7.5);
    // ArgiBotte: 3 × 3.75 / 2.8 = 4.017857…; (4 − 4.017857) / 4 = −0.446 % → −0.4.
    const argibotte = products.find((product) => product.name === "ArgiBotte")!;
    expect(argibotte.gwp).toBeCloseTo(4.017857, 5);
    expect(argibotte.gwp_reduction_percent).toBe(-0.4);
  });

  it("brings GWP by stage and the stored biogenic carbon to the uploaded R, a stage not read staying unread", () => {
    const botte36 = BALES[1]!;
    const own = [{ ...botte36, gwp_by_stage: { ...botte36.gwp_by_stage, b: null } }];
    const [product] = compareAtEqualR(uploadedProduct(), own).products;
    // Factor 3.75 / 7.5 = 0.5: A1-A3 −55 → −27.5, C 59 → 29.5, biogenic carbon 15.84 kg C → 7.92.
    expect(product!.gwp_by_stage.a1_a3).toBeCloseTo(-27.5, 10);
    expect(product!.gwp_by_stage.a4_a5).toBeCloseTo(0.5, 10);
    expect(product!.gwp_by_stage.b).toBeNull();
    expect(product!.gwp_by_stage.c).toBeCloseTo(29.5, 10);
    expect(product!.gwp_by_stage.d).toBe(0);
    expect(product!.biogenic_carbon).toBeCloseTo(7.92, 10);
    // Without R, our own values per m² stay as declared.
    const [own36] = compareAtEqualR(uploadedProduct({ thermal_resistance: null }), own).products;
    expect(own36!.gwp_by_stage.a1_a3).toBe(-55);
    expect(own36!.biogenic_carbon).toBeCloseTo(15.84, 10);
  });

  it("names the bale whose own R is nearest as the closest match", () => {
    // 3.75: Botte 22 is 0.85 away, ArgiBotte 0.95. 8.5: Botte 36 is 1.0 away, Botte 46 1.1; 9.0: Botte 46.
    expect(compareAtEqualR(uploadedProduct(), BALES).closest).toEqual({ name: "Botte 22", thermal_resistance: 4.6 });
    expect(compareAtEqualR(uploadedProduct({ thermal_resistance: 8.5 }), BALES).closest?.name).toBe("Botte 36");
    expect(compareAtEqualR(uploadedProduct({ thermal_resistance: 9.0 }), BALES).closest?.name).toBe("Botte 46");
    expect(compareAtEqualR(uploadedProduct({ thermal_resistance: 1.2 }), BALES).closest?.name).toBe("ArgiBotte");
  });

  it("scales to the area of a functional unit of several m²", () => {
    const { products } = compareAtEqualR(uploadedProduct({}, { quantity: 2 }), BALES);
    // 3 × 3.75 / 4.6 × 2 = 4.891304…
    expect(products[0]!.gwp).toBeCloseTo(4.891304, 5);
  });

  it("keeps the bales at their own R, with no reduction and no match, when R is unread or the unit is not an area", () => {
    for (const uploaded of [uploadedProduct({ thermal_resistance: null }), uploadedProduct({}, { unit: "kg" })]) {
      const { products, closest } = compareAtEqualR(uploaded, BALES);
      expect(products.map((product) => product.gwp)).toEqual([3, 5, 6.5, 3]);
      expect(products.every((product) => product.gwp_reduction_percent === null && product.energy_reduction_percent === null)).toBe(true);
      if (uploaded.thermal_resistance === null) expect(closest).toBeNull();
    }
  });

  it("leaves an unread value unread on both sides", () => {
    const { products } = compareAtEqualR(uploadedProduct({ gwp: null }), [bale("Botte 22", 4.6, null, 360)]);
    expect(products[0]!.gwp).toBeNull();
    expect(products[0]!.gwp_reduction_percent).toBeNull();
    expect(products[0]!.energy_reduction_percent).not.toBeNull();
  });
});

describe("reductionPercent", () => {
  it("is relative to the size of the uploaded value, positive when ours is lower", () => {
    expect(reductionPercent(10, 4)).toBe(60);
    expect(reductionPercent(10, 12.5)).toBe(-25);
    // A negative GWP (bio-based A1 declaration): −9 against our 3 is 12 higher, 133.3 % of 9.
    expect(reductionPercent(-9, 3)).toBe(-133.3);
    expect(reductionPercent(0, 3)).toBeNull();
    expect(reductionPercent(null, 3)).toBeNull();
    expect(reductionPercent(3, null)).toBeNull();
  });
});

describe("writeAnalysis", () => {
  it("states each indicator, the closest match and the caveats, one per line", () => {
    const uploaded = uploadedProduct({}, {});
    const { products, closest } = compareAtEqualR(uploaded, BALES);
    const lines = writeAnalysis(uploaded, products, closest, TODAY).split("\n");
    expect(lines[0]).toBe("Produit analysé : Laine de verre Exemple 120 mm (NF EN 15804+A2).");
    expect(lines[1]).toContain("ramenées à R\u00a0=\u00a03,75\u00a0m².K/W");
    // GWP at 3.75: 22 → 2.4457, 36 → 2.5, 46 → 2.5391, Argi → 4.0179; reductions 38.9, 37.5, 36.5, −0.4.
    expect(lines).toContain(
      "Changement climatique : 4\u00a0kg CO₂ éq. pour le produit analysé, de 2,45 à 4,02\u00a0kg CO₂ éq. pour nos bottes, soit jusqu'à 39\u00a0% de moins.",
    );
    expect(
      lines.some((line) => line.startsWith("Botte la plus proche en résistance thermique : Botte 22 (R\u00a0=\u00a04,6\u00a0m².K/W)")),
    ).toBe(true);
    expect(lines.some((line) => line.includes("FDES d'exemple"))).toBe(true);
    expect(lines.some((line) => line.includes("carbone biogénique"))).toBe(true);
    expect(lines.some((line) => line.includes("module D"))).toBe(true);
    expect(lines.some((line) => line.includes("n'est plus valide"))).toBe(false);
    expect(lines.some((line) => line.includes("pas strictement possible"))).toBe(false);
  });

  it("warns of a declaration past its validity and of an A1 against A2 comparison", () => {
    const uploaded = uploadedProduct({ details: { ...uploadedProduct().details, standard: "NF EN 15804+A1", valid_until: "2024-03-12" } });
    const { products, closest } = compareAtEqualR(uploaded, BALES);
    const text = writeAnalysis(uploaded, products, closest, TODAY);
    expect(text).toContain("n'est plus valide depuis le 12 mars 2024");
    expect(text).toContain("la FDES analysée suit NF EN 15804+A1 et nos déclarations NF EN 15804+A2");
  });

  it("says an indicator was not read rather than compare it, and compares nothing without R", () => {
    const uploaded = uploadedProduct({ water: null, thermal_resistance: null });
    const { products, closest } = compareAtEqualR(uploaded, BALES);
    const text = writeAnalysis(uploaded, products, closest, TODAY);
    expect(text).toContain("Utilisation nette d'eau douce : non lu dans la FDES analysée.");
    expect(text).toContain("une comparaison à résistance thermique égale n'est pas possible");
    expect(text).not.toContain("de moins");
    expect(text).not.toContain("Botte la plus proche");
  });
});

describe("describeReductions", () => {
  it("words a range of reductions", () => {
    expect(describeReductions([35.2, 52])).toBe("de 35\u00a0% à 52\u00a0% de moins");
    expect(describeReductions([-10, -40])).toBe("de 10\u00a0% à 40\u00a0% de plus");
    expect(describeReductions([12])).toBe("12\u00a0% de moins");
    expect(describeReductions([-0.4, 38.9])).toBe("jusqu'à 39\u00a0% de moins");
    expect(describeReductions([0.3, -0.2])).toBe("à peu près autant");
    expect(describeReductions([-5.2, 38.9])).toBe("de 39\u00a0% de moins à 5\u00a0% de plus selon la botte");
    expect(describeReductions([])).toBeNull();
  });
});
