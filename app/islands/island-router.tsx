import { useSyncExternalStore, type ReactNode } from "react";
import { createPath, Router, type Location, type Navigator, type To } from "react-router";

/** What an island's `useLocation` sees: the page's address, and a new key each time the hash or history moves. */
export type IslandLocation = Pick<Location, "pathname" | "search" | "hash" | "key">;

/** The address the server renders an island at: it never sees the hash. */
export function serverIslandLocation({ pathname, search }: { pathname: string; search: string }): IslandLocation {
  return { pathname, search, hash: "", key: "default" };
}

function href(to: To): string {
  return typeof to === "string" ? to : createPath(to);
}

/**
 * On a page served as islands there is no client-side router: a `<Link>` inside an island loads its target as an
 * ordinary page, exactly like the server's `<a href>` it hydrated.
 */
const documentNavigator: Navigator = {
  createHref: href,
  go: (delta) => window.history.go(delta),
  push: (to) => window.location.assign(href(to)),
  replace: (to) => window.location.replace(href(to)),
};

let browserLocation: IslandLocation | null = null;
let moves = 0;

// A new address (a same-page link such as /produits#botte-22 on /produits, or back/forward between anchors) moves
// the hash without a page load: the islands see it as a navigation, with a new key (the open menus close on it).
function readBrowserLocation(): IslandLocation {
  const { pathname, search, hash } = window.location;
  if (browserLocation?.pathname !== pathname || browserLocation.search !== search || browserLocation.hash !== hash) {
    browserLocation = { pathname, search, hash, key: browserLocation ? `island-${++moves}` : "default" };
  }
  return browserLocation;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener("hashchange", onChange);
  window.addEventListener("popstate", onChange);
  return () => {
    window.removeEventListener("hashchange", onChange);
    window.removeEventListener("popstate", onChange);
  };
}

/**
 * The router context of one island: `useLocation`, `Link` and `useNavigate` work in it as in the whole-page router,
 * so an island is the same component whichever way its page is hydrated. `serverLocation` is the address the server
 * rendered (it never sees the hash): the island hydrates with it, then follows the browser's.
 */
export function IslandRouter({ serverLocation, children }: { serverLocation: IslandLocation; children: ReactNode }) {
  const location = useSyncExternalStore(subscribe, readBrowserLocation, () => serverLocation);
  return (
    <Router location={location} navigator={documentNavigator}>
      {children}
    </Router>
  );
}
