import { formatEurosHT, formatNumber, formatSquareMetres } from "./format";
import { NO_RULES_RESISTANCE, type Product, RULES_LAMBDA, rulesThermalResistance, THERMAL_RESISTANCE_LABELS } from "./products";

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

/** "20 € HT/m²". */
export function formatPricePerM2(product: Product): string {
  return `${formatEurosHT(product.pricePerM2)}/m²`;
}

/** "62 bottes, environ 12,5 m²". */
export function formatPallet(product: Product): string {
  return `${product.balesPerPallet} bottes, environ ${formatSquareMetres(product.surfacePerPalletM2)}`;
}

/** docs/product.md §10.2 'Budget … flagged indicative'. */
export const INDICATIVE_PRICE_NOTE =
  "Prix indicatifs hors taxes : le prix final dépend de la distance et des conditions de livraison, du volume commandé et de l'anticipation de la commande.";
