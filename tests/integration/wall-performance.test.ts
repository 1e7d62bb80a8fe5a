import { describe, expect, it } from "vitest";
import { computeWall } from "@domain/wall/compute-wall";
import { WALL_PRESETS } from "@domain/wall/presets";
import { WALL_MESSAGES, type WallRequest, wallRequestSchema } from "@domain/wall/wall-schema";
import { setUpTestSite } from "../support/site";

const LIMIT = 3;
const site = setUpTestSite({ addressPrefix: "90.84.7", env: { RATE_LIMIT_WALL_PER_HOUR: String(LIMIT) } });

const straw36 = WALL_PRESETS.find((preset) => preset.id === "paille-botte-36")!.request;
/** What computeWall gives for a request, as it reads once written as JSON. */
const expected = (request: WallRequest) =>
  JSON.parse(JSON.stringify(computeWall(wallRequestSchema.parse(request)))) as Record<string, unknown>;

describe("POST /api/wall-performance", () => {
  it.each(WALL_PRESETS.map((preset) => [preset.id, preset.request] as const))(
    "the preset %s: every figure is computeWall's (our served FDES are samples, so the samples' GWP)",
    async (_id, request) => {
      const response = await site.post("wall-performance", request);
      expect(response.status).toBe(200);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).toEqual({ ok: true, ...expected(request) });
    },
  );

  it("answers every figure the wall calculator promises", async () => {
    const body = (await (await site.post("wall-performance", straw36)).json()) as Record<string, unknown>;
    for (const key of [
      "uValue",
      "rTotal",
      "rUpper",
      "rLower",
      "uClearField",
      "periodicTransmittance",
      "decrementFactor",
      "timeShiftHours",
      "timeShiftUnwrappedHours",
      "admittanceInside",
      "admittanceOutside",
      "kappaInside",
      "kappaOutside",
      "arealMass",
      "sdTotal",
      "storedBiogenicCo2",
    ]) {
      expect(typeof body[key], key).toBe("number");
    }
    expect(body.condensation).toEqual({ occurs: false, rateGPerM2H: 0, planes: [] });
    expect(body.layers).toHaveLength(3);
    expect((body.layers as Record<string, unknown>[])[1]).toMatchObject({
      r: expect.any(Number),
      temperatureInside: expect.any(Number),
      temperatureOutside: expect.any(Number),
    });
    expect(body.warnings).toContainEqual(expect.objectContaining({ code: "fdes-example" }));
    // U of 360 mm of straw on edge at λ 0.052 with 7.5 % of timber, lime plaster and wood fibre: about 0.127 W/(m²·K).
    expect(body.uValue).toBeCloseTo(0.127, 3);
  });

  it("gives the carbon of every layer and of the frame, by hand", async () => {
    const body = (await (await site.post("wall-performance", straw36)).json()) as {
      gwp: {
        modules: Record<string, number | null>;
        complete: boolean;
        layers: {
          layerIndex: number;
          part: string;
          materialId: string;
          massKgPerM2: number | null;
          modules: Record<string, number | null>;
        }[];
      };
    };
    // 30 mm lime plaster at 1800 kg/m³ = 54 kg/m² × (0.46 + 0.00913); the bale's sample FDES, 5.1 kg CO₂ eq./m² at
    // 36 cm × 0.925 of the area = 4.7175; studs 0.36 m × 450 kg/m³ × 0.075 = 12.15 kg/m² × (0.133 + 0.0101); wood-fibre
    // board 0.06 × 200 = 12 kg/m² × (0.624 + 0.0414). KBOB rows per kg, production and end of life.
    const lime = 54 * (0.46 + 0.00913);
    const bale = 5.1 * 0.925;
    const studs = 12.15 * (0.133 + 0.0101);
    const board = 12 * (0.624 + 0.0414);
    expect(body.gwp.complete).toBe(true);
    expect(body.gwp.layers.map((layer) => [layer.layerIndex, layer.part, layer.materialId])).toEqual([
      [0, "main", "lime-plaster"],
      [1, "main", "botte-36-on-edge"],
      [1, "bridge", "softwood-timber"],
      [2, "main", "wood-fibre-board"],
    ]);
    expect(body.gwp.layers[2]!.massKgPerM2).toBeCloseTo(12.15, 10);
    expect(body.gwp.layers.map((layer) => layer.modules["A1-C4"]!)).toEqual([
      expect.closeTo(lime, 10),
      expect.closeTo(bale, 10),
      expect.closeTo(studs, 10),
      expect.closeTo(board, 10),
    ]);
    expect(body.gwp.modules["A1-C4"]).toBeCloseTo(lime + bale + studs + board, 10);
  });

  it("the common timber-frame wall with its inner service cavity and a ventilated cladding: U ≈ 0.161, and its moisture", async () => {
    const response = await site.post("wall-performance", {
      element: "wall",
      ventilatedOutside: true,
      layers: [
        { thicknessMm: 12.5, materialId: "gypsum-plasterboard" },
        { thicknessMm: 40, materialId: "air-unventilated" },
        { thicknessMm: 15, materialId: "osb" },
        { thicknessMm: 200, materialId: "wood-fibre-flexible", bridge: { fraction: 0.1, materialId: "softwood-timber" } },
        { thicknessMm: 60, materialId: "wood-fibre-board" },
      ],
    });
    const body = (await response.json()) as {
      uValue: number;
      moisture: Record<string, unknown> & { blockMethod: Record<string, unknown> };
    };
    expect(body.uValue).toBeCloseTo(0.161, 3);
    expect(Object.keys(body.moisture.blockMethod)).toEqual(
      expect.arrayContaining(["condensateGPerM2", "evaporationGPerM2", "passes", "criterion"]),
    );
    expect(body.moisture.monthly).toBeNull();
    expect(body.moisture.monthlyUnavailable).toEqual(expect.any(String));
    expect(body.moisture.mould).toMatchObject({ fRsi: expect.any(Number), fRsiMin: expect.any(Number), passes: true });
  });

  it("balances twelve entered months, and refuses eleven in French", async () => {
    const months = Array.from({ length: 12 }, (_, m) => ({ temperature: m < 2 || m === 11 ? 0 : 15, humidity: 80 }));
    const monthlyClimate = { label: "climat d'essai", months };
    const body = (await (await site.post("wall-performance", { ...straw36, monthlyClimate })).json()) as {
      moisture: { monthly: { months: { accumulatedGPerM2: number }[]; driesWithinYear: boolean } };
    };
    expect(body.moisture.monthly.months).toHaveLength(12);
    expect(body.moisture.monthly.driesWithinYear).toBe(true);
    const eleven = await site.post("wall-performance", { ...straw36, monthlyClimate: { ...monthlyClimate, months: months.slice(1) } });
    expect(eleven.status).toBe(400);
    expect(Object.values(((await eleven.json()) as { fields: Record<string, string> }).fields)).toContain(WALL_MESSAGES.monthlyClimate);
  });

  it("refuses a wrong request with the schema's French message for each field", async () => {
    const response = await site.post("wall-performance", {
      element: "mur",
      ventilatedOutside: "oui",
      layers: [
        { thicknessMm: -30, materialId: "lime-plaster" },
        { thicknessMm: 100, materialId: "paille-magique" },
        { thicknessMm: 100, lambda: 0.04 },
        { thicknessMm: 100, materialId: "glass-wool", bridge: { fraction: 0.8, materialId: "softwood-timber" } },
      ],
      climate: { insideTemperature: 20, insideHumidity: 150, outsideTemperature: -5, outsideHumidity: 80 },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(body.error).toBe("Données invalides.");
    expect(body.fields).toEqual({
      element: WALL_MESSAGES.element,
      ventilatedOutside: WALL_MESSAGES.ventilated,
      "layers.0.thicknessMm": WALL_MESSAGES.thickness,
      "layers.1.materialId": WALL_MESSAGES.unknownMaterial,
      "layers.2": WALL_MESSAGES.materialOrValues,
      "layers.3.bridge.fraction": WALL_MESSAGES.bridgeFraction,
      "climate.insideHumidity": WALL_MESSAGES.humidity,
    });
    const empty = await site.post("wall-performance", { element: "roof", layers: [] });
    expect(await empty.json()).toMatchObject({ fields: { layers: WALL_MESSAGES.layers } });
    const tooMany = await site.post("wall-performance", {
      element: "floor",
      layers: Array.from({ length: 21 }, () => ({ thicknessMm: 10, materialId: "osb" })),
    });
    expect(await tooMany.json()).toMatchObject({ fields: { layers: WALL_MESSAGES.layers } });
  });

  it("refuses a body over the 64 KB cap with 413", async () => {
    const response = await site.post("wall-performance", { ...straw36, padding: "x".repeat(70 * 1024) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "La requête est trop volumineuse." });
  });

  it("answers 422 with the French refusal outside the methods' validity", async () => {
    const steel = { fraction: 0.1, lambda: 50, density: 7800, specificHeat: 450, mu: 1e6, label: "Montants acier" };
    const metal = await site.post("wall-performance", {
      element: "wall",
      layers: [{ thicknessMm: 100, materialId: "glass-wool", bridge: steel }],
    });
    expect(metal.status).toBe(422);
    const metalBody = (await metal.json()) as { error: string };
    expect(metalBody.error).toContain("ossature métallique");
    expect(metalBody.error).toContain("NF EN ISO 10211");

    // Bounds too far apart: 200 mm of glass wool crossed by concrete at f = 0.2, R'/R'' ≈ 1.9.
    const bounds = await site.post("wall-performance", {
      element: "wall",
      layers: [{ thicknessMm: 200, materialId: "glass-wool", bridge: { fraction: 0.2, materialId: "reinforced-concrete" } }],
    });
    expect(bounds.status).toBe(422);
    expect(((await bounds.json()) as { error: string }).error).toMatch(/^La méthode combinée de la norme NF EN ISO 6946 ne s'applique pas/);
  });

  it("ignores unknown fields, at the top and in the layers", async () => {
    const request = {
      ...straw36,
      isAdmin: true,
      uValue: 0,
      layers: straw36.layers.map((layer) => ({ ...layer, couleur: "jaune" })),
    };
    const response = await site.post("wall-performance", request);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, ...expected(straw36) });
  });

  it("answers GET with 405", async () => {
    const response = await fetch(`${site.server.url}/api/wall-performance`);
    expect(response.status).toBe(405);
  });

  it(`lets ${LIMIT} calculations an hour through per visitor, then 429 with Retry-After`, async () => {
    const from = site.nextAddress();
    for (let i = 0; i < LIMIT; i++) expect((await site.post("wall-performance", straw36, { from })).status).toBe(200);
    const refused = await site.post("wall-performance", straw36, { from });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(await refused.json()).toEqual({ error: "Too Many Requests", retryAfter });
    // Another visitor is not affected.
    expect((await site.post("wall-performance", straw36)).status).toBe(200);
  });
});
