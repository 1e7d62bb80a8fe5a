import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema.server";

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * The application's connection pool (the server's, and the scripts' that time its code). PostgreSQL's parallel query
 * is off on its connections: the site runs many small queries side by side (a dashboard starts a dozen at once), and
 * on a 2-core server the workers of one query only take the cores from the others (on the 10 M demo, /technique over
 * all time went from 110 to 85 ms).
 */
export function createPool(url: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    options: "-c max_parallel_workers_per_gather=0",
  });
  // An idle client losing its connection (database restart) must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  // Nor a client in use between two statements (a transaction waiting on the SMTP relay, say): without a listener
  // its 'error' event killed the process when PostgreSQL restarted. Its next statement fails and it is discarded.
  pool.on("connect", (client) => client.on("error", () => {}));
  return pool;
}

export function createDatabase(url: string): Database {
  return drizzle(createPool(url), { schema });
}
