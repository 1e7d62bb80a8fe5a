/**
 * `npm test`: every check a change must pass, each step started as soon as what it needs has passed (the checks and the
 * unit suite beside the build, the integration and browser suites after it), then each step's time and the slowest
 * test files, so that a slow run says where its time went.
 *
 *   npm test                 the whole loop
 *   npm test -- --busy       the same with one core held busy by a spinning process (no test may depend on speed)
 *
 * A failing step stops only the steps that need it (a failed build: no integration or browser suite); the others run to
 * their end, and the summary names every failure.
 */
import { spawn } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import type { FileTime } from "./lib/file-times-reporter";
import { holdOneCoreBusy, loadAverage } from "./lib/machine-load";
import { processTreeCpuMs } from "./lib/process-tree-cpu";

/**
 * The npm scripts of the loop and what each waits for: a step starts as soon as the steps it needs have passed, so the
 * checks and the unit suite run beside the build and the suites after it. The integration and browser suites start the
 * built server; nothing else reads the build.
 */
const STEPS: Step[] = [
  { script: "build", needs: [] },
  { script: "test:integration", needs: ["build"] },
  { script: "test:e2e", needs: ["build"] },
  // Fillers: they need nothing, and run at a lower priority so that the build, then the two suites that wait on it
  // (most of the run's CPU), keep the cores first; the fillers take what those leave while they wait on a server.
  { script: "typecheck", needs: [], filler: true },
  { script: "lint", needs: [], filler: true },
  { script: "format:check", needs: [], filler: true },
  { script: "test:unit", needs: [], filler: true },
];

interface Step {
  script: string;
  /** The steps that must pass before this one starts; if one fails, this one is not run. */
  needs: string[];
  /** Run under `nice`, below the steps on the longest path (see STEPS). */
  filler?: boolean;
}

/** How much lower a filler's priority is (nice's scale, 0–19): enough to yield the cores, not to stop it. */
const FILLER_NICENESS = 5;

/** Where the reporter of vitest.config.ts writes each file's time (scripts/lib/file-times-reporter.ts). */
const TIMES_DIR = path.resolve("test-results/times");

/** How many of a suite's slowest files the summary names. */
const SLOWEST_SHOWN = 5;

/** How often a step's CPU time is read: the last reading before it ends is its figure, short by at most this much. */
const CPU_SAMPLE_MS = 1_000;

const runStarted = performance.now();

/**
 * Runs every step once its needs have passed; a step whose need failed is not run (code null). Resolves when nothing
 * more can start and everything started has ended.
 */
async function runSteps(steps: Step[]): Promise<Map<string, StepResult | null>> {
  const results = new Map<string, StepResult | null>();
  const running = new Map<string, Promise<StepResult>>();
  for (;;) {
    for (const step of steps) {
      if (results.has(step.script) || running.has(step.script)) continue;
      const needs = step.needs.map((need) => results.get(need));
      if (needs.some((need) => need === null || (need && need.code !== 0))) results.set(step.script, null);
      else if (needs.every((need) => need?.code === 0)) running.set(step.script, runStep(step));
    }
    if (running.size === 0) return results;
    const ended = await Promise.race(running.values());
    running.delete(ended.script);
    results.set(ended.script, ended);
  }
}

interface StepResult {
  script: string;
  /** From the start of `npm test` to the step's start, and the step's own wall time, in seconds. */
  startedAt: number;
  seconds: number;
  /** CPU time (user + system) of the step and every process it started, in seconds; null without /proc. */
  cpuSeconds: number | null;
  code: number;
}

function runStep({ script, filler }: Step): Promise<StepResult> {
  const started = performance.now();
  const command = ["npm", "run", "--silent", script];
  if (filler) command.unshift("nice", "-n", String(FILLER_NICENESS));
  return new Promise((resolve) => {
    const child = spawn(command[0]!, command.slice(1), {
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
      resolve({
        script,
        startedAt: (started - runStarted) / 1000,
        seconds: (performance.now() - started) / 1000,
        cpuSeconds,
        code: code ?? 1,
      });
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
  const loadBefore = loadAverage();
  let results: Map<string, StepResult | null>;
  try {
    results = await runSteps(STEPS);
  } finally {
    release();
  }
  const total = (performance.now() - runStarted) / 1000;
  const failed = STEPS.filter((step) => results.get(step.script)?.code !== 0);
  const summary = [
    "",
    `npm test${busy ? " (one core held busy)" : ""}: ${failed.length === 0 ? "passed" : "FAILED"} in ${total.toFixed(0)} s`,
    ...STEPS.map(({ script }) => {
      const result = results.get(script);
      if (!result) return `  not run ${script.padEnd(18)} (a step it needs failed)`;
      return (
        `  ${result.code === 0 ? "ok  " : "FAIL"} ${script.padEnd(18)} ${result.seconds.toFixed(1).padStart(7)} s` +
        (result.cpuSeconds === null ? "          " : `  CPU ${result.cpuSeconds.toFixed(0).padStart(5)} s`) +
        `  from ${result.startedAt.toFixed(0).padStart(4)} s`
      );
    }),
    ...["unit", "integration", "e2e"].flatMap(slowestFiles),
    `  load average before: ${loadBefore}; after: ${loadAverage()}`,
  ];
  console.log(summary.join("\n"));
  process.exitCode = failed.length === 0 ? 0 : 1;
}

await main();
