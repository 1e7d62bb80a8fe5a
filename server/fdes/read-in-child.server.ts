import { type ChildProcess, fork } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import type { Socket } from "node:net";
import { fileURLToPath } from "node:url";
import { FDES_MAX_PAGES } from "@domain/fdes/compare-fdes-api";
import type { FdesReaderMessage, FdesReaderRequest } from "./fdes-reader-process.server";
import type { FdesExtraction } from "./fdes-types.server";

/**
 * Reads an FDES in a child process of its own (fdes-reader-process.server.ts) with a real time limit and a real
 * memory bound. A process, not a worker thread: pdf.js decodes streams into ArrayBuffers, which a thread's heap limit
 * does not count, and the buffers of an ended thread stayed in the server's allocator (four compression
 * bombs left 2.7 GB held). A process can be killed wherever pdf.js is in its work, its resident memory can be read
 * from outside (/proc) however busy it is, and all it took goes back to the system when it ends. The timer kills it
 * (504), and so does the watchdog once the reading has made it grow by READER_MAX_GROWTH_BYTES (422). It costs a
 * process start per reading: 0.2 to 0.3 s more per comparison than a thread at load average 11 (decision 0012).
 *
 * At most two readings run at once (the server has few cores, and each may take its memory bound); a turn ends when
 * its process has exited, not when it answered. The others wait, and past a short queue the call is refused as busy
 * rather than piling up.
 */

/** Old-generation heap of a reading process: a 600 ko FDES needs a few tens of MB. */
const READER_HEAP_MB = 256;
/**
 * What the reading of one file may add to its process's resident memory, over what the process held once its code
 * was loaded (~90 MB for the production build; far more from source, where tsx compiles pdf.js). A real FDES adds
 * under 50 MB (the corpus's ~600 ko one: 47 MB); past this bound the file is one whose content decodes to far more
 * than a declaration holds.
 */
export const READER_MAX_GROWTH_BYTES = 256 * 1024 * 1024;
/** Before it has loaded its code the process holds no part of the file: only a loader gone wrong passes this. */
const READER_STARTUP_MAX_RSS_BYTES = 1024 * 1024 * 1024;
/** How often the watchdog reads a reading's resident memory: pdf.js grows a buffer by ~10 MB in that time. */
const MEMORY_POLL_MS = 20;
const MAX_CONCURRENT_READINGS = 2;
const MAX_WAITING_READINGS = 8;

/** The reading passed its time limit; its process was killed. */
export class FdesReadTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`FDES reading stopped after ${timeoutMs} ms`);
    this.name = "FdesReadTimeoutError";
  }
}

/** pdf.js could not parse the file, or the process died (out of heap, crash). */
export class FdesUnreadableError extends Error {
  constructor(reason: string, options?: ErrorOptions) {
    super(reason, options);
    this.name = "FdesUnreadableError";
  }
}

/**
 * The document's content decodes to far more than an FDES holds: its streams measured past their limits before
 * reading, or the reading process killed past READER_MAX_GROWTH_BYTES.
 */
export class FdesDecodedTooLargeError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "FdesDecodedTooLargeError";
  }
}

/** Too many readings already running or waiting. */
export class FdesReadersBusyError extends Error {
  constructor() {
    super("too many FDES readings at once");
    this.name = "FdesReadersBusyError";
  }
}

export interface ReadInChildOptions {
  timeoutMs: number;
  maxPages?: number;
  /** The product or thickness the person chose among those the declaration gives, if any. */
  variant?: string | null;
}

/**
 * The extraction of `bytes`. Throws FdesReadTimeoutError, FdesUnreadableError, FdesDecodedTooLargeError or
 * FdesReadersBusyError; a reading process that cannot be started is an ordinary error.
 */
export async function readFdesInChild(bytes: Uint8Array, options: ReadInChildOptions): Promise<FdesExtraction> {
  const release = await takeTurn();
  let reading: Reading;
  try {
    reading = startReading(bytes, options);
  } catch (error) {
    release();
    throw error;
  }
  void reading.exited.then(release);
  return reading.result;
}

let running = 0;
const waiting: (() => void)[] = [];

