import { randomBytes } from "node:crypto";
import pg from "pg";
import { applyMigrations } from "../../server/db/migrate.server";

export interface TemplateDatabase {
  name: string;
  drop(): Promise<void>;
}

/**
 * A database on `serverUrl` holding every migration of drizzle/, closed to connections so that PostgreSQL can copy
 * it: creating a test database from it takes a file copy instead of the twelve migrations a server start would run.
 */
export async function createMigratedTemplate(serverUrl: string): Promise<TemplateDatabase> {
  const name = `template_${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
  try {
    await applyMigrations(pool);
  } finally {
    await pool.end();
  }
  await onServer(serverUrl, (client) => client.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`));
  return {
    name,
    async drop() {
      await onServer(serverUrl, async (client) => {
        await client.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE false`);
        await client.query(`DROP DATABASE IF EXISTS ${name}`);
      });
    },
  };
}

async function onServer<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
