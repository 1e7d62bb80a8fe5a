import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres } from "../../server/db/embedded-postgres.server";
import { createMigratedTemplate } from "./template-database";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
    /** A database holding every migration of drizzle/, which each test database is copied from. */
    templateDatabase: string;
  }
}

/**
 * One PostgreSQL for the whole run (TEST_DATABASE_URL when set, else an ephemeral embedded one) and, on it, one
 * database migrated once that every test file's database is copied from (`CREATE DATABASE … TEMPLATE`).
 */
export default async function setup(project: TestProject) {
  // Node's cache of compiled code for the test workers and the servers they start (scripts/lib/server.ts): each of
  // the run's ~70 server starts otherwise compiles the same bundle again (about a fifth of a start's CPU).
  process.env.NODE_COMPILE_CACHE ??= path.join(os.tmpdir(), "isolenpaille-test-compile-cache");
  if (process.env.TEST_DATABASE_URL) {
    const template = await createMigratedTemplate(process.env.TEST_DATABASE_URL);
    project.provide("postgresUrl", process.env.TEST_DATABASE_URL);
    project.provide("templateDatabase", template.name);
    return () => template.drop();
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), "isolenpaille-test-pg-"));
  const embedded = await startEmbeddedPostgres(dir, pino({ level: "warn" }));
  await withoutDurability(embedded.url);
  const template = await createMigratedTemplate(embedded.url);
  project.provide("postgresUrl", embedded.url);
  project.provide("templateDatabase", template.name);
  return async () => {
    await embedded.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}

/**
 * The run's own PostgreSQL is thrown away at the end, so nothing needs to survive a crash of the machine: without
 * flushes to disk, the dozens of databases created and the rows written cost CPU only. Tests of what PostgreSQL
 * does after a crash or restart run their own server (tests/support/restartable-postgres.ts).
 */
async function withoutDurability(url: string): Promise<void> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const setting of ["fsync = off", "synchronous_commit = off", "full_page_writes = off"]) {
      await client.query(`ALTER SYSTEM SET ${setting}`);
    }
    await client.query("SELECT pg_reload_conf()");
  } finally {
    await client.end();
  }
}
