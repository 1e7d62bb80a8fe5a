/**
 * Orders of magnitude of a straw-bale FDES, used only to generate the SAMPLE declarations that stand in until the
 * manufacturer's verified FDES are published (docs/product-decisions.md), and available to the FDES comparator as a sanity check.
 *
 * Copied from reference values compiled for this project (entry "straw_bale", not kept in the repository: this module is the copy; compiled for this
 * project in 2026), keeping each value's status:
 * - "derived": computed from a sourced number — here the UK straw EPD (EN 15804+A2, Environdec; Up Straw / School of
 *   Natural Building: 14.12 kg CO₂e per m³ over the life cycle, 0.02 kg CO₂e per m³ from land use, at 100 kg/m³);
 * - "estimate": an engineering order of magnitude, read in no FDES. NEVER to be shown as data: only inside a
 *   document marked as an example, labelled "estimation", with its range.
 * No table of the French collective straw FDES (CEREMA for RFCP, 2015) could be read, so nothing here is "sourced".
 *
 * The reference functional unit is 1 m² of wall insulated with 36 cm of straw at 100 kg/m³, over a 50-year reference
 * service life, modules A1 to C4 (module D apart). Values scale with the thickness of straw (the bales are
 * homogeneous): see `scaledIndicator`.
 */

export type ReferenceStatus = "derived" | "estimate";

export interface ReferenceIndicator {
  /** The indicator's name as French FDES print it (NF EN 15804+A2). */
  label: string;
  unit: string;
  value: number;
  range: readonly [number, number] | null;
  status: ReferenceStatus;
  basis: string;
}

export const STRAW_REFERENCE_UNIT = {
  thicknessMm: 360,
  densityKgPerM3: 100,
  referenceServiceLifeYears: 50,
} as const;

export const STRAW_REFERENCE_SOURCES = [
  "Déclaration environnementale de la paille comme isolant, EN 15804+A2, Environdec (projet Up Straw, School of Natural Building, Royaume-Uni) : 14,12 kg CO₂ éq./m³ sur le cycle de vie, à 100 kg/m³.",
  "FDES collective « Remplissage isolant en bottes de paille », CEREMA pour le RFCP, 2015 : existe, résultats non repris ici.",
  "Estimations d'ordre de grandeur (masse par m² × facteurs usuels par kg), non lues dans une FDES.",
] as const;

/** Typical end-of-life scenario of straw insulation; the scenario of the 2015 collective FDES is not confirmed. */
export const STRAW_END_OF_LIFE = "Compostage ou valorisation agricole, ou incinération (scénario à confirmer par la FDES vérifiée).";

export const STRAW_REFERENCE_INDICATORS = {
  gwpTotal: {
    label: "Changement climatique - total",
    unit: "kg CO₂ éq.",
    value: 5.1,
    range: [2, 10],
    status: "derived",
    basis: "EPD paille britannique : 14,12 kg CO₂ éq./m³ × 0,36 m³",
  },
  gwpLuluc: {
    label: "Changement climatique - utilisation des sols et transformation de l'utilisation des sols",
    unit: "kg CO₂ éq.",
    value: 0.007,
    range: null,
    status: "derived",
    basis: "EPD paille britannique : 0,02 kg CO₂ éq./m³ × 0,36 m³",
  },
  pert: {
    label: "Utilisation totale des ressources d'énergie primaire renouvelables",
    unit: "MJ",
    value: 550,
    range: [10, 600],
    status: "estimate",
    basis: "contenu énergétique de la paille (≈ 15 MJ/kg) s'il est compté comme matière première",
  },
  penrt: {
    label: "Utilisation totale des ressources d'énergie primaire non renouvelables",
    unit: "MJ",
    value: 40,
    range: [20, 80],
    status: "estimate",
    basis: "machines agricoles, pressage, transport",
  },
  water: {
    label: "Utilisation nette d'eau douce",
    unit: "m³",
    value: 0.02,
    range: [0.005, 0.1],
    status: "estimate",
    basis: "céréale non irriguée ; faible part de l'eau de l'exploitation allouée à la paille",
  },
  hazardousWaste: {
    label: "Déchets dangereux éliminés",
    unit: "kg",
    value: 0.005,
    range: [0.0005, 0.02],
    status: "estimate",
    basis: "ordre de grandeur",
  },
  nonHazardousWaste: {
    label: "Déchets non dangereux éliminés",
    unit: "kg",
    value: 1,
    range: [0.1, 36],
    status: "estimate",
    basis: "dépend du scénario de fin de vie : retour au sol (peu de déchets) ou enfouissement (toute la masse)",
  },
  radioactiveWaste: {
    label: "Déchets radioactifs éliminés",
    unit: "kg",
    value: 0.0001,
    range: [0.00002, 0.0005],
    status: "estimate",
    basis: "ordre de grandeur",
  },
  moduleD: {
    label: "Bénéfices et charges au-delà des frontières du système (module D)",
    unit: "kg CO₂ éq.",
    value: 0,
    range: [-2, 0],
    status: "estimate",
    basis: "ordre de grandeur",
  },
} as const satisfies Record<string, ReferenceIndicator>;

export type ReferenceIndicatorId = keyof typeof STRAW_REFERENCE_INDICATORS;

/** An indicator brought to another thickness of straw: value and range multiplied by thickness / 360 mm. */
export function scaledIndicator(indicator: ReferenceIndicator, thicknessMm: number): ReferenceIndicator {
  const factor = thicknessMm / STRAW_REFERENCE_UNIT.thicknessMm;
  return {
    ...indicator,
    value: indicator.value * factor,
    range: indicator.range ? [indicator.range[0] * factor, indicator.range[1] * factor] : null,
  };
}

/** kg of carbon in a biogenic storage given in kg CO₂ (molar masses 12 and 44). */
export function carbonFromCo2(kgCo2: number): number {
  return (kgCo2 * 12) / 44;
}
