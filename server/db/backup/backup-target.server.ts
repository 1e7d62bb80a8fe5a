import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Logger } from "pino";
import type { Config } from "../../config.server";
import { DataDirectoryInUseError, DataDirectoryVersionError, startEmbeddedPostgres } from "../embedded-postgres.server";
import { BackupError } from "./backup.server";

export interface BackupTarget {
  url: string;
  /** Said to the operator: which database this is. */
  where: string;
  close(): Promise<void>;
}

/**
 * The database a backup or restore works on: DATABASE_URL when set, else the embedded PostgreSQL under DATA_DIR.
 * A backup reads a running server's embedded PostgreSQL where it listens (pg_dump takes a consistent snapshot, the
 * site stays up); with no server running it starts that PostgreSQL for the time of the dump. A restore wants the
 * server stopped: it would otherwise go on writing into the database being replaced.
 */
export async function openBackupTarget(config: Config, purpose: "backup" | "restore", log: Logger): Promise<BackupTarget> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, where: "DATABASE_URL", close: async () => {} };
  const root = path.resolve(config.DATA_DIR);
  const running = runningEmbeddedUrl(root);
  if (running && purpose === "backup") {
    return { url: running, where: `PostgreSQL embarqué du serveur en marche (${root})`, close: async () => {} };
  }
  try {
    const embedded = await startEmbeddedPostgres(root, log);
    return { url: embedded.url, where: `PostgreSQL embarqué (${root})`, close: () => embedded.stop() };
  } catch (error) {
    if (error instanceof DataDirectoryVersionError) throw new BackupError(error.message);
    if (error instanceof DataDirectoryInUseError || running) {
      throw new BackupError(
        `Le serveur utilise la base embarquée de ${root} : arrêtez-le avant de restaurer (systemctl stop …), puis relancez.`,
      );
    }
    throw error;
  }
}

/** The address of the embedded PostgreSQL a running server started under `root`, or null when none is running. */
export function runningEmbeddedUrl(root: string): string | null {
  const pidFile = path.join(root, "postgres", "postmaster.pid");
  const passwordFile = path.join(root, "postgres.password");
  if (!existsSync(pidFile) || !existsSync(passwordFile)) return null;
  // postmaster.pid: PID, data directory, start time, port, … (PostgreSQL's own layout).
  const [pid, , , port] = readFileSync(pidFile, "utf8").split("\n");
  if (!isAlive(Number(pid)) || !Number(port)) return null;
  const password = readFileSync(passwordFile, "utf8").trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${Number(port)}/postgres`;
}

function isAlive(pid: number): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
