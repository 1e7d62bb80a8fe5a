import { useCallback, useSyncExternalStore } from "react";
import { readCookieConsent, subscribeCookieConsent, writeCookieConsent, type CookieConsent } from "~/lib/cookie-consent";

export type { CookieConsent } from "~/lib/cookie-consent";

/**
 * `undefined` until the browser has been read (on the server and during hydration), then the stored choice or
 * `null` when none is stored. Third-party embeds load only when it is "accepted".
 */
export type CookieConsentState = CookieConsent | null | undefined;

/**
 * The visitor's cookie choice, shared by every component that asks. The server snapshot is `undefined`, so server
 * HTML and the first client render agree (no hydration mismatch); React then re-renders with the stored value.
 */
export function useCookieConsent(): {
  consent: CookieConsentState;
  setConsent: (choice: CookieConsent) => void;
} {
  const consent = useSyncExternalStore<CookieConsentState>(subscribeCookieConsent, readCookieConsent, () => undefined);
  const setConsent = useCallback((choice: CookieConsent) => writeCookieConsent(choice), []);
  return { consent, setConsent };
}
