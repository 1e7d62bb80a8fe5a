import { formatNumber } from "../format";

/**
 * The climate-change figures of the catalogue's materials other than our bales (docs/decisions/0014-wall-physics.md
 * §4): one published generic dataset per material, or the French reason it has none. Our bales keep their own FDES
 * (carbon.ts). Values are kg CO₂ eq. per declared unit exactly as the dataset prints them; carbon.ts turns them into
 * figures per m² of wall.
 *
 * No French default data (INIES DED) nor collective FDES results table could be read here, nor the ÖKOBAUDAT tables:
 * the one public national dataset reachable with both production and end of life per material, each with its density,
 * is the Swiss KBOB list. Its values were read in the transcription of the Bombyx project (ETH Zurich, GitHub
 * Bombyx-ETH/Bombyx, `Bombyx.Data/SQLscripts/KbobMaterialsInsertsAzure.sql`, October 2018) and checked against a second
 * transcription, rounded, of the same list (Bombyx-ETH/Bombyx2, `InsertKbobMaterials.sql`): environmental-data.test.ts.
 */

/** The KBOB list the values come from. The version is the one current when the transcription was made (October 2018). */
export const KBOB_LIST =
  "KBOB, eco-bau et IPB, « Données des écobilans dans la construction » (Ökobilanzdaten im Baubereich) 2009/1:2016, kbob.admin.ch";

/** What the KBOB's two figures cover, in French, for the page and the report. */
export const KBOB_SCOPE =
  "Fabrication (« Herstellung », modules A1-A3) et fin de vie (« Entsorgung », assimilée au module C) ; transport jusqu'au chantier et mise en œuvre (A4-A5) non couverts, pas de module D ; CO₂ biogénique compté neutre (ni absorption ni émission)";

/** A KBOB row: its identifier and names as printed, per 1 kg of material. */
export interface GenericDataset {
  /** The KBOB identifier, e.g. "10.001". */
  id: string;
  nameDe: string;
  nameFr: string;
  /** The dataset's declared unit: every row used here is per kilogram. */
  declaredUnit: "kg";
  /** The dataset's own density, kg/m³, printed beside its figures (the calculator uses the catalogue's). */
  datasetDensity: number;
  /** kg CO₂ eq. per declared unit, production (A1-A3). */
  production: number;
  /** kg CO₂ eq. per declared unit, end of life as the dataset's disposal scenario models it (C). */
  endOfLife: number;
  /** The disposal scenario, as printed. */
  disposal: string;
}

/** A material's climate-change data: a dataset (with how well it fits the catalogue entry), or why there is none. */
export type MaterialEnvironmentalData =
  | {
      kind: "dataset";
      dataset: GenericDataset;
      /** generic: the dataset describes the catalogue entry; indicative: the nearest dataset for an entry left unspecified. */
      status: "generic" | "indicative";
      /** French: how the dataset and the catalogue entry differ, when they do. */
      note?: string;
    }
  | { kind: "none"; reason: string };

const kbob = (dataset: Omit<GenericDataset, "declaredUnit">): GenericDataset => ({ ...dataset, declaredUnit: "kg" });

