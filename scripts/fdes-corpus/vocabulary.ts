/**
 * The corpus's own indicator vocabulary: EN 15804 codes with their French (INIES/FDES templates) and English (IBU,
 * EPD International) names and units, written from the standard's indicator lists, not from the reader's tables, so
 * that the documents do not learn the reader. Several names per language: authors word them differently.
 */
export type IndicatorKey =
  | "gwp"
  | "gwp_fossil"
  | "gwp_biogenic"
  | "gwp_luluc"
  | "odp"
  | "ap"
  | "ep"
  | "ep_freshwater"
  | "ep_marine"
  | "ep_terrestrial"
  | "pocp"
  | "adpe"
  | "adpf"
  | "wdp"
  | "pm"
  | "irp"
  | "etp_fw"
  | "htp_c"
  | "htp_nc"
  | "sqp"
  | "pere"
  | "perm"
  | "pert"
  | "penre"
  | "penrm"
  | "penrt"
  | "sm"
  | "rsf"
  | "nrsf"
  | "fw"
  | "hwd"
  | "nhwd"
  | "rwd"
  | "cru"
  | "mfr"
  | "mer"
  | "eee"
  | "eet";

export interface IndicatorWords {
  /** Codes as printed (IBU and EPD International differ on a few). */
  codes: string[];
  fr: string[];
  en: string[];
  unitFr: string;
  unitEn: string;
}

