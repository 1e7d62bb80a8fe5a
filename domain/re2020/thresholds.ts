/**
 * Ic construction_max_moyen of RE2020 (docs/decisions/0015-re2020-estimate.md): kg CO₂ eq. per m² of reference surface
 * (SREF), by building type and by the period of the building permit's filing. Décret n° 2021-1004 of 29 July 2021 and
 * arrêté of 4 August 2021 (annexe I), as CEREMA summarises them. Only the average ceiling: the project's own ceiling
 * adds modulations (Mi_combles, Mi_surf, Mi_géo, Mi_infra, Mi_vrd) that depend on the whole building, so the page says
 * that it compares with the average ceiling.
 */

export const BUILDING_TYPES = ["maison", "collectif"] as const;
export type BuildingType = (typeof BUILDING_TYPES)[number];

export const BUILDING_TYPE_LABELS: Record<BuildingType, string> = {
  maison: "Maison individuelle ou accolée",
  collectif: "Logement collectif",
};

/** The first year of each threshold period; the last runs on. */
export const THRESHOLD_PERIODS = [2022, 2025, 2028, 2031] as const;
export type ThresholdPeriod = (typeof THRESHOLD_PERIODS)[number];

export const THRESHOLD_PERIOD_LABELS: Record<ThresholdPeriod, string> = {
  2022: "2022-2024",
  2025: "2025-2027",
  2028: "2028-2030",
  2031: "à partir de 2031",
};

/** kg CO₂ eq./m² SREF. */
export const IC_CONSTRUCTION_MAX_MOYEN: Record<BuildingType, Record<ThresholdPeriod, number>> = {
  maison: { 2022: 640, 2025: 530, 2028: 475, 2031: 415 },
  collectif: { 2022: 740, 2025: 650, 2028: 580, 2031: 490 },
};

export const THRESHOLD_SOURCE =
  "Ic construction_max_moyen : décret n° 2021-1004 du 29 juillet 2021 et arrêté du 4 août 2021 (annexe I), repris par le CEREMA. Seuil moyen, sans les modulations du projet (Mi_combles, Mi_surf, Mi_géo, Mi_infra, Mi_vrd).";

/** RE2020 applies to permits filed from 1 January 2022. */
export const FIRST_PERMIT_YEAR = 2022;

/** The period whose threshold applies to a permit filed in `permitYear` (from 2022). */
export function periodOf(permitYear: number): ThresholdPeriod {
  let period: ThresholdPeriod = THRESHOLD_PERIODS[0];
  for (const start of THRESHOLD_PERIODS) if (permitYear >= start) period = start;
  return period;
}
