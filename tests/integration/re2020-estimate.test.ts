import { describe, expect, it } from "vitest";
import { RE2020_MESSAGES } from "@domain/re2020/re2020-schema";
import { WORKED_HOUSE, WORKED_HOUSE_FIGURES } from "@domain/re2020/worked-house";
import { WALL_MESSAGES } from "@domain/wall/wall-schema";
import { setUpTestSite } from "../support/site";

const LIMIT = 4;
const site = setUpTestSite({ addressPrefix: "90.84.31", env: { RATE_LIMIT_WALL_PER_HOUR: String(LIMIT) } });

interface Answer {
  ok: boolean;
  insulationIcDynamic: number | null;
  insulationIcStatic: number | null;
  thresholds: Record<string, number>;
  shareOfThreshold: Record<string, number | null>;
  stockC: number;
  moduleD: number | null;
  elements: { element: string; icDynamic: number | null; areaM2: number }[];
  conventional: { id: string; icDynamic: number; differenceDynamic: number | null }[];
}

describe("POST /api/re2020-estimate", () => {
  it("gives the worked house's hand-computed figures", async () => {
    const response = await site.post("re2020-estimate", WORKED_HOUSE);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Answer;
    expect(body.ok).toBe(true);
    expect(body.insulationIcDynamic).toBeCloseTo(WORKED_HOUSE_FIGURES.insulationIcDynamic, 3);
    expect(body.insulationIcStatic).toBeCloseTo(WORKED_HOUSE_FIGURES.insulationIcStatic, 3);
    expect(body.stockC).toBeCloseTo(WORKED_HOUSE_FIGURES.stockC, 3);
    expect(body.thresholds).toEqual({ 2022: 640, 2025: 530, 2028: 475, 2031: 415 });
    expect(body.shareOfThreshold["2025"]).toBeCloseTo(WORKED_HOUSE_FIGURES.shareOf2025Dynamic, 5);
    expect(body.moduleD).toBe(0);
    expect(body.elements.map((element) => [element.element, element.areaM2])).toEqual([
      ["walls", 150],
      ["roof", 100],
      ["floor", 0],
    ]);
    const glassWool = body.conventional.find((item) => item.id === "glass-wool-frame")!;
    expect(glassWool.icDynamic).toBeCloseTo(WORKED_HOUSE_FIGURES.glassWoolIc, 3);
    expect(glassWool.differenceDynamic).toBeCloseTo(WORKED_HOUSE_FIGURES.insulationIcDynamic - WORKED_HOUSE_FIGURES.glassWoolIc, 3);
  });

  it("takes a composition from the wall calculator: glass wool computed by its KBOB row, hemp wool unknown (null), not zero", async () => {
    const post = async (insulation: string) =>
      (await (
        await site.post("re2020-estimate", {
          buildingType: "collectif",
          permitYear: 2031,
          sref: 800,
          walls: {
            areaM2: 600,
            composition: {
              layers: [
                { thicknessMm: 13, materialId: "gypsum-plasterboard" },
                { thicknessMm: 145, materialId: insulation, bridge: { fraction: 0.075, materialId: "softwood-timber" } },
              ],
            },
          },
        })
      ).json()) as Answer & { compositionIcDynamic: number | null };
    // Glass wool 0.145 m × 20 kg/m³ × 0.925 = 2.6825 kg/m², A 1.12 × 2.6825 = 3.0044 at year 0, C 0.00999 × 2.6825 at
    // year 50 (w = 0.578): 3.019889345 per m², × 600 / 800. Whole composition (plasterboard 10.4 kg, studs 4.89375 kg
    // with their stored CO₂ 8.010602679 as uptake and release): 3.327635314 per m², × 600 / 800.
    const glassWool = await post("glass-wool");
    expect(glassWool.insulationIcDynamic).toBeCloseTo(2.264917009, 6);
    expect(glassWool.compositionIcDynamic).toBeCloseTo(2.495726486, 6);
    expect(glassWool.thresholds["2031"]).toBe(490);
    const hemp = await post("hemp-wool");
    expect(hemp.insulationIcDynamic).toBeNull();
    expect(hemp.compositionIcDynamic).toBeNull();
    expect(hemp.shareOfThreshold["2031"]).toBeNull();
  });

  it("refuses a wrong request with the schemas' French messages for each field, nothing computed", async () => {
    const response = await site.post("re2020-estimate", {
      buildingType: "villa",
      permitYear: 2019,
      sref: 0,
      walls: { areaM2: -5, composition: { layers: [{ thicknessMm: 100, materialId: "paille-magique" }] } },
      roof: { areaM2: "cent" },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(body.error).toBe("Données invalides.");
    expect(body.fields).toMatchObject({
      buildingType: RE2020_MESSAGES.buildingType,
      permitYear: RE2020_MESSAGES.permitYear,
      sref: RE2020_MESSAGES.sref,
      "walls.areaM2": RE2020_MESSAGES.area,
      "walls.composition.layers.0.materialId": WALL_MESSAGES.unknownMaterial,
      "roof.areaM2": RE2020_MESSAGES.area,
    });
  });

  it("refuses a house without any area", async () => {
    const response = await site.post("re2020-estimate", { buildingType: "maison", permitYear: 2026, sref: 100 });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual({ "walls.areaM2": RE2020_MESSAGES.noArea });
  });

  it("answers a composition outside the wall methods' validity with a 422 and its French sentence", async () => {
    const response = await site.post("re2020-estimate", {
      ...WORKED_HOUSE,
      walls: {
        areaM2: 150,
        // A steel frame: its point and line effects are outside the combined method.
        composition: {
          layers: [
            {
              thicknessMm: 360,
              materialId: "botte-36-on-edge",
              bridge: { fraction: 0.1, lambda: 50, density: 7800, specificHeat: 450, mu: 1_000_000 },
            },
          ],
        },
      },
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { error: string }).error).toMatch(/métal|ossature/i);
  });

  it("limits each visitor to the wall calculator's hourly budget, in its own bucket", async () => {
    const from = site.nextAddress();
    for (let i = 0; i < LIMIT; i++) expect((await site.post("re2020-estimate", WORKED_HOUSE, { from })).status).toBe(200);
    expect((await site.post("re2020-estimate", WORKED_HOUSE, { from })).status).toBe(429);
    expect(
      (await site.post("wall-performance", { element: "wall", layers: [{ thicknessMm: 30, materialId: "lime-plaster" }] }, { from }))
        .status,
    ).toBe(200);
  });
});
