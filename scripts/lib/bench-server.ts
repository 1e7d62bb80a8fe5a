import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer } from "./server";

/** The production build on a throw-away embedded PostgreSQL, for benchmarks. */
export async function startBenchServer(env: Record<string, string> = {}): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "isolenpaille-bench-"));
  const server = await startServer({ ...env, DATA_DIR: dataDir });
  return {
    url: server.url,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
