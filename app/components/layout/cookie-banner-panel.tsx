import { useId } from "react";
import { Link } from "react-router";
import { X } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { CookieConsent } from "~/lib/cookie-consent";

/**
 * What the cookie banner shows. Each button carries the choice it makes in `data-cookie-consent`: on a page served as
 * islands no React runs at load, and app/islands/cookie-banner-buttons.ts reads the choice from there; elsewhere
 * `onChoice` is called (CookieBanner). It is fixed to the bottom of the viewport, so appearing moves nothing on the
 * page, and sits under the sticky header (z-40) so an open mobile menu is never hidden behind it.
 */
export function CookieBannerPanel({ onChoice }: { onChoice?: (choice: CookieConsent) => void }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-card text-card-foreground shadow-[0_-4px_16px_rgb(0_0_0/0.08)]"
    >
      <div className="relative mx-auto flex max-w-7xl flex-col gap-4 py-4 pr-14 pl-4 sm:flex-row sm:items-center sm:pl-6 lg:pl-8">
        <div className="flex-1 text-sm">
          <h2 id={headingId} className="font-semibold">
            Cookies et vidéos
          </h2>
          <p className="mt-1 text-muted-foreground">
            Notre mesure d'audience ne dépose aucun cookie. Votre choix concerne uniquement les vidéos intégrées (YouTube), qui ne se
            chargent qu'avec votre accord.{" "}
            <Link to="/protection-donnees" className="text-primary underline underline-offset-2 hover:no-underline">
              En savoir plus
            </Link>
          </p>
        </div>
        {/* Refusing is exactly as easy and as visible as accepting (CNIL guidance). */}
        <div className="flex gap-2">
          <Button className="grow basis-0 sm:grow-0 sm:basis-auto" data-cookie-consent="refused" onClick={() => onChoice?.("refused")}>
            Refuser
          </Button>
          <Button className="grow basis-0 sm:grow-0 sm:basis-auto" data-cookie-consent="accepted" onClick={() => onChoice?.("accepted")}>
            Accepter
          </Button>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Fermer"
          className="absolute top-2 right-2"
          data-cookie-consent="refused"
          onClick={() => onChoice?.("refused")}
        >
          <X aria-hidden />
        </Button>
      </div>
    </section>
  );
}
