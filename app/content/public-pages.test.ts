import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { ALIAS_PATHS, NOINDEX_PATHS, PUBLIC_PAGES } from "./public-pages";

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };

// Paths of the route table that are pages (not API calls, files or patterns).
function pagePaths(entries: readonly RouteEntry[]): string[] {
  return entries
    .flatMap((entry) => {
      const own = entry.index ? ["/"] : entry.path !== undefined ? [`/${entry.path}`] : [];
      return [...own, ...pagePaths(entry.children ?? [])];
    })
    .filter((path) => !path.startsWith("/api/") && !path.includes(":") && !path.includes("*") && !path.includes("."));
}

describe("public pages", () => {
  it("classifies every page of the route table exactly once: sitemap, alias or noindex", () => {
    const listed = [...PUBLIC_PAGES.map((page) => page.path), ...Object.keys(ALIAS_PATHS), ...NOINDEX_PATHS];
    expect(new Set(listed).size).toBe(listed.length);
    expect(pagePaths(routes as RouteEntry[]).toSorted()).toEqual(listed.toSorted());
  });

  it("points aliases at listed pages", () => {
    const paths = PUBLIC_PAGES.map((page) => page.path);
    for (const target of Object.values(ALIAS_PATHS)) expect(paths).toContain(target);
  });
});
