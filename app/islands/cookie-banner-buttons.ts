import { readCookieConsent, subscribeCookieConsent, writeCookieConsent } from "~/lib/cookie-consent";

/**
 * The cookie banner of a page served as islands (app/components/layout/cookie-banner.tsx), in plain script run at
 * load: shown while no choice is stored, hidden once one is (here, in another tab, or by an island). Its buttons say
 * their choice in `data-cookie-consent`.
 */
export function startCookieBanner(): void {
  const banner = document.querySelector<HTMLElement>("[data-cookie-banner]");
  if (!banner) return;
  const update = () => {
    banner.hidden = readCookieConsent() !== null;
  };
  update();
  subscribeCookieConsent(update);
  banner.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-cookie-consent]") : null;
    const choice = button?.dataset.cookieConsent;
    if (choice === "accepted" || choice === "refused") writeCookieConsent(choice);
  });
}
