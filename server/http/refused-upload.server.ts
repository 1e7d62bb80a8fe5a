/**
 * What to do with the rest of an upload the server refuses before reading it to its end (too large, wrong type).
 * Closing the connection at once is not enough: the client is still sending, and a socket closed with unread data
 * answers with a reset, which can reach the client before it has read the refusal: it sees "connection reset"
 * instead of the French message (a browser shows its own network error). So the rest is read and dropped, up to a
 * bound, before the answer goes; past the bound the connection is closed and the client may see the reset. The
 * server's request timeout (HTTP_REQUEST_TIMEOUT_MS) bounds a slow sender.
 */

/**
 * The most a refused upload may still send that is read and dropped. Reading and dropping costs about a millisecond
 * of CPU a megabyte; a chunked upload (no length announced) of tens of megabytes got a reset at the former 4 MiB.
 * In production nginx refuses any body over 640 KiB before it reaches an instance.
 */
export const DRAIN_MAX_BYTES = 64 * 1024 * 1024;

/** The headers of a refusal: none when the body was read to its end, `Connection: close` otherwise. */
export function refusalHeaders(drained: boolean): Record<string, string> {
  return drained ? {} : { Connection: "close" };
}

/** Reads and drops what is left of a body, at most `budget` bytes; true when it ended within the budget. */
export async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, budget = DRAIN_MAX_BYTES): Promise<boolean> {
  let left = budget;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return true;
      left -= value.byteLength;
      if (left < 0) {
        await reader.cancel();
        return false;
      }
    }
  } catch {
    // The client went away, or the request timed out.
    return false;
  }
}

/**
 * A request body handed to a parser that may stop reading it (a size limit reached): the parser's cancel does not
 * reach the socket; the rest is read and dropped instead. `drained()` tells, once the parser is done, whether the
 * body was read to its end.
 */
export function guardedBody(source: ReadableStream<Uint8Array>): { body: ReadableStream<Uint8Array>; drained(): Promise<boolean> } {
  const reader = source.getReader();
  let draining: Promise<boolean> | null = null;
  let ended = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) {
        ended = true;
        controller.close();
      } else {
        controller.enqueue(value);
      }
    },
    cancel() {
      draining = discardRest(reader);
    },
  });
  return { body, drained: () => draining ?? (ended ? Promise.resolve(true) : discardRest(reader)) };
}
