import { eq, lt } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { visitorSalts } from "../db/schema.server";
import { parisDay } from "@domain/calendar";
import { newSalt, saltExpiryCutoff } from "./visitor-key";

/**
 * The salt of the Paris day, shared by every instance through PostgreSQL: the first instance to need it inserts a
 * random one, the others read that one. Only the current day's salt is cached in memory.
 */
const cache = new WeakMap<Database, { day: string; salt: Buffer }>();

export async function saltForDay(db: Database, now: Date): Promise<Buffer> {
  const day = parisDay(now);
  const cached = cache.get(db);
  if (cached?.day === day) return cached.salt;
  await db.insert(visitorSalts).values({ day, salt: newSalt() }).onConflictDoNothing();
  const [row] = await db.select({ salt: visitorSalts.salt }).from(visitorSalts).where(eq(visitorSalts.day, day));
  if (!row) throw new Error(`visitor salt for ${day} missing right after its insert`);
  // A new day is also the moment to forget the salts that have lived 48 hours.
  await deleteExpiredSalts(db, now);
  cache.set(db, { day, salt: row.salt });
  return row.salt;
}

export async function deleteExpiredSalts(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(visitorSalts)
    .where(lt(visitorSalts.createdAt, saltExpiryCutoff(now)))
    .returning({ day: visitorSalts.day });
  return deleted.length;
}
