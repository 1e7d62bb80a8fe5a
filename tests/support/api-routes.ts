import routes from "../../app/routes";

interface RouteEntry {
  path?: string;
  children?: RouteEntry[];
}

/**
 * Every `POST /api/<call>` the site routes, read from app/routes.ts itself: a call added there is fuzzed without
 * touching the tests. Paths with parameters or splats (a library's own handler) are left out.
 */
export function discoverApiCalls(): string[] {
  const paths: string[] = [];
  const visit = (entries: RouteEntry[], prefix: string) => {
    for (const entry of entries) {
      const path = entry.path ? `${prefix}/${entry.path}`.replace(/\/+/g, "/") : prefix;
      if (entry.children) visit(entry.children, path);
      else if (/^\/api\/[a-z0-9-]+$/.test(path)) paths.push(path);
    }
  };
  visit(routes as RouteEntry[], "");
  return paths.sort();
}
