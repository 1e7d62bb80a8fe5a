import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type pg from "pg";
import { projectRoot } from "../project-root.server";

/** Arbitrary constant identifying "schema migration" among PostgreSQL advisory locks. */
const MIGRATION_LOCK_KEY = 7_315_046_221;

/**
 * Applies the committed drizzle-kit migrations. The advisory lock makes instances that start together wait for
 * each other: the first applies, the others then find nothing left to do.
 */
export async function applyMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle(client), { migrationsFolder: path.join(projectRoot(), "drizzle") });
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
