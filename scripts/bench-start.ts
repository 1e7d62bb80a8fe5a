/**
 * Start time to first response of the production build (`npm run build` first): a first start on an empty data
 * directory (creates the embedded PostgreSQL and applies migrations) and a second start on the same directory.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { launchServer } from "./lib/server";

async function timeToFirstPage(dataDir: string): Promise<number> {
  const started = performance.now();
  const server = await launchServer({ DATA_DIR: dataDir });
  try {
    for (;;) {
      if (server.process.exitCode !== null) throw new Error(server.output());
      try {
        const response = await fetch(server.url);
        if (response.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await server.stop();
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "isolenpaille-bench-"));
try {
  const cold = await timeToFirstPage(dataDir);
  const warm = await timeToFirstPage(dataDir);
  console.log(`start to first page, empty data directory (initdb + migrations): ${Math.round(cold)} ms`);
  console.log(`start to first page, existing data directory:                    ${Math.round(warm)} ms`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
