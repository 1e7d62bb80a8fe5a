import type { ReactNode } from "react";
import { SessionCheckSpinner } from "~/components/admin/session-check-spinner";
import { useScrollToHash } from "~/hooks/use-scroll-to-hash";
import { useIslandsPage } from "~/islands/island-render-context";
import { CookieBanner } from "./cookie-banner";
import { DeferredToaster } from "./deferred-toaster";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

type SiteShellProps = {
  /** From the root loader: the server's answer, so admin links are in the server HTML and never flash. */
  isAdmin: boolean;
  children: ReactNode;
};

/**
 * The frame of every page: skip link, header, main content, footer, cookie banner and toasts. A page served as
 * islands raises no toast, and leaves scrolling to a hash to the browser.
 */
export function SiteShell({ isAdmin, children }: SiteShellProps) {
  useScrollToHash();
  const islandsPage = useIslandsPage();

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#contenu"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:font-medium focus:text-primary-foreground"
      >
        Aller au contenu
      </a>
      <SiteHeader isAdmin={isAdmin} />
      {isAdmin ? <SessionCheckSpinner /> : null}
      {/* tabIndex -1: the skip link moves keyboard focus here, not just the scroll position. */}
      <main id="contenu" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
      <CookieBanner />
      {islandsPage ? null : <DeferredToaster />}
    </div>
  );
}
