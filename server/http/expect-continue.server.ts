import type { RequestHandler } from "express";
import { type CompareFdesError, FDES_MESSAGES } from "@domain/fdes/compare-fdes-api";
import { FDES_BODY_MAX_BYTES } from "../fdes/compare-fdes.server";
import { API_MESSAGES, JSON_BODY_LIMIT } from "./api-error.server";

/**
 * A client that announces its body with `Expect: 100-continue` (curl does for any upload over 1 KB) waits for
 * `100 Continue` before sending it. Node answers 100 at once by default, so a 50 MB upload to a 600 ko call was
 * invited, then refused with 413 while it was still being sent: the connection reset, and curl never showed the 413
 *. The server hands such requests here instead (its `checkContinue` listener, server/index.ts): a body
 * announced over its call's cap is refused before it is sent — the same 413 and French message as the call's own
 * check, with every header of an ordinary answer since this runs after the security headers — and the connection
 * closes; any other gets its `100 Continue` and goes on.
 */
export const expectContinue: RequestHandler = (req, res, next) => {
  // Node's own test: an HTTP/1.1 request whose Expect holds 100-continue (it answers any other expectation with 417).
  if (req.httpVersion !== "1.1" || !/(?:^|\W)100-continue(?:$|\W)/i.test(req.get("expect") ?? "")) return next();
  const cap = announcedLengthCap(req.path);
  if (cap !== undefined && Number(req.get("content-length")) > cap) {
    // Written with the headers of the call's own refusal (no ETag, unlike res.json).
    res.statusCode = 413;
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    res.setHeader("Connection", "close");
    res.end(JSON.stringify(tooLargeBody(req.path)));
    return;
  }
  res.writeContinue();
  next();
};

function isCompareFdes(path: string): boolean {
  return path.toLowerCase().replace(/\/+$/, "") === "/api/compare-fdes";
}

/** The most a request to `path` may announce, as the call itself checks it (docs/api-contract.md); none for pages. */
function announcedLengthCap(path: string): number | undefined {
  if (isCompareFdes(path)) return FDES_BODY_MAX_BYTES;
  if (path.toLowerCase().startsWith("/api/")) return JSON_BODY_LIMIT;
  return undefined;
}

function tooLargeBody(path: string): CompareFdesError | { error: string } {
  if (isCompareFdes(path)) return { error: FDES_MESSAGES.tooLarge.title, description: FDES_MESSAGES.tooLarge.description };
  return { error: API_MESSAGES.tooLarge };
}
