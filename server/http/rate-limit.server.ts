import { createHash, createHmac } from "node:crypto";
import { and, count, gt, inArray, lt, sql } from "drizzle-orm";
import { addDays, parisDay } from "@domain/calendar";
import type { Database } from "../db/client.server";
import { rateLimitHits, visitorSalts } from "../db/schema.server";
import { saltForDay } from "./daily-salt.server";
import { mailboxKey } from "../email/mailbox-key";
import { ApiError } from "./api-error.server";

/**
 * Sliding-window rate limits counted in PostgreSQL, so every instance shares them (docs/decisions/0006-rate-limits-and-outbox.md):
 * a hit is allowed when fewer than `limit` hits were allowed in the `windowMs` before it. No window starts or ends
 * at a fixed time, so no caller gets the limit twice by straddling a boundary (fixed windows let 2 × limit through
 * around each one). Callers are keyed by a salted hash of their address (an IPv6 address by its /64, the block one
 * subscriber usually holds), never by the address itself; the salt is the analytics' daily salt.
 */
export interface RateLimit {
  name: string;
  limit: number;
  /** At most a day: a longer window would need salts that are deleted after 48 hours. */
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

/**
 * Counts one hit; throws RateLimitedError (429 with Retry-After) when `limit` hits were already allowed in the last
 * `windowMs`. A refused hit is not recorded: a caller who keeps trying is let through again as soon as its oldest
 * hit leaves the window, and someone hammering an account cannot lock its owner out for longer than the window.
 *
 * One row per allowed hit (at most `limit` per caller and window). Concurrent hits of one caller, on any
 * instance, are serialised by a transaction-level advisory lock taken before its keys are known (callerLock), so the
 * salts read, the count and the insert are one step: N parallel hits let exactly `limit` through, whatever their
 * order either side of midnight.
 */
export async function consumeRateLimit(db: Database, rule: RateLimit, subject: string, now = new Date()): Promise<void> {
  if (rule.windowMs > DAY_MS) throw new Error(`rate limit ${rule.name}: a window longer than a day is not supported`);
  const since = new Date(now.getTime() - rule.windowMs);
  // Created when missing before the transaction, so that a transaction waiting on the lock never needs a second
  // connection of the pool.
  const todaySalt = await saltForDay(db, now);
  const { allowed, retryFromMs } = await db.transaction(async (tx) => {
    // Taken before the caller's keys are read: a day's salt may be created by a hit of this caller just before (the
    // first hit after midnight), and a key list read before the lock missed that day's hits (7 let through for 6,
    // seen with hits either side of midnight arriving at once on two instances). Held until the transaction ends.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${callerLock(rule, subject)}, ${LOCK_SEED}))`);
    const { keys, current } = await keysOverWindow(tx, rule, subject, now, todaySalt);
    // At most `limit` rows per key and window: the rows themselves are read, not only their count.
    const recent = await tx
      .select({ hitAt: rateLimitHits.hitAt })
      .from(rateLimitHits)
      .where(and(inArray(rateLimitHits.key, keys), gt(rateLimitHits.hitAt, since)))
      .orderBy(rateLimitHits.hitAt);
    if (recent.length < rule.limit) {
      await tx.insert(rateLimitHits).values({ key: current, hitAt: now });
      return { allowed: true, retryFromMs: now.getTime() };
    }
    // The hit whose expiry lets the next one through (the oldest, unless the limit was lowered since).
    return { allowed: false, retryFromMs: recent[recent.length - rule.limit]!.hitAt.getTime() };
  });
  if (!allowed) {
    const retryAfterMs = retryFromMs + rule.windowMs - now.getTime();
    throw new RateLimitedError(Math.max(1, Math.ceil(retryAfterMs / 1000)));
  }
}

/** How many hits of `subject` the rule counts now, without counting one more (a check before an attempt). */
export async function hitsInWindow(db: Database, rule: Omit<RateLimit, "limit">, subject: string, now = new Date()): Promise<number> {
  const { keys } = await keysOverWindow(db, { ...rule, limit: 0 }, subject, now, await saltForDay(db, now));
  const [counted] = await db
    .select({ hits: count() })
    .from(rateLimitHits)
    .where(and(inArray(rateLimitHits.key, keys), gt(rateLimitHits.hitAt, new Date(now.getTime() - rule.windowMs))));
  return counted?.hits ?? 0;
}

/** Separates these locks from the other advisory locks of the database (migrations, roll-ups). */
const LOCK_SEED = 2_604_771;

/**
 * The lock that serialises one caller's hits of one rule on every instance. It cannot be a key (a key needs the salts,
 * which the lock must come before) nor the subject itself (no address in the database, not even in pg_locks): a
 * stripe of a hash of the subject, so that one stripe stands for thousands of possible addresses. Two callers that
 * share a stripe only wait for each other's few milliseconds.
 */
function callerLock(rule: RateLimit, subject: string): string {
  return `${rule.name}:${createHash("sha256").update(subject).digest().readUInt16BE(0) % LOCK_STRIPES}`;
}

/** Stripes per rule: enough that unrelated callers rarely wait for each other. */
const LOCK_STRIPES = 4096;

/**
 * The caller's keys to count, under the salt of each Paris day the window touches (oldest first), and the key of
 * today, under which a new hit is stored. The salt changes at midnight: keying by today's salt alone gave every caller
 * a fresh count at midnight, so the hits of the previous days in the window are found under their own day's salt. Up
 * to three days for a 24-hour window (the day of the spring clock change lasts 23 hours). A past day without a salt
 * had no hit. The next day's key is counted too when its salt exists: a hit stamped just after midnight (another
 * instance's clock, or one that started later) may have been stored before this one.
 */
async function keysOverWindow(
  reader: Pick<Database, "select">,
  rule: RateLimit,
  subject: string,
  now: Date,
  todaySalt: Buffer,
): Promise<{ keys: string[]; current: string }> {
  const today = parisDay(now);
  const otherDays = [addDays(today, 1)];
  for (let day = parisDay(new Date(now.getTime() - rule.windowMs)); day < today; day = addDays(day, 1)) otherDays.push(day);
  const salts = await reader
    .select({ day: visitorSalts.day, salt: visitorSalts.salt })
    .from(visitorSalts)
    .where(inArray(visitorSalts.day, otherDays));
  const key = (salt: Buffer) => `${rule.name}:${createHmac("sha256", salt).update(subject).digest("base64url").slice(0, 22)}`;
  const current = key(todaySalt);
  return { keys: [...salts.map((row) => key(row.salt)), current], current };
}

/** Limits a caller, by address. */
export function limitCaller(db: Database, rule: RateLimit, clientAddress: string): Promise<void> {
  return consumeRateLimit(db, rule, `address:${addressPrefix(clientAddress)}`);
}

/** Limits the automatic messages one mailbox receives, whoever asks for them, whatever the spelling (mailbox-key.ts). */
export function limitRecipient(db: Database, perHour: number, email: string): Promise<void> {
  return consumeRateLimit(db, { name: "recipient", limit: perHour, windowMs: HOUR_MS }, `email:${mailboxKey(email)}`);
}

/** Hits older than the longest window (a day) count in no limit; two days leaves room for clocks that differ. */
export async function deleteExpiredRateLimitHits(db: Database, now = new Date()): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.hitAt, new Date(now.getTime() - 2 * DAY_MS)));
}
