import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Piscina, queueOptionsSymbol, type TaskQueue } from "piscina";
import { API_MESSAGES, ApiError } from "../http/api-error.server";
import { inClientSlot } from "../http/client-slots.server";
import { pdfRenders } from "../metrics/metrics.server";
import type { PdfJob } from "./pdf-jobs";

/**
 * The documents built for visitors (wall, RE2020, worksheet and FDES reports, the quote) are rendered in worker
 * threads, never on the event loop that answers every other request: one costs 300 to 500 ms of CPU, and twenty on
 * the loop made /healthz wait 8.5 s (docs/decisions/0016-heavy-work-off-the-event-loop.md).
 *
 * - At most `threads` documents are rendered at once by the instance (PDF_THREADS), and at most `queue` more wait
 *   (PDF_QUEUE); past that the request is refused at once with 503, `Retry-After` and a French sentence, rather
 *   than waiting for seconds behind a crowd.
 * - A client address holds at most one slot, running or waiting, shared with the FDES readings
 *   (server/http/client-slots.server.ts): a second request meanwhile is a 429.
 * - Quotes are not visitors' reports: a quote request is the business itself, limited to RATE_LIMIT_QUOTE_PER_HOUR
 *   per client, and a 503 would lose it. They run on the same threads (the bound on documents at once holds) but
 *   wait in a lane of their own, served first, that reports cannot fill: twenty clients asking for reports over and
 *   over made every quote request of the moment a 503, and none of them was stored. They take no client slot
 *   either (a colleague downloading a report from the same office must not refuse a customer's quote).
 * - Threads are started on demand and stopped after a minute unused; each loads react-pdf and the font once.
 */
export interface PdfRenderer {
  /** The job's PDF, rendered in the pool in the slot of `clientAddress`; throws ApiError 503 or 429 as above. */
  render(job: PdfJob, clientAddress: string): Promise<Buffer>;
  close(): Promise<void>;
}

export interface PdfPoolOptions {
  threads: number;
  queue: number;
}

/** Seconds a refused visitor is told to wait: the queue, full, empties in a few seconds at half a second a document. */
export const PDF_BUSY_RETRY_AFTER_SECONDS = 5;
/**
 * Quotes that may be in the pool at once, running or waiting (served before any report, at ~0.5 s each: the last
 * waits about 10 s, under nginx's 40 s). Only many clients each spending their RATE_LIMIT_QUOTE_PER_HOUR reach it.
 */
export const QUOTES_IN_POOL = 20;
/** A thread unused for this long is stopped (its ~100 MB of react-pdf and font go back to the system). */
const IDLE_THREAD_MS = 60_000;

export function startPdfPool(options: PdfPoolOptions): PdfRenderer {
  const filename = workerPath();
  const pool = new Piscina({
    filename,
    minThreads: 0,
    maxThreads: options.threads,
    // Admission is counted per lane below; the pool itself queues whatever it is given.
    maxQueue: Number.POSITIVE_INFINITY,
    taskQueue: new QuotesFirstQueue(),
    idleTimeout: IDLE_THREAD_MS,
    // The server's own Node options (tsx's loader under `npm run dev`), never an inspector port nor the environment
    // file (`npm run serve`'s `--env-file-if-exists=.env`: the threads share the server's environment already).
    execArgv: process.execArgv.filter((option) => !/^--(inspect|debug|env-file)/.test(option)),
  });
  const inPool: Record<Lane, number> = { report: 0, quote: 0 };
  const bound: Record<Lane, number> = { report: options.threads + options.queue, quote: QUOTES_IN_POOL };

  async function run(job: PdfJob): Promise<Buffer> {
    const lane = laneOf(job);
    if (inPool[lane] >= bound[lane]) {
      pdfRenders.inc({ kind: job.kind, outcome: "refused" });
      throw new ApiError(503, API_MESSAGES.documentsBusy, undefined, PDF_BUSY_RETRY_AFTER_SECONDS);
    }
    inPool[lane] += 1;
    let bytes: Uint8Array;
    try {
      bytes = (await pool.run({ ...job, [queueOptionsSymbol]: { lane } })) as Uint8Array;
    } catch (error) {
      pdfRenders.inc({ kind: job.kind, outcome: "failed" });
      throw error;
    } finally {
      inPool[lane] -= 1;
    }
    pdfRenders.inc({ kind: job.kind, outcome: "rendered" });
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  return {
    render: (job, clientAddress) => (laneOf(job) === "quote" ? run(job) : inClientSlot(clientAddress, () => run(job))),
    close: () => pool.close(),
  };
}

type Lane = "report" | "quote";
/** A task as the pool hands it to its queue (the library does not export the type itself). */
type Task = Parameters<TaskQueue["push"]>[0];

function laneOf(job: PdfJob): Lane {
  return job.kind === "quote" ? "quote" : "report";
}

/** The pool's waiting tasks, quotes before reports, each lane in its order of arrival. */
class QuotesFirstQueue implements TaskQueue {
  private readonly lanes: Record<Lane, Task[]> = { quote: [], report: [] };

  get size(): number {
    return this.lanes.quote.length + this.lanes.report.length;
  }

  private laneOf(task: Task): Task[] {
    const options = task[queueOptionsSymbol] as { lane?: Lane } | null;
    return this.lanes[options?.lane === "quote" ? "quote" : "report"];
  }

  push(task: Task): void {
    this.laneOf(task).push(task);
  }

  unshift(task: Task): void {
    this.laneOf(task).unshift(task);
  }

  shift(): Task | null {
    return this.lanes.quote.shift() ?? this.lanes.report.shift() ?? null;
  }

  remove(task: Task): void {
    const lane = this.laneOf(task);
    const index = lane.indexOf(task);
    if (index >= 0) lane.splice(index, 1);
  }
}

let foundWorker: string | undefined;

/**
 * The worker's module, found from this one: beside it when running from source, and build/server/pdf-worker.js in
 * the production bundle, whose chunk holding this code sits in build/server/ or build/server/assets/.
 */
function workerPath(): string {
  if (foundWorker) return foundWorker;
  if (import.meta.url.endsWith(".ts")) {
    foundWorker = fileURLToPath(new URL("./pdf-worker.server.ts", import.meta.url));
    return foundWorker;
  }
  for (const relative of ["./pdf-worker.js", "../pdf-worker.js"]) {
    const url = new URL(relative, import.meta.url);
    if (existsSync(url)) {
      foundWorker = fileURLToPath(url);
      return foundWorker;
    }
  }
  throw new Error(`pdf-worker.js is missing next to ${import.meta.url}: the build is incomplete`);
}
