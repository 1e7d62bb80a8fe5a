import type { Logger } from "pino";
import type pg from "pg";
import { parisDay } from "@domain/calendar";
import { daysBetween, type TrafficExclusions } from "@domain/analytics/definitions";
import {
  buildViewTables,
  DAILY_BREAKDOWN_SELECT,
  DAILY_TOTALS_SELECT,
  exclusionsFingerprint,
  oldestCompleteRawDay,
} from "./traffic-sql.server";

/** Arbitrary constant naming "traffic roll-up" among PostgreSQL advisory locks. */
const ROLLUP_LOCK_KEY = 7_315_046_222;
/** Days computed per transaction: bounded memory and lock time, few round trips. */
const DAYS_PER_CHUNK = 14;
/** How often the job looks for newly closed days; finding none costs one small query. */
const CHECK_EVERY_MS = 10 * 60 * 1000;

function previousDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/** Closed days still backed by complete raw rows that have no roll-up under the current rules. */
export async function daysToRollUp(pool: pg.Pool, exclusions: TrafficExclusions, now: Date): Promise<string[]> {
  const { rows } = await pool.query<{ first: string | null }>(
    "SELECT ((min(viewed_at) AT TIME ZONE 'Europe/Paris')::date)::text AS first FROM page_views",
  );
  const firstRaw = rows[0]?.first;
  if (!firstRaw) return [];
  const oldest = oldestCompleteRawDay(now);
  const from = firstRaw > oldest ? firstRaw : oldest;
  const yesterday = previousDay(parisDay(now));
  if (from > yesterday) return [];
  const done = await pool.query<{ day: string }>(
    "SELECT day::text AS day FROM traffic_daily WHERE day BETWEEN $1 AND $2 AND exclusions_fingerprint = $3",
    [from, yesterday, exclusionsFingerprint(exclusions)],
  );
  const rolledUp = new Set(done.rows.map((row) => row.day));
  return daysBetween(from, yesterday).filter((day) => !rolledUp.has(day));
}

/** Contiguous runs of at most DAYS_PER_CHUNK days. */
function chunks(days: string[]): [string, string][] {
  const runs: [string, string][] = [];
  for (const day of days) {
    const last = runs.at(-1);
    if (last && previousDay(day) === last[1] && daysBetween(last[0], day).length <= DAYS_PER_CHUNK) last[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}

/**
 * Rolls up every closed day that needs it. Idempotent (each chunk replaces its days in one transaction) and run by
 * one instance at a time: the others find the advisory lock taken and return at once. Returns the days written,
 * or null when another instance holds the lock.
 */
export async function runTrafficRollup(pool: pg.Pool, exclusions: TrafficExclusions, now = new Date()): Promise<string[] | null> {
  const lockClient = await pool.connect();
  try {
    const { rows } = await lockClient.query<{ locked: boolean }>("SELECT pg_try_advisory_lock($1) AS locked", [ROLLUP_LOCK_KEY]);
    if (!rows[0]?.locked) return null;
    try {
      const days = await daysToRollUp(pool, exclusions, now);
      const fingerprint = exclusionsFingerprint(exclusions);
      for (const [from, to] of chunks(days)) await rollUpDays(lockClient, from, to, exclusions, fingerprint);
      return days;
    } finally {
      await lockClient.query("SELECT pg_advisory_unlock($1)", [ROLLUP_LOCK_KEY]);
    }
  } finally {
    lockClient.release();
  }
}

async function rollUpDays(client: pg.PoolClient, from: string, to: string, exclusions: TrafficExclusions, fingerprint: string) {
  await client.query("BEGIN");
  try {
    await buildViewTables(client, from, to, exclusions);
    await client.query("DELETE FROM traffic_daily WHERE day BETWEEN $1 AND $2", [from, to]);
    await client.query(
      `INSERT INTO traffic_daily (day, views, visitors, visits, bounces, visit_ms, exclusions_fingerprint)
       SELECT day::date, views, visitors, visits, bounces, visit_ms, $3 FROM (${DAILY_TOTALS_SELECT}) AS totals`,
      [from, to, fingerprint],
    );
    await client.query(
      `INSERT INTO traffic_daily_breakdown (day, dimension, name, country, views, visitors, visits)
       SELECT day::date, dimension, name, country, views, visitors, visits FROM (${DAILY_BREAKDOWN_SELECT}) AS lines`,
    );
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  }
}

/** At start, then every few minutes: a day closed at midnight Paris is rolled up within CHECK_EVERY_MS. */
export function startTrafficRollups(pool: pg.Pool, exclusions: TrafficExclusions, log: Logger): { stop(): void } {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const started = Date.now();
      const days = await runTrafficRollup(pool, exclusions);
      if (days?.length) log.info({ days: days.length, ms: Date.now() - started }, "traffic days rolled up");
    } catch (error) {
      log.error({ err: error }, "traffic roll-up failed");
    } finally {
      running = false;
    }
  };
  const timer = setInterval(run, CHECK_EVERY_MS);
  timer.unref();
  void run();
  return { stop: () => clearInterval(timer) };
}
