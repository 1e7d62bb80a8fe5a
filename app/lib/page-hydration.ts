/**
 * How a page's browser code runs (docs/decisions/0013-islands.md, 0019-tools-on-use.md), chosen by the route's
 * `handle`:
 * - "full" (the default): React Router hydrates the whole document at load, and navigation inside the site is
 *   client-side (sign-in, dashboards);
 * - "islands": the page is the server's HTML; plain script runs the cookie banner and the page-view report, and each
 *   interactive part (menus, video, download buttons...) is hydrated on its own, on the first interaction with it
 *   (app/islands/start-islands.ts). Links are ordinary page loads (the content pages);
 * - "on-use": the tools. At load, the same plain script as an islands page and nothing of React; on the visitor's
 *   first use of the page (a press, a key, the focus or the pointer on a field or button), React Router loads and
 *   hydrates the whole document, as on a "full" page from then on (app/islands/start-on-use.ts). A page whose tool
 *   shows what this browser stored (a quote prefill, the worksheet's measurements) hydrates at load when it holds
 *   some: `storedState` lists those localStorage keys.
 */
export type PageHydration = "full" | "islands" | "on-use";

export interface HydrationHandle {
  hydration?: PageHydration;
  storedState?: readonly string[];
}

/** The `handle` (or part of it) of a page that is read, not used: content pages without forms. */
export const islandsHandle: HydrationHandle = { hydration: "islands" };

/** The `handle` (or part of it) of a tool, hydrated on its first use, or at load when `storedState` holds something. */
export function onUseHandle(storedState: readonly string[] = []): HydrationHandle {
  return { hydration: "on-use", storedState };
}

/** The hydration the matched routes ask for: the deepest route that says wins. */
export function pageHydration(handles: readonly unknown[]): PageHydration {
  let hydration: PageHydration = "full";
  for (const handle of handles) {
    const asked = (handle as HydrationHandle | undefined)?.hydration;
    if (asked) hydration = asked;
  }
  return hydration;
}

/** The localStorage keys that make an "on-use" page hydrate at load, from the matched routes. */
export function storedStateKeys(handles: readonly unknown[]): string[] {
  return handles.flatMap((handle) => (handle as HydrationHandle | undefined)?.storedState ?? []);
}

/** Whether storage holds a value under one of `keys`. */
export function holdsStoredState(storage: Pick<Storage, "getItem">, keys: readonly string[]): boolean {
  return keys.some((key) => storage.getItem(key) !== null);
}