function takeTurn(): Promise<() => void> {
  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next();
    }
  };
  if (running < MAX_CONCURRENT_READINGS) {
    running += 1;
    return Promise.resolve(release);
  }
  if (waiting.length >= MAX_WAITING_READINGS) return Promise.reject(new FdesReadersBusyError());
  return new Promise((resolve) => waiting.push(() => resolve(release)));
}

interface Reading {
  result: Promise<FdesExtraction>;
  /** Resolves once the process has ended (killed or done). */
  exited: Promise<void>;
}

/** Reading processes alive, killed if the server exits first (they would otherwise finish their file for nobody). */
const alive = new Set<ChildProcess>();
let killOnExit = false;

/** A reading process started ahead of its file: its `ready` message (its resident memory then) may come before it is used. */
interface ReaderProcess {
  child: ChildProcess;
  /** The process's resident memory once its code was loaded; rejects if it ends before saying it is ready. */
  ready: Promise<number>;
  exited: Promise<void>;
  /** The end of its error output, for the log when it dies (out of heap, a crash). */
  stderr: () => string;
}

function forkReader(): ReaderProcess {
  if (!killOnExit) {
    killOnExit = true;
    process.on("exit", () => alive.forEach((child) => child.kill("SIGKILL")));
  }
  const child = fork(readerPath(), [], {
    execArgv: [...inheritedExecArgv(), `--max-old-space-size=${READER_HEAP_MB}`],
    // Nothing of the server's environment (database address, secrets) reaches the process that parses a stranger's
    // file; it needs none of it.
    env: {},
    // Structured clone: the bytes go over as bytes, the extraction comes back as it was.
    serialization: "advanced",
    stdio: ["ignore", "ignore", "pipe", "ipc"],
  });
  alive.add(child);
  const exited = new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    // A process that could not be started never exits.
    child.once("error", () => child.pid === undefined && resolve());
  });
  void exited.then(() => alive.delete(child));
  const ready = new Promise<number>((resolve, reject) => {
    child.on("message", (message: FdesReaderMessage) => {
      if ("ready" in message) resolve(message.rss);
    });
    void exited.then(() => reject(new Error("the reading process ended before it was ready")));
  });
  ready.catch(() => undefined);
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2048)));
  return { child, ready, exited, stderr: () => stderr };
}

/**
 * The warm reading process (docs/decisions/0012-fdes-comparator.md): once `keepReaderWarm` was called, one process is
 * kept started, its code and pdf.js loaded, so that a reading does not wait for a process to start (about a second
 * on a busy machine, most of a first comparison). It reads one file only, like any other: it is replaced by a new one
 * once its reading has ended, and its reading has the same time limit, memory watchdog and turn as a cold one. While
 * idle it holds no file and does not keep the server (or a script) alive.
 */
let warm = false;
let spare: ReaderProcess | undefined;

/** Starts keeping a reading process ready for the next reading, and starts the first one now. */
export function keepReaderWarm(): void {
  warm = true;
  startSpare();
}

function startSpare(): void {
  if (!warm || spare) return;
  let started: ReaderProcess;
  try {
    started = forkReader();
  } catch {
    // The next reading starts its own process and reports what goes wrong.
    return;
  }
  holdsServer(started.child, false);
  // One that dies idle is not replaced here (a loader gone wrong would loop): the next reading starts its own.
  void started.exited.then(() => {
    if (spare === started) spare = undefined;
  });
  spare = started;
}

/** Whether the process, its channel and its error output keep this one's event loop alive (not while it waits idle). */
function holdsServer(child: ChildProcess, held: boolean): void {
  const handles = [child, child.channel, child.stderr as Socket | null];
  for (const handle of handles) {
    if (held) handle?.ref();
    else handle?.unref();
  }
}

/** The warm process when there is one alive, else a new one. */
function takeReader(): ReaderProcess {
  const taken = spare;
  spare = undefined;
  if (taken && taken.child.exitCode === null && taken.child.signalCode === null && taken.child.connected) {
    holdsServer(taken.child, true);
    return taken;
  }
  if (taken) taken.child.kill("SIGKILL");
  return forkReader();
}

