import type { PageViewPayload } from "@domain/tracking/page-view";
import { readAdminMode } from "./browser-keys";
import { sendTracking } from "./send-tracking";

/**
 * Reports one page view to `POST /api/track-page-view` (docs/product.md §6.1, §7.3); a failure is only logged.
 * Plain code, without React: a page served as islands sends it at load (docs/decisions/0013-islands.md), the
 * PageViewTracker component on a page hydrated whole.
 */
export function reportPageView(pageUrl: string, referrer: string): Promise<void> {
  const payload: PageViewPayload = {
    page_url: pageUrl,
    page_title: document.title,
    referrer: referrer || null,
    is_admin: readAdminMode(),
  };
  return sendTracking("/api/track-page-view", payload, "Error tracking page view");
}

/**
 * On a tool page (hydrated on its first use, app/lib/page-hydration.ts), the plain script reports the load and the
 * moves of the address until React Router takes over; then the PageViewTracker component reports what follows. The
 * address the plain script reported last, so that the tracker does not report it again.
 */
let plainScriptReport: { url: string } | null = null;
let routerTookOver = false;

/** Called by the plain script for each view it reports; false once the router reports them instead. */
export function reportFromPlainScript(url: string): boolean {
  if (routerTookOver) return false;
  plainScriptReport = { url };
  return true;
}

/**
 * Called by the PageViewTracker on its first report: the plain script stops, and the address it last reported is
 * handed over (that view is already counted), or null.
 */
export function takeOverFromPlainScript(): string | null {
  routerTookOver = true;
  const reported = plainScriptReport?.url ?? null;
  plainScriptReport = null;
  return reported;
}
