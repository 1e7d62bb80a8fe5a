/**
 * `npm run db:restore -- FILE [--force]`: restores a `npm run db:backup` file into the site's database (DATABASE_URL,
 * else the embedded one under DATA_DIR, server stopped). The database must be empty; --force empties it first.
 * Then start the server: it applies any migration newer than the backup (docs/operations.md, Sauvegardes).
 */
import { parseArgs } from "node:util";
import pino from "pino";
import { parseConfig } from "../server/config.server";
import { BackupError, restoreDatabase } from "../server/db/backup/backup.server";
import { openBackupTarget } from "../server/db/backup/backup-target.server";
import { PgToolMissingError } from "../server/db/backup/pg-tools.server";

const { values, positionals } = parseArgs({ options: { force: { type: "boolean", default: false } }, allowPositionals: true });
const config = parseConfig();
try {
  if (positionals.length !== 1) throw new BackupError("Usage : npm run db:restore -- FICHIER [--force]");
  const file = positionals[0]!;
  const target = await openBackupTarget(config, "restore", pino({ level: "warn" }));
  try {
    const result = await restoreDatabase({
      url: target.url,
      file,
      force: values.force,
      binDir: config.PG_BIN_DIR,
      searchPath: process.env.PATH,
    });
    console.log(
      `Restaurée : ${file} dans ${target.where} (PostgreSQL ${result.serverMajor}${result.replaced ? ", contenu précédent effacé" : ""}), ` +
        `par ${result.tool.path}`,
    );
  } finally {
    await target.close();
  }
} catch (error) {
  if (!(error instanceof BackupError || error instanceof PgToolMissingError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
