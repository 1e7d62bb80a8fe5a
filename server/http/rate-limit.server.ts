import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { saltForDay } from "../analytics/daily-salt.server";
import { ApiError } from "./api-error.server";

/**
 * Fixed-window rate limits counted in PostgreSQL, so every instance shares them (docs/product-decisions.md). Callers are keyed
 * by a salted hash of their address (an IPv6 address by its /64, the block one subscriber usually holds), never by
 * the address itself; the salt is the analytics' daily salt.
 */
export interface RateLimit {
  name: string;
  limit: number;
  windowMs: number;
}

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** Answered as docs/api-contract.md says: 429, `Retry-After`, `{ "error": "Too Many Requests", "retryAfter": seconds }`. */
export class RateLimitedError extends ApiError {
  constructor(retryAfterSeconds: number) {
    super(429, "Too Many Requests", undefined, retryAfterSeconds);
  }
}

/** The part of an address that identifies one subscriber: the whole IPv4 address, the /64 of an IPv6 address. */
export function addressPrefix(address: string): string {
  if (!address.includes(":")) return address;
  const [head, tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::") ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left;
  return (
    groups
      .slice(0, 4)
      .map((group) => group.replace(/^0+(?=.)/, "").toLowerCase())
      .join(":") + "::/64"
  );
}

/** Counts one hit; throws RateLimitedError (429 with Retry-After) once the window's limit is passed. */
export async function consumeRateLimit(db: Database, rule: RateLimit, subject: string, now = new Date()): Promise<void> {
  const salt = await saltForDay(db, now);
  const key = `${rule.name}:${createHmac("sha256", salt).update(subject).digest("base64url").slice(0, 22)}`;
  const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
  const { rows } = await db.execute<{ hits: number }>(sql`
    INSERT INTO rate_limit_hits (key, window_start, hits) VALUES (${key}, ${windowStart}, 1)
    ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1
    RETURNING hits`);
  const hits = rows[0]?.hits ?? 1;
  if (hits > rule.limit) {
    const retryAfterMs = windowStart.getTime() + rule.windowMs - now.getTime();
    throw new RateLimitedError(Math.max(1, Math.ceil(retryAfterMs / 1000)));
  }
}

/** Limits a caller, by address. */
export function limitCaller(db: Database, rule: RateLimit, clientAddress: string): Promise<void> {
  return consumeRateLimit(db, rule, `address:${addressPrefix(clientAddress)}`);
}

/** Limits the automatic messages one mailbox receives, whoever asks for them. */
export function limitRecipient(db: Database, perHour: number, email: string): Promise<void> {
  return consumeRateLimit(db, { name: "recipient", limit: perHour, windowMs: HOUR_MS }, `email:${email.toLowerCase()}`);
}

export async function deleteExpiredRateLimitWindows(db: Database, now = new Date()): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limit_hits WHERE window_start < ${new Date(now.getTime() - 2 * DAY_MS)}`);
}
