import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { reportPageView, takeOverFromPlainScript } from "~/lib/page-view";

/**
 * Reports the first load and every route change of a page hydrated whole to `POST /api/track-page-view`
 * (docs/product.md §6.1, §7.3). On a page served as islands it is rendered by the server only (it is no island), and
 * the page reports itself from its plain script (app/islands/page-view-beacon.ts); on a tool page that script
 * reports until this component is hydrated, which takes over.
 */
export function PageViewTracker() {
  const location = useLocation();
  const lastTracked = useRef<{ key: string; url: string } | null>(null);

  useEffect(() => {
    // React's development double effects would otherwise report one navigation twice.
    if (lastTracked.current?.key === location.key) return;
    const pageUrl = location.pathname + location.search;
    // A tool page's plain script reported the views until now (app/islands/page-view-beacon.ts): not twice.
    const alreadyReported = lastTracked.current === null && takeOverFromPlainScript() === pageUrl;
    // document.referrer keeps the entry page's referrer for the whole visit; after an in-site navigation the true
    // referrer is the previous page of this site.
    const referrer = lastTracked.current ? window.location.origin + lastTracked.current.url : document.referrer;
    lastTracked.current = { key: location.key, url: pageUrl };
    if (!alreadyReported) void reportPageView(pageUrl, referrer);
  }, [location.key, location.pathname, location.search]);

  return null;
}
