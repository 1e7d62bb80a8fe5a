import { formatNumber } from "../format";
import { formatResistancesInline } from "../product-figures";
import { DENSITY_RANGE_PRODUCTS, PRODUCTS, RULES_LAMBDA } from "../products";
import type { Capillarity, TimberKind } from "./block-method";

/**
 * The wall calculator's catalogue of materials (docs/decisions/0014-wall-physics.md §5). Every
 * entry carries its source and its status, in French because the page shows them. The figures of our own bales
 * (declared λ and R, thickness, density range, declared storage) are read from domain/products.ts, never typed here;
 * what is typed here are the design values of straw as a material, which belong to the professional rules, not to
 * the maker (docs/decisions/0014-wall-physics.md).
 */

/**
 * tabulated: a standard's or a rules' table; certified: a certificate (ACERMI, approval); declared: a maker's word;
 * indicative: no published table could be cited for its main values (the source says why).
 */
export type MaterialStatus = "tabulated" | "certified" | "declared" | "indicative" | "entered";

export const MATERIAL_STATUS_LABELS: Record<MaterialStatus, string> = {
  tabulated: "valeur tabulée",
  certified: "valeur certifiée",
  declared: "valeur déclarée",
  indicative: "valeur indicative",
  entered: "valeurs saisies",
};

/** The published table most entries cite: a timber-frame wall of the Austrian catalogue of timber components. */
const DATAHOLZ =
  "dataholz.eu, paroi extérieure à ossature bois awropi31b (https://www.dataholz.eu/en/components/external-wall/detail/kz/awropi31b.htm)";
/** DIN V 4108-4 rows as coded in the open Modelica library UdK-VPT/BuildingSystems (HAM/Data/MaterialProperties/Thermal/DIN_V_4108). */
const DIN_V_4108_4 = "DIN V 4108-4, telle que codée dans UdK-VPT/BuildingSystems (HAM/Data/MaterialProperties/Thermal/DIN_V_4108)";
const WOOD_FIBRE_WIKI =
  "Wikipédia (de) « Holzfaserdämmplatte » (rigide : λ 0,040, 110 à 250 kg/m³, μ 5 à 10 ; souple : λ 0,040 à 0,060, 40 à 60 kg/m³, μ 1 à 2 ; c 2 100)";

export type MaterialCategory = "straw" | "plaster" | "board" | "timber" | "insulation" | "masonry" | "membrane" | "air";

export const MATERIAL_CATEGORY_LABELS: Record<MaterialCategory, string> = {
  straw: "Bottes de paille Isol en Paille",
  plaster: "Enduits",
  board: "Panneaux",
  timber: "Bois",
  insulation: "Isolants",
  masonry: "Maçonnerie",
  membrane: "Membranes (par sd)",
  air: "Lames d'air",
};

/** EN 16449 inputs: carbon fraction of the dry mass, and the moisture content ω (%) at which the density is given. */
export interface CarbonContent {
  fraction: number;
  moisturePercent: number;
  /** "EN 16449" where the standard gives the fraction (wood), "estimation" otherwise. */
  basis: string;
}

export type BaleProductId = "botte-22" | "botte-36" | "botte-46";
export const BALE_PRODUCT_IDS: readonly BaleProductId[] = ["botte-22", "botte-36", "botte-46"];

export type BaleOrientation = "on-edge" | "flat";

/** What the page shows beside the rules' λ of one of our bales: the maker's own figures, labelled as declared. */
export interface BaleInfo {
  productId: BaleProductId;
  orientation: BaleOrientation;
  /** The bale's thickness in the wall, mm (domain/products.ts). */
  thicknessMm: number;
  declared: { lambda: number; thermalResistance: number; carbonStoragePerM2: number; label: string };
}

