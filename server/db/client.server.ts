import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema.server";

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export function createDatabase(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection (database restart) must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  // Nor a client in use between two statements (a transaction waiting on the SMTP relay, say): without a listener
  // its 'error' event killed the process when PostgreSQL restarted. Its next statement fails and it is discarded.
  pool.on("connect", (client) => client.on("error", () => {}));
  return drizzle(pool, { schema });
}
