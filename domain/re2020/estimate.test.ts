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
  it("shows an insulation without an FDES as unknown, not as zero", () => {
    const result = estimate({
      buildingType: "collectif",
      permitYear: 2028,
      sref: 500,
      walls: {
        areaM2: 300,
        composition: {
          layers: [{ thicknessMm: 145, materialId: "glass-wool", bridge: { fraction: 0.075, materialId: "softwood-timber" } }],
        },
      },
    });
    expect(result.insulationIcDynamic).toBeNull();
    expect(result.shareOfThreshold[2028]).toBeNull();
    expect(result.conventional[0]!.differenceDynamic).toBeNull();
    expect(result.thresholds[2028]).toBe(580);
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
