/**
 * The one module of the products' physical figures (docs/product.md §10). Every page, the calculator, the quote, the
 * PDFs and the e-mails read them from here; none is typed anywhere else. The commercial figures (price per m², bales
 * per pallet, pallet weight, pallets per truck, lead time, availability) are the owner's to change: they live in the
 * database (`product_offers`, edited on /commercial/catalogue) and reach the code as a `Catalogue` (below).
 *
 * Some figures disagree and are kept each where it was first shown (docs/product.md §13)
 * (docs/product-decisions.md): Botte 22's phase shift reads 6.4 h on its card and 9.2 h in the comparison table; the density is
 * 90-110 kg/m³ on the home page and 95-105 kg/m³ on the products page.
 *
 * Thermal resistance and stored carbon have one value per use, decided in docs/product.md §10.9: the maker's declared
 * R and the professional rules' R are two named figures, shown side by side, and every calculation uses the rules'
 * one (`calculationThermalResistance`); stored carbon is the maker's declared figure per m² of straw, in kg CO₂,
 * everywhere, a whole wall's being that figure over the straw's share of the wall (`strawStoredCo2PerM2`).
 */

export const PRODUCT_IDS = ["botte-22", "botte-36", "botte-46", "argibotte"] as const;
export type ProductId = (typeof PRODUCT_IDS)[number];

export interface Product {
  id: ProductId;
  /** 'Botte 22', as stored in `devis_product` and shown on cards. */
  label: string;
  /** The quote form's longer label (docs/product.md §5 'Bale selection'). */
  quoteLabel: string;
  /** Thickness of the insulation layer, in mm. */
  thicknessMm: number;
  /** Width × height × length in metres (docs/product.md §10 'Dimensions m'); width is the wall thickness. */
  width: number;
  height: number;
  length: number;
  /** R in m².K/W declared by the maker ("R déclaré par le fabricant"); calculations use `calculationThermalResistance`. */
  thermalResistance: number;
  /** Phase shift in hours as shown on the product card, and as shown in the comparison table. */
  phaseShiftCardHours: number;
  phaseShiftTableHours: number;
  /** W/(m.K), declared by the maker (the λ behind `thermalResistance`). */
  lambda: number;
  /**
   * kg CO₂ stored per m² of straw at the bale's own thickness, frame excluded: the maker's declared biogenic storage,
   * the one stored-carbon figure of the site (docs/product.md §10.9; `strawStoredCo2PerM2` for another thickness or a wall).
   */
  carbonStoragePerM2: number;
  /**
   * The wall the bales cover, as the manufacturer states it for a pallet: `m2` of wall for `bales` bales (12.5 m² for
   * the 62 bales of a Botte 22 pallet). A bale covers m2 ÷ bales, whatever the number of bales sold per pallet.
   */
  wallCover: { m2: number; bales: number };
  /** Finish label, null when there is none. */
  finish: string | null;
}

export const PRODUCTS: Record<ProductId, Product> = {
  "botte-22": {
    id: "botte-22",
    label: "Botte 22",
    quoteLabel: "Botte de 22",
    thicknessMm: 220,
    width: 0.22,
    height: 0.36,
    length: 0.55,
    thermalResistance: 4.6,
    phaseShiftCardHours: 6.4,
    phaseShiftTableHours: 9.2,
    lambda: 0.048,
    carbonStoragePerM2: 35.14,
    wallCover: { m2: 12.5, bales: 62 },
    finish: "Rectifiée",
  },
  "botte-36": {
    id: "botte-36",
    label: "Botte 36",
    quoteLabel: "Botte de 36",
    thicknessMm: 360,
    width: 0.36,
    height: 0.46,
    length: 0.55,
    thermalResistance: 7.5,
    phaseShiftCardHours: 14.7,
    phaseShiftTableHours: 14.7,
    lambda: 0.048,
    carbonStoragePerM2: 58.78,
    wallCover: { m2: 7.5, bales: 28 },
    finish: "Rabottée",
  },
  "botte-46": {
    id: "botte-46",
    label: "Botte 46",
    quoteLabel: "Botte de 46",
    thicknessMm: 460,
    width: 0.46,
    height: 0.36,
    length: 0.55,
    thermalResistance: 9.6,
    phaseShiftCardHours: 18.5,
    phaseShiftTableHours: 18.5,
    lambda: 0.048,
    carbonStoragePerM2: 73.47,
    wallCover: { m2: 6, bales: 28 },
    finish: null,
  },
  argibotte: {
    id: "argibotte",
    label: "ArgiBotte",
    quoteLabel: "ArgiBotte",
    thicknessMm: 220,
    width: 0.22,
    height: 0.36,
    length: 0.55,
    thermalResistance: 2.8,
    phaseShiftCardHours: 9.2,
    phaseShiftTableHours: 9.2,
    lambda: 0.08,
    carbonStoragePerM2: 35.14,
    wallCover: { m2: 12.5, bales: 62 },
    finish: "Barbotine d'argile à cœur",
  },
};

