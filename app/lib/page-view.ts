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
