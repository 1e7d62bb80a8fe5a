import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PRODUCTS } from "../products";
import { computeWall, WallRefusal } from "./compute-wall";
import { MATERIALS } from "./materials";
import { type WallRequest, wallRequestSchema } from "./wall-schema";

type Layers = WallRequest["layers"];

function compute(layers: Layers, extra: Partial<WallRequest> = {}) {
  return computeWall(wallRequestSchema.parse({ element: "wall", layers, ...extra }));
}

const strawWall: Layers = [
  { thicknessMm: 30, materialId: "lime-plaster" },
  { thicknessMm: 360, materialId: "botte-36-on-edge" },
  { thicknessMm: 60, materialId: "wood-fibre-board" },
];

describe("computeWall", () => {
  it("answers every field POST /api/wall-performance promises", () => {
    const wall = compute(strawWall);
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
    ] as const) {
      expect(typeof wall[key], key).toBe("number");
    }
    expect(Object.keys(wall.condensation).sort()).toEqual(["occurs", "planes", "rateGPerM2H"]);
    expect(wall.layers[0]).toMatchObject({
      r: expect.any(Number),
      temperatureInside: expect.any(Number),
      temperatureOutside: expect.any(Number),
    });
    expect(Array.isArray(wall.warnings)).toBe(true);
    // JSON keeps every figure (no NaN or Infinity turning into null).
    expect(JSON.parse(JSON.stringify(wall))).toEqual(wall);
  });

  it("a straw wall by hand: R, U, temperatures, sd, mass and storage", () => {
    const wall = compute(strawWall);
    const rT = 0.13 + 0.03 / 1 + 0.36 / 0.052 + 0.06 / 0.045 + 0.04;
    expect(wall.rTotal).toBeCloseTo(rT, 12);
    expect(wall.uValue).toBeCloseTo(1 / rT, 12);
    expect(wall.uClearField).toBeCloseTo(wall.uValue, 12);
    expect(wall.layers[1]!.temperatureInside).toBeCloseTo(20 - (25 / rT) * 0.16, 12);
    expect(wall.sdTotal).toBeCloseTo(0.03 * 10 + 0.36 * 2 + 0.06 * 5, 12);
    expect(wall.arealMass).toBeCloseTo(0.03 * 1800 + 0.36 * 100 + 0.06 * 200, 12);
    // Our straw stores the maker's declared figure (docs/product.md §10.9); the wood fibre by NF EN 16449.
    expect(wall.storedBiogenicCo2Straw).toBeCloseTo(PRODUCTS["botte-36"].carbonStoragePerM2, 12);
    expect(wall.storedBiogenicCo2).toBeCloseTo(wall.storedBiogenicCo2Straw + ((44 / 12) * 0.5 * 200 * 0.06) / 1.1, 12);
    expect(wall.layers[1]!.declaredLambda).toBe(PRODUCTS["botte-36"].lambda);
    // Every layer counted: the bale by its FDES (sample: 5.1 kg CO₂ eq./m² at 36 cm, A1-C4 only), the plaster and the
    // board by their KBOB rows per kg: lime 0.03 m × 1800 kg/m³ = 54 kg × (0.46 + 0.00913); wood fibre 0.06 × 200 =
    // 12 kg × (0.624 + 0.0414).
    expect(wall.gwp.complete).toBe(true);
    expect(wall.gwp.uncounted).toEqual([]);
    expect(wall.gwp.modules["A1-C4"]).toBeCloseTo(5.1 + 54 * (0.46 + 0.00913) + 12 * (0.624 + 0.0414), 12);
    // The bale's sample FDES has no split: no module but A1-C4 and D is the wall's; the KBOB rows give no D.
    expect(wall.gwp.modules["A1-A3"]).toBeNull();
    expect(wall.gwp.modules.D).toBeNull();
    expect(wall.gwp.layers.map((layer) => [layer.layerIndex, layer.materialId])).toEqual([
      [0, "lime-plaster"],
      [1, "botte-36-on-edge"],
      [2, "wood-fibre-board"],
    ]);
    expect(wall.gwp.layers[0]!.massKgPerM2).toBeCloseTo(54, 12);
    expect(wall.gwp.layers[0]!.modules["A1-A3"]).toBeCloseTo(24.84, 12);
    expect(wall.gwp.layers[0]!.modules["C1-C4"]).toBeCloseTo(0.49302, 12);
    expect(wall.gwp.layers[0]!.source).toMatch(/KBOB.*04\.016.*Sumpfkalkputz/);
    expect(wall.gwp.isExample).toBe(true);
    expect(wall.warnings.map((warning) => warning.code)).toContain("fdes-example");
    expect(wall.condensation.occurs).toBe(false);
  });

  describe("ventilated air layers (EN ISO 6946 §6.9)", () => {
    // The timber-frame wall: plasterboard / 40 mm unventilated service cavity / OSB / 200 mm wood fibre
    // between studs 45 mm every 450 mm / 60 mm wood-fibre board, "bardage ventilé" ticked.
    const timberFrame: Layers = [
      { thicknessMm: 12.5, materialId: "gypsum-plasterboard" },
      { thicknessMm: 40, materialId: "air-unventilated" },
      { thicknessMm: 15, materialId: "osb" },
      { thicknessMm: 200, materialId: "wood-fibre-flexible", bridge: { fraction: 45 / 450, materialId: "softwood-timber" } },
      { thicknessMm: 60, materialId: "wood-fibre-board" },
    ];
    /** By hand: the combined method with Rse = Rsi = 0.13 and the service cavity's 0.18 kept in both paths. */
    function timberFrameByHand(rse: number, cavity: number) {
      const others = 0.13 + 0.0125 / 0.25 + cavity + 0.015 / 0.13 + 0.06 / 0.045 + rse;
      const upper = 1 / (0.9 / (others + 0.2 / 0.04) + 0.1 / (others + 0.2 / 0.12));
      const lower = others + 0.2 / (0.9 * 0.04 + 0.1 * 0.12);
      return (upper + lower) / 2;
    }

    it("the common timber-frame wall with a ventilated cladding: the inner service cavity stays, U ≈ 0.161", () => {
      const wall = compute(timberFrame, { ventilatedOutside: true });
      expect(wall.rse).toBe(0.13);
      expect(wall.rTotal).toBeCloseTo(timberFrameByHand(0.13, 0.18), 12);
      expect(wall.uValue).toBeCloseTo(0.161, 3);
      expect(wall.layers.every((layer) => !layer.excluded)).toBe(true);
      expect(wall.layers[1]!.r).toBeCloseTo(0.18, 12);
      expect(wall.timeShiftUnwrappedHours).toBeGreaterThan(10);
      expect(wall.warnings.map((warning) => warning.code)).toContain("ventilated-cladding");
    });

    it("a service cavity inside without cladding: the same stack with Rse = 0.04", () => {
      const wall = compute(timberFrame);
      expect(wall.rse).toBe(0.04);
      expect(wall.rTotal).toBeCloseTo(timberFrameByHand(0.04, 0.18), 12);
    });

    it("a slightly ventilated layer stays in the stack at half its tabulated R, wherever it is", () => {
      const inner = compute(timberFrame.map((layer, i) => (i === 1 ? { ...layer, materialId: "air-slightly-ventilated" } : layer)));
      expect(inner.rTotal).toBeCloseTo(timberFrameByHand(0.04, 0.09), 12);
      expect(inner.layers.every((layer) => !layer.excluded)).toBe(true);
    });

    it("a well-ventilated gap marked outside: it and the cladding are dropped, Rse = Rsi, the mass still counts", () => {
      const cladding: Layers = [
        ...strawWall,
        { thicknessMm: 25, materialId: "air-well-ventilated" },
        { thicknessMm: 22, materialId: "softwood-timber" },
      ];
      const wall = compute(cladding);
      expect(wall.rse).toBe(0.13);
      expect(wall.rTotal).toBeCloseTo(0.13 + 0.03 + 0.36 / 0.052 + 0.06 / 0.045 + 0.13, 12);
      expect(wall.layers.map((layer) => layer.excluded)).toEqual([false, false, false, true, true]);
      expect(wall.layers[4]!.r).toBeNull();
      expect(wall.arealMass).toBeCloseTo(0.03 * 1800 + 0.36 * 100 + 0.06 * 200 + 0.022 * 450, 12);
      expect(wall.warnings.map((warning) => warning.code)).toContain("ventilated-layers-dropped");
      // The "bardage ventilé" flag changes nothing more: the gap is already the marked one.
      expect(compute(cladding, { ventilatedOutside: true }).rTotal).toBeCloseTo(wall.rTotal, 12);
    });

    it("an unventilated layer outside with the cladding flag is no ventilated gap: it stays, the gap is beyond it", () => {
      const wall = compute(
        [...strawWall, { thicknessMm: 25, materialId: "air-unventilated" }, { thicknessMm: 22, materialId: "softwood-timber" }],
        {
          ventilatedOutside: true,
        },
      );
      expect(wall.rTotal).toBeCloseTo(0.13 + 0.03 + 0.36 / 0.052 + 0.06 / 0.045 + 0.18 + 0.022 / 0.12 + 0.13, 12);
      expect(wall.layers.every((layer) => !layer.excluded)).toBe(true);
    });

    it("both: a service cavity inside and a marked ventilated gap outside", () => {
      const wall = compute([
        ...timberFrame,
        { thicknessMm: 27, materialId: "air-well-ventilated" },
        { thicknessMm: 22, materialId: "softwood-timber" },
      ]);
      expect(wall.rTotal).toBeCloseTo(timberFrameByHand(0.13, 0.18), 12);
      expect(wall.layers.map((layer) => layer.excluded)).toEqual([false, false, false, false, false, true, true]);
    });

    it("the flag without a cavity in the layers: Rse = Rsi, nothing dropped", () => {
      const noCavity = compute(strawWall, { ventilatedOutside: true });
      expect(noCavity.rse).toBe(0.13);
      expect(noCavity.rTotal).toBeCloseTo(0.13 + 0.03 + 0.36 / 0.052 + 0.06 / 0.045 + 0.13, 12);
    });
  });

  it("a timber-framed straw wall: bounds, error, homogenised layer adding up to R_T", () => {
    const wall = compute([
      { thicknessMm: 30, materialId: "lime-plaster" },
      { thicknessMm: 360, materialId: "botte-36-on-edge", bridge: { fraction: 0.1, materialId: "softwood-timber" } },
      { thicknessMm: 60, materialId: "wood-fibre-board" },
    ]);
    expect(wall.rLower).toBeLessThan(wall.rUpper);
    expect(wall.rTotal).toBeCloseTo((wall.rUpper + wall.rLower) / 2, 12);
    expect(wall.maxRelativeError).toBeCloseTo((wall.rUpper - wall.rLower) / (2 * wall.rTotal), 12);
    expect(wall.uClearField).toBeLessThan(wall.uValue);
    const sum = wall.rsi + wall.rse + wall.layers.reduce((total, layer) => total + layer.r!, 0);
    expect(sum).toBeCloseTo(wall.rTotal, 12);
    expect(wall.layers[1]!.rBridge).toBeCloseTo(0.36 / 0.12, 12);
    expect(wall.arealMass).toBeCloseTo(0.03 * 1800 + 0.36 * (0.9 * 100 + 0.1 * 450) + 0.06 * 200, 12);
    // The homogenised layer makes |Y12| tend to U at long periods, so f stays a true ratio.
    expect(wall.decrementFactor).toBeGreaterThan(0);
    expect(wall.decrementFactor).toBeLessThanOrEqual(1);
  });

  it("a thick straw wall: the lag passes 24 h, both values and the explanation are given", () => {
    const wall = compute([
      { thicknessMm: 40, materialId: "clay-plaster" },
      { thicknessMm: 460, materialId: "botte-46-on-edge" },
      { thicknessMm: 460, materialId: "botte-46-on-edge" },
      { thicknessMm: 30, materialId: "lime-plaster" },
    ]);
    expect(wall.timeShiftUnwrappedHours).toBeGreaterThan(24);
    expect(wall.timeShiftUnwrappedHours - wall.timeShiftHours).toBeCloseTo(24, 9);
    expect(wall.timeShiftExplanation).toContain("24 h");
    expect(wall.warnings.map((warning) => warning.code)).toEqual(expect.arrayContaining(["time-shift-beyond-period", "strong-damping"]));
  });

  it("refuses the combined method past its validity, and metal frames, in French", () => {
    const refusal = (layers: Layers) => {
      try {
        compute(layers);
      } catch (error) {
        return error;
      }
      return null;
    };
    // 200 mm of insulation crossed by concrete at f = 0.2: R'/R'' ≈ 1.9.
    const concrete = refusal([
      { thicknessMm: 200, materialId: "glass-wool", bridge: { fraction: 0.2, materialId: "reinforced-concrete" } },
    ]);
    expect(concrete).toBeInstanceOf(WallRefusal);
    expect((concrete as WallRefusal).code).toBe("combined-method-validity");
    expect((concrete as WallRefusal).message).toContain("méthode combinée");
    const steel = refusal([
      { thicknessMm: 200, materialId: "glass-wool", bridge: { fraction: 0.01, lambda: 50, density: 7800, specificHeat: 450, mu: 1e6 } },
    ]);
    expect((steel as WallRefusal).code).toBe("metal-bridge");
    const fiveFrames = refusal(
      [0.05, 0.1, 0.15, 0.2, 0.25].map((fraction) => ({
        thicknessMm: 50,
        materialId: "glass-wool",
        bridge: { fraction, materialId: "softwood-timber" },
      })),
    );
    expect((fiveFrames as WallRefusal).code).toBe("bridge-groups");
    const ventilatedFirst = refusal([{ thicknessMm: 20, materialId: "air-well-ventilated" }, ...strawWall]);
    expect((ventilatedFirst as WallRefusal).code).toBe("ventilated-first-layer");
  });

  it("warns about typed values, a bale cut to another thickness, thin air layers and condensation", () => {
    const wall = compute([
      { thicknessMm: 13, materialId: "gypsum-plasterboard" },
      { thicknessMm: 3, materialId: "air-unventilated" },
      { thicknessMm: 300, materialId: "botte-36-on-edge" },
      { thicknessMm: 15, lambda: 0.13, density: 600, specificHeat: 1700, mu: 1000 },
    ]);
    const codes = wall.warnings.map((warning) => warning.code);
    expect(codes).toEqual(expect.arrayContaining(["entered-values", "bale-thickness", "air-layer-thin", "moisture"]));
    expect(wall.layers[3]!.statusLabel).toBe("valeurs saisies");
    expect(wall.condensation.rateGPerM2H).toBeGreaterThan(0);
    expect(wall.condensation.planes[0]!.layerIndex).toBe(2);
  });

  it("takes the verified FDES when the server passes one", () => {
    const wall = computeWall(wallRequestSchema.parse({ element: "wall", layers: strawWall }), {
      ownFdes: {
        "botte-36": {
          functionalUnitThicknessMm: 360,
          modules: { "A1-A3": 3, "A4-A5": 0.5, "C1-C4": 1, "A1-C4": 4.5, D: -0.2 },
          isExample: false,
          source: "FDES vérifiée",
          status: "lue dans la FDES",
        },
      },
    });
    // The bale's modules as printed, scaled by its thickness (36 cm of 36) and its share (no frame: 1).
    const bale = wall.gwp.layers.find((layer) => layer.productId === "botte-36")!;
    expect(bale.modules).toEqual({ "A1-A3": 3, "A4-A5": 0.5, "B1-B7": null, "C1-C4": 1, "A1-C4": 4.5, D: -0.2 });
    expect(wall.gwp.isExample).toBe(false);
    // With the KBOB layers (production A1-A3, end of life C1-C4, no A4-A5 nor D), A1-A3 and C1-C4 add up; A4-A5 and D
    // are known for the bale only, so not for the wall.
    expect(wall.gwp.modules["A1-A3"]).toBeCloseTo(3 + 54 * 0.46 + 12 * 0.624, 12);
    expect(wall.gwp.modules["C1-C4"]).toBeCloseTo(1 + 54 * 0.00913 + 12 * 0.0414, 12);
    expect(wall.gwp.modules["A4-A5"]).toBeNull();
    expect(wall.gwp.modules.D).toBeNull();
  });

  describe("carbon of every layer (KBOB rows per kg, converted through thickness, density and area share)", () => {
    it("counts the frame apart from the material it bridges", () => {
      // 12.5 mm plasterboard (800 kg/m³), 145 mm glass wool (20 kg/m³) between studs 45 mm every 600 mm (f = 0.075,
      // 450 kg/m³), a 0.2 mm vapour barrier (920 kg/m³, the PE film row, indicative).
      const wall = compute([
        { thicknessMm: 12.5, materialId: "gypsum-plasterboard" },
        { thicknessMm: 145, materialId: "glass-wool", bridge: { fraction: 0.075, materialId: "softwood-timber" } },
        { thicknessMm: 0.2, materialId: "membrane-sd-18" },
      ]);
      const plasterboard = 0.0125 * 800; // 10 kg/m²
      const glassWool = 0.145 * 20 * 0.925; // 2.6825 kg/m²
      const studs = 0.145 * 450 * 0.075; // 4.89375 kg/m²
      const film = 0.0002 * 920; // 0.184 kg/m²
      expect(wall.gwp.layers.map((layer) => [layer.layerIndex, layer.part, layer.materialId])).toEqual([
        [0, "main", "gypsum-plasterboard"],
        [1, "main", "glass-wool"],
        [1, "bridge", "softwood-timber"],
        [2, "main", "membrane-sd-18"],
      ]);
      expect(wall.gwp.layers[2]!.massKgPerM2).toBeCloseTo(studs, 12);
      expect(wall.gwp.layers[2]!.areaShare).toBe(0.075);
      expect(wall.gwp.layers[3]!.status).toMatch(/indicative/);
      expect(wall.gwp.modules["A1-A3"]).toBeCloseTo(plasterboard * 0.284 + glassWool * 1.12 + studs * 0.133 + film * 2.76, 12);
      expect(wall.gwp.modules["C1-C4"]).toBeCloseTo(plasterboard * 0.00918 + glassWool * 0.00999 + studs * 0.0101 + film * 2.58, 12);
      expect(wall.gwp.modules["A1-C4"]).toBeCloseTo(wall.gwp.modules["A1-A3"]! + wall.gwp.modules["C1-C4"]!, 12);
      expect(wall.gwp.coverage).toMatch(/^Toutes les couches sont comptées/);
    });

    it("shows the wall's emissions as unknown when a material has no cited data, and says which and why", () => {
      const wall = compute([
        { thicknessMm: 12.5, materialId: "gypsum-plasterboard" },
        { thicknessMm: 200, materialId: "hemp-wool", bridge: { fraction: 0.1, materialId: "softwood-timber" } },
        { thicknessMm: 60, lambda: 0.05, density: 150, specificHeat: 2000, mu: 5, label: "Panneau du visiteur" },
      ]);
      expect(wall.gwp.complete).toBe(false);
      expect(Object.values(wall.gwp.modules).every((value) => value === null)).toBe(true);
      expect(wall.gwp.uncounted.map((part) => [part.layerIndex, part.part])).toEqual([
        [1, "main"],
        [2, "main"],
      ]);
      expect(wall.gwp.uncounted[0]!.reason).toMatch(/chanvre/);
      expect(wall.gwp.coverage).toMatch(/^Émissions de la paroi inconnues/);
      expect(wall.gwp.coverage).toMatch(/couche 3 \(Panneau du visiteur\) : valeurs saisies/);
      // The counted layers' own sum stays available, apart: plasterboard and studs.
      expect(wall.gwp.countedModules["A1-C4"]).toBeCloseTo(0.0125 * 800 * (0.284 + 0.00918) + 0.2 * 450 * 0.1 * (0.133 + 0.0101), 12);
    });

    it("counts layers beyond a ventilated gap (they are built) and nothing for an air layer", () => {
      const wall = compute([
        { thicknessMm: 12.5, materialId: "gypsum-plasterboard" },
        { thicknessMm: 145, materialId: "rock-wool" },
        { thicknessMm: 25, materialId: "air-well-ventilated" },
        { thicknessMm: 22, materialId: "softwood-timber" },
      ]);
      expect(wall.gwp.layers.map((layer) => layer.layerIndex)).toEqual([0, 1, 3]);
      expect(wall.gwp.complete).toBe(true);
    });
  });
});

