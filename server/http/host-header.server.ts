import type { RequestHandler } from "express";
import { API_MESSAGES } from "./api-error.server";

/**
 * A request's Host must be a host name or address with an optional port (RFC 9110 §7.2, RFC 3986 §3.2.2): the pages
 * and API calls build their own address from it, and `www.isolenpaille.fr:99999` or `a^b` made every one of them
 * throw (500). Such a request is answered 400 here, as is an HTTP/1.1 request with no Host at all (RFC 9112 §3.2).
 */
const HOST = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._-]+)(?::(\d{1,5}))?$/;
const MAX_PORT = 65_535;

export function isValidHost(host: string | undefined): boolean {
  if (!host) return false;
  const match = HOST.exec(host);
  if (!match || Number(match[1] ?? 0) > MAX_PORT) return false;
  try {
    new URL(`http://${host}/`);
    return true;
  } catch {
    return false;
  }
}

/**
 * Also refused: a request target that is not a path (`GET * HTTP/1.1`, `POST http://other.example/ HTTP/1.1`), from
 * which the pages built no address either (500). Through nginx only paths arrive; this is for the instance reached
 * directly.
 */
export const requireValidHost: RequestHandler = (req, res, next) => {
  if (isValidHost(req.headers.host) && req.url.startsWith("/")) return next();
  res.status(400);
  if (req.path.startsWith("/api/")) res.json({ error: API_MESSAGES.badRequest });
  else res.type("text/plain; charset=utf-8").send(API_MESSAGES.badRequest);
};