export interface SolidMaterial {
  kind: "solid";
  id: string;
  label: string;
  category: MaterialCategory;
  /** W/(m·K). */
  lambda: number;
  /** kg/m³. */
  density: number;
  /** J/(kg·K). */
  specificHeat: number;
  /** Water-vapour resistance factor (–). */
  mu: number;
  /** Membranes: a fixed sd (m) whatever the thickness entered, as their data sheets give it. */
  sdM?: number;
  carbon?: CarbonContent;
  source: string;
  status: MaterialStatus;
  note?: string;
  bale?: BaleInfo;
  /** DIN 4108-3 moisture check: capillary absorbent or not; absent = not documented (the stricter limit applies). */
  capillarity?: Capillarity;
  /** DIN 4108-3: wood (moisture rise ≤ 5 %) or wood-based panel (≤ 3 %). */
  timber?: TimberKind;
}

export type AirVentilation = "unventilated" | "slightly-ventilated" | "well-ventilated";

export interface AirMaterial {
  kind: "air";
  id: string;
  label: string;
  category: "air";
  ventilation: AirVentilation;
  source: string;
  status: MaterialStatus;
  note?: string;
}

export type Material = SolidMaterial | AirMaterial;

// Straw as a material (0014 §5). The rules' design values, not the maker's.
/** λ with the heat flow across the stalks (bale on edge): the rules' value every calculation uses (docs/product.md §10.9). */
export const STRAW_LAMBDA_ACROSS = RULES_LAMBDA;
/** λ with the heat flow along the stalks (bale laid flat). */
export const STRAW_LAMBDA_ALONG = 0.08;
const STRAW_SPECIFIC_HEAT = 1550;
const STRAW_MU = 2;
/** Carbon fraction of dry straw: an estimate (0014 §4), the one domain/fdes-reference.ts's basis uses. */
export const STRAW_CARBON_FRACTION = 0.44;
/** The middle of the density the products page claims (95–105 kg/m³, dry), read from domain/products.ts. */
const STRAW_DENSITY = (DENSITY_RANGE_PRODUCTS.min + DENSITY_RANGE_PRODUCTS.max) / 2;

const STRAW_LAMBDA_SOURCE =
  "Règles professionnelles de construction en paille (RFCP, CP 2012) et valeur de calcul de l'agrément allemand Z-23.11-1595 (FASBA), citées par passipedia.de, baunetzwissen.de et hqe.guidenr.fr (« 0,052 à 0,080 selon orientation des fibres »)";
const STRAW_OTHER_SOURCES = `masse volumique : milieu de la fourchette ${DENSITY_RANGE_PRODUCTS.min}–${DENSITY_RANGE_PRODUCTS.max} kg/m³ annoncée par Isol en Paille (sèche ; RFCP : 80 à 120 kg/m³) ; c 1 550 et μ 2 indicatifs : le texte des règles professionnelles n'a pas pu être consulté, valeurs relevées faute de mieux sur hqe.guidenr.fr (c 1 550 J/(kg·K), μ 1 à 2) et batirama.com (μ 2)`;

