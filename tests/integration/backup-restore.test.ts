import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { runTrafficRollup } from "../../server/analytics/traffic-rollup.server";
import { runUsageRollup } from "../../server/analytics/usage-rollup.server";
import { exclusionsFromConfig } from "../../server/analytics/traffic-sql.server";
import { backupDatabase, listBackups, restoreDatabase, serverMajorVersion } from "../../server/db/backup/backup.server";
import { startEmbeddedPostgres } from "../../server/db/embedded-postgres.server";
import { applyMigrations } from "../../server/db/migrate.server";
import { generateDemoActivity } from "../../scripts/demo/demo-activity";
import { generateDemoPageViews } from "../../scripts/demo/demo-traffic";
import { type DebianPostgres, startDebianPostgres } from "../support/debian-postgres";
import { runOperatorScript } from "../support/operator-script";

/** Every table of the schema and of drizzle's journal, with its row count and a checksum of its rows in a fixed order. */
async function tableFingerprints(url: string): Promise<Fingerprints> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // The same rows print alike on any server: one time zone and date style, and a sort independent of its locale.
    await client.query("SET TimeZone = 'UTC'; SET DateStyle = 'ISO, YMD'; SET IntervalStyle = 'postgres'");
    const { rows: tables } = await client.query<{ name: string }>(
      `SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables
        WHERE table_schema IN ('public', 'drizzle') AND table_type = 'BASE TABLE' ORDER BY 1`,
    );
    const result: Fingerprints = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ rows: number; md5: string }>(
        `SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, ',' ORDER BY t::text COLLATE "C"), '')) AS md5 FROM ${name} t`,
      );
      result[name] = rows[0]!;
    }
    // Sequences too: a restored database must not hand out an id already taken.
    const { rows: sequences } = await client.query<{ name: string; last_value: string }>(
      `SELECT format('%I.%I', schemaname, sequencename) AS name, coalesce(last_value, 0)::text AS last_value FROM pg_sequences
        WHERE schemaname IN ('public', 'drizzle') ORDER BY 1`,
    );
    for (const sequence of sequences) result[`sequence ${sequence.name}`] = { rows: 1, md5: sequence.last_value };
    return result;
  } finally {
    await client.end();
  }
}

/** The tables the demo generators leave empty, filled with a few believable rows. */
async function fillTheRest(pool: pg.Pool): Promise<void> {
  await pool.query(`INSERT INTO visitor_salts (day, salt) VALUES (current_date, '\\x0102030405060708'::bytea)`);
  await pool.query(
    `INSERT INTO outbox_messages (idempotency_key, kind, recipients, subject, html, text, status, attempts, last_error)
     VALUES ('contact:1', 'contact', ARRAY['equipe@example.fr'], 'Nouvelle demande', '<p>Bonjour</p>', 'Bonjour', 'failed', 10, '550 refusé'),
            ('contact:2', 'contact', ARRAY['client@example.fr'], 'Votre demande', '<p>Merci</p>', 'Merci', 'pending', 0, NULL)`,
  );
  await pool.query(
    `INSERT INTO rate_limit_hits (key, hit_at) VALUES ('contact:abc', now()), ('contact:abc', now() - interval '5 minutes')`,
  );
  await pool.query(`INSERT INTO server_secrets (name, value) VALUES ('auth', 'secret-de-test-secret-de-test-secret')`);
  await pool.query(
    `INSERT INTO auth_user (id, name, email, email_verified, role, two_factor_enabled) VALUES ('u1', 'Camille Martin', 'camille@example.fr', true, 'admin', true)`,
  );
  await pool.query(
    `INSERT INTO auth_account (id, account_id, provider_id, user_id, password) VALUES ('a1', 'u1', 'credential', 'u1', '$argon2id$v=19$m=19456,t=2,p=1$abc$def')`,
  );
  await pool.query(
    `INSERT INTO auth_session (id, token, user_id, expires_at, ip_address, user_agent) VALUES ('s1', 'jeton', 'u1', now() + interval '1 hour', '90.84.1.1', 'Firefox')`,
  );
  await pool.query(
    `INSERT INTO auth_verification (id, identifier, value, expires_at) VALUES ('v1', 'reset:camille', 'valeur', now() + interval '1 hour')`,
  );
  await pool.query(`INSERT INTO auth_two_factor (id, secret, backup_codes, user_id) VALUES ('t1', 'chiffré', 'codes', 'u1')`);
  await pool.query(`INSERT INTO auth_known_addresses (user_id, address_hash) VALUES ('u1', 'empreinte-de-test')`);
  await pool.query(
    `INSERT INTO product_offer_changes (product_id, author_email, changes) VALUES ('botte-22', 'camille@example.fr', '{"pricePerM2": {"before": 20, "after": 21}}')`,
  );
}

