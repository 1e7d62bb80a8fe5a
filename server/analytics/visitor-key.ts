import { createHmac } from "node:crypto";

/**
 * Daily visitor keys (docs/analytics.md, the model of Plausible): HMAC-SHA256 over (site host, address, user agent)
 * keyed by a random salt of the Paris calendar day, cut to 64 bits. Once the day's salt is deleted (48 hours
 * later) nobody, us included, can link a key back to an address (the salts: server/http/daily-salt.server.ts).
 * The key is signed 64 bits, the shape of a PostgreSQL bigint.
 */
export function visitorKey(salt: Buffer, siteHost: string, address: string, userAgent: string): bigint {
  const digest = createHmac("sha256", salt).update(`${siteHost}\n${address}\n${userAgent}`).digest();
  return digest.readBigInt64BE(0);
}
