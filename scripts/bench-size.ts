/**
 * `npm run bench:size [-- /path …]`: what a fresh browser fetches on the first load of each page (default: every page
 * of the sitemap), Debian's Chromium loading it until the network is idle without any interaction (a page served as
 * islands loads an island's code only when a visitor uses it): the JavaScript, raw and gzip, and the HTML and CSS,
 * beside the page's budgets (scripts/lib/page-budgets.ts, issue #41). Run `npm run build` first (the npm script does).
 * The same measure backs the budget test (tests/e2e/page-budgets.spec.ts). Sizes do not depend on the machine's load.
 */
import { DOCUMENT_GZIP_BYTES, JAVASCRIPT_AT_LOAD_GZIP_BYTES, pageKind, sitemapPaths } from "./lib/page-budgets";
import { formatKilobytes, pageWeight } from "./lib/page-javascript";
import { launchBrowser } from "./lib/browser";
import { startBenchServer } from "./lib/bench-server";
import { loadAverage } from "./lib/machine-load";

const { url, stop } = await startBenchServer();
const browser = await launchBrowser();
let over = 0;
try {
  const pages = process.argv.length > 2 ? process.argv.slice(2) : await sitemapPaths(url);
  console.log(
    `${"page".padEnd(52)} ${"kind".padEnd(8)} ${"JS gzip (budget)".padEnd(22)} ${"JS raw".padStart(9)} ${"HTML+CSS gzip".padStart(14)} ${"CSS raw".padStart(9)}`,
  );
  for (const pagePath of pages) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const weight = await pageWeight(page, url + pagePath);
    const kind = pageKind(pagePath);
    const budget = JAVASCRIPT_AT_LOAD_GZIP_BYTES[kind];
    const marks = [
      weight.javaScript.gzipBytes > budget ? "JS over budget" : "",
      weight.documentGzipBytes > DOCUMENT_GZIP_BYTES ? "document over budget" : "",
    ].filter(Boolean);
    over += marks.length;
    console.log(
      `${pagePath.padEnd(52)} ${kind.padEnd(8)} ${`${formatKilobytes(weight.javaScript.gzipBytes)} (${formatKilobytes(budget)})`.padEnd(22)} ` +
        `${formatKilobytes(weight.javaScript.rawBytes).padStart(9)} ${formatKilobytes(weight.documentGzipBytes).padStart(14)} ${formatKilobytes(weight.styleBytes).padStart(9)}` +
        (marks.length > 0 ? `  ${marks.join(", ")}` : ""),
    );
    await context.close();
  }
  console.log(over === 0 ? "Every page within its budgets." : `${over} budget(s) passed.`);
  // Sizes do not depend on the load; printed all the same, as by every bench.
  console.log(`Load average ${loadAverage()}`);
} finally {
  await browser.close();
  await stop();
}