type Fingerprints = Record<string, { rows: number; md5: string }>;

const QUOTE_COUNTERS = "public.quote_number_counters";

/** Each year's last quote number. */
async function quoteCounters(url: string): Promise<Record<number, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ year: number; last: number }>("SELECT year, last FROM quote_number_counters");
    return Object.fromEntries(rows.map((row) => [row.year, row.last]));
  } finally {
    await client.end();
  }
}

/**
 * A restore brings every table back identical, but for the quote-number counters: a restore into an empty database
 * moves the year's series on past any number issued before it (restore-identities.test.ts), so they may only grow.
 */
async function expectRestored(url: string, expected: Fingerprints, expectedCounters: Record<number, number>): Promise<void> {
  const { [QUOTE_COUNTERS]: restoredCounters, ...tables } = await tableFingerprints(url);
  const { [QUOTE_COUNTERS]: counters, ...expectedTables } = expected;
  expect(tables).toEqual(expectedTables);
  expect(restoredCounters?.rows).toBeGreaterThanOrEqual(counters!.rows);
  const restored = await quoteCounters(url);
  for (const [year, last] of Object.entries(expectedCounters)) expect(restored[Number(year)]).toBeGreaterThanOrEqual(last);
}

/** The schema, the demo's generators, the roll-ups, then the tables they leave empty: every table holds rows. */
async function fillSite(url: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, max: 3 });
  try {
    await applyMigrations(pool);
    const now = new Date();
    await generateDemoPageViews(pool, { pageViews: 1_000, now, seed: 0.3 });
    await generateDemoActivity(pool, { pageViews: 1_000, now, seed: 0.3 });
    await runTrafficRollup(
      pool,
      exclusionsFromConfig({ TRAFFIC_EXCLUDED_CITIES: [], TRAFFIC_EXCLUDED_REFERRER_HOSTS: [], TRAFFIC_EXCLUDED_URL_MARKERS: [] }),
      now,
    );
    await runUsageRollup(pool, now);
    await fillTheRest(pool);
  } finally {
    await pool.end();
  }
}