export const INDICATORS: Record<IndicatorKey, IndicatorWords> = {
  gwp: {
    codes: ["GWP-total", "GWP total", "GWP-tot"],
    fr: ["Changement climatique - total", "Changement climatique – total", "Réchauffement climatique total (GWP-total)"],
    en: ["Global warming potential - total", "Climate change - total", "Global Warming Potential total (GWP-total)"],
    unitFr: "kg CO2 éq.",
    unitEn: "kg CO2 eq.",
  },
  gwp_fossil: {
    codes: ["GWP-fossil", "GWP fossil"],
    fr: ["Changement climatique - fossile", "Changement climatique - combustibles fossiles"],
    en: ["Global warming potential - fossil fuels", "Climate change - fossil"],
    unitFr: "kg CO2 éq.",
    unitEn: "kg CO2 eq.",
  },
  gwp_biogenic: {
    codes: ["GWP-biogenic", "GWP biogenic"],
    fr: ["Changement climatique - biogénique"],
    en: ["Global warming potential - biogenic", "Climate change - biogenic"],
    unitFr: "kg CO2 éq.",
    unitEn: "kg CO2 eq.",
  },
  gwp_luluc: {
    codes: ["GWP-luluc", "GWP-LULUC"],
    fr: [
      "Changement climatique - utilisation des sols et transformation de l'utilisation des sols",
      "Changement climatique - usage des sols",
    ],
    en: ["Global warming potential - land use and land use change", "Climate change - land use and land use change"],
    unitFr: "kg CO2 éq.",
    unitEn: "kg CO2 eq.",
  },
  odp: {
    codes: ["ODP"],
    fr: ["Appauvrissement de la couche d'ozone", "Destruction de la couche d'ozone"],
    en: ["Depletion potential of the stratospheric ozone layer", "Ozone depletion"],
    unitFr: "kg CFC-11 éq.",
    unitEn: "kg CFC11 eq.",
  },
  ap: {
    codes: ["AP"],
    fr: ["Acidification", "Acidification des sols et de l'eau"],
    en: ["Acidification potential, accumulated exceedance", "Acidification"],
    unitFr: "mol H+ éq.",
    unitEn: "mol H+ eq.",
  },
  ep: {
    codes: ["EP"],
    fr: ["Eutrophisation"],
    en: ["Eutrophication potential"],
    unitFr: "kg (PO4)3- éq.",
    unitEn: "kg (PO4)3- eq.",
  },
  ep_freshwater: {
    codes: ["EP-freshwater", "EP-fw"],
    fr: ["Eutrophisation aquatique eaux douces", "Eutrophisation - eaux douces"],
    en: ["Eutrophication potential - freshwater", "Eutrophication aquatic freshwater"],
    unitFr: "kg P éq.",
    unitEn: "kg P eq.",
  },
  ep_marine: {
    codes: ["EP-marine"],
    fr: ["Eutrophisation aquatique marine"],
    en: ["Eutrophication potential - marine", "Eutrophication aquatic marine"],
    unitFr: "kg N éq.",
    unitEn: "kg N eq.",
  },
  ep_terrestrial: {
    codes: ["EP-terrestrial"],
    fr: ["Eutrophisation terrestre"],
    en: ["Eutrophication potential - terrestrial", "Eutrophication, accumulated exceedance"],
    unitFr: "mol N éq.",
    unitEn: "mol N eq.",
  },
  pocp: {
    codes: ["POCP"],
    fr: ["Formation d'ozone photochimique"],
    en: ["Formation potential of tropospheric ozone", "Photochemical ozone formation"],
    unitFr: "kg COVNM éq.",
    unitEn: "kg NMVOC eq.",
  },
  adpe: {
    codes: ["ADPE", "ADP-minerals&metals"],
    fr: ["Épuisement des ressources abiotiques - minéraux et métaux", "Épuisement des ressources abiotiques - éléments"],
    en: ["Abiotic depletion potential - non-fossil resources", "Depletion of abiotic resources - minerals and metals"],
    unitFr: "kg Sb éq.",
    unitEn: "kg Sb eq.",
  },
  adpf: {
    codes: ["ADPF", "ADP-fossil"],
    fr: ["Épuisement des ressources abiotiques - combustibles fossiles"],
    en: ["Abiotic depletion potential - fossil resources", "Depletion of abiotic resources - fossil fuels"],
    unitFr: "MJ",
    unitEn: "MJ",
  },
  wdp: {
    codes: ["WDP"],
    fr: ["Besoin en eau", "Utilisation de l'eau (besoin en eau)"],
    en: ["Water (user) deprivation potential", "Water use"],
    unitFr: "m3 éq. mondial de privation",
    unitEn: "m3 world eq. deprived",
  },
  pm: {
    codes: ["PM"],
    fr: ["Émissions de particules fines"],
    en: ["Potential incidence of disease due to PM emissions", "Particulate matter emissions"],
    unitFr: "incidence de maladies",
    unitEn: "disease incidence",
  },
  irp: {
    codes: ["IRP"],
    fr: ["Rayonnements ionisants, santé humaine"],
    en: ["Potential human exposure efficiency relative to U235", "Ionising radiation, human health"],
    unitFr: "kBq U235 éq.",
    unitEn: "kBq U235 eq.",
  },
  etp_fw: {
    codes: ["ETP-fw"],
    fr: ["Écotoxicité (eaux douces)", "Écotoxicité pour les écosystèmes d'eau douce"],
    en: ["Potential comparative toxic unit for ecosystems", "Eco-toxicity (freshwater)"],
    unitFr: "CTUe",
    unitEn: "CTUe",
  },
  htp_c: {
    codes: ["HTP-c"],
    fr: ["Toxicité humaine, effets cancérogènes"],
    en: ["Potential comparative toxic unit for humans - cancer effects", "Human toxicity, cancer effects"],
    unitFr: "CTUh",
    unitEn: "CTUh",
  },
  htp_nc: {
    codes: ["HTP-nc"],
    fr: ["Toxicité humaine, effets non cancérogènes"],
    en: ["Potential comparative toxic unit for humans - non-cancer effects", "Human toxicity, non-cancer effects"],
    unitFr: "CTUh",
    unitEn: "CTUh",
  },
  sqp: {
    codes: ["SQP"],
    fr: ["Impacts liés à l'utilisation des sols / qualité du sol"],
    en: ["Potential soil quality index", "Land use related impacts / soil quality"],
    unitFr: "sans dimension",
    unitEn: "dimensionless",
  },
  pere: {
    codes: ["PERE"],
    fr: [
      "Utilisation de l'énergie primaire renouvelable, à l'exclusion des ressources d'énergie primaire renouvelables utilisées comme matières premières",
    ],
    en: [
      "Renewable primary energy as energy carrier",
      "Use of renewable primary energy excluding renewable primary energy resources used as raw materials",
    ],
    unitFr: "MJ",
    unitEn: "MJ",
  },
  perm: {
    codes: ["PERM"],
    fr: ["Utilisation des ressources d'énergie primaire renouvelables utilisées en tant que matières premières"],
    en: ["Renewable primary energy resources as material utilisation", "Use of renewable primary energy resources used as raw materials"],
    unitFr: "MJ",
    unitEn: "MJ",
  },
  pert: {
    codes: ["PERT"],
    fr: [
      "Utilisation totale des ressources d'énergie primaire renouvelables (énergie primaire et ressources d'énergie primaire utilisées comme matières premières)",
      "Utilisation totale des ressources d'énergie primaire renouvelables",
    ],
    en: ["Total use of renewable primary energy resources"],
    unitFr: "MJ",
    unitEn: "MJ",
  },
  penre: {
    codes: ["PENRE"],
    fr: [
      "Utilisation de l'énergie primaire non renouvelable, à l'exclusion des ressources d'énergie primaire non renouvelables utilisées comme matières premières",
    ],
    en: [
      "Non-renewable primary energy as energy carrier",
      "Use of non-renewable primary energy excluding non-renewable primary energy resources used as raw materials",
    ],
    unitFr: "MJ",
    unitEn: "MJ",
  },
  penrm: {
    codes: ["PENRM"],
    fr: ["Utilisation des ressources d'énergie primaire non renouvelables utilisées en tant que matières premières"],
    en: ["Non-renewable primary energy as material utilisation", "Use of non-renewable primary energy resources used as raw materials"],
    unitFr: "MJ",
    unitEn: "MJ",
  },
  penrt: {
    codes: ["PENRT"],
    fr: [
      "Utilisation totale des ressources d'énergie primaire non renouvelables (énergie primaire et ressources d'énergie primaire utilisées comme matières premières)",
      "Utilisation totale des ressources d'énergie primaire non renouvelables",
    ],
    en: ["Total use of non-renewable primary energy resources"],
    unitFr: "MJ",
    unitEn: "MJ",
  },
  sm: {
    codes: ["SM"],
    fr: ["Utilisation de matière secondaire"],
    en: ["Use of secondary material"],
    unitFr: "kg",
    unitEn: "kg",
  },
  rsf: {
    codes: ["RSF"],
    fr: ["Utilisation de combustibles secondaires renouvelables"],
    en: ["Use of renewable secondary fuels"],
    unitFr: "MJ",
    unitEn: "MJ",
  },
  nrsf: {
    codes: ["NRSF"],
    fr: ["Utilisation de combustibles secondaires non renouvelables"],
    en: ["Use of non-renewable secondary fuels"],
    unitFr: "MJ",
    unitEn: "MJ",
  },
  fw: {
    codes: ["FW"],
    fr: ["Utilisation nette d'eau douce", "Utilisation nette d'eau douce (FW)"],
    en: ["Use of net fresh water", "Net use of fresh water"],
    unitFr: "m3",
    unitEn: "m3",
  },
  hwd: {
    codes: ["HWD"],
    fr: ["Déchets dangereux éliminés"],
    en: ["Hazardous waste disposed"],
    unitFr: "kg",
    unitEn: "kg",
  },
  nhwd: {
    codes: ["NHWD"],
    fr: ["Déchets non dangereux éliminés"],
    en: ["Non-hazardous waste disposed"],
    unitFr: "kg",
    unitEn: "kg",
  },
  rwd: {
    codes: ["RWD"],
    fr: ["Déchets radioactifs éliminés"],
    en: ["Radioactive waste disposed"],
    unitFr: "kg",
    unitEn: "kg",
  },
  cru: {
    codes: ["CRU"],
    fr: ["Composants destinés à la réutilisation"],
    en: ["Components for re-use"],
    unitFr: "kg",
    unitEn: "kg",
  },
  mfr: {
    codes: ["MFR"],
    fr: ["Matériaux destinés au recyclage"],
    en: ["Materials for recycling"],
    unitFr: "kg",
    unitEn: "kg",
  },
  mer: {
    codes: ["MER"],
    fr: ["Matériaux destinés à la récupération d'énergie"],
    en: ["Materials for energy recovery"],
    unitFr: "kg",
    unitEn: "kg",
  },
  eee: {
    codes: ["EEE"],
    fr: ["Énergie fournie à l'extérieur - électricité"],
    en: ["Exported electrical energy", "Exported energy, electricity"],
    unitFr: "MJ",
    unitEn: "MJ",
  },
  eet: {
    codes: ["EET"],
    fr: ["Énergie fournie à l'extérieur - énergie thermique"],
    en: ["Exported thermal energy", "Exported energy, thermal"],
    unitFr: "MJ",
    unitEn: "MJ",
  },
};

