import { addMonths } from "../calendar";
import { calculate } from "../calculator/calculator";
import { type Catalogue, PRODUCTS, type ProductId } from "../products";

/** VAT on insulation bales (standard rate). */
export const VAT_RATE = 0.2;
/** A quote is valid this many days from its date. */
export const QUOTE_VALIDITY_DAYS = 30;
/** Delivery earlier than this many months ahead is urgent (docs/product.md §6 'Urgency'); never blocking. */
export const URGENT_LEAD_TIME_MONTHS = 2;

export interface QuoteLine {
  productId: ProductId;
  label: string;
  surfaceM2: number;
  bales: number;
  pallets: number;
  pricePerM2: number;
  /** Whole euros HT. */
  amountHT: number;
  carbonKg: number;
}

export interface QuotePricing {
  lines: QuoteLine[];
  subtotalHT: number;
  vat: number;
  totalTTC: number;
  /** Semi-trailers for the whole order: each product's pallets take their share of a truck. */
  trucks: number;
  pallets: number;
  carbonKg: number;
}

/**
 * The figures of a quote, with the calculator's rules (docs/product.md §10) for each bale reference and surface, at the
 * catalogue's prices. Amounts are whole euros: each line is rounded, the VAT is rounded once on the subtotal.
 */
export function priceQuote(selection: Array<{ productId: ProductId; surfaceM2: number }>, catalogue: Catalogue): QuotePricing {
  const lines = selection.map(({ productId, surfaceM2 }): QuoteLine => {
    const result = calculate({ productId, unit: "m2", quantity: surfaceM2 }, catalogue);
    if (!result) throw new RangeError(`No quote line for ${surfaceM2} m² of ${productId}`);
    const product = catalogue[productId];
    return {
      productId,
      label: product.quoteLabel,
      surfaceM2,
      bales: result.bottles,
      pallets: result.pallets,
      pricePerM2: product.pricePerM2,
      amountHT: result.cost,
      carbonKg: surfaceM2 * product.carbonStoragePerM2,
    };
  });
  const subtotalHT = lines.reduce((sum, line) => sum + line.amountHT, 0);
  const vat = Math.round(subtotalHT * VAT_RATE);
  const truckShare = lines.reduce((sum, line) => sum + line.pallets / catalogue[line.productId].palletsPerTruck, 0);
  return {
    lines,
    subtotalHT,
    vat,
    totalTTC: subtotalHT + vat,
    trucks: Math.ceil(Number(truckShare.toFixed(9))),
    pallets: lines.reduce((sum, line) => sum + line.pallets, 0),
    carbonKg: lines.reduce((sum, line) => sum + line.carbonKg, 0),
  };
}

/** kg of CO₂ stored by the selected bales, whole kg (the quote form's summary line, docs/product.md §2). */
export function totalCarbonKg(selection: Array<{ productId: ProductId; surface: number | null }>): number {
  return Math.round(selection.reduce((sum, bale) => sum + (bale.surface ?? 0) * PRODUCTS[bale.productId].carbonStoragePerM2, 0));
}

/** A delivery wished before today + 2 months is urgent: highlighted, never blocked. Exactly two months is not. */
export function isUrgentDelivery(deliveryDay: string, today: string): boolean {
  return deliveryDay < addMonths(today, URGENT_LEAD_TIME_MONTHS);
}
