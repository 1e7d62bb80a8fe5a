import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
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

/**
 * Ports are handed out below the kernel's ephemeral range: a port taken there is never some client socket's local port
 * (a test's connections to PostgreSQL, SMTP or a server take those), which nginx's bind() then met as "Address already
 * in use" when three test files ran at once. A reservation file per port keeps two processes from handing out the same
 * one between the choice and the server's listen(), which comes seconds later.
 */
const PORT_RESERVATIONS = path.join(os.tmpdir(), "isolenpaille-port-reservations");
/** Longer than any test file or benchmark holds a port; an older reservation is a finished run's. */
const PORT_RESERVATION_LIFETIME_MS = 60 * 60_000;
/** Below it sit well-known services' ports (PostgreSQL 5432, the dev server 5173…). */
const LOWEST_HANDED_PORT = 10_000;

function ephemeralRangeStart(): number {
  try {
    const low = Number(readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/)[0]);
    return Number.isInteger(low) && low > LOWEST_HANDED_PORT + 1_000 ? low : 32_768;
  } catch {
    return 32_768;
  }
}

function reserve(port: number): boolean {
  const file = path.join(PORT_RESERVATIONS, String(port));
  try {
    writeFileSync(file, String(process.pid), { flag: "wx" });
    return true;
  } catch {
    try {
      if (Date.now() - statSync(file).mtimeMs < PORT_RESERVATION_LIFETIME_MS) return false;
      writeFileSync(file, String(process.pid));
      return true;
    } catch {
      return false;
    }
  }
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

export async function freePort(): Promise<number> {
  mkdirSync(PORT_RESERVATIONS, { recursive: true });
  const span = ephemeralRangeStart() - LOWEST_HANDED_PORT;
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = LOWEST_HANDED_PORT + Math.floor(Math.random() * span);
    if (reserve(port) && (await canListen(port))) return port;
  }
  throw new Error(`no free port between ${LOWEST_HANDED_PORT} and ${LOWEST_HANDED_PORT + span}`);
}