// Seeded property tests: the same runs every time, so a failure replays.
const PROPERTY_RUNS = { seed: 2028, numRuns: 150 };

const solidIds = [
  "lime-plaster",
  "clay-plaster",
  "gypsum-plasterboard",
  "wood-fibre-board",
  "osb",
  "softwood-timber",
  "glass-wool",
  "cellulose-blown",
  "hemp-wool",
  "eps-graphite",
  "reinforced-concrete",
  "botte-22-on-edge",
  "botte-36-flat",
];
const insulationIds = ["glass-wool", "cellulose-blown", "hemp-wool", "botte-46-on-edge", "wood-fibre-flexible"];

const layerArbitrary = fc.oneof(
  fc.record({ thicknessMm: fc.integer({ min: 5, max: 400 }), materialId: fc.constantFrom(...solidIds) }),
  fc.record({
    thicknessMm: fc.integer({ min: 40, max: 400 }),
    materialId: fc.constantFrom(...insulationIds),
    bridge: fc.record({ fraction: fc.constantFrom(0.06, 0.1, 0.15), materialId: fc.constant("softwood-timber") }),
  }),
  fc.record({ thicknessMm: fc.integer({ min: 5, max: 120 }), materialId: fc.constant("air-unventilated") }),
  fc.record({
    thicknessMm: fc.integer({ min: 5, max: 300 }),
    lambda: fc.double({ min: 0.03, max: 2.5, noNaN: true }),
    density: fc.double({ min: 10, max: 2500, noNaN: true }),
    specificHeat: fc.double({ min: 800, max: 2200, noNaN: true }),
    mu: fc.double({ min: 1, max: 200, noNaN: true }),
  }),
);
const wallArbitrary = fc.record({
  element: fc.constantFrom("wall" as const, "roof" as const, "floor" as const),
  layers: fc.array(layerArbitrary, { minLength: 1, maxLength: 8 }),
});

