import { existsSync } from "node:fs";
import { Worker } from "node:worker_threads";
import { FDES_MAX_PAGES } from "@domain/fdes/compare-fdes-api";
import type { FdesReaderAnswer, FdesReaderRequest } from "./fdes-reader-process.server";
import type { FdesExtraction } from "./fdes-types.server";

/**
 * Reads an FDES in a worker thread (fdes-reader-process.server.ts) with a real time limit and a memory cap: the
 * timer terminates the thread, wherever pdf.js is in its work. The bytes are handed over (transferred, never copied
 * to disk). At most two readings run at once (the server has few cores, and each reading may take 256 MB); the
 * others wait their turn, and past a short queue the call is refused as busy rather than piling up.
 */

/** Old-generation heap of one reading thread: a 600 ko FDES needs a few tens of MB. */
const WORKER_HEAP_MB = 256;
const MAX_CONCURRENT_READINGS = 2;
const MAX_WAITING_READINGS = 8;

/** The reading passed its time limit; its thread was terminated. */
export class FdesReadTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`FDES reading stopped after ${timeoutMs} ms`);
    this.name = "FdesReadTimeoutError";
  }
}

/** pdf.js could not parse the file, or the thread died (out of memory, crash). */
export class FdesUnreadableError extends Error {
  constructor(reason: string, options?: ErrorOptions) {
    super(reason, options);
    this.name = "FdesUnreadableError";
  }
}

/** Too many readings already running or waiting. */
export class FdesReadersBusyError extends Error {
  constructor() {
    super("too many FDES readings at once");
    this.name = "FdesReadersBusyError";
  }
}

export interface ReadInWorkerOptions {
  timeoutMs: number;
  maxPages?: number;
}

/**
 * The extraction of `bytes` (which this call takes over: their buffer is transferred to the thread, so the caller
 * must not use them afterwards). Throws FdesReadTimeoutError, FdesUnreadableError or FdesReadersBusyError.
 */
export async function readFdesInWorker(bytes: Uint8Array, options: ReadInWorkerOptions): Promise<FdesExtraction> {
  const release = await takeTurn();
  try {
    return await runWorker(bytes, options);
  } finally {
    release();
  }
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

function runWorker(bytes: Uint8Array, { timeoutMs, maxPages = FDES_MAX_PAGES }: ReadInWorkerOptions): Promise<FdesExtraction> {
  // Only a buffer the view covers whole can be transferred (not a slice of a pooled Buffer): copy the others once.
  const own =
    bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer ? bytes : bytes.slice();
  const request: FdesReaderRequest = { bytes: own, maxPages };
  return new Promise<FdesExtraction>((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      void worker.terminate();
    };
    const worker = new Worker(workerUrl(), {
      workerData: request,
      transferList: [own.buffer as ArrayBuffer],
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      // No standard input, and the thread's console output stays out of the server's log lines.
      stdin: false,
      stdout: true,
      stderr: true,
    });
    const timer = setTimeout(() => settle(() => reject(new FdesReadTimeoutError(timeoutMs))), timeoutMs);
    worker.on("message", (answer: FdesReaderAnswer) =>
      settle(() => (answer.ok ? resolve(answer.extraction) : reject(new FdesUnreadableError(answer.reason)))),
    );
    worker.on("error", (error) =>
      settle(() => reject(new FdesUnreadableError(`the reading thread failed: ${error.message}`, { cause: error }))),
    );
    worker.on("exit", (code) =>
      settle(() => reject(new FdesUnreadableError(`the reading thread exited with code ${code} before answering`))),
    );
  });
}

let foundWorker: URL | undefined;

/**
 * The worker's module, found from this one: next to it when running from source (`npm run dev`: the thread inherits
 * tsx's loader through `execArgv`), and build/server/fdes-reader-process.js in the production bundle, whose chunk
 * holding this code sits in build/server/ or build/server/assets/.
 */
function workerUrl(): URL {
  if (foundWorker) return foundWorker;
  if (import.meta.url.endsWith(".ts")) {
    foundWorker = new URL("./fdes-reader-process.server.ts", import.meta.url);
    return foundWorker;
  }
  for (const relative of ["./fdes-reader-process.js", "../fdes-reader-process.js"]) {
    const url = new URL(relative, import.meta.url);
    if (existsSync(url)) {
      foundWorker = url;
      return url;
    }
  }
  throw new Error(`fdes-reader-process.js is missing next to ${import.meta.url}: the build is incomplete`);
}
