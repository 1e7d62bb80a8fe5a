import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/**
 * The label a request is counted under: the pattern of the route that serves it ("/blog/:slug"), never its raw path,
 * so that the number of series stays bounded whatever paths clients invent (docs/operations.md, Supervision).
 */
export type RoutePatternOf = (path: string) => string;

/** Routes served by Express before React Router, by prefix. */
const EXPRESS_ROUTES: [prefix: string, label: string][] = [
  ["/assets/", "/assets/*"],
  ["/api/auth/", "/api/auth/*"],
];
const EXPRESS_PATHS = new Set(["/healthz", "/metrics", "/api/track-page-view"]);

/**
 * Paths whose pattern is kept: matching a path ranks every route again (half a millisecond of CPU per request), and
 * a site's paths are few; past this many (paths invented by clients), the memory starts afresh.
 */
const REMEMBERED_PATHS = 2_000;

export function routePatternMatcher(routes: ServerBuild["routes"]): RoutePatternOf {
  const tree = routeTree(routes, undefined);
  const remembered = new Map<string, string>();
  return (path) => {
    let pattern = remembered.get(path);
    if (pattern === undefined) {
      if (remembered.size >= REMEMBERED_PATHS) remembered.clear();
      pattern = patternOf(tree, path);
      remembered.set(path, pattern);
    }
    return pattern;
  };
}

function patternOf(tree: RouteObject[], path: string): string {
  if (EXPRESS_PATHS.has(path)) return path;
  for (const [prefix, label] of EXPRESS_ROUTES) if (path.startsWith(prefix)) return label;
  // A client-side navigation asks for `/page.data` (`/_root.data` for the home page): counted under its page.
  const page = path === "/_root.data" ? "/" : path.endsWith(".data") ? path.slice(0, -".data".length) : path;
  const matches = matchRoutes(tree, page);
  const last = matches?.at(-1);
  if (!last) return "*";
  return last.route.path === "*"
    ? "*"
    : "/" +
        matches!
          .map((match) => match.route.path ?? "")
          .filter(Boolean)
          .join("/");
}

function routeTree(routes: ServerBuild["routes"], parentId: string | undefined): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route && route.parentId === parentId)
    .map((route) =>
      route!.index
        ? { id: route!.id, index: true as const, path: route!.path }
        : { id: route!.id, path: route!.path, caseSensitive: route!.caseSensitive, children: routeTree(routes, route!.id) },
    );
}