describe("npm run db:backup and db:restore", () => {
  let postgres: DebianPostgres;
  let sourceUrl: string;
  let before: Fingerprints;
  let countersBefore: Record<number, number>;
  const backupDir = mkdtempSync(path.join(os.tmpdir(), "isolenpaille-backups-"));

  beforeAll(async () => {
    postgres = await startDebianPostgres();
    sourceUrl = await postgres.createDatabase("site");
    await fillSite(sourceUrl);
    before = await tableFingerprints(sourceUrl);
    countersBefore = await quoteCounters(sourceUrl);
  });
  afterAll(async () => {
    await postgres?.stop();
    rmSync(backupDir, { recursive: true, force: true });
  });

  it("fills every table of the schema before backing up", () => {
    const empty = Object.entries(before).filter(([, table]) => table.rows === 0);
    expect(empty.map(([name]) => name)).toEqual([]);
    expect(Object.keys(before).length).toBeGreaterThanOrEqual(21);
  });

  it("backs up, restores into another empty database, and every table comes back identical", async () => {
    const backup = await runOperatorScript("db-backup.ts", [], { DATABASE_URL: sourceUrl, BACKUP_DIR: backupDir, BACKUP_KEEP: "3" });
    expect(backup.err).toBe("");
    expect(backup.code).toBe(0);
    const [file] = listBackups(backupDir);
    expect(file).toBeDefined();
    expect(backup.out).toContain(file!);

    const copyUrl = await postgres.createDatabase("copie");
    const restore = await runOperatorScript("db-restore.ts", [file!], { DATABASE_URL: copyUrl });
    expect(restore.err).toBe("");
    expect(restore.code).toBe(0);
    await expectRestored(copyUrl, before, countersBefore);

    // Refused into a database that is no longer empty, and nothing there changes.
    const client = new pg.Client({ connectionString: copyUrl });
    await client.connect();
    await client.query("DELETE FROM contact_requests WHERE id = (SELECT min(id) FROM contact_requests)");
    await client.end();
    const changed = await tableFingerprints(copyUrl);
    const refused = await runOperatorScript("db-restore.ts", [file!], { DATABASE_URL: copyUrl });
    expect(refused.code).toBe(1);
    expect(refused.err).toContain("La base cible n'est pas vide");
    expect(refused.err).toContain("--force");
    expect(await tableFingerprints(copyUrl)).toEqual(changed);

    // Told to, it empties the database first and restores the backup whole.
    expect(await restoreDatabase({ url: copyUrl, file: file!, force: true })).toMatchObject({ replaced: true });
    await expectRestored(copyUrl, before, countersBefore);
  });

  it("keeps the newest BACKUP_KEEP backups and leaves other files alone", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "isolenpaille-rotation-"));
    try {
      writeFileSync(path.join(dir, "notes.txt"), "à garder");
      const start = Date.parse("2026-11-20T02:00:00Z");
      for (let day = 0; day < 4; day++) {
        await backupDatabase({ url: sourceUrl, dir, keep: 2, now: new Date(start + day * 86_400_000) });
      }
      expect(readdirSync(dir).sort()).toEqual([
        "isolenpaille-2026-11-22T02-00-00.000Z.dump",
        "isolenpaille-2026-11-23T02-00-00.000Z.dump",
        "notes.txt",
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("runs the embedded PostgreSQL at Debian 12's major version, so that Debian's pg_dump backs it up", async () => {
    expect(await serverMajorVersion(inject("postgresUrl"))).toBe(postgres.major);
  });

  it("backs up the embedded database under DATA_DIR with Debian's pg_dump, running or not, and restores it whole", async () => {
    const log = pino({ level: "silent" });
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "isolenpaille-embedded-"));
    const newDataDir = mkdtempSync(path.join(os.tmpdir(), "isolenpaille-embedded-restored-"));
    const dir = mkdtempSync(path.join(os.tmpdir(), "isolenpaille-embedded-backups-"));
    try {
      const site = await startEmbeddedPostgres(dataDir, log);
      let embeddedBefore: Fingerprints;
      let embeddedCounters: Record<number, number>;
      try {
        await fillSite(site.url);
        embeddedBefore = await tableFingerprints(site.url);
        embeddedCounters = await quoteCounters(site.url);
        // As the nightly timer does: the site up, its PostgreSQL read where it listens. No PG_BIN_DIR: Debian's
        // /usr/lib/postgresql/15/bin is found.
        const running = await runOperatorScript("db-backup.ts", [], { DATA_DIR: dataDir, BACKUP_DIR: dir, BACKUP_KEEP: "5" });
        expect(running.err).toBe("");
        expect(running.code).toBe(0);
        expect(running.out).toContain(`PostgreSQL embarqué du serveur en marche (${dataDir}) (PostgreSQL ${postgres.major})`);
        expect(running.out).toContain(`sauvegardée par ${postgres.binDir}/pg_dump`);
      } finally {
        await site.stop();
      }
      const [whileRunning] = listBackups(dir);
      const intoDebian = await postgres.createDatabase("depuis_embarquee");
      const restored = await runOperatorScript("db-restore.ts", [whileRunning!], { DATABASE_URL: intoDebian });
      expect(restored.err).toBe("");
      expect(restored.code).toBe(0);
      await expectRestored(intoDebian, embeddedBefore, embeddedCounters);

      // The site stopped: the script starts the embedded PostgreSQL for the time of the dump.
      const stopped = await runOperatorScript("db-backup.ts", [], { DATA_DIR: dataDir, BACKUP_DIR: dir, BACKUP_KEEP: "5" });
      expect(stopped.err).toBe("");
      expect(stopped.code).toBe(0);
      expect(stopped.out).toContain(`PostgreSQL embarqué (${dataDir}) (PostgreSQL ${postgres.major})`);
      const whileStopped = listBackups(dir).at(-1)!;
      expect(whileStopped).not.toBe(whileRunning);

      // Onto a new machine: an empty DATA_DIR, where the restore creates the embedded PostgreSQL.
      const intoEmbedded = await runOperatorScript("db-restore.ts", [whileStopped], { DATA_DIR: newDataDir });
      expect(intoEmbedded.err).toBe("");
      expect(intoEmbedded.code).toBe(0);
      const copy = await startEmbeddedPostgres(newDataDir, log);
      try {
        await expectRestored(copy.url, embeddedBefore, embeddedCounters);
      } finally {
        await copy.stop();
      }
    } finally {
      for (const folder of [dataDir, newDataDir, dir]) rmSync(folder, { recursive: true, force: true });
    }
  });

  it("refuses, with what to do, a DATA_DIR left by the embedded PostgreSQL 18", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "isolenpaille-embedded-18-"));
    try {
      mkdirSync(path.join(dataDir, "postgres"));
      writeFileSync(path.join(dataDir, "postgres", "PG_VERSION"), "18\n");
      const refused = await runOperatorScript("db-backup.ts", [], { DATA_DIR: dataDir, BACKUP_DIR: backupDir });
      expect(refused.code).toBe(1);
      expect(refused.err).toContain(`a été créé par PostgreSQL 18, or le PostgreSQL embarqué est en version ${postgres.major}`);
      expect(refused.err).toContain("exportez-les avec un PostgreSQL 18 et son pg_dump");
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
