import { reportFromPlainScript, reportPageView } from "~/lib/page-view";

/**
 * The page-view report of a page served as islands, in plain script (the PageViewTracker component does it on a
 * page hydrated whole, docs/product.md §6.1): the load, then each move of the address without a page load (a link
 * to another part of the page, back and forward between them), which the whole-page router reports as well. On a
 * tool page it reports until React Router is hydrated, which then reports instead.
 */
export function startPageViewBeacon(): void {
  let address = window.location.href;
  let tracked = window.location.pathname + window.location.search;
  if (reportFromPlainScript(tracked)) void reportPageView(tracked, document.referrer);
  const onMove = () => {
    if (window.location.href === address) return;
    address = window.location.href;
    const referrer = window.location.origin + tracked;
    tracked = window.location.pathname + window.location.search;
    if (reportFromPlainScript(tracked)) void reportPageView(tracked, referrer);
  };
  window.addEventListener("hashchange", onMove);
  window.addEventListener("popstate", onMove);
}