describe("properties", () => {
  it("bounds are ordered, layers add up to R_T, f is in (0, 1], lags are consistent", () => {
    fc.assert(
      fc.property(wallArbitrary, (request) => {
        const wall = computeWall(wallRequestSchema.parse(request));
        expect(wall.rLower).toBeLessThanOrEqual(wall.rUpper * (1 + 1e-12));
        if (!request.layers.some((layer) => "bridge" in layer)) expect(wall.rUpper).toBe(wall.rLower);
        const sum = wall.rsi + wall.rse + wall.layers.reduce((total, layer) => total + (layer.r ?? 0), 0);
        expect(sum).toBeCloseTo(wall.rTotal, 9);
        expect(wall.decrementFactor).toBeGreaterThan(0);
        expect(wall.decrementFactor).toBeLessThanOrEqual(1 + 1e-9);
        expect(wall.timeShiftHours).toBeGreaterThanOrEqual(0);
        expect(wall.timeShiftHours).toBeLessThan(24);
        const turns = (wall.timeShiftUnwrappedHours - wall.timeShiftHours) / 24;
        expect(Math.abs(turns - Math.round(turns))).toBeLessThan(1e-6);
        expect(Math.round(turns)).toBeGreaterThanOrEqual(0);
      }),
      PROPERTY_RUNS,
    );
  });

  it("U decreases when a layer thickens", () => {
    fc.assert(
      fc.property(wallArbitrary, fc.nat(), fc.integer({ min: 1, max: 200 }), (request, pick, extraMm) => {
        const index = pick % request.layers.length;
        const layer = request.layers[index]!;
        fc.pre(!("materialId" in layer && layer.materialId === "air-unventilated"));
        const thicker = {
          ...request,
          layers: request.layers.map((l, i) => (i === index ? { ...l, thicknessMm: l.thicknessMm + extraMm } : l)),
        };
        expect(computeWall(wallRequestSchema.parse(thicker)).uValue).toBeLessThan(computeWall(wallRequestSchema.parse(request)).uValue);
      }),
      PROPERTY_RUNS,
    );
  });

  it("adding a layer never reduces the areal mass", () => {
    fc.assert(
      fc.property(wallArbitrary, layerArbitrary, fc.nat(), (request, extra, at) => {
        fc.pre(request.layers.length < 20);
        const position = at % (request.layers.length + 1);
        const layers = [...request.layers.slice(0, position), extra, ...request.layers.slice(position)];
        const before = computeWall(wallRequestSchema.parse(request)).arealMass;
        expect(computeWall(wallRequestSchema.parse({ ...request, layers })).arealMass).toBeGreaterThanOrEqual(before);
      }),
      PROPERTY_RUNS,
    );
  });
});

