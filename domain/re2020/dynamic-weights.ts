/**
 * The dynamic weighting of RE2020's life-cycle analysis (docs/decisions/0015-re2020-estimate.md): an emission of year
 * t of the 50-year reference period (PER) counts for WEIGHTS[t] of its GWP; year 0 is the delivery of the building.
 *
 * What this table is, precisely. The official table is the one of the annex of the arrêté of 4 August 2021 (annexe II,
 * "fonction f", x integer from 0 to 50, for every greenhouse gas but refrigerants). Its text could not be read when
 * this file was written, so the values below are NOT transcribed from it: they are w(t) = AGWP_CO₂(100 − t) /
 * AGWP_CO₂(100) with the IPCC AR5 impulse response of CO₂ (a0 = 0.2173; a = 0.2240, 0.2824, 0.2763;
 * τ = 394.4, 36.54, 4.304 years), rounded to 3 decimals. That formula reproduces every value published around the
 * arrêté that we could read: 1 at year 0 and 0.58 at year 50 (One Click LCA, "ACV dynamique"; Fondation FEREC,
 * ADEMAR: "de 1 à 0,58"), and 0.992 (1), 0.921 (10), 0.798 (25), 0.669 (40), 0.578 (50). The test
 * (dynamic-weights.test.ts) checks the table against the formula and those published values; replace the values with
 * the arrêté's when its annex is at hand (the test then says by how much they differ).
 */

export const REFERENCE_PERIOD_YEARS = 50;

export const WEIGHTS: readonly number[] = [
  1.0, 0.992, 0.984, 0.976, 0.969, 0.961, 0.953, 0.945, 0.937, 0.929, 0.921, 0.913, 0.905, 0.897, 0.889, 0.88, 0.872, 0.864, 0.856, 0.848,
  0.84, 0.831, 0.823, 0.815, 0.806, 0.798, 0.79, 0.781, 0.773, 0.764, 0.756, 0.747, 0.739, 0.73, 0.721, 0.713, 0.704, 0.695, 0.686, 0.678,
  0.669, 0.66, 0.651, 0.642, 0.633, 0.624, 0.615, 0.606, 0.597, 0.587, 0.578,
];

export const WEIGHTS_SOURCE =
  "Pondération dynamique de l'arrêté du 4 août 2021 (annexe II, fonction f de 0 à 50 ans), recalculée ici par la formule du GIEC (AR5) qui la définit : w(t) = AGWP CO₂(100 − t) / AGWP CO₂(100), arrondie au millième ; elle redonne les valeurs publiées (1 à l'année 0, 0,578 à l'année 50).";

/** The weight of an emission in year `year` (an integer from 0 to 50). */
export function weightOf(year: number): number {
  const weight = WEIGHTS[year];
  if (!Number.isInteger(year) || weight === undefined) throw new RangeError(`no weight for year ${year}`);
  return weight;
}