function baleMaterial(productId: BaleProductId, orientation: BaleOrientation): SolidMaterial {
  const product = PRODUCTS[productId];
  const onEdge = orientation === "on-edge";
  return {
    kind: "solid",
    id: `${productId}-${orientation}`,
    label: `${product.label} ${onEdge ? "sur chant (flux perpendiculaire aux brins)" : "à plat (flux parallèle aux brins)"}`,
    category: "straw",
    lambda: onEdge ? STRAW_LAMBDA_ACROSS : STRAW_LAMBDA_ALONG,
    density: STRAW_DENSITY,
    specificHeat: STRAW_SPECIFIC_HEAT,
    mu: STRAW_MU,
    carbon: { fraction: STRAW_CARBON_FRACTION, moisturePercent: 0, basis: "estimation (paille sèche : 44 % de carbone)" },
    source: `λ : ${STRAW_LAMBDA_SOURCE} ; ${STRAW_OTHER_SOURCES}`,
    status: "tabulated",
    note: onEdge
      ? `${formatResistancesInline(product)} pour ${formatNumber(product.thicknessMm / 10, 1)} cm de paille (λ déclaré ${formatNumber(product.lambda, 3)}, λ des règles ${formatNumber(RULES_LAMBDA, 3)} W/(m·K)). La valeur déclarée par le fabricant n'est pas appuyée à ce jour par un rapport d'essai publié : le calcul retient celle des règles professionnelles.`
      : `Posée à plat, flux parallèle aux brins : le calcul retient le λ de ${formatNumber(STRAW_LAMBDA_ALONG, 3)} W/(m·K) des règles professionnelles. Sur chant : ${formatResistancesInline(product)} pour ${formatNumber(product.thicknessMm / 10, 1)} cm.`,
    bale: {
      productId,
      orientation,
      thicknessMm: product.thicknessMm,
      declared: {
        lambda: product.lambda,
        thermalResistance: product.thermalResistance,
        carbonStoragePerM2: product.carbonStoragePerM2,
        label: "valeur déclarée par le fabricant",
      },
    },
  };
}

const WOOD_CARBON: CarbonContent = {
  fraction: 0.5,
  moisturePercent: 12,
  basis: "EN 16449 (bois : 50 % de carbone, masse volumique à 12 % d'humidité)",
};

const MEMBRANE_SOURCE =
  "classe de membrane définie par son sd (le sd du produit posé figure sur sa fiche technique) ; λ 0,33, ρ 920 et c 2 200 d'un film polyéthylène, indicatifs (sans effet mesurable sur 0,2 mm)";

function membrane(id: string, label: string, sdM: number): SolidMaterial {
  return {
    kind: "solid",
    id,
    label,
    category: "membrane",
    lambda: 0.33,
    density: 920,
    specificHeat: 2200,
    // μ for the nominal 0.2 mm; the layer's sd is sdM whatever its thickness.
    mu: sdM / 0.0002,
    sdM,
    capillarity: "non-absorbent",
    source: MEMBRANE_SOURCE,
    status: "declared",
  };
}

