import { describe, expect, it } from "vitest";
import { estimateRe2020 } from "./estimate";
import { re2020EstimateSchema } from "./re2020-schema";
import { WORKED_HOUSE, WORKED_HOUSE_FIGURES } from "./worked-house";

const estimate = (request: Parameters<typeof re2020EstimateSchema.parse>[0]) => estimateRe2020(re2020EstimateSchema.parse(request));

describe("the worked house (120 m² SREF, 150 m² of Botte 36 walls, 100 m² of roof, permit 2025)", () => {
  /*
   * By hand. The default composition is the wall calculator's Botte 36 preset: 30 mm lime plaster, 360 mm of straw on
   * edge between 45 mm studs every 600 mm, 60 mm wood fibre. The insulation is the straw; the studs take
   * f = 45/600 = 0.075 of the area, so the straw fills 0.925 of each m².
   *
   * Stored CO₂ (docs/product.md §10.9: the declared storage over the straw's share): 58.78 × 0.925 = 54.3715 kg CO₂/m².
   * FDES (our sample, A1–C4 only, derived from the UK straw EPD): 5.1 kg CO₂ eq./m² at 36 cm × 0.925 = 4.7175.
   * Modules as they enter Ic, per m²: A = 4.7175 − 54.3715 = −49.654 (uptake in A1–A3, fossil at year 0);
   * C = +54.3715 (release at year 50); DVR 50, so no renewal; D = 0.
   * Dynamic per m²: −49.654 × 1 + 54.3715 × 0.578 = −49.654 + 31.4267 = −18.2273.
   * Static per m²: −49.654 + 54.3715 = 4.7175 (the storage is not added again).
   * House: 250 m² × −18.2273 / 120 = −37.9735 kg CO₂ eq./m² SREF dynamic; 250 × 4.7175 / 120 = 9.8281 static.
   * Share of the 2025 threshold for a house (530): −37.9735 / 530 = −7.16 %; static 9.8281 / 530 = 1.85 %.
   * Stored CO₂ in the straw: 250 × 54.3715 = 13 592.875 kg, the same method and unit as a quote's page 1 (250 × 58.78
   * = 14 695 kg of bales; the frame's 7.5 % is the difference). Stock C: 13 592.875 × 12/44 / 120 = 30.8929 kg C/m² SREF.
   * Glass wool at the same R (0.36/0.052 = 6.9231) and share: 4.5 × 6.9231/5 × 0.925 × 250 / 120 = 12.0072.
   */
  const result = estimate(WORKED_HOUSE);

  it("gives the hand-computed figures", () => {
    expect(result.insulationIcDynamic).toBeCloseTo(WORKED_HOUSE_FIGURES.insulationIcDynamic, 3);
    expect(result.insulationIcStatic).toBeCloseTo(WORKED_HOUSE_FIGURES.insulationIcStatic, 3);
    expect(result.storedCo2).toBeCloseTo(WORKED_HOUSE_FIGURES.storedCo2, 6);
    expect(result.stockC).toBeCloseTo(WORKED_HOUSE_FIGURES.stockC, 3);
    expect(result.shareOfThreshold[2025]).toBeCloseTo(WORKED_HOUSE_FIGURES.shareOf2025Dynamic, 5);
    expect(result.shareOfThresholdStatic[2025]).toBeCloseTo(WORKED_HOUSE_FIGURES.shareOf2025Static, 5);
    expect(result.moduleD).toBe(0);
    expect(result.period).toBe(2025);
    expect(result.thresholds).toEqual({ 2022: 640, 2025: 530, 2028: 475, 2031: 415 });
    expect(result.conventional.find((item) => item.id === "glass-wool-frame")!.icDynamic).toBeCloseTo(WORKED_HOUSE_FIGURES.glassWoolIc, 3);
    expect(result.fdesIsExample).toBe(true);
  });

  it("splits the figures by element in proportion to the areas", () => {
    const [walls, roof, floor] = result.elements;
    expect(walls!.icDynamic! / roof!.icDynamic!).toBeCloseTo(1.5, 10);
    expect(floor!.areaM2).toBe(0);
    expect(floor!.icDynamic).toBe(0);
    expect(walls!.layers).toHaveLength(1);
    expect(walls!.layers[0]!.productId).toBe("botte-36");
  });

  it("the dynamic credit is (1 − w(50)) × the stored CO₂, never storage on top of it", () => {
    const storedCo2 = (result.stockC * 44) / 12;
    expect(result.insulationIcStatic! - result.insulationIcDynamic!).toBeCloseTo((1 - 0.578) * storedCo2, 6);
  });
});

