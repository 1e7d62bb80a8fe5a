import { createHash, timingSafeEqual } from "node:crypto";
import net from "node:net";

/**
 * Who may read `/metrics` (docs/operations.md, Supervision): a connection from this machine's loopback, judged by the
 * socket's own address, never by X-Forwarded-For (a client writes that header as it likes); or anyone presenting
 * `Authorization: Bearer <METRICS_TOKEN>`. Behind nginx every connection comes from loopback, so nginx must not pass
 * /metrics on (deploy/: `location = /metrics { return 404; }`).
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith("::ffff:") && net.isIPv4(address.slice(7)) ? address.slice(7) : address;
  if (net.isIPv4(plain)) return plain.split(".")[0] === "127";
  return plain === "::1";
}

/** The bearer token compared in constant time: the hashes have one length whatever was sent. */
export function hasMetricsToken(authorization: string | undefined, token: string | undefined): boolean {
  if (!token || !authorization) return false;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  if (!match) return false;
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(match[1]!), digest(token));
}

export function mayReadMetrics(remoteAddress: string | undefined, authorization: string | undefined, token: string | undefined): boolean {
  return isLoopbackAddress(remoteAddress) || hasMetricsToken(authorization, token);
}
