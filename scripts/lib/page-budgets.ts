import { type PageKind, PUBLIC_PAGES } from "../../app/content/public-pages";

/**
 * The speed budgets of issue #41, by kind of page (app/content/public-pages.ts says each page's kind; a blog article
 * is content). Checked on every page of the sitemap by tests/e2e/page-budgets.spec.ts and measured by
 * `npm run bench:size` and `npm run bench:web -- --sitemap`.
 */

/** JavaScript fetched at load (until the network is idle, nothing used), gzip: a tool loads the rest once used. */
export const JAVASCRIPT_AT_LOAD_GZIP_BYTES: Record<PageKind, number> = { content: 20 * 1024, tool: 60 * 1024 };

/** The HTML document and its CSS, gzip, on every page. */
export const DOCUMENT_GZIP_BYTES = 40 * 1024;

/**
 * The share of the selectors a page's stylesheet sends that may match no element of its HTML (issue #41: "styles the
 * page does not use not sent"; docs/decisions/0022). The server judges each part of a selector by the page's HTML as a
 * whole, not element by element: a class and the attribute it is combined with may be on two elements, or a `.peer`
 * not be the sibling a `peer-*` rule needs. That keeps a few selectors per page (5 of 291 on /devis, 2026-11-28);
 * the whole stylesheet inlined would leave more than half of them unmatched.
 */
export const UNMATCHED_SELECTORS_SHARE = 0.03;

/** Lighthouse mobile performance, median of the runs, in a fresh browser for each run, with one core busy. */
export const PERFORMANCE_TARGET: Record<PageKind, number> = { content: 98, tool: 95 };

/** The kind of a page of the sitemap: as listed, else content (the blog's articles). */
export function pageKind(path: string): PageKind {
  return PUBLIC_PAGES.find((page) => page.path === path)?.kind ?? "content";
}

/** Every page of the site's /sitemap.xml, as paths. */
export async function sitemapPaths(baseUrl: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/sitemap.xml`);
  if (!response.ok) throw new Error(`/sitemap.xml: HTTP ${response.status}`);
  const xml = await response.text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  if (paths.length === 0) throw new Error("/sitemap.xml lists no page");
  return paths;
}
