import { formatEurosHT, formatNumber, formatSquareMetres } from "@domain/format";
import type { Product } from "@domain/products";

/**
 * How product figures read on the pages, so a card, the comparison table and the home teaser write them alike.
 * The figures themselves come from domain/products.ts.
 */

const NBSP = "\u00A0";

/** "22 × 36 × 55 cm" (width × height × length, public §9). */
export function formatDimensionsCm(product: Product): string {
  const cm = (metres: number) => formatNumber(metres * 100, 1);
  return `${cm(product.width)}${NBSP}×${NBSP}${cm(product.height)}${NBSP}×${NBSP}${cm(product.length)}${NBSP}cm`;
}

export function formatThickness(product: Product): string {
  return `${formatNumber(product.thicknessMm / 10, 1)}${NBSP}cm`;
}

export function formatResistance(product: Product): string {
  return `${formatNumber(product.thermalResistance, 2)}${NBSP}m².K/W`;
}

export function formatPhaseShift(hours: number): string {
  return `${formatNumber(hours, 1)}${NBSP}h`;
}

export function formatLambda(product: Product): string {
  return `${formatNumber(product.lambda, 3)}${NBSP}W/(m.K)`;
}

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

/** Public §9 'Budget … flagged indicative'. */
export const INDICATIVE_PRICE_NOTE =
  "Prix indicatifs hors taxes : le prix final dépend de la distance et des conditions de livraison, du volume commandé et de l'anticipation de la commande.";
