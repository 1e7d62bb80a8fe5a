/**
 * `npm run bench:reports`: while 20 clients (20 loopback addresses) each ask for the largest worksheet report again and
 * again, another client asks for `/healthz` and `/` in turn; prints their p50/p95, the reports served and refused,
 * and the load average (docs/decisions/0016). Goal on the 2-core server: `/healthz` p95 < 200 ms, `/` p95 < 300 ms.
 * `-- --seconds 20` sets the length of the run (default 20).
 */
import http from "node:http";
import { startBenchServer } from "./lib/bench-server";
import { argument } from "./lib/load";
import { loadAverage } from "./lib/machine-load";

const SECONDS = argument("seconds", 20);
const CLIENTS = 20;

const largestReport = JSON.stringify({
  botteType: "36",
  measurements: Array.from({ length: 200 }, (_, i) => ({
    baleType: "36",
    lot: `L${String(i + 1).padStart(3, "0")}`,
    lengthCm: 55,
    humidity: 10 + (i % 17),
    weightKg: 8 + (i % 9),
    weightType: "bale",
  })),
});

/** One request from the loopback address `from`, on a connection of its own; resolves with its status and duration. */
function request(url: string, path: string, from: string, body?: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const target = new URL(path, url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: body ? "POST" : "GET",
        localAddress: from,
        agent: false,
        headers: body ? { "content-type": "application/json", "content-length": Buffer.byteLength(body) } : {},
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode!, ms: performance.now() - started }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const server = await startBenchServer({ LOG_LEVEL: "silent", RATE_LIMIT_WALL_PER_HOUR: "100000" });
try {
  // The first report of a thread loads react-pdf and the font: once, before the measure.
  await request(server.url, "/api/worksheet-report", "127.0.0.250", largestReport);
  await request(server.url, "/", "127.0.0.251");
  console.log(`Load average before: ${loadAverage()}`);
  const end = Date.now() + SECONDS * 1000;
  const reports = { served: 0, refused: 0, other: 0 };
  const attackers = Array.from({ length: CLIENTS }, async (_, i) => {
    while (Date.now() < end) {
      const { status } = await request(server.url, "/api/worksheet-report", `127.0.1.${i + 1}`, largestReport);
      if (status === 200) reports.served += 1;
      else if (status === 503 || status === 429) reports.refused += 1;
      else reports.other += 1;
    }
  });
  const timings: Record<string, number[]> = { "/healthz": [], "/": [] };
  const failures: Record<string, number> = { "/healthz": 0, "/": 0 };
  const visitor = (async () => {
    while (Date.now() < end) {
      for (const path of ["/healthz", "/"]) {
        const { status, ms } = await request(server.url, path, "127.0.2.1");
        if (status === 200) timings[path]!.push(ms);
        else failures[path]! += 1;
      }
    }
  })();
  await Promise.all([...attackers, visitor]);
  console.log(`While ${CLIENTS} clients asked for the largest worksheet report for ${SECONDS} s (${new Date().toISOString()}):`);
  console.log(`  reports: ${reports.served} served, ${reports.refused} refused (503/429), ${reports.other} other`);
  for (const path of ["/healthz", "/"]) {
    const values = timings[path]!;
    console.log(
      `  ${path}: ${values.length} answered, ${failures[path]} failed, p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms`,
    );
  }
  console.log(`Load average after: ${loadAverage()}`);
} finally {
  await server.stop();
}
