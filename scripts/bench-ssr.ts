/**
 * Server rendering (docs/decisions/0008-hardening.md): `GET /produits` from concurrent visitors against the production build.
 * Goal ≥ 500 pages/s, p95 < 50 ms. `--duration S`, `--connections N`, `--path /x`.
 */
import os from "node:os";
import { BROWSER_USER_AGENT } from "./lib/browser";
import { startBenchServer } from "./lib/bench-server";
import { argument, printLoad, runLoad } from "./lib/load";

const duration = argument("duration", 20);
const connections = argument("connections", 10);
const pathIndex = process.argv.indexOf("--path");
const pagePath = pathIndex >= 0 ? process.argv[pathIndex + 1]! : "/produits";
const server = await startBenchServer();
try {
  const result = await runLoad({
    url: `${server.url}${pagePath}`,
    duration,
    connections,
    headers: { "user-agent": BROWSER_USER_AGENT, "accept-encoding": "gzip" },
  });
  printLoad(`GET ${pagePath}, ${connections} connections, ${duration} s (${os.cpus().length} cores)`, result);
} finally {
  await server.stop();
}