export const PRODUCT_LIST: readonly Product[] = PRODUCT_IDS.map((id) => PRODUCTS[id]);

/** m² of wall covered by one bale: the manufacturer's surface per pallet divided by its bales (docs/product.md §10). */
export function surfacePerBale(product: Product): number {
  return product.wallCover.m2 / product.wallCover.bales;
}

/** m³ of one bale. */
export function baleVolume(product: Product): number {
  return product.width * product.height * product.length;
}

/**
 * The commercial figures of a product (docs/product.md §10.1), the owner's to change from /commercial/catalogue
 * (`product_offers`): read from the database by server/catalogue/, never typed in the code.
 */
export interface ProductOffer {
  /** € HT per m², indicative. */
  pricePerM2: number;
  /** Bales on one pallet ("palletSize"). */
  balesPerPallet: number;
  /** kg, a full pallet. */
  palletWeightKg: number;
  palletsPerTruck: number;
  /** Weeks from order to delivery; null until the owner gives it (shown as not given, never guessed). */
  leadTimeWeeks: number | null;
  /** Offered for sale now: an unavailable product is shown as such and cannot be quoted. */
  available: boolean;
}

/** A product as sold today: its physical figures and its current offer. */
export type CatalogueProduct = Product & ProductOffer;
export type Catalogue = Record<ProductId, CatalogueProduct>;

/** The catalogue from the current offers (each product's offer from the database). */
export function catalogueOf(offers: Record<ProductId, ProductOffer>): Catalogue {
  return Object.fromEntries(PRODUCT_IDS.map((id) => [id, { ...PRODUCTS[id], ...offers[id] }])) as Catalogue;
}

/** The offers of a catalogue: what a page sends the browser to compute with (catalogueOf makes the catalogue again). */
export function offersOf(catalogue: Catalogue): Record<ProductId, ProductOffer> {
  return Object.fromEntries(
    PRODUCT_IDS.map((id) => {
      const { pricePerM2, balesPerPallet, palletWeightKg, palletsPerTruck, leadTimeWeeks, available } = catalogue[id];
      return [id, { pricePerM2, balesPerPallet, palletWeightKg, palletsPerTruck, leadTimeWeeks, available }];
    }),
  ) as Record<ProductId, ProductOffer>;
}

/** The catalogue's products in catalogue order. */
export function catalogueList(catalogue: Catalogue): CatalogueProduct[] {
  return PRODUCT_IDS.map((id) => catalogue[id]);
}

/** m² of wall covered by one pallet as sold: its bales × the wall one bale covers (exact when the pallet is the manufacturer's). */
export function surfacePerPallet(product: CatalogueProduct): number {
  return (product.balesPerPallet * product.wallCover.m2) / product.wallCover.bales;
}

/** kg of one bale: the pallet weight spread over its bales. */
export function weightPerBale(product: CatalogueProduct): number {
  return product.palletWeightKg / product.balesPerPallet;
}

export function isProductId(value: string): value is ProductId {
  return (PRODUCT_IDS as readonly string[]).includes(value);
}

/** Density claims, each where it is shown (docs/product.md §10.4) (kg/m³). */
export const DENSITY_RANGE_HOME = { min: 90, max: 110 } as const;
export const DENSITY_RANGE_PRODUCTS = { min: 95, max: 105 } as const;

/** Carbon storage range quoted on pages (kg CO₂/m²), from the lightest to the thickest bale. */
export const CARBON_STORAGE_RANGE = {
  min: Math.round(Math.min(...PRODUCT_LIST.map((p) => p.carbonStoragePerM2))),
  max: Math.round(Math.max(...PRODUCT_LIST.map((p) => p.carbonStoragePerM2))),
} as const;

/**
 * λ of straw bales in the professional rules of straw construction, heat flowing across the stalks (the bale laid on
 * edge, as our bales are): the design value of the French rules (RFCP, CP 2012) and of the German approval
 * Z-23.11-1595. Every calculation of the site uses it (docs/product.md §10.9): it is published and checkable, where
 * the maker's 0.048 is not yet backed by a published test report; it is also the cautious one (a lower R).
 */
