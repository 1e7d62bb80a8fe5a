import { REFERENCE_PERIOD_YEARS, weightOf } from "./dynamic-weights";

/**
 * How one product enters Ic construction (docs/decisions/0015-re2020-estimate.md, arrêté of 4 August 2021 annexe II):
 * its production and installation (A1–A5) at year 0, its end of life (C1–C4) at year 50, or, when its reference
 * service life (DVR) is under 50 years, at each renewal k·DVR < 50 together with a new A1–A5; module D is out of Ic
 * and reported apart. Biogenic carbon is inside the modules (an EN 15804+A2 FDES: uptake negative in A1–A3, release in
 * C): the weighting alone turns it into a credit, never a separate storage bonus.
 */

export interface ProductModules {
  /** A1–A5 per unit of quantity, kg CO₂ eq. (biogenic uptake included, negative). */
  a: number;
  /** C1–C4 per unit, kg CO₂ eq. (biogenic release included). */
  c: number;
  /** D per unit, kg CO₂ eq.; null when the FDES gives none. Never in Ic. */
  d: number | null;
  /** Reference service life, whole years (1 or more). */
  serviceLifeYears: number;
}

export interface Contribution {
  /** kg CO₂ eq., weighted by the year of each emission. */
  dynamic: number;
  /** kg CO₂ eq., every emission at weight 1 (the static LCA, for comparison). */
  static: number;
  /** kg CO₂ eq. of module D over every installation; null when unknown. Apart from Ic. */
  moduleD: number | null;
  /** Years at which the product is installed: 0, then each renewal. */
  installations: number[];
}

/** The years a product is installed over the reference period: 0, DVR, 2·DVR… while under 50. */
export function installationYears(serviceLifeYears: number): number[] {
  if (!Number.isInteger(serviceLifeYears) || serviceLifeYears < 1) throw new RangeError("service life must be a whole number of years");
  const years: number[] = [];
  for (let year = 0; year < REFERENCE_PERIOD_YEARS; year += serviceLifeYears) years.push(year);
  return years;
}

/** `quantity` units of a product (m² of wall, say): Σ over installations of A at its year and C at its end. */
export function contribution(quantity: number, modules: ProductModules): Contribution {
  const installations = installationYears(modules.serviceLifeYears);
  let dynamic = 0;
  for (const year of installations) {
    const end = Math.min(year + modules.serviceLifeYears, REFERENCE_PERIOD_YEARS);
    dynamic += modules.a * weightOf(year) + modules.c * weightOf(end);
  }
  const count = installations.length;
  return {
    dynamic: quantity * dynamic,
    static: quantity * count * (modules.a + modules.c),
    moduleD: modules.d === null ? null : quantity * count * modules.d,
    installations,
  };
}
