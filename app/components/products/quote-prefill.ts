/**
 * What a page stores before sending the visitor to /devis with a product already chosen (public §7: "Browser
 * storage written before going to /devis"): the surface in m² with two decimals ("12.50") and the product label
 * ("Botte 22"). The quote form reads the same keys.
 */
export const DEVIS_SURFACE_KEY = "devis_surface";
export const DEVIS_PRODUCT_KEY = "devis_product";

export function storeQuotePrefill(productLabel: string, surfaceM2: number): void {
  try {
    window.localStorage.setItem(DEVIS_SURFACE_KEY, surfaceM2.toFixed(2));
    window.localStorage.setItem(DEVIS_PRODUCT_KEY, productLabel);
  } catch {
    // Storage blocked or full: the visitor still reaches the form, only without the prefilled choice.
  }
}
