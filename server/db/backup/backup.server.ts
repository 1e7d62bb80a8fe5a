import { spawn } from "node:child_process";
import { chmodSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { getTableName, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { quoteNumberCounters } from "../schema.server";
import { findPgTool, type PgTool } from "./pg-tools.server";

/**
 * `npm run db:backup` and `npm run db:restore` (docs/operations.md, Sauvegardes): pg_dump's custom format (`-Fc`,
 * compressed, restorable table by table), one file per run named by its UTC time, the last BACKUP_KEEP kept.
 */

/** A refusal or failure told to the operator as it is, without a stack trace. */
export class BackupError extends Error {}

const PREFIX = "isolenpaille-";
const SUFFIX = ".dump";
const BACKUP_NAME = /^isolenpaille-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z\.dump$/;

/** `isolenpaille-2026-11-25T15-30-12.345Z.dump`: sorts by time, and no colon for the file systems that refuse one. */
export function backupFileName(at: Date): string {
  return `${PREFIX}${at.toISOString().replaceAll(":", "-")}${SUFFIX}`;
}

/** Our backups in `dir`, oldest first; other files there are never touched. */
export function listBackups(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  return names
    .filter((name) => BACKUP_NAME.test(name))
    .sort()
    .map((name) => path.join(dir, name));
}

/** Removes all but the newest `keep` backups; returns the removed files. */
export function rotateBackups(dir: string, keep: number): string[] {
  const backups = listBackups(dir);
  const removed = backups.slice(0, Math.max(0, backups.length - keep));
  for (const file of removed) rmSync(file, { force: true });
  return removed;
}

/** Where pg_dump and pg_restore are looked for (server/db/backup/pg-tools.server.ts). */
export interface ToolSearch {
  /** PG_BIN_DIR: this folder only. */
  binDir?: string;
  /** The PATH variable, searched after Debian's folders. */
  searchPath?: string;
}

export interface BackupResult {
  file: string;
  bytes: number;
  removed: string[];
  tool: PgTool;
  serverMajor: number;
}

export async function backupDatabase(options: { url: string; dir: string; keep: number; now?: Date } & ToolSearch): Promise<BackupResult> {
  const serverMajor = await serverMajorVersion(options.url);
  const tool = findPgTool("pg_dump", serverMajor, options.binDir, options.searchPath);
  mkdirSync(options.dir, { recursive: true, mode: 0o700 });
  const file = path.join(options.dir, backupFileName(options.now ?? new Date()));
  // Written under another name and renamed once complete: a dump that fails half-way is never taken for a backup,
  // nor does it push a good one out of the rotation.
  const partial = `${file}.partial`;
  try {
    await runTool(tool, ["--format=custom", `--file=${partial}`], options.url);
    // It holds personal data (contact requests, quotes): readable by its owner only.
    chmodSync(partial, 0o600);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  return { file, bytes: statSync(file).size, removed: rotateBackups(options.dir, options.keep), tool, serverMajor };
}

export interface RestoreResult {
  tool: PgTool;
  serverMajor: number;
  dumpedFromMajor: number | null;
  replaced: boolean;
  /**
   * Whether no quote number issued before the restore can be issued again: true when the replaced database held them
   * (carried over), or, for a restore into an empty database, when the year's series was moved past what any earlier
   * number can have reached (`quoteNumbersFromClock`); false only for a backup without numbered quotes.
   */
  quoteNumbersCarried: boolean;
  /** After a restore into an empty database, the last number of the current year the series continues from. */
  quoteNumbersFromClock: { year: number; last: number } | null;
}

/** The last quote number of each year: DEV-2026-0042 is { 2026: 42 }. */
export type QuoteNumberCounters = Map<number, number>;

/** `DEV-2026-0042` → [2026, 42]; null for anything else. */
export function parseQuoteNumber(number: string): [year: number, last: number] | null {
  const match = /^DEV-(\d{4})-(\d{4,})$/.exec(number.trim());
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/**
 * Restores `file` into the database at `url`, which must be empty (no table, sequence, type or schema of its own)
 * unless `force`: then everything of its own is dropped first. One transaction: a restore that fails leaves the
 * database as the drop left it, never half-filled.
 */
export async function restoreDatabase(
  options: { url: string; file: string; force: boolean; lastQuoteNumbers?: QuoteNumberCounters } & ToolSearch,
): Promise<RestoreResult> {
  try {
    if (!statSync(options.file).isFile()) throw new BackupError(`${options.file} n'est pas un fichier.`);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`Sauvegarde introuvable : ${options.file}`);
  }
  const serverMajor = await serverMajorVersion(options.url);
  let tool = findPgTool("pg_restore", serverMajor, options.binDir, options.searchPath);
  let header = await archiveHeader(tool, options.file);
  // An archive written by a newer pg_dump needs a pg_restore as new.
  if (header.dumpedByMajor !== null && header.dumpedByMajor > tool.major) {
    tool = findPgTool("pg_restore", header.dumpedByMajor, options.binDir, options.searchPath);
    header = await archiveHeader(tool, options.file);
  }
  if (header.dumpedFromMajor !== null && header.dumpedFromMajor > serverMajor) {
    throw new BackupError(
      `Cette sauvegarde vient d'un PostgreSQL ${header.dumpedFromMajor} : elle ne se restaure pas dans un PostgreSQL plus ancien ` +
        `(celui-ci est en version ${serverMajor}). Restaurez-la dans un serveur ${header.dumpedFromMajor} ou plus récent.`,
    );
  }
  const objects = await ownObjects(options.url);
  if (objects.length > 0 && !options.force) {
    throw new BackupError(
      `La base cible n'est pas vide (${objects.slice(0, 5).join(", ")}${objects.length > 5 ? `, … ${objects.length} objets` : ""}).\n` +
        `Restaurez dans une base vide, ou relancez avec --force pour l'effacer d'abord (tout son contenu est perdu).`,
    );
  }
  // Quote numbers are never issued twice (docs/operations.md, Sauvegardes): those the replaced database issued after
  // the backup's time are read before it is dropped and carried into the restored one.
  const issued = mergeCounters(objects.length > 0 ? await quoteNumberCountersIn(options.url) : new Map(), options.lastQuoteNumbers);
  if (objects.length > 0) await dropOwnObjects(options.url);
  await runTool(tool, ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", options.file], options.url);
  await raiseQuoteNumberCounters(options.url, issued);
  // An empty target (a lost database, a fresh machine) cannot say what was issued after the backup, and the team's
  // mailbox may lack a quote whose e-mail was still waiting: the year's series moves past any number it can have reached.
  const quoteNumbersFromClock = objects.length === 0 ? await moveQuoteNumbersPastClock(options.url) : null;
  return {
    tool,
    serverMajor,
    dumpedFromMajor: header.dumpedFromMajor,
    replaced: objects.length > 0,
    quoteNumbersCarried: issued.size > 0 || quoteNumbersFromClock !== null,
    quoteNumbersFromClock,
  };
}

function mergeCounters(...sources: (QuoteNumberCounters | undefined)[]): QuoteNumberCounters {
  const merged: QuoteNumberCounters = new Map();
  for (const source of sources) for (const [year, last] of source ?? []) merged.set(year, Math.max(last, merged.get(year) ?? 0));
  return merged;
}

/**
 * Whether the database behind `client` has the quote-number counters: a backup older than numbered quotes
 * (drizzle/0003) has none. The table is named through the schema, so a rename reaches every statement here.
 */
async function hasQuoteNumberCounters(client: pg.Client): Promise<boolean> {
  const { rows } = await drizzle(client).execute<{ found: boolean }>(
    sql`SELECT to_regclass(${`public.${getTableName(quoteNumberCounters)}`}::text) IS NOT NULL AS found`,
  );
  return rows[0]?.found === true;
}

/** The counters of quote numbers in the database at `url`, empty when it has none (an older schema, another database). */
async function quoteNumberCountersIn(url: string): Promise<QuoteNumberCounters> {
  return withClient(url, async (client) => {
    if (!(await hasQuoteNumberCounters(client))) return new Map();
    const rows = await drizzle(client).select({ year: quoteNumberCounters.year, last: quoteNumberCounters.last }).from(quoteNumberCounters);
    return new Map(rows.map((row) => [row.year, row.last]));
  });
}

/** A counter set to at least `last`: never lowered, whatever the row held. */
const RAISE_ONLY = {
  target: quoteNumberCounters.year,
  set: { last: sql`greatest(${quoteNumberCounters.last}, excluded.${sql.identifier(quoteNumberCounters.last.name)})` },
};

/** Each year's counter raised to at least what was issued; a year the backup does not know is added. */
async function raiseQuoteNumberCounters(url: string, issued: QuoteNumberCounters): Promise<void> {
  if (issued.size === 0) return;
  await withClient(url, async (client) => {
    // A backup older than numbered quotes has no counters table: too old to restore into production.
    if (!(await hasQuoteNumberCounters(client)))
      throw new BackupError("Cette sauvegarde est antérieure aux devis numérotés : elle ne peut pas remplacer la base.");
    const db = drizzle(client);
    for (const [year, last] of issued) await db.insert(quoteNumberCounters).values({ year, last }).onConflictDoUpdate(RAISE_ONLY);
  });
}

/**
 * Raises the current Paris year's counter to the seconds elapsed since that year began, by the database's clock.
 * Numbers are issued at most one per quote, each taking a PDF of a few hundred milliseconds, and quotes are rare
 * (RATE_LIMIT_QUOTE_PER_HOUR per client): no series issues more numbers than seconds go by, so no number issued
 * before this instant, in the backup or after it, reaches that value. After it the series runs on one by one, and a
 * later restore moves it on again the same way. Null for a backup made before numbered quotes (no counters table).
 */
async function moveQuoteNumbersPastClock(url: string): Promise<{ year: number; last: number } | null> {
  return withClient(url, async (client) => {
    if (!(await hasQuoteNumberCounters(client))) return null;
    // now() is the transaction's time: both fragments read the same instant.
    const parisYear = sql<number>`extract(year FROM now() AT TIME ZONE 'Europe/Paris')::int`;
    const secondsIntoYear = sql<number>`extract(epoch FROM now() - make_timestamptz(${parisYear}, 1, 1, 0, 0, 0, 'Europe/Paris'))::int`;
    const [counter] = await drizzle(client)
      .insert(quoteNumberCounters)
      .values({ year: parisYear, last: secondsIntoYear })
      .onConflictDoUpdate(RAISE_ONLY)
      .returning({ year: quoteNumberCounters.year, last: quoteNumberCounters.last });
    return counter!;
  });
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Connexion à la base impossible : ${(error as Error).message}`);
  }
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export function serverMajorVersion(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ server_version_num: string }>("SHOW server_version_num");
    return Math.floor(Number(rows[0]!.server_version_num) / 10_000);
  });
}

/** Schemas of the database's own, everything but PostgreSQL's. */
const OWN_SCHEMAS = `n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_toast%' AND n.nspname NOT LIKE 'pg\\_temp%'`;

/** What makes a database not empty: its own relations, types, functions, and schemas other than `public`. */
async function ownObjects(url: string): Promise<string[]> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ name: string }>(
      `SELECT format('%s %I.%I', CASE c.relkind WHEN 'S' THEN 'séquence' WHEN 'v' THEN 'vue' WHEN 'i' THEN 'index' ELSE 'table' END, n.nspname, c.relname) AS name
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE ${OWN_SCHEMAS}
       UNION ALL
       SELECT format('type %I.%I', n.nspname, t.typname) FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
        WHERE ${OWN_SCHEMAS} AND t.typtype IN ('e', 'd', 'r') 
       UNION ALL
       SELECT format('fonction %I.%I', n.nspname, p.proname) FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
        WHERE ${OWN_SCHEMAS}
       UNION ALL
       SELECT format('schéma %I', n.nspname) FROM pg_namespace n WHERE ${OWN_SCHEMAS} AND n.nspname <> 'public'
       ORDER BY 1`,
    );
    return rows.map((row) => row.name);
  });
}

/** `--force`: every schema of the database's own dropped, and an empty `public` made again, in one transaction. */
async function dropOwnObjects(url: string): Promise<void> {
  await withClient(url, async (client) => {
    const { rows } = await client.query<{ nspname: string }>(`SELECT n.nspname FROM pg_namespace n WHERE ${OWN_SCHEMAS}`);
    await client.query("BEGIN");
    for (const { nspname } of rows) await client.query(`DROP SCHEMA ${client.escapeIdentifier(nspname)} CASCADE`);
    await client.query("CREATE SCHEMA public");
    await client.query("COMMIT");
  });
}

interface ArchiveHeader {
  dumpedFromMajor: number | null;
  dumpedByMajor: number | null;
}

async function archiveHeader(tool: PgTool, file: string): Promise<ArchiveHeader> {
  let listing: string;
  try {
    listing = await runTool(tool, ["--list", file]);
  } catch (error) {
    throw new BackupError(`${file} ne se lit pas comme une sauvegarde de pg_dump au format custom (-Fc) :\n${(error as Error).message}`);
  }
  const major = (label: string) => {
    const match = new RegExp(`${label}:\\s*(\\d+)`).exec(listing);
    return match ? Number(match[1]) : null;
  };
  return { dumpedFromMajor: major("Dumped from database version"), dumpedByMajor: major("Dumped by pg_dump version") };
}

/**
 * Runs pg_dump or pg_restore on the database at `url` (or on none); the password goes through the environment, so
 * that it never shows in the process list. Resolves with its standard output.
 */
function runTool(tool: PgTool, args: string[], url?: string): Promise<string> {
  // A clean environment: only the URL says where to connect, whatever PG* variables the operator's shell holds.
  const env: NodeJS.ProcessEnv = { HOME: os.homedir(), LANG: "C.UTF-8" };
  const fullArgs = [...args];
  if (url) {
    const target = new URL(url);
    if (target.password) env.PGPASSWORD = decodeURIComponent(target.password);
    target.password = "";
    fullArgs.unshift(`--dbname=${target.toString()}`);
  }
  return new Promise((resolve, reject) => {
    const child = spawn(tool.path, fullArgs, { env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", (error) => reject(new BackupError(`${tool.path} ne démarre pas : ${error.message}`)));
    child.on("close", (code) => {
      if (code === 0) resolve(stdout);
      else reject(new BackupError(`${tool.name} ${tool.major} a échoué (code ${code}) :\n${stderr.trim()}`));
    });
  });
}
