/**
 * `npm run bench:wall`: the cost of one `POST /api/wall-performance` calculation for a 10-layer wall (two crossed
 * frames, membranes, air layers). First in this process, what the server does for it: parse the JSON body, check it
 * with wallRequestSchema, computeWall, write the answer (1,000 runs after 100 to warm up). Then over HTTP against the
 * production build (`npm run build` first) on a throw-away embedded PostgreSQL, the rate limit (one PostgreSQL
 * transaction) included (200 calls after 20). Median and p95; the load average before and after, since the machine
 * may be shared. Goal: under 5 ms on the server.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { computeWall } from "../domain/wall/compute-wall";
import { type WallRequest, wallRequestSchema } from "../domain/wall/wall-schema";
import { startServer } from "./lib/server";

const IN_PROCESS_RUNS = 1000;
const HTTP_RUNS = 200;

const WALL: WallRequest = {
  element: "wall",
  ventilatedOutside: false,
  layers: [
    { thicknessMm: 13, materialId: "gypsum-plasterboard" },
    { thicknessMm: 45, materialId: "air-unventilated", bridge: { fraction: 0.1, materialId: "softwood-timber" } },
    { thicknessMm: 0.2, materialId: "membrane-sd-5" },
    { thicknessMm: 15, materialId: "osb" },
    { thicknessMm: 360, materialId: "botte-36-on-edge", bridge: { fraction: 0.075, materialId: "softwood-timber" } },
    { thicknessMm: 60, materialId: "wood-fibre-board" },
    { thicknessMm: 0.2, materialId: "membrane-sd-0-02" },
    { thicknessMm: 20, materialId: "lime-plaster" },
    { thicknessMm: 25, materialId: "air-slightly-ventilated" },
    { thicknessMm: 22, materialId: "softwood-timber" },
  ],
};
const BODY = JSON.stringify(WALL);

function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  return `median ${at(50).toFixed(2)} ms, p95 ${at(95).toFixed(2)} ms over ${sorted.length}`;
}

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(", ");

console.log(`load average before: ${load()} (${os.cpus().length} cores)`);

const inProcess: number[] = [];
let bytes = 0;
for (let i = 0; i < IN_PROCESS_RUNS + 100; i++) {
  const started = performance.now();
  const answer = JSON.stringify({ ok: true, ...computeWall(wallRequestSchema.parse(JSON.parse(BODY))) });
  const elapsed = performance.now() - started;
  bytes = answer.length;
  if (i >= 100) inProcess.push(elapsed);
}
console.log(`one calculation in process (parse, check, computeWall, answer written, ${bytes} bytes): ${summary(inProcess)}`);

const dataDir = mkdtempSync(path.join(os.tmpdir(), "isolenpaille-bench-wall-"));
const server = await startServer({ DATA_DIR: dataDir, TRUST_PROXY: "1", RATE_LIMIT_WALL_PER_HOUR: "1000000" });
try {
  const times: number[] = [];
  for (let i = 0; i < HTTP_RUNS + 20; i++) {
    const started = performance.now();
    const response = await fetch(`${server.url}/api/wall-performance`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "90.84.2.1" },
      body: BODY,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`HTTP ${response.status}: ${text}`);
    if (i >= 20) times.push(performance.now() - started); // the first ones warm the server up (and read our FDES)
  }
  console.log(`one calculation over HTTP (rate limit in PostgreSQL, calculation, answer): ${summary(times)}`);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`load average after: ${load()}`);
