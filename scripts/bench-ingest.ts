/**
 * Page-view ingestion (docs/decisions/0008-hardening.md): `POST /api/track-page-view` from many concurrent visitors for 20 s against the
 * production build on a throw-away embedded PostgreSQL; then the rows stored are counted against the views
 * acknowledged. `--duration S`, `--connections N`. Goals (issue #41): ≥ 8,000 views/s with p99 < 50 ms, every acknowledged
 * view stored; the line "goals" says which are missed. Throughput depends on the machine: run it on a quiet one. The
 * CPU time per 1,000 answers (server, PostgreSQL, load generator, from /proc) depends less on the others sharing the
 * cores than the rate does (it still grows under heavy load): compare two builds by it in alternating runs.
 */
import { chmodSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import pino from "pino";
import { startEmbeddedPostgres } from "../server/db/embedded-postgres.server";
import { BROWSER_USER_AGENT } from "./lib/browser";
import { startServer } from "./lib/server";
import { argument, printLoad, runLoad } from "./lib/load";
import { processTreeCpuMs } from "./lib/process-tree-cpu";

/** Issue #41's goals for ingestion: this many views a second, each answered within this time at the 99th percentile. */
const GOAL_PER_SECOND = 8_000;
const GOAL_P99_MS = 50;

const duration = argument("duration", 20);
const connections = argument("connections", 50);
const dir = mkdtempSync(path.join(os.tmpdir(), "isolenpaille-bench-ingest-"));
// As root, PostgreSQL runs as the `postgres` user, which must reach its directory.
chmodSync(dir, 0o755);
const database = await startEmbeddedPostgres(path.join(dir, "postgres"), pino({ level: "warn" }));
const server = await startServer({ DATA_DIR: dir, DATABASE_URL: database.url });
try {
  const body = JSON.stringify({
    page_url: "/produits?utm_source=bench",
    page_title: "Produits",
    referrer: "https://www.exemple.fr/",
    is_admin: false,
  });
  let acknowledged = 0;
  // PostgreSQL's postmaster, whose tree holds every backend (those ended are counted in its children's times).
  const postmaster = Number(readFileSync(path.join(dir, "postgres", "postgres", "postmaster.pid"), "utf8").split("\n")[0]);
  const cpu = () => ({
    server: processTreeCpuMs(server.process.pid!) ?? Number.NaN,
    postgres: processTreeCpuMs(postmaster) ?? Number.NaN,
    all: processTreeCpuMs() ?? Number.NaN,
  });
  const cpuBefore = cpu();
  const result = await runLoad({
    url: `${server.url}/api/track-page-view`,
    method: "POST",
    duration,
    connections,
    headers: { "content-type": "application/json", "user-agent": BROWSER_USER_AGENT },
    body,
    setupClient(client) {
      client.on("body", (answer: Buffer) => {
        if (answer.toString().includes('"recorded":true')) acknowledged += 1;
      });
    },
  });
  const cpuAfter = cpu();
  printLoad(
    `POST /api/track-page-view, ${connections} connections, ${duration} s (${os.cpus().length} cores shared with the database)`,
    result,
  );
  // CPU time per answer, whatever the machine's load: the server (one thread does the work) bounds the rate at
  // 1,000 ms / its figure; the three together share the cores.
  const perThousand = (key: "server" | "postgres" | "all") => ((cpuAfter[key] - cpuBefore[key]) / result.requests) * 1000;
  const [serverMs, postgresMs, allMs] = [perThousand("server"), perThousand("postgres"), perThousand("all")];
  console.log(
    `  CPU per 1,000 answers: server ${serverMs.toFixed(0)} ms, PostgreSQL ${postgresMs.toFixed(0)} ms, ` +
      `load generator ${(allMs - serverMs - postgresMs).toFixed(0)} ms (the server's thread alone allows ${(1_000_000 / serverMs).toFixed(0)} answers/s)`,
  );
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const { rows } = await client.query<{ n: number }>("SELECT count(*)::int AS n FROM page_views");
  await client.end();
  // autocannon stops with up to one request in flight per connection: those rows are committed, their answers
  // not counted. So: acknowledged ≤ stored ≤ acknowledged + connections.
  const stored = rows[0]!.n;
  const consistent = stored >= acknowledged && stored - acknowledged <= connections;
  console.log(
    `  views acknowledged ${acknowledged}, rows stored ${stored} (${stored - acknowledged} in flight at the stop): ${consistent ? "every acknowledged view stored" : "MISMATCH"}`,
  );
  // Views recorded, not answers: a refusal (429, 400) is an answer but no view.
  const viewsPerSecond = acknowledged / result.seconds;
  const missed = [
    viewsPerSecond < GOAL_PER_SECOND ? `${viewsPerSecond.toFixed(0)} views recorded/s < ${GOAL_PER_SECOND}` : "",
    result.p99 >= GOAL_P99_MS ? `p99 ${result.p99.toFixed(1)} ms ≥ ${GOAL_P99_MS} ms` : "",
    consistent ? "" : "an acknowledged view not stored",
  ].filter(Boolean);
  console.log(
    `  goals (≥ ${GOAL_PER_SECOND} views/s, p99 < ${GOAL_P99_MS} ms, every acknowledged view stored): ${missed.length === 0 ? "met" : `NOT met: ${missed.join(", ")}`}`,
  );
  if (!consistent) process.exitCode = 1;
} finally {
  await server.stop();
  await database.stop();
  rmSync(dir, { recursive: true, force: true });
}