/** Every number in the answer, at any depth. */
function numbersIn(value: unknown, path = "answer"): [string, number][] {
  if (typeof value === "number") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => numbersIn(item, `${path}[${i}]`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => numbersIn(item, `${path}.${key}`));
  return [];
}

describe("any request the schema accepts", () => {
  const values = {
    lambda: fc.double({ min: 0.001, max: 500, noNaN: true }),
    density: fc.double({ min: 0.1, max: 25_000, noNaN: true }),
    specificHeat: fc.double({ min: 1, max: 10_000, noNaN: true }),
    mu: fc.double({ min: 1, max: 1e7, noNaN: true }),
  };
  const anyId = fc.constantFrom(...MATERIALS.map((material) => material.id));
  const bridge = fc.record({
    fraction: fc.double({ min: 0, max: 0.5, noNaN: true }),
    materialId: fc.constantFrom("softwood-timber", "osb", "reinforced-concrete", "glass-wool"),
  });
  const anyLayer = fc.oneof(
    fc.record(
      { thicknessMm: fc.double({ min: 0.01, max: 2000, noNaN: true }), materialId: anyId },
      { requiredKeys: ["thicknessMm", "materialId"] },
    ),
    fc.record({ thicknessMm: fc.double({ min: 0.01, max: 2000, noNaN: true }), materialId: anyId, bridge }),
    fc.record({ thicknessMm: fc.double({ min: 0.01, max: 2000, noNaN: true }), ...values }),
  );
  const temperature = fc.double({ min: -40, max: 60, noNaN: true });
  const humidity = fc.double({ min: 0, max: 100, noNaN: true });

  it("gives finite figures, or a French refusal", () => {
    fc.assert(
      fc.property(
        fc.record({
          element: fc.constantFrom("wall" as const, "roof" as const, "floor" as const),
          ventilatedOutside: fc.boolean(),
          layers: fc.array(anyLayer, { minLength: 1, maxLength: 20 }),
          climate: fc.record({
            insideTemperature: temperature,
            insideHumidity: humidity,
            outsideTemperature: temperature,
            outsideHumidity: humidity,
          }),
        }),
        (request) => {
          let answer;
          try {
            answer = computeWall(wallRequestSchema.parse(request));
          } catch (error) {
            expect(error).toBeInstanceOf(WallRefusal);
            return;
          }
          for (const [path, value] of numbersIn(answer)) expect(Number.isFinite(value), path).toBe(true);
        },
      ),
      { seed: 8, numRuns: 200 },
    );
    // 200 walls of up to 20 layers, each with its moisture checks: a time limit for a loaded machine, not a speed test.
  }, 120_000);
});
