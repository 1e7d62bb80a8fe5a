import { describe, expect, it } from "vitest";
import { formatKilobytes, pageJavaScript } from "../../scripts/lib/page-javascript";
import { siteInBrowser } from "../support/site-in-browser";

/** docs/decisions/0013-islands.md (0007 had 150): at most 140 KB gzip of JavaScript on the first load of the home page. */
const HOME_BUDGET_GZIP_BYTES = 140 * 1024;

const site = siteInBrowser();

describe("JavaScript budget", () => {
  it("ships at most 140 KB gzip of JavaScript on the first load of /, its islands' code included", async () => {
    const context = await site.newContext();
    const page = await context.newPage();
    const { files, gzipBytes } = await pageJavaScript(page, "/");
    const listing = `${formatKilobytes(gzipBytes)} gzip over ${files.length} files:\n${files.join("\n")}`;
    // A page that lost its scripts, or its islands, would pass any budget: make sure the count is real.
    expect(
      files.some((file) => file.includes("entry.client")),
      listing,
    ).toBe(true);
    expect(
      files.some((file) => file.includes("hydrate-islands")),
      listing,
    ).toBe(true);
    expect(gzipBytes, listing).toBeLessThanOrEqual(HOME_BUDGET_GZIP_BYTES);
  });
});
