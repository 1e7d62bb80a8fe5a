/**
 * How a page's browser code runs (docs/decisions/0013-islands.md), chosen by the route's `handle`:
 * - "full" (the default): React Router hydrates the whole document, and navigation inside the site is client-side;
 * - "islands": the page is the server's HTML; plain script runs the cookie banner and the page-view report, and each
 *   interactive part (menus, video, download buttons...) is hydrated on its own, on the first interaction with it
 *   (app/islands/start-islands.ts). Links are ordinary page loads.
 */
export type PageHydration = "full" | "islands";

export interface HydrationHandle {
  hydration?: PageHydration;
}

/** The `handle` (or part of it) of a page that is read, not used: content pages without forms. */
export const islandsHandle: HydrationHandle = { hydration: "islands" };

/** The hydration the matched routes ask for: the deepest route that says wins. */
export function pageHydration(handles: readonly unknown[]): PageHydration {
  let hydration: PageHydration = "full";
  for (const handle of handles) {
    const asked = (handle as HydrationHandle | undefined)?.hydration;
    if (asked) hydration = asked;
  }
  return hydration;
}
