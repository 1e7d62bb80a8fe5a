import { describe, expect, it } from "vitest";
import { discardRest, guardedBody, refusalHeaders } from "./refused-upload.server";

/** A body of `chunks` pieces of `size` bytes that records whether it was cancelled. */
function body(chunks: number, size: number) {
  const state = { sent: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.sent === chunks) return controller.close();
      state.sent += 1;
      controller.enqueue(new Uint8Array(size));
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { stream, state };
}

describe("refused uploads", () => {
  it("reads the rest of a body within the budget, and gives up (cancelling) past it", async () => {
    const small = body(4, 1000);
    expect(await discardRest(small.stream.getReader(), 5000)).toBe(true);
    expect(small.state).toEqual({ sent: 4, cancelled: false });

    const large = body(10, 1000);
    expect(await discardRest(large.stream.getReader(), 5000)).toBe(false);
    expect(large.state.cancelled).toBe(true);
  });

  it("keeps a parser that stops reading from cutting the body: the rest is read, not cancelled", async () => {
    const source = body(5, 1000);
    const upload = guardedBody(source.stream);
    const parser = upload.body.getReader();
    await parser.read();
    await parser.cancel(new Error("limit reached"));
    expect(await upload.drained()).toBe(true);
    expect(source.state).toEqual({ sent: 5, cancelled: false });
  });

  it("says a body read to its end by the parser is drained", async () => {
    const upload = guardedBody(body(2, 10).stream);
    const parser = upload.body.getReader();
    while (!(await parser.read()).done);
    expect(await upload.drained()).toBe(true);
  });

  it("closes the connection only when the body was left unread", () => {
    expect(refusalHeaders(true)).toEqual({});
    expect(refusalHeaders(false)).toEqual({ Connection: "close" });
  });
});
