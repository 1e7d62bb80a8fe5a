import { formatFixed, formatNumber, formatSquareMetres } from "./format";
import {
  calculationThermalResistance,
  NO_RULES_RESISTANCE,
  type CatalogueProduct,
  type Product,
  PRODUCT_LIST,
  RULES_LAMBDA,
  rulesThermalResistance,
  surfacePerPallet,
  THERMAL_RESISTANCE_LABELS,
} from "./products";

/**
 * How product figures are written everywhere (pages, FAQ, PDF documents, e-mails), so a card, the comparison table,
 * the FAQ and a data sheet write them alike. The figures themselves come from domain/products.ts. A no-break space
 * keeps each number with its unit.
 */

const NBSP = "\u00A0";

/** "22 × 36 × 55 cm" (width × height × length, docs/product.md §10). */
export function formatDimensionsCm(product: Product): string {
  const cm = (metres: number) => formatNumber(metres * 100, 1);
  return `${cm(product.width)}${NBSP}×${NBSP}${cm(product.height)}${NBSP}×${NBSP}${cm(product.length)}${NBSP}cm`;
}

export function formatThickness(product: Product): string {
  return `${formatNumber(product.thicknessMm / 10, 1)}${NBSP}cm`;
}

/** "4,6 m².K/W": a product's, or another resistance (a wall, an FDES) given as a number. */
export function formatResistance(productOrR: Product | number): string {
  const r = typeof productOrR === "number" ? productOrR : productOrR.thermalResistance;
  return `${formatNumber(r, 2)}${NBSP}m².K/W`;
}

/** One of the two named R of a bale, with the λ it comes from (docs/product.md §10.9). */
export interface ResistanceFact {
  label: string;
  /** "7,5 m².K/W", or why there is none. */
  value: string;
  /** "λ 0,048 W/(m.K)", or null when there is no value. */
  lambda: string | null;
}

/**
 * The declared R and the rules' R of a bale, in this order, labelled alike on every page, e-mail and PDF
 * (docs/product.md §10.9: both side by side wherever a bale's R is shown).
 */
export function thermalResistanceFacts(product: Product): [ResistanceFact, ResistanceFact] {
  const rules = rulesThermalResistance(product);
  return [
    { label: THERMAL_RESISTANCE_LABELS.declared, value: formatResistance(product), lambda: `λ${NBSP}${formatLambda(product)}` },
    rules === null
      ? { label: THERMAL_RESISTANCE_LABELS.rules, value: NO_RULES_RESISTANCE, lambda: null }
      : { label: THERMAL_RESISTANCE_LABELS.rules, value: formatResistance(rules), lambda: `λ${NBSP}${formatLambda(RULES_LAMBDA)}` },
  ];
}

/** Why a bale has two R, and which one the calculators use (docs/product.md §10.9), beside every table that shows both. */
export const RESISTANCE_NOTE = `${THERMAL_RESISTANCE_LABELS.declared} : la valeur que nous annonçons, non encore appuyée par un rapport d'essai publié. ${THERMAL_RESISTANCE_LABELS.rules} : l'épaisseur divisée par le λ de ${formatNumber(RULES_LAMBDA, 3)} W/(m.K) des règles professionnelles de construction en paille, une valeur publiée et prudente ; c'est elle que nos calculateurs (paroi, estimation RE2020, comparateur FDES) retiennent.`;

/**
 * Which R our bales are brought from in the FDES comparison at equal R (docs/product.md §10.9): "R de la botte : Botte 22
 * 4,23 m².K/W, … (R selon les règles professionnelles, λ 0,052) ; ArgiBotte 2,8 m².K/W (R déclaré par le fabricant, …)".
 */
export const EQUAL_R_BASIS = (() => {
  const byBasis = (basis: "rules" | "declared") =>
    PRODUCT_LIST.filter((product) => calculationThermalResistance(product).basis === basis).map(
      (product) => `${product.label} ${formatResistance(calculationThermalResistance(product).value)}`,
    );
  return `R de la botte : ${byBasis("rules").join(", ")} (${THERMAL_RESISTANCE_LABELS.rules}, λ ${formatNumber(RULES_LAMBDA, 3)}) ; ${byBasis("declared").join(", ")} (${THERMAL_RESISTANCE_LABELS.declared}, les règles ne couvrant pas une botte à cœur d'argile)`;
})();