export const RULES_LAMBDA = 0.052;
export const RULES_LAMBDA_SOURCE =
  "Règles professionnelles de construction en paille (RFCP, CP 2012) et valeur de calcul de l'agrément allemand Z-23.11-1595 : λ = 0,052 W/(m·K), flux perpendiculaire aux brins";

/** The two named thermal resistances of a bale, labelled alike on every page, e-mail and PDF (docs/product.md §10.9). */
export const THERMAL_RESISTANCE_LABELS = {
  declared: "R déclaré par le fabricant",
  rules: "R selon les règles professionnelles",
} as const;

/** The ArgiBotte's rules' R, where a cell is too narrow for the reason. */
export const NO_RULES_RESISTANCE_SHORT = "non établi";
/** Why the ArgiBotte has no rules' R: the rules cover straw bales, not a bale with a clay core. */
export const NO_RULES_RESISTANCE = `${NO_RULES_RESISTANCE_SHORT} (les règles professionnelles ne couvrent pas une botte à cœur d'argile)`;

/** R rounded as pages print it: two decimals (6.923… → 6.92). */
function roundResistance(r: number): number {
  return Math.round(r * 100) / 100;
}

/** R of the bale at the rules' λ, m².K/W, two decimals (4.23, 6.92, 8.85); null for the ArgiBotte (no rules' λ). */
export function rulesThermalResistance(product: Pick<Product, "id" | "thicknessMm">): number | null {
  if (product.id === "argibotte") return null;
  return roundResistance(product.thicknessMm / 1000 / RULES_LAMBDA);
}

/**
 * The R every calculation uses (the wall calculator, the RE2020 estimate, the FDES comparison at equal R): the rules'
 * one, else, for the ArgiBotte alone, the declared one, which the page then names as such (docs/product.md §10.9).
 */
export function calculationThermalResistance(product: Product): { value: number; basis: keyof typeof THERMAL_RESISTANCE_LABELS } {
  const rules = rulesThermalResistance(product);
  return rules === null ? { value: product.thermalResistance, basis: "declared" } : { value: rules, basis: "rules" };
}

/**
 * kg CO₂ stored in one m² of wall holding `thicknessMm` of this bale's straw over `strawShare` of its area (the rest
 * being frame): the declared storage per m² of straw, in proportion to the straw's thickness and share. The one
 * method of docs/product.md §10.9: a bale alone (`strawShare` 1, its own thickness) gives `carbonStoragePerM2`.
 */
export function strawStoredCo2PerM2(product: Product, thicknessMm: number = product.thicknessMm, strawShare = 1): number {
  return (product.carbonStoragePerM2 * thicknessMm * strawShare) / product.thicknessMm;
}

/** Figures the FAQ answers with (docs/product.md §10 'FAQ facts'). */
export const FAQ_FACTS = {
  lambda: RULES_LAMBDA,
  thermalResistance: {
    "botte-22": rulesThermalResistance(PRODUCTS["botte-22"])!,
    "botte-36": rulesThermalResistance(PRODUCTS["botte-36"])!,
    "botte-46": rulesThermalResistance(PRODUCTS["botte-46"])!,
  },
  fireClass: "B-s1,d0",
  density: DENSITY_RANGE_HOME,
  orderLeadTimeMonths: 2,
  safetyMarginPercent: 10,
  paillemobileViableTonnesPerYear: 200,
} as const;

/**
 * The PailleMobile franchise (docs/product.md §1 'Offer', §2 '{product}'): a cereal farmer rents a mobile unit under a
 * 5-year contract for the straw of about 100 hectares of wheat; the company sells the bales. A unit is viable from
 * about 200 tonnes of straw a year (FAQ facts).
 */
export const PAILLEMOBILE = {
  contractYears: 5,
  wheatHectares: 100,
  unitLengthM: 12,
  viableTonnesPerYear: FAQ_FACTS.paillemobileViableTonnesPerYear,
} as const;

/** Storage and logistics rules (docs/product.md §10 'Calculation rules'). */
export const STORAGE = {
  floorAreaPerPalletM2: 1.25,
  palletFootprint: "1 × 1,25 m",
  stackingHeightM: 2.7,
} as const;

/** "la Botte 22", "l'ArgiBotte": a product's name with its article, as French sentences need it. */
export function theProduct(product: Pick<Product, "label">): string {
  return /^[aeiouyàâéèêîôûh]/i.test(product.label) ? `l'${product.label}` : `la ${product.label}`;
}
