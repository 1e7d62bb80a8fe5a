import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
const ENTRY = path.join(ROOT, "build/server/index.js");

export interface RunningServer {
  url: string;
  process: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  stop(): Promise<number | null>;
}

/**
 * How long a start may take before it counts as failed: a server that never answers, not a slow machine (a start
 * takes about 2 s of CPU; with the two cores shared by a dozen other jobs one took over a minute).
 */
const START_LIMIT_MS = 180_000;

/**
 * What a test's server is given before the test's own settings: limits that catch a stuck reading, not a slow machine.
 * The FDES reading's 10 s suits production; a test machine running four test files at once on 2 cores took longer for
 * an ordinary declaration. A test of the limit itself sets its own (compare-fdes.test.ts: 1 ms).
 */
export const TEST_SERVER_DEFAULTS: Record<string, string> = { FDES_READ_TIMEOUT_MS: "60000" };

/**
 * Starts the production build (`npm run build` first) as a real child process, exactly as `npm start` does,
 * and resolves once /healthz answers 200.
 */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const child = await launchServer(env);
  const deadline = Date.now() + START_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) {
      throw new Error(`server exited with ${child.process.exitCode}:\n${child.output()}`);
    }
    try {
      const response = await fetch(`${child.url}/healthz`);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await child.stop();
  throw new Error(`server did not become healthy:\n${child.output()}`);
}

/** Spawns the server without waiting for it (for tests of a start that must fail). */
export async function launchServer(env: Record<string, string>): Promise<RunningServer & { port: number }> {
  if (!existsSync(ENTRY)) throw new Error("build/server/index.js is missing: run `npm run build` first");
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, [ENTRY], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      ...fakeClockEnvironment(),
      ...compileCacheEnvironment(),
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      // The .eml sink and any embedded database stay out of the repository.
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "isolenpaille-server-")),
      ...env,
      PORT: String(port),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    process: child,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}

/**
 * The variables of libfaketime (`npm run test:clock`), so the server lives on the same fake clock as the tests;
 * empty on an ordinary run. Everything else of the test process's environment stays out of the server.
 */
function fakeClockEnvironment(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] => (entry[0] === "LD_PRELOAD" || entry[0].startsWith("FAKETIME")) && entry[1] !== undefined,
    ),
  );
}

/**
 * Node's cache of compiled code, when the caller has one (the test suites do, tests/support/global-setup.ts): the
 * dozens of servers a test run starts compile the same bundle once. Benchmarks leave it unset, so that a start is
 * timed as production runs it.
 */
function compileCacheEnvironment(): Record<string, string> {
  const dir = process.env.NODE_COMPILE_CACHE;
  return dir ? { NODE_COMPILE_CACHE: dir } : {};
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