/** "7,5 m².K/W (λ 0,048 W/(m.K))": a fact as one line, for a card, a table cell or a PDF. */
export function formatResistanceFact(fact: ResistanceFact): string {
  return fact.lambda === null ? fact.value : `${fact.value} (${fact.lambda})`;
}

/** "R déclaré par le fabricant 7,5 m².K/W, R selon les règles professionnelles 6,92 m².K/W", for a sentence. */
export function formatResistancesInline(product: Product): string {
  return thermalResistanceFacts(product)
    .map((fact) => `${fact.label} ${fact.value}`)
    .join(", ");
}

export function formatPhaseShift(hours: number): string {
  return `${formatNumber(hours, 1)}${NBSP}h`;
}

/** "0,048 W/(m.K)". */
export function formatLambda(productOrLambda: Product | number): string {
  const lambda = typeof productOrLambda === "number" ? productOrLambda : productOrLambda.lambda;
  return `${formatNumber(lambda, 3)}${NBSP}W/(m.K)`;
}

/** "23,14 kg CO₂/m²". */
export function formatCarbon(product: Product): string {
  return `${formatNumber(product.carbonStoragePerM2, 2)}${NBSP}kg${NBSP}CO₂/m²`;
}

export function formatDensityRange(range: { min: number; max: number }): string {
  return `${range.min} à ${range.max}${NBSP}kg/m³`;
}

/**
 * Why a wall stores less than its area of bales (docs/product.md §10.9): shown wherever a figure per m² of bales
 * and a figure per m² of wall can both be read.
 */
export function wallCarbonNote(frameShare?: number): string {
  const share = frameShare === undefined ? "" : ` (${formatNumber(frameShare * 100, 1)}${NBSP}% ici)`;
  return `Un mur entier stocke un peu moins par m² que les bottes seules : l'ossature bois occupe une part de sa surface sans paille${share}. Même méthode et même unité : le stockage déclaré par m² de paille, multiplié par la part de paille du mur.`;
}

/** Where a wall's stored-carbon figure comes from (docs/product.md §10.9), beside that figure on page and report. */
export const STORED_CARBON_METHOD =
  "Carbone biogénique stocké, jamais ajouté aux émissions : pour nos bottes, le stockage déclaré par le fabricant par m² de paille, multiplié par l'épaisseur posée et par la part de paille de la paroi (l'ossature en est exclue) ; pour les autres matériaux biosourcés, NF EN 16449 d'après leur masse volumique.";

/**
 * A price per m² in euros: whole euros as such ("20 €"), a price with cents with its two decimals ("22,50 €"): the
 * owner sets prices to the cent (docs/product.md §10.1), and rounding one to the euro would misquote it.
 */
export function formatUnitPrice(amount: number): string {
  return `${Number.isInteger(amount) ? formatNumber(amount, 0) : formatFixed(amount, 2)}${NBSP}€`;
}

/** "20 € HT/m²", "22,50 € HT/m²". */
export function formatPricePerM2(product: CatalogueProduct): string {
  return `${formatUnitPrice(product.pricePerM2)}${NBSP}HT/m²`;
}

/** "62 bottes, environ 12,5 m²". */
export function formatPallet(product: CatalogueProduct): string {
  return `${product.balesPerPallet} bottes, environ ${formatSquareMetres(surfacePerPallet(product))}`;
}

/** docs/product.md §10.2 'Budget … flagged indicative'. */
export const INDICATIVE_PRICE_NOTE =
  "Prix indicatifs hors taxes : le prix final dépend de la distance et des conditions de livraison, du volume commandé et de l'anticipation de la commande.";

/** "6 semaines" (the catalogue's lead time, docs/product.md §10.1); null when the owner has not given it. */
export function formatLeadTime(product: CatalogueProduct): string | null {
  const weeks = product.leadTimeWeeks;
  if (weeks === null) return null;
  return weeks === 0 ? "Disponible sur stock" : `${weeks} semaine${weeks > 1 ? "s" : ""}`;
}

/** The catalogue's availability, as a visitor reads it. */
export function formatAvailability(product: CatalogueProduct): string {
  return product.available ? "Disponible" : "Indisponible pour le moment";
}