/** The KBOB rows the catalogue uses, values as printed (kg CO₂ eq. per kg). */
export const KBOB_DATASETS = {
  limePlaster: kbob({
    id: "04.016",
    nameDe: "Sumpfkalkputz",
    nameFr: "Enduit à la chaux grasse",
    datasetDensity: 1350,
    production: 0.46,
    endOfLife: 0.00913,
    disposal: "Entsorgungsmix, Putz, ausgehärtet",
  }),
  clayPlaster: kbob({
    id: "04.004",
    nameDe: "Lehmputz",
    nameFr: "Enduit de glaise",
    datasetDensity: 1800,
    production: 0.0182,
    endOfLife: 0.00473,
    disposal: "Entsorgungsmix, Mineralischer Putz",
  }),
  gypsumPlaster: kbob({
    id: "04.001",
    nameDe: "Gips-/Weissputz",
    nameFr: "Enduit minéral (plâtre)",
    datasetDensity: 1100,
    production: 0.138,
    endOfLife: 0.00913,
    disposal: "Entsorgungsmix, Gips-/Weissputz",
  }),
  woodFibreBoard: kbob({
    id: "10.009",
    nameDe: "Weichfaserplatte",
    nameFr: "Panneau de fibres mou",
    datasetDensity: 147.5,
    production: 0.624,
    endOfLife: 0.0414,
    disposal: "Entsorgungsmix Faserplatte weich",
  }),
  osb: kbob({
    id: "07.013",
    nameDe: "OSB Platte, PF-gebunden, Feuchtbereich",
    nameFr: "Panneau d'aggloméré type OSB, colle PF, zone humide",
    datasetDensity: 605,
    production: 0.487,
    endOfLife: 0.127,
    disposal: "Entsorgungsmix Spanplatte, Aussenanwendung",
  }),
  gypsumPlasterboard: kbob({
    id: "03.008",
    nameDe: "Gipskartonplatte",
    nameFr: "Plaque de plâtre cartonnée",
    datasetDensity: 850,
    production: 0.284,
    endOfLife: 0.00918,
    disposal: "Entsorgungsmix, Gipskartonplatte",
  }),
  softwoodTimber: kbob({
    id: "07.011",
    nameDe: "Massivholz Fichte / Tanne / Lärche, kammergetr., gehobelt",
    nameFr: "Bois massif épicéa / sapin / mélèze, séché en cellule, raboté",
    datasetDensity: 465,
    production: 0.133,
    endOfLife: 0.0101,
    disposal: "Entsorgungsmix Schnittholz, Nadelholz, kammergetrocknet",
  }),
  glassWool: kbob({
    id: "10.001",
    nameDe: "Glaswolle",
    nameFr: "Laine de verre",
    datasetDensity: 20,
    production: 1.12,
    endOfLife: 0.00999,
    disposal: "Entsorgung, Gebäude, Mineralwolle, in Beseitigung",
  }),
  rockWool: kbob({
    id: "10.008",
    nameDe: "Steinwolle",
    nameFr: "Laine de roche",
    datasetDensity: 32,
    production: 1.12,
    endOfLife: 0.00999,
    disposal: "Entsorgung, Gebäude, Mineralwolle, in Beseitigung",
  }),
  eps: kbob({
    id: "10.004",
    nameDe: "Polystyrol expandiert (EPS)",
    nameFr: "Polystyrène expansé (EPS)",
    datasetDensity: 15,
    production: 4.46,
    endOfLife: 3.19,
    disposal: "Entsorgung, Gebäude, EPS-Isolation flammgeschützt, in Beseitigung",
  }),
  cellulose: kbob({
    id: "10.010",
    nameDe: "Zellulosefasern",
    nameFr: "Fibres de cellulose (soufflées)",
    datasetDensity: 35,
    production: 0.216,
    endOfLife: 0.0405,
    disposal: "Entsorgung, Papier, 11.2% Wasser, in Kehrichtverbrennung",
  }),
  polyethyleneVapourControl: kbob({
    id: "09.002",
    nameDe: "Dampfbremse Polyethylen (PE)",
    nameFr: "Barrière de vapeur PE",
    datasetDensity: 920,
    production: 2.76,
    endOfLife: 2.58,
    disposal: "Entsorgung, Gebäude, PE-Dichtungsbahn, in Beseitigung",
  }),
} as const satisfies Record<string, GenericDataset>;

const MEMBRANE_DATA: MaterialEnvironmentalData = {
  kind: "dataset",
  dataset: KBOB_DATASETS.polyethyleneVapourControl,
  status: "indicative",
  note: "indicatif : le catalogue classe les membranes par leur sd sans nommer le produit ; le film polyéthylène de la KBOB en tient lieu, à la masse de l'épaisseur saisie (920 kg/m³). Reprendre la fiche environnementale de la membrane posée.",
};

/**
 * Each catalogue material but our bales (their FDES) and the air layers (nothing built): its dataset or the reason it
 * has none. materials.ts's ids; environmental-data.test.ts checks that every solid of the catalogue is here.
 */
