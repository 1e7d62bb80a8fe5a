/**
 * `npm run db:backup`: a pg_dump custom-format file of the site's database (DATABASE_URL, else the embedded one under
 * DATA_DIR, read while the server runs) in BACKUP_DIR, named by its UTC time; only the newest BACKUP_KEEP are kept.
 * Meant for a systemd timer or cron (docs/operations.md, Sauvegardes): exit code 0 on success, 1 with the reason.
 */
import pino from "pino";
import { parseConfig } from "../server/config.server";
import { BackupError, backupDatabase } from "../server/db/backup/backup.server";
import { openBackupTarget } from "../server/db/backup/backup-target.server";
import { PgToolMissingError } from "../server/db/backup/pg-tools.server";

const config = parseConfig();
try {
  const target = await openBackupTarget(config, "backup", pino({ level: "warn" }));
  try {
    const result = await backupDatabase({
      url: target.url,
      dir: config.BACKUP_DIR,
      keep: config.BACKUP_KEEP,
      binDir: config.PG_BIN_DIR,
      searchPath: process.env.PATH,
    });
    console.log(`Base : ${target.where} (PostgreSQL ${result.serverMajor}), sauvegardée par ${result.tool.path}`);
    console.log(`Sauvegarde : ${result.file} (${(result.bytes / 1024).toLocaleString("fr-FR", { maximumFractionDigits: 0 })} Kio)`);
    for (const file of result.removed) console.log(`Supprimée (au-delà des ${config.BACKUP_KEEP} dernières) : ${file}`);
  } finally {
    await target.close();
  }
} catch (error) {
  if (!(error instanceof BackupError || error instanceof PgToolMissingError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
