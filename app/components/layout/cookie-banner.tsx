import { useCookieConsent } from "~/hooks/use-cookie-consent";
import { usePageHydration } from "~/hooks/use-page-hydration";
import { useIslandsPage } from "~/islands/island-render-context";
import { CookieBannerPanel } from "./cookie-banner-panel";

/**
 * Asks once for consent to third-party embeds (the site's own audience measurement sets no cookie).
 *
 * On a page hydrated whole it renders nothing until the stored choice has been read in the browser, so server and
 * client HTML agree. On a page served as islands (docs/decisions/0013-islands.md) the server writes it hidden, and a
 * few lines of plain script show it and answer its buttons at load (app/islands/cookie-banner-buttons.ts), without
 * React.
 */
export function CookieBanner() {
  const islandsPage = useIslandsPage();
  const onUsePage = usePageHydration().hydration === "on-use";
  const { consent, setConsent } = useCookieConsent();
  // A tool page shows it from the same plain script at load, and keeps it so once hydrated (the same HTML both ways).
  if (islandsPage || onUsePage) {
    return (
      <div data-cookie-banner="" hidden>
        <CookieBannerPanel />
      </div>
    );
  }
  if (consent !== null) return null;
  return <CookieBannerPanel onChoice={setConsent} />;
}
