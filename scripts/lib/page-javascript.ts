import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Page } from "playwright-core";

const CLIENT_BUILD = path.resolve(import.meta.dirname, "../../build/client");

export interface PageJavaScript {
  /** Asset paths ("/assets/…js") the browser loaded, each once. */
  files: string[];
  rawBytes: number;
  /** Sum of each file gzip-compressed at level 9, as the server may send it. */
  gzipBytes: number;
}

export interface PageWeight {
  javaScript: PageJavaScript;
  /** The HTML document as received and the stylesheet files it loaded, gzip-compressed at level 9, summed. */
  documentGzipBytes: number;
  /** The HTML document as received. */
  html: string;
  htmlBytes: number;
  /** The CSS written in the document's `<style>` elements and the stylesheet files it loaded, raw. */
  styleBytes: number;
}

const gzipBytesOf = (content: Buffer | string) => gzipSync(content, { level: 9 }).byteLength;

/**
 * What a browser fetches on the first load of a page, until the network is idle: the HTML, its stylesheets, and the
 * JavaScript of the HTML and everything it imports, including the chunks loaded after the first paint. A page
 * served as islands loads an island's code only when a visitor uses it or scrolls near it
 * (docs/decisions/0013-islands.md), which this load without interaction never does: that code is not counted. Asset
 * sizes are read from `build/client`, so the build that serves the page must be the one on disk.
 */
export async function pageWeight(page: Page, url: string): Promise<PageWeight> {
  const scripts = new Set<string>();
  const stylesheets = new Set<string>();
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith("/assets/")) return;
    if (pathname.endsWith(".js")) scripts.add(pathname);
    if (pathname.endsWith(".css")) stylesheets.add(pathname);
  });
  const response = await page.goto(url, { waitUntil: "networkidle" });
  if (!response) throw new Error(`${url}: no response`);
  const html = await response.body();
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const file of scripts) {
    const content = readFileSync(path.join(CLIENT_BUILD, file));
    rawBytes += content.byteLength;
    gzipBytes += gzipBytesOf(content);
  }
  const inlineStyles = [...html.toString("utf8").matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].reduce(
    (sum, match) => sum + Buffer.byteLength(match[1]!),
    0,
  );
  let styleBytes = inlineStyles;
  let documentGzipBytes = gzipBytesOf(html);
  for (const file of stylesheets) {
    const content = readFileSync(path.join(CLIENT_BUILD, file));
    styleBytes += content.byteLength;
    documentGzipBytes += gzipBytesOf(content);
  }
  return {
    javaScript: { files: [...scripts].sort(), rawBytes, gzipBytes },
    documentGzipBytes,
    html: html.toString("utf8"),
    htmlBytes: html.byteLength,
    styleBytes,
  };
}

/** "12.3 KB", with 1 KB = 1024 bytes. */
export function formatKilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