export const MATERIAL_ENVIRONMENTAL_DATA: Readonly<Record<string, MaterialEnvironmentalData>> = {
  "lime-plaster": {
    kind: "dataset",
    dataset: KBOB_DATASETS.limePlaster,
    status: "generic",
    note: "enduit de chaux aérienne ; un enduit de chaux hydraulique ou bâtard diffère",
  },
  "clay-plaster": { kind: "dataset", dataset: KBOB_DATASETS.clayPlaster, status: "generic" },
  "gypsum-plaster": { kind: "dataset", dataset: KBOB_DATASETS.gypsumPlaster, status: "generic" },
  "wood-fibre-board": {
    kind: "dataset",
    dataset: KBOB_DATASETS.woodFibreBoard,
    status: "generic",
    note: "panneau de fibres de bois tendre (voie humide)",
  },
  "wood-fibre-flexible": {
    kind: "none",
    reason:
      "la KBOB ne donne que le panneau de fibres rigide (voie humide) ; l'isolant souple (voie sèche, fibres liantes) en diffère et n'a pas de donnée citée ici",
  },
  osb: { kind: "dataset", dataset: KBOB_DATASETS.osb, status: "generic" },
  "gypsum-plasterboard": { kind: "dataset", dataset: KBOB_DATASETS.gypsumPlasterboard, status: "generic" },
  "softwood-timber": { kind: "dataset", dataset: KBOB_DATASETS.softwoodTimber, status: "generic" },
  "glass-wool": { kind: "dataset", dataset: KBOB_DATASETS.glassWool, status: "generic" },
  "rock-wool": { kind: "dataset", dataset: KBOB_DATASETS.rockWool, status: "generic" },
  "eps-graphite": {
    kind: "dataset",
    dataset: KBOB_DATASETS.eps,
    status: "generic",
    note: "PSE blanc de la KBOB ; le PSE graphité n'y a pas de ligne propre",
  },
  "cellulose-blown": { kind: "dataset", dataset: KBOB_DATASETS.cellulose, status: "generic" },
  "hemp-wool": {
    kind: "none",
    reason: "la KBOB n'a pas de laine de chanvre (seulement le béton de chanvre et les fibres de lin) : aucune donnée citée ici",
  },
  "reinforced-concrete": {
    kind: "none",
    reason:
      "la KBOB donne le béton sans armature et l'acier d'armature à part ; le taux d'armature n'est pas connu du calculateur, le total serait une borne basse",
  },
  "membrane-sd-0-02": MEMBRANE_DATA,
  "membrane-sd-0-2": MEMBRANE_DATA,
  "membrane-sd-2": MEMBRANE_DATA,
  "membrane-sd-5": MEMBRANE_DATA,
  "membrane-sd-18": MEMBRANE_DATA,
  "membrane-sd-100": MEMBRANE_DATA,
};

/** Values typed by the visitor: no environmental data can go with them. */
export const ENTERED_VALUES_NO_DATA = "valeurs saisies : aucune donnée environnementale ne les accompagne";

export function environmentalDataOf(materialId: string | null): MaterialEnvironmentalData {
  if (materialId === null) return { kind: "none", reason: ENTERED_VALUES_NO_DATA };
  return MATERIAL_ENVIRONMENTAL_DATA[materialId] ?? { kind: "none", reason: "aucune donnée environnementale citée pour ce matériau" };
}

/** The dataset's citation, in French, as the page and the report print it. */
export function datasetCitation(dataset: GenericDataset): string {
  // Printed to the dataset's own precision (at most 5 decimals in the rows above).
  const printed = (value: number) => formatNumber(value, 5);
  return `${KBOB_LIST}, ligne ${dataset.id} « ${dataset.nameDe} » (${dataset.nameFr}), par kg : fabrication ${printed(dataset.production)}, fin de vie ${printed(dataset.endOfLife)} kg CO₂ éq. (scénario « ${dataset.disposal} ») ; masse volumique de la donnée ${printed(dataset.datasetDensity)} kg/m³`;
}
