/**
 * `npm test`: every check a change must pass, in stages whose steps run side by side, then each step's time and the
 * slowest test files, so that a slow run says where its time went.
 *
 *   npm test                 the whole loop
 *   npm test -- --busy       the same with one core held busy by a spinning process (no test may depend on speed)
 *
 * A step that fails lets its stage finish, then the run stops with the failing steps named.
 */
import { spawn } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import type { FileTime } from "./lib/file-times-reporter";
import { holdOneCoreBusy, loadAverage } from "./lib/machine-load";
import { processTreeCpuMs } from "./lib/process-tree-cpu";

/** The npm scripts of each stage; the steps of a stage share nothing, so they run at the same time. */
const STAGES: string[][] = [
  // The checks beside the build, which the suites that start the built server need.
  ["typecheck", "lint", "format:check", "build"],
  // The three suites at once: the integration and browser suites spend much of their time waiting on servers,
  // PostgreSQL and Chromium, and the unit suite fills those gaps.
  ["test:unit", "test:integration", "test:e2e"],
];

/** Where the reporter of vitest.config.ts writes each file's time (scripts/lib/file-times-reporter.ts). */
const TIMES_DIR = path.resolve("test-results/times");

/** How many of a suite's slowest files the summary names. */
const SLOWEST_SHOWN = 5;

/** How often a step's CPU time is read: the last reading before it ends is its figure, short by at most this much. */
const CPU_SAMPLE_MS = 1_000;

interface StepResult {
  script: string;
  seconds: number;
  /** CPU time (user + system) of the step and every process it started, in seconds; null without /proc. */
  cpuSeconds: number | null;
  code: number;
}

function runStep(script: string): Promise<StepResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script], {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, TEST_TIMES_DIR: TIMES_DIR, FORCE_COLOR: process.stdout.isTTY ? "1" : "0" },
    });
    // Lines prefixed with the step's name, so that two steps' output side by side stays readable.
    for (const stream of [child.stdout, child.stderr]) {
      let pending = "";
      stream.on("data", (chunk: Buffer) => {
        const lines = (pending + chunk.toString()).split("\n");
        pending = lines.pop() ?? "";
        for (const line of lines) process.stdout.write(`[${script}] ${line}\n`);
      });
      stream.on("end", () => pending && process.stdout.write(`[${script}] ${pending}\n`));
    }
    let cpuMs: number | undefined;
    const sampler = setInterval(() => {
      if (child.pid !== undefined) cpuMs = processTreeCpuMs(child.pid) ?? cpuMs;
    }, CPU_SAMPLE_MS);
    child.on("close", (code) => {
      clearInterval(sampler);
      const cpuSeconds = cpuMs === undefined ? null : cpuMs / 1000;
      resolve({ script, seconds: (performance.now() - started) / 1000, cpuSeconds, code: code ?? 1 });
    });
  });
}

function slowestFiles(suite: string): string[] {
  let times: FileTime[];
  try {
    times = JSON.parse(readFileSync(path.join(TIMES_DIR, `${suite}.json`), "utf8")) as FileTime[];
  } catch {
    return [];
  }
  const total = times.reduce((sum, time) => sum + time.wallMs, 0);
  return [
    `  ${suite}: ${times.length} files, ${(total / 1000).toFixed(1)} s in files; slowest:`,
    ...times
      .slice(0, SLOWEST_SHOWN)
      .map(
        (time) =>
          `    ${(time.wallMs / 1000).toFixed(1).padStart(6)} s${time.cpuMs === null ? "" : ` (CPU ${(time.cpuMs / 1000).toFixed(1)} s)`}  ${time.file}`,
      ),
  ];
}

async function main(): Promise<void> {
  const busy = process.argv.includes("--busy");
  const release = busy ? holdOneCoreBusy() : () => {};
  rmSync(TIMES_DIR, { recursive: true, force: true });
  const started = performance.now();
  const loadBefore = loadAverage();
  const results: StepResult[] = [];
  let failed: StepResult[] = [];
  try {
    for (const stage of STAGES) {
      const stageResults = await Promise.all(stage.map(runStep));
      results.push(...stageResults);
      failed = stageResults.filter((result) => result.code !== 0);
      if (failed.length > 0) break;
    }
  } finally {
    release();
  }
  const total = (performance.now() - started) / 1000;
  const summary = [
    "",
    `npm test${busy ? " (one core held busy)" : ""}: ${failed.length === 0 ? "passed" : "FAILED"} in ${total.toFixed(0)} s`,
    ...results.map(
      (result) =>
        `  ${result.code === 0 ? "ok  " : "FAIL"} ${result.script.padEnd(18)} ${result.seconds.toFixed(1).padStart(7)} s` +
        (result.cpuSeconds === null ? "" : `  CPU ${result.cpuSeconds.toFixed(0).padStart(5)} s`),
    ),
    ...["unit", "integration", "e2e"].flatMap(slowestFiles),
    `  load average before: ${loadBefore}; after: ${loadAverage()}`,
  ];
  console.log(summary.join("\n"));
  process.exitCode = failed.length === 0 ? 0 : 1;
}

await main();
