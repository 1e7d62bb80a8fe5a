import { PRODUCT_LIST, type ProductId } from "@domain/products";
import { SURFACE_MAX_LENGTH } from "@domain/quote/quote-field-values";
import { DEVIS_PRODUCT_KEY, DEVIS_SURFACE_KEY } from "./browser-keys";
import { decimalFieldText } from "@domain/decimal";

/**
 * The product and surface chosen before going to /devis (docs/product.md §7: "Browser storage written before going to
 * /devis"): written by the calculator and the product cards, read by the quote form. The surface is stored in m²
 * with two decimals ("12.50"), the product as its label ("Botte 22").
 */
export interface QuotePrefill {
  productId: ProductId;
  /** As the surface field shows it: at most 4 characters, French decimal comma; empty when none was stored. */
  surface: string;
}

/**
 * The stored surface ("12.50", two decimals) in the 4 characters the surface field allows (docs/product.md §8): as many
 * decimals as fit, rounded up so the quote covers the whole wall; null when it is not a surface from 1 to 9999 m².
 */
export function prefillSurface(stored: string | null): string | null {
  const surface = Number(stored);
  if (!stored || !Number.isFinite(surface) || surface <= 0) return null;
  for (let decimals = 2; decimals >= 0; decimals--) {
    const factor = 10 ** decimals;
    const rounded = Math.ceil(Number((surface * factor).toFixed(6))) / factor;
    const text = decimalFieldText(rounded);
    if (text.length <= SURFACE_MAX_LENGTH && rounded <= 9999) return text;
  }
  return surface <= 9999 ? "9999" : null;
}

/** The product and surface chosen on the calculator or a product card (docs/product.md §7 devis_product, devis_surface). */
export function readQuotePrefill(): QuotePrefill | null {
  try {
    const label = window.localStorage.getItem(DEVIS_PRODUCT_KEY);
    const product = PRODUCT_LIST.find((candidate) => candidate.label === label);
    if (!product) return null;
    return { productId: product.id, surface: prefillSurface(window.localStorage.getItem(DEVIS_SURFACE_KEY)) ?? "" };
  } catch {
    return null;
  }
}

/** Once the request is sent the choice has served: the next visit starts blank. */
export function clearQuotePrefill(): void {
  try {
    window.localStorage.removeItem(DEVIS_PRODUCT_KEY);
    window.localStorage.removeItem(DEVIS_SURFACE_KEY);
  } catch {
    // Storage unavailable: nothing was stored either.
  }
}

/**
 * Remembers the product, and the surface when the visitor gave one (the calculator): a product card stores none, and
 * a surface left from an earlier calculation goes, so the form never shows a figure the visitor did not type.
 */
export function storeQuotePrefill(productLabel: string, surfaceM2: number | null): void {
  try {
    if (surfaceM2 === null) window.localStorage.removeItem(DEVIS_SURFACE_KEY);
    else window.localStorage.setItem(DEVIS_SURFACE_KEY, surfaceM2.toFixed(2));
    window.localStorage.setItem(DEVIS_PRODUCT_KEY, productLabel);
  } catch {
    // Storage blocked or full: the visitor still reaches the form, only without the prefilled choice.
  }
}
