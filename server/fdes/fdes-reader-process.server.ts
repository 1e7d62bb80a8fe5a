import { parentPort, workerData } from "node:worker_threads";
import type { FdesExtraction } from "./fdes-types.server";
import { readFdes } from "./read-fdes.server";

/**
 * The thread that reads one FDES (started by read-in-worker.server.ts, never imported): pdf.js parses on the thread
 * that calls it, so a heavy or hostile PDF is read here, where the caller can stop it (`terminate()`) and where
 * `resourceLimits` cap its memory, and the server's own thread keeps answering. The bytes arrive transferred in
 * `workerData`; the answer is one message. The production build emits this file as build/server/fdes-reader-worker.js
 * (a second input in vite.config.ts).
 */

export interface FdesReaderRequest {
  bytes: Uint8Array;
  maxPages: number;
}

export type FdesReaderAnswer = { ok: true; extraction: FdesExtraction } | { ok: false; reason: string };

const request = workerData as FdesReaderRequest;
let answer: FdesReaderAnswer;
try {
  answer = { ok: true, extraction: await readFdes(request.bytes, { maxPages: request.maxPages }) };
} catch (error) {
  // A PDF pdf.js cannot parse: the caller answers that the file is unreadable; the reason goes to its log only.
  answer = { ok: false, reason: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
}
parentPort?.postMessage(answer);
