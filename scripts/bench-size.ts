/**
 * JavaScript shipped to a visitor of a page (default: the home page), as the browser loads it: every module script
 * and modulepreload of the server-rendered HTML, raw and gzip-compressed. Run `npm run build` first.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { startBenchServer } from "./lib/bench-server";

const pagePath = process.argv[2] ?? "/";
const { url, stop } = await startBenchServer();
try {
  const html = await (await fetch(url + pagePath)).text();
  const files = new Set<string>();
  for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)) files.add(match[1]!);
  for (const match of html.matchAll(/import\s*(?:\(|[^"]*from\s*)?"(\/assets\/[^"]+\.js)"/g)) files.add(match[1]!);
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const content = readFileSync(path.join("build/client", file));
    raw += content.byteLength;
    gzip += gzipSync(content, { level: 9 }).byteLength;
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`page ${pagePath}: ${files.size} JavaScript files, ${kb(raw)} raw, ${kb(gzip)} gzip`);
} finally {
  await stop();
}
