import { useCallback, useSyncExternalStore } from "react";
import { COOKIE_CONSENT_KEY } from "~/lib/browser-keys";

export type CookieConsent = "accepted" | "refused";

/**
 * `undefined` until the browser has been read (on the server and during hydration), then the stored choice or
 * `null` when none is stored. Third-party embeds load only when it is "accepted".
 */
export type CookieConsentState = CookieConsent | null | undefined;

const CHANGE_EVENT = "isolenpaille:cookie-consent";

// Used when storage throws (blocked or full), so the choice still holds for the rest of the visit.
let memoryChoice: CookieConsent | null = null;

function read(): CookieConsent | null {
  try {
    const stored = window.localStorage.getItem(COOKIE_CONSENT_KEY);
    return stored === "accepted" || stored === "refused" ? stored : memoryChoice;
  } catch {
    return memoryChoice;
  }
}

function write(choice: CookieConsent): void {
  memoryChoice = choice;
  try {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, choice);
  } catch {
    // The in-memory choice above is enough for this visit.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  // "storage" covers other tabs; the custom event covers this one.
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/**
 * The visitor's cookie choice, shared by every component that asks. The server snapshot is `undefined`, so server
 * HTML and the first client render agree (no hydration mismatch); React then re-renders with the stored value.
 */
export function useCookieConsent(): {
  consent: CookieConsentState;
  setConsent: (choice: CookieConsent) => void;
} {
  const consent = useSyncExternalStore<CookieConsentState>(subscribe, read, () => undefined);
  const setConsent = useCallback((choice: CookieConsent) => write(choice), []);
  return { consent, setConsent };
}
