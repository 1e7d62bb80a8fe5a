import type { RequestHandler } from "express";
import { API_MESSAGES, JSON_BODY_LIMIT } from "./api-error.server";

/** A call that takes a body larger than the JSON cap (an upload): its path, its own cap, its own 413 body. */
export interface LargeBodyCall {
  path: string;
  maxBytes: number;
  tooLarge: object;
}

/**
 * A client that announces its body with `Expect: 100-continue` (curl does for any upload over 1 KB) waits for
 * `100 Continue` before sending it. Node answers 100 at once by default, so a 50 MB upload to a 600 ko call was
 * invited, then refused with 413 while it was still being sent: the connection reset, and curl never showed the 413
 *. The server hands such requests here instead (its `checkContinue` listener, server/index.ts): a body
 * announced over its call's cap is refused before it is sent — the same 413 and French message as the call's own
 * check, with every header of an ordinary answer since this runs after the security headers — and the connection
 * closes; any other gets its `100 Continue` and goes on.
 */
export function expectContinue(largeBodyCalls: readonly LargeBodyCall[]): RequestHandler {
  return (req, res, next) => {
    // Node's own test: an HTTP/1.1 request whose Expect holds 100-continue (it answers any other expectation with 417).
    if (req.httpVersion !== "1.1" || !/(?:^|\W)100-continue(?:$|\W)/i.test(req.get("expect") ?? "")) return next();
    const limit = announcedLengthLimit(req.path, largeBodyCalls);
    if (limit !== undefined && Number(req.get("content-length")) > limit.maxBytes) {
      // Written with the headers of the call's own refusal (no ETag, unlike res.json).
      res.statusCode = 413;
      res.setHeader("Content-Type", "application/json; charset=utf-8");
      res.setHeader("Connection", "close");
      res.end(JSON.stringify(limit.tooLarge));
      return;
    }
    res.writeContinue();
    next();
  };
}

/** The most a request to `path` may announce, as the call itself checks it (docs/api-contract.md); none for pages. */
function announcedLengthLimit(path: string, largeBodyCalls: readonly LargeBodyCall[]): Omit<LargeBodyCall, "path"> | undefined {
  const normalised = path.toLowerCase().replace(/\/+$/, "");
  const large = largeBodyCalls.find((call) => call.path === normalised);
  if (large) return large;
  if (normalised.startsWith("/api/")) return { maxBytes: JSON_BODY_LIMIT, tooLarge: { error: API_MESSAGES.tooLarge } };
  return undefined;
}
