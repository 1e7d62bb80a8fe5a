import { describe, expect, it } from "vitest";
import { formatKilobytes, pageJavaScript } from "../support/page-javascript";
import { setUpTestSite } from "../support/site";

/** Issue 11 (issue 3 had 150): at most 140 KB gzip of JavaScript on the first load of the home page. */
const HOME_BUDGET_GZIP_BYTES = 140 * 1024;

describe("JavaScript budget", () => {
  const site = setUpTestSite();

  it("ships at most 140 KB gzip of JavaScript on the first load of /", async () => {
    const response = await fetch(site.server.url);
    expect(response.status).toBe(200);
    const { files, gzipBytes } = pageJavaScript(await response.text());
    // A page that lost its scripts would pass any budget: make sure the count is real.
    expect(files.some((file) => file.includes("entry.client"))).toBe(true);
    expect(gzipBytes, `${formatKilobytes(gzipBytes)} gzip over ${files.length} files:\n${files.join("\n")}`).toBeLessThanOrEqual(
      HOME_BUDGET_GZIP_BYTES,
    );
  });
});
