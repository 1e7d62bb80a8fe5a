import net from "node:net";

/**
 * The client address, computed once per request for the whole server (docs/api-contract.md): the socket address, or with
 * TRUST_PROXY=N, the N-th address from the right of X-Forwarded-For (each trusted proxy appends the address it saw,
 * so anything further left was written by the client and cannot be trusted).
 */
export function clientAddress(socketAddress: string | undefined, forwardedFor: string | undefined, trustProxy: number): string {
  const socket = normalizeAddress(socketAddress ?? "") ?? "0.0.0.0";
  if (trustProxy <= 0 || !forwardedFor) return socket;
  const hops = forwardedFor
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (hops.length === 0) return socket;
  const candidate = hops[Math.max(0, hops.length - trustProxy)];
  return normalizeAddress(candidate ?? "") ?? socket;
}

/** Validates an address and turns IPv4-mapped IPv6 (`::ffff:1.2.3.4`) into plain IPv4. */
export function normalizeAddress(address: string): string | null {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  const plain = mapped?.[1] ?? trimmed;
  return net.isIP(plain) ? plain.toLowerCase() : null;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * True when a browser is being used to post to this site from another site: an `Origin` naming another host (or
 * the opaque "null" origin), or, without `Origin`, `Sec-Fetch-Site: cross-site`. Non-browser clients send neither
 * and are unaffected.
 */
export function isCrossSiteWrite(method: string, headers: { origin?: string; host?: string; secFetchSite?: string }): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  if (headers.origin !== undefined) {
    if (headers.origin === "null") return true;
    try {
      return new URL(headers.origin).host.toLowerCase() !== (headers.host ?? "").toLowerCase();
    } catch {
      return true;
    }
  }
  return headers.secFetchSite === "cross-site";
}