const SOLIDS: readonly SolidMaterial[] = [
  ...BALE_PRODUCT_IDS.flatMap((id) => [baleMaterial(id, "on-edge"), baleMaterial(id, "flat")]),
  {
    kind: "solid",
    id: "lime-plaster",
    label: "Enduit à la chaux",
    category: "plaster",
    lambda: 1.0,
    density: 1800,
    specificHeat: 1000,
    mu: 10,
    source: `λ, ρ, c : ${DIN_V_4108_4}, ligne « Putzmörtel aus Kalk, Kalkzement und hydraulischem Kalk » (λ 1,0 ; 1 800 kg/m³ ; c 1 000) ; μ 10 : ${DATAHOLZ} (enduit : μ 10 à 35, valeur basse)`,
    capillarity: "absorbent",
    status: "tabulated",
  },
  {
    kind: "solid",
    id: "clay-plaster",
    label: "Enduit terre (argile)",
    category: "plaster",
    lambda: 1.1,
    density: 2000,
    specificHeat: 1000,
    mu: 10,
    source: `λ, ρ, c : ${DIN_V_4108_4}, ligne « Lehmbaustoffe 2000 » (λ 1,1 ; 2 000 kg/m³ ; c 1 000) ; μ 10 indicatif : aucune table publiée consultée ne donne μ pour un enduit terre, la valeur de l'enduit à la chaux est reprise`,
    capillarity: "absorbent",
    status: "tabulated",
  },
  {
    kind: "solid",
    id: "gypsum-plaster",
    label: "Enduit plâtre",
    category: "plaster",
    lambda: 0.4,
    density: 1000,
    specificHeat: 1000,
    mu: 10,
    source:
      "valeurs indicatives (λ 0,40 ; 1 000 kg/m³ ; c 1 000 ; μ 10) : la table des plâtres de la NF EN ISO 10456 n'a pas pu être consultée ; reprendre la fiche technique de l'enduit posé",
    capillarity: "absorbent",
    status: "indicative",
  },
  {
    kind: "solid",
    id: "wood-fibre-board",
    label: "Panneau de fibre de bois rigide",
    category: "board",
    lambda: 0.045,
    density: 200,
    specificHeat: 2100,
    mu: 5,
    carbon: { fraction: 0.5, moisturePercent: 10, basis: "estimation (bois : 50 % de carbone, EN 16449 ; humidité 10 %)" },
    source: `valeurs indicatives (λ 0,045 ; 200 kg/m³ ; c 2 100 ; μ 5) : aucune table normalisée consultée ne donne le panneau rigide de fibre de bois (la DIN V 4108-4 telle que codée dans UdK-VPT/BuildingSystems ne porte que l'isolant WF 040) ; fourchettes relevées sur des pages de fabricants et de distributeurs, faute de mieux : planete-isolation.com (λ 0,038 à 0,045 ; 160 à 270 kg/m³), λ haut de la fourchette ; harrer.at (GUTEX, c 2 100) ; ${WOOD_FIBRE_WIKI}, μ valeur basse. Reprendre le certificat ACERMI et la fiche du panneau posé`,
    capillarity: "absorbent",
    timber: "wood-based",
    status: "indicative",
  },
  {
    kind: "solid",
    id: "wood-fibre-flexible",
    label: "Fibre de bois souple (isolant)",
    category: "insulation",
    lambda: 0.04,
    density: 50,
    specificHeat: 2100,
    mu: 2,
    carbon: { fraction: 0.45, moisturePercent: 10, basis: "estimation (bois à 50 % de carbone, environ 10 % de fibres liantes)" },
    source: `λ 0,040 : ${DIN_V_4108_4}, ligne « Holzfaserdämmstoff 040 » (WF, λ 0,040) ; ρ 50, c 2 100 et μ 2 indicatifs : aucune table consultée ne les donne pour l'isolant souple, relevés faute de mieux sur Construction21 (40 à 55 kg/m³) et ${WOOD_FIBRE_WIKI} ; le certificat ACERMI du produit donne ses valeurs`,
    status: "tabulated",
  },
  {
    kind: "solid",
    id: "osb",
    label: "Panneau OSB",
    category: "board",
    lambda: 0.13,
    density: 600,
    specificHeat: 1700,
    mu: 200,
    carbon: { fraction: 0.47, moisturePercent: 10, basis: "estimation (bois à 50 % de carbone, environ 6 % de colle)" },
    source: `${DATAHOLZ} (OSB : λ 0,130 ; μ 200 ; 600 kg/m³ ; c 1 700) ; la NF EN ISO 10456 donne 650 kg/m³ (BuildingSystems « OSBPlatten »)`,
    timber: "wood-based",
    status: "tabulated",
    note: "μ varie beaucoup d'un OSB à l'autre (30 à 200) : reprendre le sd de la fiche technique.",
  },
  {
    kind: "solid",
    id: "gypsum-plasterboard",
    label: "Plaque de plâtre",
    category: "board",
    lambda: 0.25,
    density: 800,
    specificHeat: 1000,
    mu: 10,
    source: `λ, ρ, c : ${DIN_V_4108_4}, ligne « Gipskartonplatten nach DIN 18180 » (λ 0,25 ; 800 kg/m³ ; c 1 000) ; μ 10 : ${DATAHOLZ} (plaque de plâtre : μ 10)`,
    capillarity: "absorbent",
    status: "tabulated",
  },
  {
    kind: "solid",
    id: "softwood-timber",
    label: "Bois massif résineux (ossature, montants)",
    category: "timber",
    lambda: 0.12,
    density: 450,
    specificHeat: 1600,
    mu: 50,
    carbon: WOOD_CARBON,
    source: `${DATAHOLZ} (bois de construction : λ 0,120 ; μ 50 ; 450 kg/m³ ; c 1 600)`,
    capillarity: "absorbent",
    timber: "wood",
    status: "tabulated",
  },
  {
    kind: "solid",
    id: "glass-wool",
    label: "Laine de verre",
    category: "insulation",
    lambda: 0.035,
    density: 20,
    specificHeat: 1030,
    mu: 1,
    source: `${DATAHOLZ} (laine minérale 035 : λ 0,035 ; μ 1 ; 20 kg/m³ ; c 1 030) ; la valeur d'un produit donné figure sur son certificat ACERMI`,
    capillarity: "non-absorbent",
    status: "tabulated",
  },
  {
    kind: "solid",
    id: "rock-wool",
    label: "Laine de roche (rouleaux et panneaux souples)",
    category: "insulation",
    lambda: 0.035,
    density: 40,
    specificHeat: 1030,
    mu: 1,
    source: `λ, μ, c : ${DATAHOLZ} (laine minérale 035) ; ρ 40 kg/m³ indicatif : masse courante des rouleaux et panneaux souples, non tirée d'une table publiée ; le certificat ACERMI du produit donne ses valeurs`,
    capillarity: "non-absorbent",
    status: "tabulated",
  },
  {
    kind: "solid",
    id: "eps-graphite",
    label: "Polystyrène expansé graphité (PSE)",
    category: "insulation",
    lambda: 0.031,
    density: 16,
    specificHeat: 1450,
    mu: 30,
    source: `${DATAHOLZ} (PSE : λ 0,031 ; μ 20 à 50 ; 16 kg/m³ ; c 1 450), μ 30 dans la fourchette`,
    capillarity: "non-absorbent",
    status: "tabulated",
  },
  {
    kind: "solid",
    id: "cellulose-blown",
    label: "Ouate de cellulose insufflée",
    category: "insulation",
    lambda: 0.039,
    density: 55,
    specificHeat: 2000,
    mu: 2,
    carbon: { fraction: 0.4, moisturePercent: 10, basis: "estimation (papier recyclé, adjuvants minéraux)" },
    source:
      "valeurs indicatives (λ 0,039 ; 55 kg/m³ ; c 2 000 ; μ 2) : aucune table normalisée consultée ne donne la ouate insufflée ; relevées faute de mieux sur ecima.net (syndicat de la ouate de cellulose) et ekhome.fr (tableau ADEME : λ 0,038 à 0,040 ; 50 à 60 kg/m³ en paroi ; μ 1 à 2 sans source). La valeur d'un produit figure sur son certificat ACERMI et son Avis technique",
    status: "indicative",
  },
  {
    kind: "solid",
    id: "hemp-wool",
    label: "Laine de chanvre",
    category: "insulation",
    lambda: 0.04,
    density: 35,
    specificHeat: 1600,
    mu: 2,
    carbon: {
      fraction: 0.38,
      moisturePercent: 10,
      basis: "estimation (chanvre à environ 45 % de carbone, environ 15 % de fibres liantes)",
    },
    source:
      "valeurs indicatives (λ 0,04 ; 35 kg/m³ ; c 1 600 ; μ 2) : aucune table normalisée consultée ne donne la laine de chanvre ; relevées faute de mieux sur heero.fr et ekhome.fr (ADEME : λ 0,039 à 0,042 ; c 1 350 à 1 800 ; masse courante des panneaux de 30 à 40 kg/m³). La valeur d'un produit figure sur son certificat ACERMI",
    status: "indicative",
  },
  {
    kind: "solid",
    id: "reinforced-concrete",
    label: "Béton armé",
    category: "masonry",
    lambda: 2.3,
    density: 2300,
    specificHeat: 1000,
    mu: 130,
    source:
      "valeurs indicatives (λ 2,3 ; 2 300 kg/m³ ; c 1 000 ; μ 130) : la table du béton armé de la NF EN ISO 10456 n'a pas pu être consultée ; reprendre les valeurs de l'étude de structure",
    capillarity: "non-absorbent",
    status: "indicative",
  },
  membrane("membrane-sd-0-02", "Écran pare-pluie HPV (sd = 0,02 m)", 0.02),
  membrane("membrane-sd-0-2", "Écran pare-pluie (sd = 0,2 m)", 0.2),
  membrane("membrane-sd-2", "Frein-vapeur (sd = 2 m)", 2),
  membrane("membrane-sd-5", "Frein-vapeur (sd = 5 m)", 5),
  membrane("membrane-sd-18", "Pare-vapeur (sd = 18 m)", 18),
  membrane("membrane-sd-100", "Pare-vapeur (sd = 100 m)", 100),
];

