import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";

export interface TestDatabase {
  url: string;
  pool: pg.Pool;
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /**
   * No schema at all, for a test of the migrations themselves (an old schema migrated, instances migrating
   * together). Otherwise the database holds every migration of drizzle/ and no row.
   */
  empty?: boolean;
}

/**
 * A fresh database on the run's PostgreSQL, so each test file starts from nothing: the schema of every migration
 * (copied from the run's template, tests/support/global-setup.ts) and no row, or with `empty` no schema either.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const serverUrl = inject("postgresUrl");
  const name = `test_${randomBytes(6).toString("hex")}`;
  const template = options.empty ? "template0" : inject("templateDatabase");
  await withAdminClient((admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database: TestDatabase = {
    url: url.toString(),
    pool: quietPool(url.toString()),
    async drop() {
      // The pool may have been replaced by a test, so the current one is read here.
      await database.pool.end();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
  return database;
}

/** A pool whose idle connections may be cut by the database's teardown without failing the run. */
function quietPool(connectionString: string): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: 3 });
  pool.on("error", () => {});
  return pool;
}

export async function withAdminClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject("postgresUrl") });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
