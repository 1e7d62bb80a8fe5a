import { describe, expect, it } from "vitest";
import { formatKilobytes, pageJavaScript } from "../../scripts/lib/page-javascript";
import { siteInBrowser } from "../support/site-in-browser";

/**
 * docs/decisions/0013-islands.md (0007 had 150 KB, the first islands 140 KB): at most 20 KB gzip of JavaScript on the
 * first load of the content pages, until a visitor uses one of their islands (/produits: before its calculator is
 * used).
 */
const FIRST_LOAD_BUDGET_GZIP_BYTES = 20 * 1024;

const site = siteInBrowser();

describe("JavaScript budget", () => {
  for (const path of ["/", "/produits", "/blog", "/faq"]) {
    it(`ships at most 20 KB gzip of JavaScript on the first load of ${path}`, async () => {
      const context = await site.newContext();
      const page = await context.newPage();
      const { files, gzipBytes } = await pageJavaScript(page, path);
      const listing = `${formatKilobytes(gzipBytes)} gzip over ${files.length} files:\n${files.join("\n")}`;
      // A page that lost its scripts would pass any budget: make sure the count is real.
      expect(
        files.some((file) => file.includes("entry.client")),
        listing,
      ).toBe(true);
      expect(gzipBytes, listing).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_GZIP_BYTES);
    });
  }
});
