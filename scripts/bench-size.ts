/**
 * JavaScript shipped to a visitor of a page (default: the home page), as the browser loads it: every module script
 * and modulepreload of the server-rendered HTML, raw and gzip-compressed. Run `npm run build` first.
 * The same count backs the budget test (tests/integration/js-budget.test.ts).
 */
import { formatKilobytes, pageJavaScript } from "../tests/support/page-javascript";
import { startBenchServer } from "./lib/bench-server";

const pagePath = process.argv[2] ?? "/";
const { url, stop } = await startBenchServer();
try {
  const html = await (await fetch(url + pagePath)).text();
  const { files, rawBytes, gzipBytes } = pageJavaScript(html);
  console.log(`page ${pagePath}: ${files.length} JavaScript files, ${formatKilobytes(rawBytes)} raw, ${formatKilobytes(gzipBytes)} gzip`);
} finally {
  await stop();
}
