/**
 * Keys this site writes in the visitor's browser storage (docs/product.md §7.15). Every reader and writer imports them from
 * here so a key is never spelled twice.
 */
export const COOKIE_CONSENT_KEY = "isolenpaille_cookie_consent";
export const ADMIN_MODE_KEY = "isolenpaille_admin_mode";

/**
 * Whether this browser is in admin mode (its own visits and downloads are kept out of the statistics).
 * True only when the stored text is exactly "true"; false on the server and when storage is unavailable
 * (private browsing, blocked storage), since admin mode grants nothing and only marks tracking.
 */
export function readAdminMode(): boolean {
  if (typeof window === "undefined") return false;
  try {
    return window.localStorage.getItem(ADMIN_MODE_KEY) === "true";
  } catch {
    return false;
  }
}

/** End of the contact form's rate-limit cooldown, as epoch milliseconds (docs/product.md §7). */
export const CONTACT_COOLDOWN_KEY = "contact_cooldown";
/** End of the quote form's rate-limit cooldown, as epoch milliseconds (docs/product.md §7). */
export const DEVIS_COOLDOWN_KEY = "devis_cooldown";

/** The surface (m², two decimals) and the product label chosen before going to /devis (docs/product.md §7). */
export const DEVIS_SURFACE_KEY = "devis_surface";
export const DEVIS_PRODUCT_KEY = "devis_product";
