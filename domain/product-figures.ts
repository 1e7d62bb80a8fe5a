import { formatFixed, formatNumber, formatSquareMetres } from "./format";
import { type CatalogueProduct, type Product, surfacePerPallet } from "./products";

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
