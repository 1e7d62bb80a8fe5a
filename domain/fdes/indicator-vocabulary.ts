/**
 * The one table of the EN 15804 indicators an FDES or an EPD prints: each indicator's code, its French and English
 * names as declarations print them, the words that make a label another indicator's, and its unit. The FDES reader
 * (server/fdes/named-rows.server.ts) names a results row from it, the comparator page and report name figures from
 * it, and the corpus generators print rows from it: one place, so that a name added here is read, shown and tested.
 *
 * Sources: NF EN 15804+A1 §7.2 and NF EN 15804+A2 §7.2 (tables 3 to 7, codes and units); the French names follow the
 * INIES templates and NF EN 15804/CN (fdes-format.md §3 of the project's reference notes). Indicators the comparator
 * does not read are listed too: a row is told apart only when every name it could carry is known ("Écotoxicité (eaux
 * douces)" must never be read as fresh water, "Besoin en eau" is not "Utilisation nette d'eau douce").
 */

/** The indicators the comparator reads (or cross-checks with), and the others it must recognise to leave alone. */
export type IndicatorId =
  // climate: A1's single row, A2's total and its three parts
  | "gwp"
  | "gwpTotal"
  | "gwpFossil"
  | "gwpBiogenic"
  | "gwpLuluc"
  | "gwpUnqualified"
  // energy
  | "pere"
  | "perm"
  | "pert"
  | "penre"
  | "penrm"
  | "penrt"
  | "energyTotal"
  // water, waste and output flows
  | "water"
  | "wasteHazardous"
  | "wasteNonHazardous"
  | "wasteRadioactive"
  | "recyclable"
  | "biogenicCarbonProduct"
  | "biogenicCarbonPackaging"
  // recognised, never read
  | "odp"
  | "ap"
  | "ep"
  | "epFreshwater"
  | "epMarine"
  | "epTerrestrial"
  | "pocp"
  | "adpe"
  | "adpf"
  | "wdp"
  | "pm"
  | "irp"
  | "etpFw"
  | "htpC"
  | "htpNc"
  | "sqp"
  | "sm"
  | "rsf"
  | "nrsf"
  | "cru"
  | "mer"
  | "eee"
  | "eet"
  | "energyExported"
  | "airPollution"
  | "waterPollution";

export interface IndicatorTerm {
  id: IndicatorId;
  /** The code as EN 15804 prints it (the first of `codes`). */
  code: string;
  /** Codes printed for it, in any case, with "-", " " or "_" between parts. */
  codes: readonly string[];
  /** French names, whole (as the row's label prints them, accents and case free). The first is the one we print. */
  french: readonly string[];
  /** English names (EN 15804+A2 EPDs, IBU, EPD International). The first is the one we print. */
  english: readonly string[];
  /** Words that, anywhere in a label, make it another indicator's (normalised: lower case, no accents). */
  excludes: readonly string[];
  /** The unit as printed per functional unit. */
  unit: string;
  /** The standard whose tables print it: "A1", "A2" or both. */
  standard: "A1" | "A2" | "A1+A2";
  /** True for the rows the comparator reads figures from (or checks them with). */
  read: boolean;
  /**
   * The indicator this one is under another standard's or template's name (A1's "Réchauffement climatique" is A2's
   * GWP-total): a label printing this one's name beside that one's code ("GWP-total Réchauffement climatique") names
   * one indicator, the code's.
   */
  sameQuantityAs?: IndicatorId;
}

const ECOTOX = ["ecotox", "toxicite", "toxicity", "ecotoxicity"];
const WATER_NEED = ["besoin en eau", "privation", "deprivation", "scarcity", "pollution"];

