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

/**
 * The JavaScript a browser fetches on the first load of a page, until the network is idle: the scripts of the HTML
 * and everything they import, including the chunks loaded after the first paint. A page served as islands loads an
 * island's code only when a visitor uses it or scrolls near it (docs/decisions/0013-islands.md), which this load
 * without interaction never does: that code is not counted. Sizes are read from `build/client`, so the build that
 * serves the page must be the one on disk.
 */
export async function pageJavaScript(page: Page, url: string): Promise<PageJavaScript> {
  const files = new Set<string>();
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/assets/") && pathname.endsWith(".js")) files.add(pathname);
  });
  await page.goto(url, { waitUntil: "networkidle" });
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const content = readFileSync(path.join(CLIENT_BUILD, file));
    rawBytes += content.byteLength;
    gzipBytes += gzipSync(content, { level: 9 }).byteLength;
  }
  return { files: [...files].sort(), rawBytes, gzipBytes };
}

/** "12.3 KB", with 1 KB = 1024 bytes. */
export function formatKilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
