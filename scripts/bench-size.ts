/**
 * JavaScript shipped to a visitor of each page given (default: the four pages of the first-load goal), as Debian's
 * Chromium loads it until the network is idle without any interaction (a page served as islands loads an island's
 * code only when a visitor uses it), raw and gzip-compressed. Run `npm run build` first.
 * The same count backs the budget test (tests/e2e/js-budget.spec.ts).
 */
import { formatKilobytes, pageJavaScript } from "./lib/page-javascript";
import { launchBrowser } from "./lib/browser";
import { startBenchServer } from "./lib/bench-server";
import { loadAverage } from "./lib/machine-load";

const pages = process.argv.length > 2 ? process.argv.slice(2) : ["/", "/produits", "/blog", "/faq"];
const { url, stop } = await startBenchServer();
const browser = await launchBrowser();
try {
  for (const pagePath of pages) {
    const page = await browser.newPage();
    const { files, rawBytes, gzipBytes } = await pageJavaScript(page, url + pagePath);
    console.log(`page ${pagePath}: ${files.length} JavaScript files, ${formatKilobytes(rawBytes)} raw, ${formatKilobytes(gzipBytes)} gzip`);
    await page.close();
  }
  // Sizes do not depend on the load; printed all the same, as by every bench.
  console.log(`Load average ${loadAverage()}`);
} finally {
  await browser.close();
  await stop();
}
