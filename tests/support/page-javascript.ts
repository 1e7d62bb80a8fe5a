import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const CLIENT_BUILD = path.resolve(import.meta.dirname, "../../build/client");

export interface PageJavaScript {
  /** Asset paths ("/assets/…js") the browser loads on the first load of the page, each once. */
  files: string[];
  rawBytes: number;
  /** Sum of each file gzip-compressed at level 9, as the server may send it. */
  gzipBytes: number;
}

/**
 * The JavaScript a browser fetches on the first load of a server-rendered page: every module script and
 * modulepreload link, plus the modules imported by the inline bootstrap script. Chunks imported dynamically after
 * hydration (lazy parts) are not on the first load and are not counted. Sizes are read from `build/client`, so
 * the build that served `html` must be the one on disk.
 */
export function pageJavaScript(html: string): PageJavaScript {
  const files = new Set<string>();
  for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)) files.add(match[1]!);
  for (const match of html.matchAll(/import\s*(?:\(|[^"]*from\s*)?"(\/assets\/[^"]+\.js)"/g)) files.add(match[1]!);
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
