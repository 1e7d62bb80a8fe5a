import { describe, expect, it } from "vitest";
import { BLOG_ARTICLES, blogArticlePath } from "~/content/blog";
import { PUBLIC_PAGES } from "~/content/public-pages";
import {
  DOCUMENT_GZIP_BYTES,
  JAVASCRIPT_AT_LOAD_GZIP_BYTES,
  pageKind,
  sitemapPaths,
  UNMATCHED_SELECTORS_SHARE,
} from "../../scripts/lib/page-budgets";
import { formatKilobytes, pageWeight } from "../../scripts/lib/page-javascript";
import { builtSiteStylesheet, stylesheetCoverage } from "../../scripts/lib/page-stylesheet-check";
import { siteInBrowser } from "../support/site-in-browser";

/**
 * Issue #41's budgets on every page of the sitemap, in a fresh browser profile, loaded until the network is idle
 * without using anything: a content page fetches at most 20 KB gzip of JavaScript, a tool at most 60 KB (the rest
 * when the person starts using it), and every page's HTML and CSS weigh at most 40 KB gzip. A failure names the page,
 * its bytes and its files, so whoever made it heavier sees what. The page's stylesheet holds every rule of the site's
 * stylesheet that its HTML can use (in any state: hovered, focused, opened), and next to nothing else; the browser's
 * own CSS parser and selector matching judge it (scripts/lib/page-stylesheet-check.ts).
 */
const site = siteInBrowser();
const PAGES = [...PUBLIC_PAGES.map((page) => page.path), ...BLOG_ARTICLES.map(blogArticlePath)];

describe("page budgets", () => {
  it("measure every page of the sitemap", async () => {
    expect((await sitemapPaths(site.server.url)).toSorted()).toEqual(PAGES.toSorted());
  });

  for (const path of PAGES) {
    const kind = pageKind(path);
    it(`${path} (${kind}): at most ${formatKilobytes(JAVASCRIPT_AT_LOAD_GZIP_BYTES[kind])} of JavaScript at load and ${formatKilobytes(DOCUMENT_GZIP_BYTES)} of HTML and CSS, gzip`, async () => {
      const context = await site.newContext();
      const page = await context.newPage();
      const weight = await pageWeight(page, path);
      const { files, gzipBytes } = weight.javaScript;
      const listing = `${path}: ${formatKilobytes(gzipBytes)} of JavaScript gzip over ${files.length} files:\n${files.join("\n")}`;
      // A page that lost its scripts would pass any budget: the count must be real.
      expect(
        files.some((file) => file.includes("entry.client")),
        listing,
      ).toBe(true);
      expect(gzipBytes, listing).toBeLessThanOrEqual(JAVASCRIPT_AT_LOAD_GZIP_BYTES[kind]);
      expect(
        weight.documentGzipBytes,
        `${path}: ${formatKilobytes(weight.documentGzipBytes)} of HTML and CSS gzip (HTML ${formatKilobytes(weight.htmlBytes)}, CSS ${formatKilobytes(weight.styleBytes)} raw)`,
      ).toBeLessThanOrEqual(DOCUMENT_GZIP_BYTES);

      const coverage = await stylesheetCoverage(page, weight.html, builtSiteStylesheet().css);
      expect(coverage.unjudged, `${path}: selectors the check could not try`).toEqual([]);
      expect(coverage.missing, `${path}: rules its HTML can use, not sent`).toEqual([]);
      expect(coverage.sent, `${path}: no stylesheet in the page`).toBeGreaterThan(0);
      expect(
        coverage.unmatched.length,
        `${path}: ${coverage.unmatched.length} of the ${coverage.sent} selectors sent match no element:\n${coverage.unmatched.join("\n")}`,
      ).toBeLessThanOrEqual(Math.floor(coverage.sent * UNMATCHED_SELECTORS_SHARE));
    });
  }
});
