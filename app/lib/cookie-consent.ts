import { COOKIE_CONSENT_KEY } from "./browser-keys";

export type CookieConsent = "accepted" | "refused";

const CHANGE_EVENT = "isolenpaille:cookie-consent";

// Used when storage throws (blocked or full), so the choice still holds for the rest of the visit.
let memoryChoice: CookieConsent | null = null;

/**
 * The visitor's stored cookie choice, or null when none is stored. Plain code, without React: the cookie banner of a
 * page served as islands runs it at load (docs/decisions/0013-islands.md), the hook `useCookieConsent` elsewhere.
 */
export function readCookieConsent(): CookieConsent | null {
  try {
    const stored = window.localStorage.getItem(COOKIE_CONSENT_KEY);
    return stored === "accepted" || stored === "refused" ? stored : memoryChoice;
  } catch {
    return memoryChoice;
  }
}

export function writeCookieConsent(choice: CookieConsent): void {
  memoryChoice = choice;
  try {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, choice);
  } catch {
    // The in-memory choice above is enough for this visit.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Calls `onChange` whenever the choice changes, in this tab or another; returns the unsubscribe. */
export function subscribeCookieConsent(onChange: () => void): () => void {
  // "storage" covers other tabs; the custom event covers this one.
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}
