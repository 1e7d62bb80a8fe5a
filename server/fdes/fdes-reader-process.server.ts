import { measureDecodedStreams } from "./decoded-size.server";
import type { FdesExtraction } from "./fdes-types.server";
import { readFdes } from "./read-fdes.server";

/**
 * The process that reads one FDES (forked by read-in-child.server.ts, never imported). pdf.js parses on the thread
 * that calls it and decodes streams into buffers that no heap limit caps, so a hostile PDF is read here: the server
 * can kill this process at its time limit or when its memory grows past a bound, and everything it allocated goes
 * back to the system when it ends (a worker thread's buffers stayed in the server's allocator).
 *
 * Once its code is loaded it says so with its resident memory, the base its reading's growth is measured from; then
 * it gets the bytes. It first measures the streams' decoded sizes (decoded-size.server.ts), so that a compression
 * bomb is refused before pdf.js starts, then reads, answers in one message and exits. The production build emits this
 * file as build/server/fdes-reader-process.js (vite.config.ts).
 */

export interface FdesReaderRequest {
  bytes: Uint8Array;
  maxPages: number;
  /** The product or thickness the person chose among those the declaration gives, if any. */
  variant: string | null;
}

export type FdesReaderMessage =
  | { ready: true; rss: number }
  | { ok: true; extraction: FdesExtraction }
  | { ok: false; refusal: "unreadable" | "decoded-too-large"; reason: string };

async function answer({ bytes, maxPages, variant }: FdesReaderRequest): Promise<FdesReaderMessage> {
  const sizes = await measureDecodedStreams(bytes);
  if (!sizes.withinLimits) {
    return {
      ok: false,
      refusal: "decoded-too-large",
      reason: `decoded streams past the limits: largest ${sizes.largest} bytes, ${sizes.total} in all`,
    };
  }
  try {
    return { ok: true, extraction: await readFdes(bytes, { maxPages, variant }) };
  } catch (error) {
    // A PDF pdf.js cannot parse: the caller answers that the file is unreadable; the reason goes to its log only.
    return { ok: false, refusal: "unreadable", reason: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}

// pdf.js loads its parsing half at its first document: loaded now, so that the memory reported as ready holds all the
// code and what the reading adds is the file's doing alone.
(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = await import("pdfjs-dist/legacy/build/pdf.worker.mjs");

// The server gone, nobody waits for the answer.
process.on("disconnect", () => process.exit(0));
process.once("message", (request: FdesReaderRequest) => {
  void answer(request).then((message) => process.send?.(message, () => process.exit(0)));
});
process.send?.({ ready: true, rss: process.memoryUsage.rss() } satisfies FdesReaderMessage);
