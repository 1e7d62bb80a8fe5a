import { describe, expect, it } from "vitest";
import { envelopeMessage, maxEnvelopeArea, re2020EstimateSchema } from "./re2020-schema";
import { WORKED_HOUSE } from "./worked-house";

const fieldsOf = (request: unknown) => {
  const result = re2020EstimateSchema.safeParse(request);
  return result.success ? null : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("the envelope checked against the SREF (issue #40 item 4)", () => {
  it("refuses 200 000 m² of each element on 10 m² of SREF, saying why and what is plausible", () => {
    const fields = fieldsOf({
      buildingType: "maison",
      permitYear: 2025,
      sref: 10,
      walls: { areaM2: 200_000 },
      roof: { areaM2: 200_000 },
      floor: { areaM2: 200_000 },
    });
    expect(fields).toEqual({
      "walls.areaM2": envelopeMessage("walls", 200_000, 10),
      "roof.areaM2": envelopeMessage("roof", 200_000, 10),
      "floor.areaM2": envelopeMessage("floor", 200_000, 10),
    });
    // 3.5 × 10 + 40 = 75 m² of walls at most.
    expect(fields!["walls.areaM2"]).toBe(
      "La surface des murs (200\u202f000 m²) ne peut pas appartenir à un bâtiment de 10 m² de SREF : même une construction de plain-pied étroite (2,5 m) et haute de 4 m, il en compterait au plus 75 m² (3,5 × SREF + 40 m²). Vérifiez la surface de référence et les surfaces des parois isolées de ce bâtiment.",
    );
  });

  it("accepts real buildings: the worked house, a 10 m² tiny house, a six-storey block", () => {
    expect(fieldsOf(WORKED_HOUSE)).toBeNull();
    // 2.5 × 4 m inside, 2.5 m high, 36 cm walls: about 40 m² of walls (outside), 21 m² of floor, 26 m² of roof at 35°.
    expect(
      fieldsOf({ buildingType: "maison", permitYear: 2025, sref: 10, walls: { areaM2: 40 }, roof: { areaM2: 26 }, floor: { areaM2: 21 } }),
    ).toBeNull();
    expect(
      fieldsOf({
        buildingType: "collectif",
        permitYear: 2028,
        sref: 3000,
        walls: { areaM2: 2400 },
        roof: { areaM2: 520 },
        floor: { areaM2: 500 },
      }),
    ).toBeNull();
  });

  it("holds each bound itself and refuses the m² above it", () => {
    const request = (areaM2: number) => ({ buildingType: "maison", permitYear: 2025, sref: 120, walls: { areaM2 } });
    expect(maxEnvelopeArea("walls", 120)).toBe(460);
    expect(fieldsOf(request(460))).toBeNull();
    expect(Object.keys(fieldsOf(request(461))!)).toEqual(["walls.areaM2"]);
  });
});
