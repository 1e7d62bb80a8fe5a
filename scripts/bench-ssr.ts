/**
 * Server rendering (docs/decisions/0008-hardening.md): `GET /produits` from concurrent visitors against the production
 * build, in the same run
 * - from the page cache (server/http/page-cache.server.ts), as an anonymous visitor gets it: goal ≥ 1,500 pages/s,
 *   p95 < 20 ms;
 * - rendered for each request, as a visitor with a cookie gets it (the cache serves nobody with a cookie), for
 *   comparison: the former goal was ≥ 500 pages/s, p95 < 50 ms.
 * Both print the machine's load average. `--duration S` (each), `--connections N`, `--path /x`.
 */
import { BROWSER_USER_AGENT } from "./lib/browser";
import { startBenchServer } from "./lib/bench-server";
import { argument, printLoad, runLoad } from "./lib/load";
import { loadAverage } from "./lib/machine-load";

const duration = argument("duration", 15);
const connections = argument("connections", 10);
const pathIndex = process.argv.indexOf("--path");
const pagePath = pathIndex >= 0 ? process.argv[pathIndex + 1]! : "/produits";
const headers = { "user-agent": BROWSER_USER_AGENT, "accept-encoding": "gzip" };
const server = await startBenchServer();
try {
  console.log(`Before the run: load average ${loadAverage()}`);
  const url = `${server.url}${pagePath}`;
  const first = await fetch(url, { headers });
  if (first.status !== 200) throw new Error(`${pagePath} answered ${first.status}`);
  const cached = await runLoad({ url, duration, connections, headers });
  if (!cached.statuses["200"] || cached.statuses["200"] !== cached.requests) throw new Error(`Statuses ${JSON.stringify(cached.statuses)}`);
  printLoad(`From the page cache: GET ${pagePath}, ${connections} connections, ${duration} s`, cached);
  const rendered = await runLoad({ url, duration, connections, headers: { ...headers, cookie: "bench=rendered-each-time" } });
  printLoad(
    `Rendered for each request (a cookie bypasses the cache): GET ${pagePath}, ${connections} connections, ${duration} s`,
    rendered,
  );
  console.log(
    `Cache ${(cached.perSecond / rendered.perSecond).toFixed(1)}× the rendering rate; goal ≥ 1,500 pages/s and p95 < 20 ms: ${
      cached.perSecond >= 1500 && cached.p95 < 20 ? "met" : "not met"
    }`,
  );
} finally {
  await server.stop();
}
