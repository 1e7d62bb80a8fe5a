import { randomBytes } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { visitorSalts } from "../db/schema.server";
import { parisDay } from "@domain/calendar";
import { RETENTION } from "@domain/retention";

/**
 * The random salt of each Paris day, which keys the analytics' visitor keys (server/analytics/visitor-key.ts) and the
 * rate limits' caller keys (rate-limit.server.ts): once it is deleted, 48 hours later, no key made with it can be
 * traced back to an address.
 */
export const SALT_LIFETIME_MS = RETENTION.visitorSaltHours * 60 * 60 * 1000;

export function newSalt(): Buffer {
  return randomBytes(32);
}

/** Salts created before this instant are deleted. */
export function saltExpiryCutoff(now: Date): Date {
  return new Date(now.getTime() - SALT_LIFETIME_MS);
}

/**
 * The salt of the Paris day, shared by every instance through PostgreSQL: the first instance to need it inserts a
 * random one, the others read that one. Only the current day's salt is cached in memory, and the views arriving
 * together at midnight share one look-up.
 */
const cache = new WeakMap<Database, { day: string; salt: Promise<Buffer> }>();

export function saltForDay(db: Database, now: Date): Promise<Buffer> {
  const day = parisDay(now);
  const cached = cache.get(db);
  if (cached?.day === day) return cached.salt;
  const salt = loadSalt(db, day, now);
  cache.set(db, { day, salt });
  // A failed look-up (database down) is not kept: the next view tries again.
  salt.catch(() => {
    if (cache.get(db)?.salt === salt) cache.delete(db);
  });
  return salt;
}

async function loadSalt(db: Database, day: string, now: Date): Promise<Buffer> {
  await db.insert(visitorSalts).values({ day, salt: newSalt() }).onConflictDoNothing();
  const [row] = await db.select({ salt: visitorSalts.salt }).from(visitorSalts).where(eq(visitorSalts.day, day));
  if (!row) throw new Error(`visitor salt for ${day} missing right after its insert`);
  // A new day is also the moment to forget the salts that have lived 48 hours.
  await deleteExpiredSalts(db, now);
  return row.salt;
}

export async function deleteExpiredSalts(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(visitorSalts)
    .where(lt(visitorSalts.createdAt, saltExpiryCutoff(now)))
    .returning({ day: visitorSalts.day });
  return deleted.length;
}
