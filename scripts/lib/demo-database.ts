import { parseArgs } from "node:util";
import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import pino from "pino";
import { authSecret, createAuth } from "../../server/auth/auth.server";
import { parseConfig } from "../../server/config.server";
import { createPool, type Database } from "../../server/db/client.server";
import * as schema from "../../server/db/schema.server";
import { startEmbeddedPostgres } from "../../server/db/embedded-postgres.server";
import { applyMigrations } from "../../server/db/migrate.server";

/**
 * The database a demo or benchmark script works on: DATABASE_URL when set, else the embedded PostgreSQL under
 * DATA_DIR (the server's own, so stop the server first: the data directory admits one process). Migrated.
 */
export async function openScriptDatabase(dataDir?: string): Promise<{ pool: pg.Pool; url: string; where: string; close(): Promise<void> }> {
  const config = parseConfig();
  const log = pino({ level: "warn" });
  const embedded = config.DATABASE_URL ? undefined : await startEmbeddedPostgres(dataDir ?? config.DATA_DIR, log);
  const url = config.DATABASE_URL ?? embedded!.url;
  const pool = createPool(url);
  await applyMigrations(pool);
  return {
    pool,
    /** For a server started on the same database. */
    url,
    where: embedded ? `embedded PostgreSQL in ${dataDir ?? config.DATA_DIR}` : "DATABASE_URL",
    async close() {
      await pool.end();
      await embedded?.stop();
    },
  };
}

/** `--page-views N` (underscores and commas allowed: 10_000_000), with a default. */
export function pageViewsArgument(defaultValue: number): { pageViews: number; values: Record<string, string | boolean | undefined> } {
  const { values } = parseArgs({
    options: {
      "page-views": { type: "string" },
      replace: { type: "boolean" },
    },
    allowPositionals: false,
  });
  const raw = values["page-views"]?.replace(/[_,\s]/g, "");
  const pageViews = raw === undefined ? defaultValue : Number(raw);
  if (!Number.isInteger(pageViews) || pageViews < 0) throw new Error(`--page-views attend un entier positif, reçu « ${raw} »`);
  return { pageViews, values };
}

/** The sign-in library on a script's database, for creating admins (`admin:create`, the demo). */
export async function scriptAuth(pool: pg.Pool) {
  const config = parseConfig();
  const db = drizzle(pool, { schema }) as unknown as Database;
  return createAuth(db, config, await authSecret(db, config));
}
