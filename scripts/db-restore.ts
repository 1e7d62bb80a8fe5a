/**
 * `npm run db:restore -- FILE [--force] [--last-quote-number DEV-2026-0042]`: restores a `npm run db:backup` file into the site's database (DATABASE_URL,
 * else the embedded one under DATA_DIR, server stopped). The database must be empty; --force empties it first.
 * Then start the server: it applies any migration newer than the backup (docs/operations.md, Sauvegardes).
 */
import { parseArgs } from "node:util";
import pino from "pino";
import { parseConfig } from "../server/config.server";
import { BackupError, parseQuoteNumber, restoreDatabase } from "../server/db/backup/backup.server";
import { openBackupTarget } from "../server/db/backup/backup-target.server";
import { PgToolMissingError } from "../server/db/backup/pg-tools.server";
import { formatQuoteNumber } from "../server/quote/quote-number.server";

const { values, positionals } = parseArgs({
  options: { force: { type: "boolean", default: false }, "last-quote-number": { type: "string", multiple: true } },
  allowPositionals: true,
});
const config = parseConfig();
try {
  if (positionals.length !== 1)
    throw new BackupError("Usage : npm run db:restore -- FICHIER [--force] [--last-quote-number DEV-AAAA-NNNN]");
  const file = positionals[0]!;
  // The last quote number the team knows of each year (its mailbox), for a restore into an empty database.
  const lastQuoteNumbers = new Map<number, number>();
  for (const number of values["last-quote-number"] ?? []) {
    const parsed = parseQuoteNumber(number);
    if (!parsed) throw new BackupError(`Numéro de devis illisible : ${number} (attendu : DEV-2026-0042).`);
    lastQuoteNumbers.set(parsed[0], Math.max(parsed[1], lastQuoteNumbers.get(parsed[0]) ?? 0));
  }
  const target = await openBackupTarget(config, "restore", pino({ level: "warn" }));
  try {
    const result = await restoreDatabase({
      url: target.url,
      file,
      force: values.force,
      lastQuoteNumbers: values["last-quote-number"] ? lastQuoteNumbers : undefined,
      binDir: config.PG_BIN_DIR,
      searchPath: process.env.PATH,
    });
    console.log(
      `Restaurée : ${file} dans ${target.where} (PostgreSQL ${result.serverMajor}${result.replaced ? ", contenu précédent effacé" : ""}), ` +
        `par ${result.tool.path}`,
    );
    if (result.quoteNumbersFromClock) {
      const { year, last } = result.quoteNumbersFromClock;
      console.log(
        `La base remplacée était vide : les devis de ${year} reprennent après ${formatQuoteNumber(year, last)}, au-delà de tout ` +
          "numéro émis avant cette restauration.",
      );
    } else if (!result.quoteNumbersCarried) {
      // On standard output: the restore succeeded; standard error is for failures.
      console.log(
        "Attention : cette sauvegarde est antérieure aux devis numérotés ; les numéros de devis déjà émis sont inconnus et pourraient " +
          "être émis de nouveau. Relancez avec --force --last-quote-number DEV-AAAA-NNNN (le dernier devis reçu par l'équipe, de chaque année concernée).",
      );
    }
  } finally {
    await target.close();
  }
} catch (error) {
  if (!(error instanceof BackupError || error instanceof PgToolMissingError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
