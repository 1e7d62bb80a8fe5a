import { createHmac, randomBytes } from "node:crypto";
import { RETENTION } from "@domain/retention";

/**
 * Daily visitor keys (docs/analytics.md, the model of Plausible): HMAC-SHA256 over (site host, address, user agent)
 * keyed by a random salt of the Paris calendar day, cut to 64 bits. Once the day's salt is deleted (48 hours
 * later) nobody, us included, can link a key back to an address.
 */
export const SALT_LIFETIME_MS = RETENTION.visitorSaltHours * 60 * 60 * 1000;

export function newSalt(): Buffer {
  return randomBytes(32);
}

/** The signed 64-bit key, the shape of a PostgreSQL bigint. */
export function visitorKey(salt: Buffer, siteHost: string, address: string, userAgent: string): bigint {
  const digest = createHmac("sha256", salt).update(`${siteHost}\n${address}\n${userAgent}`).digest();
  return digest.readBigInt64BE(0);
}

/** Salts created before this instant are deleted. */
export function saltExpiryCutoff(now: Date): Date {
  return new Date(now.getTime() - SALT_LIFETIME_MS);
}
