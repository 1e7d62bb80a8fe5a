import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "../../scripts/lib/server";

export interface DebianPostgres {
  /** The server's own `postgres` database. */
  url: string;
  major: number;
  binDir: string;
  /** A new empty database on this server. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

/**
 * A PostgreSQL from Debian's packages (postgresql-15 on Debian 12, installed by .ci/run), started in a temporary
 * folder on a free loopback port: the server a Debian pg_dump can back up (the embedded one is newer than any
 * pg_dump Debian 12 has). As root, it runs as Debian's `postgres` user, as PostgreSQL refuses root.
 */
export async function startDebianPostgres(): Promise<DebianPostgres> {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).filter((name) => existsSync(path.join(root, name, "bin", "initdb"))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error("No Debian PostgreSQL server: `apt-get install postgresql` (.ci/run does)");
  const binDir = path.join(root, newest, "bin");
  const dir = mkdtempSync(path.join(os.tmpdir(), "isolenpaille-debian-pg-"));
  const asRoot = process.getuid?.() === 0;
  const user = asRoot
    ? {
        uid: Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" })),
        gid: Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" })),
      }
    : {};
  if (asRoot) chownSync(dir, user.uid!, user.gid!);
  const data = path.join(dir, "data");
  execFileSync(path.join(binDir, "initdb"), ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"], {
    ...user,
    cwd: dir,
    stdio: "ignore",
  });
  const port = await freePort();
  const server: ChildProcess = spawn(
    path.join(binDir, "postgres"),
    ["-D", data, "-p", String(port), "-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories=", "-c", "fsync=off"],
    { ...user, cwd: dir, stdio: ["ignore", "ignore", "pipe"] },
  );
  let log = "";
  server.stderr!.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise((resolve) => server.on("exit", resolve));
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      break;
    } catch {
      if (server.exitCode !== null || Date.now() > deadline) throw new Error(`Debian PostgreSQL did not start:\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    major: Number(newest),
    binDir,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
      await client.end();
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    async stop() {
      if (server.exitCode === null) {
        // SIGINT: PostgreSQL's fast shutdown.
        server.kill("SIGINT");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