/** Indicator families as declarations group them into tables. */
export const GROUPS = {
  a1Impacts: ["gwp", "odp", "ap", "ep", "pocp", "adpe", "adpf"],
  a2Core: [
    "gwp",
    "gwp_fossil",
    "gwp_biogenic",
    "gwp_luluc",
    "odp",
    "ap",
    "ep_freshwater",
    "ep_marine",
    "ep_terrestrial",
    "pocp",
    "adpe",
    "adpf",
    "wdp",
  ],
  a2Additional: ["pm", "irp", "etp_fw", "htp_c", "htp_nc", "sqp"],
  resources: ["pere", "perm", "pert", "penre", "penrm", "penrt", "sm", "rsf", "nrsf", "fw"],
  wastes: ["hwd", "nhwd", "rwd"],
  flows: ["cru", "mfr", "mer", "eee", "eet"],
} as const satisfies Record<string, readonly IndicatorKey[]>;

/** Writes "CO2", "m3", "H+" with the typography authors use: subscript or superscript digits, or plain. */
export function typesetUnit(unit: string, style: "plain" | "unicode"): string {
  if (style === "plain") return unit;
  return unit
    .replace("CO2", "CO₂")
    .replace(/\bm3\b/, "m³")
    .replace("(PO4)3-", "(PO₄)³⁻")
    .replace("U235", "U²³⁵");
}
