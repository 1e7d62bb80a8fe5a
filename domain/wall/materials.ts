import { formatNumber } from "../format";
import type { Capillarity, TimberKind } from "./block-method";
import { DENSITY_RANGE_PRODUCTS, PRODUCTS } from "../products";

/**
 * The wall calculator's catalogue of materials (docs/decisions/0014-wall-physics.md §5). Every
 * entry carries its source and its status, in French because the page shows them. The figures of our own bales
 * (declared λ and R, thickness, density range, declared storage) are read from domain/products.ts, never typed here;
 * what is typed here are the design values of straw as a material, which belong to the professional rules, not to
 * the maker (docs/decisions/0014-wall-physics.md).
 */

/** tabulated: a standard's or a rules' table; certified: a certificate (ACERMI, approval); declared: a maker's word. */
export type MaterialStatus = "tabulated" | "certified" | "declared" | "entered";

export const MATERIAL_STATUS_LABELS: Record<MaterialStatus, string> = {
  tabulated: "valeur tabulée",
  certified: "valeur certifiée",
  declared: "valeur déclarée",
  entered: "valeurs saisies",
};

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
/** λ with the heat flow across the stalks (bale on edge): German approval Z-23.11-1595, quoted in France. */
export const STRAW_LAMBDA_ACROSS = 0.052;
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
const STRAW_OTHER_SOURCES = `masse volumique : milieu de la fourchette ${DENSITY_RANGE_PRODUCTS.min}–${DENSITY_RANGE_PRODUCTS.max} kg/m³ annoncée par Isol en Paille (sèche ; RFCP : 80 à 120 kg/m³) ; c : hqe.guidenr.fr (1550 J/(kg·K)) ; μ : batirama.com (2 ; 1 à 2 selon hqe.guidenr.fr)`;

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
    note: `Valeur déclarée par le fabricant : λ = ${formatNumber(product.lambda, 3)} W/(m·K) (R = ${formatNumber(product.thermalResistance, 2)} m²·K/W pour ${formatNumber(product.thicknessMm / 10, 1)} cm), non appuyée à ce jour par un rapport d'essai publié ; le calcul retient la valeur des règles professionnelles.`,
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
  "classe de membrane définie par son sd (le sd du produit posé figure sur sa fiche technique) ; polyéthylène : λ, ρ, c d'après EN ISO 10456 (de mémoire, à vérifier)";

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
    source: "DIN V 4108-4 (« Putzmörtel aus Kalk »), codé dans UdK-VPT/BuildingSystems ; μ : dataholz.eu (10 à 35)",
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
    source: "DIN V 4108-4 (« Lehmbaustoffe 2000 »), codé dans UdK-VPT/BuildingSystems ; μ 5/10 de mémoire, à vérifier",
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
    source: "EN ISO 10456, tableau 3 (plâtre, 1000 kg/m³), de mémoire, à vérifier",
    capillarity: "absorbent",
    status: "tabulated",
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
    source: "planete-isolation.com (λ 0,038 à 0,045 ; ρ 160 à 270) ; c : harrer.at (GUTEX) ; μ : EN ISO 10456 (5/3, de mémoire)",
    capillarity: "absorbent",
    timber: "wood-based",
    status: "tabulated",
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
    source: "Construction21 (fibre de bois souple : 40 à 55 kg/m³, λ ≈ 0,04) ; c : harrer.at ; μ 1 à 2, de mémoire",
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
    source: "dataholz.eu (catalogue de parois) ; EN ISO 10456 donne ρ 650 et μ 50/30 (BuildingSystems « OSBPlatten »)",
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
    source: "dataholz.eu ; BuildingSystems « Gipskartonplatte » (DIN V 4108-4)",
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
    source: "dataholz.eu (bois de construction) ; EN ISO 10456 (0,12 à 450 kg/m³, 0,13 à 500 kg/m³, de mémoire)",
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
    source: "dataholz.eu (laine minérale) ; la valeur d'un produit donné figure sur son certificat ACERMI",
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
    source: "dataholz.eu (laine minérale) ; la valeur d'un produit donné figure sur son certificat ACERMI",
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
    source: "dataholz.eu (PSE graphité, μ 20 à 50)",
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
    source: "ecima.net, ekhome.fr (tableau ADEME) : λ 0,038 à 0,040, 50 à 60 kg/m³ insufflée en paroi ; μ 1 à 2, de mémoire",
    status: "tabulated",
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
    source: "heero.fr, ekhome.fr (ADEME) : λ 0,039 à 0,042, c 1350 à 1800 ; ρ 30 à 40 et μ 1 à 2, de mémoire",
    status: "tabulated",
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
    source: "EN ISO 10456, tableau 3 (béton armé, 2300 kg/m³ ; μ 130 sec / 80 humide), de mémoire, à vérifier",
    capillarity: "non-absorbent",
    status: "tabulated",
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