function startReading(bytes: Uint8Array, { timeoutMs, maxPages = FDES_MAX_PAGES, variant = null }: ReadInChildOptions): Reading {
  const reader = takeReader();
  const { child, exited } = reader;
  // Replaced once this one has ended, so that its start does not take a core from the reading.
  if (warm) void exited.then(startSpare);
  const result = new Promise<FdesExtraction>((resolve, reject) => {
    let settled = false;
    /** The process's resident memory once its code was loaded; unknown until it says it is ready. */
    let readyRss: number | undefined;
    let peakRss = 0;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watchdog);
      // Done or not, the process goes now: an answered one was about to exit, a stopped one is stopped mid-work.
      child.kill("SIGKILL");
      outcome();
    };
    const timer = setTimeout(() => settle(() => reject(new FdesReadTimeoutError(timeoutMs))), timeoutMs);
    const watchdog = setInterval(() => {
      const rss = child.pid === undefined ? null : residentBytes(child.pid);
      if (rss === null) return;
      peakRss = Math.max(peakRss, rss);
      const limit = readyRss === undefined ? READER_STARTUP_MAX_RSS_BYTES : readyRss + READER_MAX_GROWTH_BYTES;
      if (rss > limit) {
        const reason = `the reading process was killed at ${megabytes(rss)} resident (limit ${megabytes(limit)})`;
        settle(() => reject(new FdesDecodedTooLargeError(reason)));
      }
    }, MEMORY_POLL_MS);
    reader.ready.then(
      (rss) => {
        if (settled) return;
        readyRss = rss;
        const request: FdesReaderRequest = { bytes, maxPages, variant };
        // A process gone meanwhile cannot take it: its exit settles the reading.
        child.send(request, () => undefined);
      },
      // Ended before it was ready: its exit settles the reading.
      () => undefined,
    );
    child.on("message", (message: FdesReaderMessage) => {
      if ("ready" in message) return;
      settle(() => {
        if (message.ok) resolve(message.extraction);
        else if (message.refusal === "decoded-too-large") reject(new FdesDecodedTooLargeError(message.reason));
        else reject(new FdesUnreadableError(message.reason));
      });
    });
    child.on("error", (error) => settle(() => reject(new Error(`the FDES reading process failed: ${error.message}`, { cause: error }))));
    child.on("exit", (code, signal) =>
      settle(() =>
        reject(
          new FdesUnreadableError(
            `the reading process ended (${signal ?? `code ${code}`}, peak ${megabytes(peakRss)}) before answering: ${reader.stderr().trim()}`,
          ),
        ),
      ),
    );
  });
  return { result, exited };
}

function megabytes(bytes: number): string {
  return `${Math.round(bytes / 1048576)} MB`;
}

/** A process's resident memory from /proc (Linux), in bytes; null elsewhere or once it has gone. */
function residentBytes(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "latin1"));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/**
 * The server's own Node options the reading process needs: under `npm run dev`, tsx's loader (it reads the .ts
 * source). Not an inspector port (taken by the server), nor an environment file (the process gets no environment).
 */
function inheritedExecArgv(): string[] {
  const kept: string[] = [];
  for (let i = 0; i < process.execArgv.length; i++) {
    const option = process.execArgv[i]!;
    if (/^--(inspect|debug|max-old-space-size)/.test(option)) continue;
    if (/^--env-file/.test(option)) {
      if (!option.includes("=")) i += 1;
      continue;
    }
    kept.push(option);
  }
  return kept;
}

let foundReader: string | undefined;

/**
 * The reading process's module, found from this one: next to it when running from source (`npm run dev`), and
 * build/server/fdes-reader-process.js in the production bundle, whose chunk holding this code sits in build/server/
 * or build/server/assets/.
 */
function readerPath(): string {
  if (foundReader) return foundReader;
  if (import.meta.url.endsWith(".ts")) {
    foundReader = fileURLToPath(new URL("./fdes-reader-process.server.ts", import.meta.url));
    return foundReader;
  }
  for (const relative of ["./fdes-reader-process.js", "../fdes-reader-process.js"]) {
    const url = new URL(relative, import.meta.url);
    if (existsSync(url)) {
      foundReader = fileURLToPath(url);
      return foundReader;
    }
  }
  throw new Error(`fdes-reader-process.js is missing next to ${import.meta.url}: the build is incomplete`);
}