describe("estimateRe2020", () => {
  it("shows an insulation without cited data as unknown, not as zero, and says why", () => {
    const result = estimate({
      buildingType: "collectif",
      permitYear: 2028,
      sref: 500,
      walls: {
        areaM2: 300,
        composition: {
          layers: [{ thicknessMm: 145, materialId: "hemp-wool", bridge: { fraction: 0.075, materialId: "softwood-timber" } }],
        },
      },
    });
    expect(result.insulationIcDynamic).toBeNull();
    expect(result.compositionIcDynamic).toBeNull();
    expect(result.shareOfThreshold[2028]).toBeNull();
    expect(result.conventional[0]!.differenceDynamic).toBeNull();
    expect(result.thresholds[2028]).toBe(580);
    expect(result.elements[0]!.composition.uncounted).toEqual([expect.stringMatching(/^couche 1 \(Laine de chanvre\) : .*chanvre/)]);
  });

  describe("a mixed house: glass-wool walls, straw roof (120 m² SREF, permit 2025)", () => {
    /*
     * By hand. Walls, 150 m²: 12.5 mm plasterboard (800 kg/m³), 145 mm glass wool (20 kg/m³) between studs 45 mm every
     * 600 mm (f = 0.075, softwood 450 kg/m³). Roof, 100 m²: the default Botte 36 composition (worked house above).
     * KBOB rows per kg (production A, end of life C): plasterboard 0.284 / 0.00918, glass wool 1.12 / 0.00999,
     * softwood 0.133 / 0.0101, lime plaster 0.46 / 0.00913, wood-fibre board 0.624 / 0.0414. w(50) = 0.578.
     *
     * Insulation of the walls: glass wool 0.145 × 20 × 0.925 = 2.6825 kg/m², A = 3.0044, C = 0.026798175, no storage.
     * Dynamic 3.0044 + 0.578 × 0.026798175 = 3.019889345; static 3.031198175.
     * × 150 / 120: 3.774861681 dynamic, 3.788997719 static.
     * Roof (straw, as the worked house): −18.2272730 per m² dynamic, 4.7175 static; × 100 / 120: −15.18939417, 3.93125.
     * Insulation Ic: −11.41453249 dynamic, 7.720247719 static.
     *
     * Whole composition, walls per m²: plasterboard 10 kg, A 2.84, C 0.0918; glass wool as above; studs
     * 0.145 × 450 × 0.075 = 4.89375 kg, A 0.65086875, C 0.049426875, stored (NF EN 16449) 44/12 × 0.5 × 4.89375 / 1.12
     * = 8.010602679, entered as −8.010602679 in A and +8.010602679 in C (the KBOB counts biogenic CO₂ as neutral).
     * A = 2.84 + 3.0044 + 0.65086875 − 8.010602679 = −1.515333929; C = 0.0918 + 0.026798175 + 0.049426875 +
     * 8.010602679 = 8.178627729. Dynamic −1.515333929 + 0.578 × 8.178627729 = 3.211912898; × 150 / 120 = 4.014891123.
     * Roof per m²: lime 54 kg, A 24.84, C 0.49302; straw A −49.654, C 54.3715; studs 0.36 × 450 × 0.075 = 12.15 kg,
     * A 1.61595, C 0.122715, stored 44/12 × 0.5 × 12.15 / 1.12 = 19.88839286; wood fibre 12 kg, A 7.488, C 0.4968,
     * stored 44/12 × 0.5 × 12 / 1.1 = 20. A = 24.84 − 49.654 + 1.61595 − 19.88839286 + 7.488 − 20 = −55.59844286;
     * C = 0.49302 + 54.3715 + 0.122715 + 19.88839286 + 0.4968 + 20 = 95.37242786. Dynamic −55.59844286 + 0.578 ×
     * 95.37242786 = −0.473179558; × 100 / 120 = −0.394316298. Composition Ic: 3.620574825 dynamic.
     */
    const result = estimate({
      buildingType: "maison",
      permitYear: 2025,
      sref: 120,
      walls: {
        areaM2: 150,
        composition: {
          layers: [
            { thicknessMm: 12.5, materialId: "gypsum-plasterboard" },
            { thicknessMm: 145, materialId: "glass-wool", bridge: { fraction: 0.075, materialId: "softwood-timber" } },
          ],
        },
      },
      roof: { areaM2: 100 },
    });

    it("computes the insulation's part instead of « inconnu »", () => {
      expect(result.insulationIcDynamic).toBeCloseTo(-11.41453249, 6);
      expect(result.insulationIcStatic).toBeCloseTo(7.720247719, 6);
      expect(result.elements[0]!.icDynamic).toBeCloseTo(3.774861681, 6);
      expect(result.elements[0]!.layers[0]!.fdesSource).toMatch(/KBOB.*10\.001/);
      expect(result.shareOfThreshold[2025]).toBeCloseTo(-11.41453249 / 530, 8);
      // The KBOB gives no module D: unknown, not zero.
      expect(result.moduleD).toBeNull();
    });

    it("computes the whole compositions, every layer and frame", () => {
      expect(result.elements[0]!.composition.icDynamic).toBeCloseTo(4.014891123, 6);
      expect(result.elements[1]!.composition.icDynamic).toBeCloseTo(-0.394316298, 6);
      expect(result.compositionIcDynamic).toBeCloseTo(3.620574825, 6);
      expect(result.elements[0]!.composition.uncounted).toEqual([]);
    });
  });

  it("scales with the areas and the SREF (seeded random houses)", () => {
    let seed = 31;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 20; i++) {
      const sref = 50 + random() * 400;
      // Within what a building of this SREF can have (re2020-schema.ts, ENVELOPE_BOUNDS).
      const walls = random() * 3.5 * sref;
      const roof = 1 + random() * 2 * sref;
      const result = estimate({ buildingType: "maison", permitYear: 2026, sref, walls: { areaM2: walls }, roof: { areaM2: roof } });
      const perM2 = WORKED_HOUSE_FIGURES.insulationIcDynamic * (120 / 250);
      expect(result.insulationIcDynamic!).toBeCloseTo((perM2 * (walls + roof)) / sref, 3);
    }
  });

  it("refuses a house with no area and a permit before RE2020, in French", () => {
    const parsed = re2020EstimateSchema.safeParse({ buildingType: "maison", permitYear: 2021, sref: 120 });
    expect(parsed.success).toBe(false);
    const messages = parsed.error!.issues.map((issue) => issue.message);
    expect(messages).toContain("L'année de dépôt du permis doit être un nombre entier de 2022 (entrée en vigueur de la RE2020) à 2050");
  });
});