const AIR_SOURCE = "EN ISO 6946 (tableau des lames d'air non ventilées à faces de forte émissivité, §6.9), codé dans SimoneAragno/becalib";

const AIRS: readonly AirMaterial[] = [
  {
    kind: "air",
    id: "air-unventilated",
    label: "Lame d'air non ventilée",
    category: "air",
    ventilation: "unventilated",
    source: AIR_SOURCE,
    status: "tabulated",
  },
  {
    kind: "air",
    id: "air-slightly-ventilated",
    label: "Lame d'air faiblement ventilée",
    category: "air",
    ventilation: "slightly-ventilated",
    source: `${AIR_SOURCE} : compte pour la moitié de la lame non ventilée`,
    status: "tabulated",
  },
  {
    kind: "air",
    id: "air-well-ventilated",
    label: "Lame d'air fortement ventilée (bardage ventilé)",
    category: "air",
    ventilation: "well-ventilated",
    source: "EN ISO 6946 §6.9.4 : la lame et tout ce qui est à l'extérieur sont ignorés, Rse prend la valeur de Rsi",
    status: "tabulated",
  },
];

export const MATERIALS: readonly Material[] = [...SOLIDS, ...AIRS];

const BY_ID = new Map<string, Material>(MATERIALS.map((material) => [material.id, material]));

