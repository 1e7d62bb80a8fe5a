import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import type { PageViewPayload } from "@domain/tracking/page-view";
import { readAdminMode } from "~/lib/browser-keys";
import { sendTracking } from "~/lib/send-tracking";

/**
 * Reports the first load and every route change to `POST /api/track-page-view` (docs/product.md §6.1, §7.3).
 * A failure is only logged: tracking must never disturb the visit.
 */
export function PageViewTracker() {
  const location = useLocation();
  const lastTracked = useRef<{ key: string; url: string } | null>(null);

  useEffect(() => {
    // React's development double effects would otherwise report one navigation twice.
    if (lastTracked.current?.key === location.key) return;
    const pageUrl = location.pathname + location.search;
    // document.referrer keeps the entry page's referrer for the whole visit; after an in-site navigation the true
    // referrer is the previous page of this site.
    const referrer = lastTracked.current ? window.location.origin + lastTracked.current.url : document.referrer;
    lastTracked.current = { key: location.key, url: pageUrl };

    const payload: PageViewPayload = {
      page_url: pageUrl,
      page_title: document.title,
      referrer: referrer || null,
      is_admin: readAdminMode(),
    };
    void sendTracking("/api/track-page-view", payload, "Error tracking page view");
  }, [location.key, location.pathname, location.search]);

  return null;
}