export const INDICATOR_VOCABULARY: readonly IndicatorTerm[] = [
  {
    id: "gwp",
    code: "GWP",
    codes: ["GWP"],
    french: ["Réchauffement climatique", "Potentiel de réchauffement climatique", "Potentiel de réchauffement global"],
    english: ["Global warming potential", "Global warming"],
    excludes: ["fossil", "biogen", "luluc", "land use", "sols", "stockage", "teneur"],
    unit: "kg CO2 éq.",
    standard: "A1",
    read: true,
    sameQuantityAs: "gwpTotal",
  },
  {
    id: "gwpTotal",
    code: "GWP-total",
    codes: ["GWP-total", "GWP-tot", "GWPtotal"],
    french: [
      "Changement climatique - total",
      "Changement climatique total",
      "Réchauffement climatique - total",
      "Potentiel de réchauffement global total",
    ],
    english: ["Climate change - total", "Global warming potential - total", "Global warming potential total", "Climate change total"],
    excludes: ["fossil", "biogen", "luluc", "land use", "sols", "stockage", "teneur"],
    unit: "kg CO2 éq.",
    standard: "A2",
    read: true,
  },
  {
    id: "gwpFossil",
    code: "GWP-fossil",
    codes: ["GWP-fossil", "GWP-fos"],
    french: [
      "Changement climatique - combustibles fossiles",
      "Changement climatique - fossile",
      "Changement climatique - fossiles",
      "Réchauffement climatique - fossile",
    ],
    english: ["Climate change - fossil", "Global warming potential - fossil fuels", "Global warming potential fossil fuels"],
    excludes: ["biogen", "luluc", "land use"],
    unit: "kg CO2 éq.",
    standard: "A2",
    read: true,
  },
  {
    id: "gwpBiogenic",
    code: "GWP-biogenic",
    codes: ["GWP-biogenic", "GWP-bio"],
    french: ["Changement climatique - biogénique", "Réchauffement climatique - biogénique"],
    english: ["Climate change - biogenic", "Global warming potential - biogenic", "Global warming potential biogenic"],
    excludes: ["fossil", "luluc", "land use", "teneur", "stockage", "content"],
    unit: "kg CO2 éq.",
    standard: "A2",
    read: true,
  },
  {
    id: "gwpLuluc",
    code: "GWP-luluc",
    codes: ["GWP-luluc", "GWP-LULUC"],
    french: [
      "Changement climatique - utilisation des sols et transformation de l'utilisation des sols",
      "Changement climatique - occupation des sols et transformation de l'occupation des sols",
      "Changement climatique - usage des sols et changement d'affectation des sols",
      "Changement climatique - utilisation des sols",
      "Changement climatique - occupation des sols",
      "Changement climatique - usage des sols",
    ],
    english: [
      "Climate change - land use and land use change",
      "Global warming potential - land use and land use change",
      "Global warming potential land use and land use change",
    ],
    excludes: ["fossil", "biogen"],
    unit: "kg CO2 éq.",
    standard: "A2",
    read: true,
  },
  {
    // A2's "Changement climatique" with no qualifier: the total only where the table prints no "- total" row.
    id: "gwpUnqualified",
    code: "GWP",
    codes: [],
    french: ["Changement climatique"],
    english: ["Climate change"],
    excludes: ["fossil", "biogen", "luluc", "land use", "sols", "stockage", "teneur", "content"],
    unit: "kg CO2 éq.",
    standard: "A2",
    read: true,
    sameQuantityAs: "gwpTotal",
  },
  {
    id: "pere",
    code: "PERE",
    codes: ["PERE"],
    french: [
      "Utilisation de l'énergie primaire renouvelable, à l'exclusion des ressources d'énergie primaire renouvelables utilisées comme matières premières",
      "Utilisation de l'énergie primaire renouvelable à l'exclusion des ressources d'énergie primaire renouvelables utilisées comme matières premières",
      "Utilisation de l'énergie primaire renouvelable",
    ],
    english: [
      "Use of renewable primary energy excluding renewable primary energy resources used as raw materials",
      "Use of renewable primary energy",
      // EN 15804+A2 EPDs (IBU, EPD International): "Renewable primary energy as energy carrier (PERE)".
      "Renewable primary energy as energy carrier",
    ],
    excludes: ["non renouvelable", "non-renouvelable", "non renewable", "non-renewable"],
    unit: "MJ",
    standard: "A1+A2",
    read: false,
  },
  {
    id: "perm",
    code: "PERM",
    codes: ["PERM"],
    french: [
      "Utilisation des ressources d'énergie primaire renouvelables utilisées en tant que matières premières",
      "Utilisation des ressources d'énergie primaire renouvelables utilisées comme matières premières",
    ],
    english: [
      "Use of renewable primary energy resources used as raw materials",
      "Renewable primary energy resources as material utilization",
      "Renewable primary energy resources as material utilisation",
    ],
    excludes: ["non renouvelable", "non-renouvelable", "non renewable", "non-renewable"],
    unit: "MJ",
    standard: "A1+A2",
    read: false,
  },
  {
    id: "pert",
    code: "PERT",
    codes: ["PERT"],
    french: [
      "Utilisation totale des ressources d'énergie primaire renouvelables",
      "Utilisation totale de l'énergie primaire renouvelable",
      "Utilisation totale d'énergie primaire renouvelable",
    ],
    english: ["Total use of renewable primary energy resources", "Total use of renewable primary energy"],
    excludes: ["non renouvelable", "non-renouvelable", "non renewable", "non-renewable"],
    unit: "MJ",
    standard: "A1+A2",
    read: true,
  },
  {
    id: "penre",
    code: "PENRE",
    codes: ["PENRE"],
    french: [
      "Utilisation de l'énergie primaire non renouvelable, à l'exclusion des ressources d'énergie primaire non renouvelables utilisées comme matières premières",
      "Utilisation de l'énergie primaire non renouvelable à l'exclusion des ressources d'énergie primaire non renouvelables utilisées comme matières premières",
      "Utilisation de l'énergie primaire non renouvelable",
    ],
    english: [
      "Use of non-renewable primary energy excluding non-renewable primary energy resources used as raw materials",
      "Use of non renewable primary energy excluding non renewable primary energy resources used as raw materials",
      "Use of non-renewable primary energy",
      "Non-renewable primary energy as energy carrier",
    ],
    excludes: [],
    unit: "MJ",
    standard: "A1+A2",
    read: false,
  },
  {
    id: "penrm",
    code: "PENRM",
    codes: ["PENRM"],
    french: [
      "Utilisation des ressources d'énergie primaire non renouvelables utilisées en tant que matières premières",
      "Utilisation des ressources d'énergie primaire non renouvelables utilisées comme matières premières",
    ],
    english: [
      "Use of non-renewable primary energy resources used as raw materials",
      "Use of non renewable primary energy resources used as raw materials",
      "Non-renewable primary energy as material utilization",
      "Non-renewable primary energy as material utilisation",
    ],
    excludes: [],
    unit: "MJ",
    standard: "A1+A2",
    read: false,
  },
  {
    id: "penrt",
    code: "PENRT",
    codes: ["PENRT"],
    french: [
      "Utilisation totale des ressources d'énergie primaire non renouvelables",
      "Utilisation totale de l'énergie primaire non renouvelable",
      "Utilisation totale d'énergie primaire non renouvelable",
    ],
    english: [
      "Total use of non-renewable primary energy resources",
      "Total use of non renewable primary energy resources",
      "Total use of non-renewable primary energy",
    ],
    excludes: [],
    unit: "MJ",
    standard: "A1+A2",
    read: true,
  },
  {
    id: "energyTotal",
    code: "PERT+PENRT",
    codes: ["PERT+PENRT"],
    french: ["Utilisation totale des ressources d'énergie primaire", "Énergie primaire totale", "Utilisation totale de l'énergie primaire"],
    english: ["Total use of primary energy resources", "Total primary energy"],
    excludes: ["renouvelable", "renewable", "non renouvelable"],
    unit: "MJ",
    standard: "A1+A2",
    read: true,
  },
  {
    id: "water",
    code: "FW",
    codes: ["FW"],
    french: ["Utilisation nette d'eau douce", "Consommation nette d'eau douce", "Utilisation d'eau douce nette", "Utilisation nette d'eau"],
    english: ["Use of net fresh water", "Net use of fresh water", "Net fresh water use"],
    excludes: [...ECOTOX, ...WATER_NEED, "eutroph"],
    unit: "m3",
    standard: "A1+A2",
    read: true,
  },
  {
    id: "wasteHazardous",
    code: "HWD",
    codes: ["HWD"],
    french: ["Déchets dangereux éliminés", "Déchets dangereux"],
    english: ["Hazardous waste disposed", "Hazardous waste"],
    excludes: ["non dangereux", "non-dangereux", "non hazardous", "non-hazardous", "radioacti"],
    unit: "kg",
    standard: "A1+A2",
    read: true,
  },
  {
    id: "wasteNonHazardous",
    code: "NHWD",
    codes: ["NHWD"],
    french: ["Déchets non dangereux éliminés", "Déchets non-dangereux éliminés", "Déchets non dangereux"],
    english: ["Non-hazardous waste disposed", "Non hazardous waste disposed", "Non-hazardous waste"],
    excludes: ["radioacti"],
    unit: "kg",
    standard: "A1+A2",
    read: true,
  },
  {
    id: "wasteRadioactive",
    code: "RWD",
    codes: ["RWD"],
    french: ["Déchets radioactifs éliminés", "Déchets radioactifs"],
    english: ["Radioactive waste disposed", "Radioactive waste"],
    excludes: ["dangereux", "hazardous"],
    unit: "kg",
    standard: "A1+A2",
    read: true,
  },
  {
    id: "recyclable",
    code: "MFR",
    codes: ["MFR"],
    french: ["Matériaux destinés au recyclage", "Matières destinées au recyclage"],
    english: ["Materials for recycling"],
    excludes: [],
    unit: "kg",
    standard: "A1+A2",
    read: true,
  },
  {
    id: "biogenicCarbonProduct",
    code: "BCC-prod",
    codes: [],
    french: [
      "Teneur en carbone biogénique du produit",
      "Teneur en carbone biogénique dans le produit",
      "Teneur en carbone biogénique contenu dans le produit",
    ],
    english: ["Biogenic carbon content in product", "Biogenic carbon content of the product"],
    excludes: ["emballage", "packaging"],
    unit: "kg C",
    standard: "A2",
    read: true,
  },
  {
    id: "biogenicCarbonPackaging",
    code: "BCC-pack",
    codes: [],
    french: ["Teneur en carbone biogénique de l'emballage associé", "Teneur en carbone biogénique de l'emballage"],
    english: ["Biogenic carbon content in accompanying packaging", "Biogenic carbon content of packaging"],
    excludes: [],
    unit: "kg C",
    standard: "A2",
    read: false,
  },
  term(
    "odp",
    "ODP",
    ["Appauvrissement de la couche d'ozone"],
    ["Depletion potential of the stratospheric ozone layer", "Ozone depletion"],
    "kg CFC-11 éq.",
  ),
  term("ap", "AP", ["Acidification des sols et de l'eau", "Acidification"], ["Acidification potential", "Acidification"], "mol H+ éq."),
  term("ep", "EP", ["Eutrophisation"], ["Eutrophication potential", "Eutrophication"], "kg (PO4)3- éq.", [
    "eaux douces",
    "marine",
    "terrestre",
  ]),
  term(
    "epFreshwater",
    "EP-freshwater",
    ["Eutrophisation aquatique eaux douces", "Eutrophisation - eaux douces", "Eutrophisation eaux douces"],
    ["Eutrophication aquatic freshwater", "Eutrophication - freshwater"],
    "kg P éq.",
  ),
  term(
    "epMarine",
    "EP-marine",
    ["Eutrophisation aquatique marine", "Eutrophisation - marine", "Eutrophisation marine"],
    ["Eutrophication aquatic marine", "Eutrophication - marine"],
    "kg N éq.",
  ),
  term(
    "epTerrestrial",
    "EP-terrestrial",
    ["Eutrophisation terrestre", "Eutrophisation - terrestre"],
    ["Eutrophication terrestrial", "Eutrophication - terrestrial"],
    "mol N éq.",
  ),
  term(
    "pocp",
    "POCP",
    ["Formation d'ozone photochimique"],
    ["Formation potential of tropospheric ozone", "Photochemical ozone formation"],
    "kg NMVOC éq.",
  ),
  term(
    "adpe",
    "ADPE",
    ["Épuisement des ressources abiotiques - éléments", "Épuisement des ressources abiotiques - minéraux et métaux"],
    ["Abiotic depletion potential for non-fossil resources", "Depletion of abiotic resources - minerals and metals"],
    "kg Sb éq.",
    [],
    ["ADP-minerals&metals", "ADP-mineral", "ADPE"],
  ),
  term(
    "adpf",
    "ADPF",
    ["Épuisement des ressources abiotiques - combustibles fossiles"],
    ["Abiotic depletion potential for fossil resources", "Depletion of abiotic resources - fossil fuels"],
    "MJ",
    [],
    ["ADP-fossil", "ADPF"],
  ),
  term(
    "wdp",
    "WDP",
    ["Besoin en eau", "Privation d'eau", "Potentiel de privation d'eau"],
    ["Water (user) deprivation potential", "Water deprivation potential", "Water use"],
    "m3 éq. monde privé",
  ),
  term(
    "pm",
    "PM",
    ["Émissions de particules fines", "Particules fines"],
    ["Particulate matter emissions", "Potential incidence of disease due to PM emissions"],
    "incidence de maladies",
  ),
  term(
    "irp",
    "IRP",
    ["Rayonnements ionisants, santé humaine", "Rayonnements ionisants"],
    ["Ionising radiation, human health", "Ionizing radiation"],
    "kBq U235 éq.",
  ),
  term(
    "etpFw",
    "ETP-fw",
    ["Écotoxicité (eaux douces)", "Écotoxicité eaux douces", "Écotoxicité pour les écosystèmes aquatiques d'eau douce", "Écotoxicité"],
    ["Ecotoxicity (freshwater)", "Eco-toxicity (freshwater)", "Ecotoxicity freshwater"],
    "CTUe",
  ),
  term(
    "htpC",
    "HTP-c",
    ["Toxicité humaine, effets cancérogènes", "Toxicité humaine - effets cancérigènes", "Toxicité humaine, effets cancérigènes"],
    ["Human toxicity, cancer effects", "Human toxicity potential - cancer effects"],
    "CTUh",
    ["non cancer", "non-cancer", "non cancerogene", "non cancerigene"],
  ),
  term(
    "htpNc",
    "HTP-nc",
    [
      "Toxicité humaine, effets non cancérogènes",
      "Toxicité humaine - effets non cancérigènes",
      "Toxicité humaine, effets non cancérigènes",
    ],
    ["Human toxicity, non-cancer effects", "Human toxicity potential - non cancer effects"],
    "CTUh",
  ),
  term(
    "sqp",
    "SQP",
    ["Impacts liés à l'utilisation des sols / qualité du sol", "Impacts liés à l'utilisation des sols", "Qualité du sol"],
    ["Soil quality potential index", "Land use related impacts/soil quality"],
    "sans dimension",
  ),
  term("sm", "SM", ["Utilisation de matière secondaire", "Utilisation de matières secondaires"], ["Use of secondary material"], "kg"),
  term("rsf", "RSF", ["Utilisation de combustibles secondaires renouvelables"], ["Use of renewable secondary fuels"], "MJ", [
    "non renouvelable",
    "non-renouvelable",
    "non renewable",
    "non-renewable",
  ]),
  term(
    "nrsf",
    "NRSF",
    ["Utilisation de combustibles secondaires non renouvelables"],
    ["Use of non-renewable secondary fuels", "Use of non renewable secondary fuels"],
    "MJ",
  ),
  term("cru", "CRU", ["Composants destinés à la réutilisation"], ["Components for re-use", "Components for reuse"], "kg"),
  term(
    "mer",
    "MER",
    ["Matériaux destinés à la récupération d'énergie", "Matériaux destinés à la récupération énergétique"],
    ["Materials for energy recovery"],
    "kg",
  ),
  term(
    "eee",
    "EEE",
    [
      "Énergie fournie à l'extérieur - électricité",
      "Énergie électrique fournie à l'extérieur",
      "Énergie fournie à l'extérieur (électricité)",
    ],
    ["Exported electrical energy", "Exported energy - electricity"],
    "MJ",
  ),
  term(
    "eet",
    "EET",
    [
      "Énergie fournie à l'extérieur - énergie thermique",
      "Énergie thermique fournie à l'extérieur",
      "Énergie fournie à l'extérieur (thermique)",
    ],
    ["Exported thermal energy", "Exported energy - thermal"],
    "MJ",
  ),
  term("energyExported", "EE", ["Énergie fournie à l'extérieur"], ["Exported energy"], "MJ", ["electri", "thermique", "thermal"]),
  term("airPollution", "POLL-AIR", ["Pollution de l'air"], ["Air pollution"], "m3"),
  term("waterPollution", "POLL-EAU", ["Pollution de l'eau"], ["Water pollution"], "m3"),
];

function term(
  id: IndicatorId,
  code: string,
  french: readonly string[],
  english: readonly string[],
  unit: string,
  excludes: readonly string[] = [],
  codes: readonly string[] = [code],
): IndicatorTerm {
  return { id, code, codes, french, english, excludes, unit, standard: "A1+A2", read: false };
}

/** The vocabulary's entry for an indicator. */
export function indicatorTerm(id: IndicatorId): IndicatorTerm {
  const found = INDICATOR_VOCABULARY.find((entry) => entry.id === id);
  if (!found) throw new Error(`unknown indicator ${id}`);
  return found;
}