/** The catalogue as the page lists it: by category, in the order above. */
export function catalogueByCategory(): { category: MaterialCategory; label: string; materials: Material[] }[] {
  const categories = [...new Set(MATERIALS.map((material) => material.category))];
  return categories.map((category) => ({
    category,
    label: MATERIAL_CATEGORY_LABELS[category],
    materials: MATERIALS.filter((material) => material.category === category),
  }));
}

export function findMaterial(id: string): Material | undefined {
  return BY_ID.get(id);
}

export function isMaterialId(id: string): boolean {
  return BY_ID.has(id);
}

/** Values a visitor types in for a material the catalogue lacks; shown "valeurs saisies". */
export interface CustomMaterialValues {
  lambda: number;
  density: number;
  specificHeat: number;
  mu: number;
  label?: string;
  /** Carbon fraction of the dry mass (EN 16449), for a bio-based material; none when absent. */
  carbonFraction?: number;
}

export const CUSTOM_MATERIAL_LABEL = "Matériau personnalisé";

export function customMaterial(values: CustomMaterialValues): SolidMaterial {
  return {
    kind: "solid",
    id: "custom",
    label: values.label ?? CUSTOM_MATERIAL_LABEL,
    category: "insulation",
    lambda: values.lambda,
    density: values.density,
    specificHeat: values.specificHeat,
    mu: values.mu,
    ...(values.carbonFraction !== undefined
      ? { carbon: { fraction: values.carbonFraction, moisturePercent: 0, basis: MATERIAL_STATUS_LABELS.entered } }
      : {}),
    source: MATERIAL_STATUS_LABELS.entered,
    status: "entered",
  };
}
