import type { Re2020Request } from "./re2020-schema";

/**
 * The worked house of the estimate's tests and of its report's example (docs/decisions/0015-re2020-estimate.md): a
 * 120 m² SREF house, permit filed in 2025, 150 m² of walls and 100 m² of roof, both in our default Botte 36 timber
 * frame. estimate.test.ts computes it by hand; the API's test checks the call gives the same figures.
 */
export const WORKED_HOUSE: Re2020Request = {
  buildingType: "maison",
  permitYear: 2025,
  sref: 120,
  walls: { areaM2: 150 },
  roof: { areaM2: 100 },
};

/** The figures by hand (estimate.test.ts holds the working). */
export const WORKED_HOUSE_FIGURES = {
  insulationIcDynamic: -37.9735,
  insulationIcStatic: 9.8281,
  storedCo2: 13592.875,
  stockC: 30.8929,
  shareOf2025Dynamic: -0.071648,
  shareOf2025Static: 0.018544,
  glassWoolIc: 12.0072,
} as const;
