import { and, between, eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type pg from "pg";
import { parisDay } from "@domain/calendar";
import { daysBetween, type TrafficExclusions } from "@domain/analytics/definitions";
import { pageViews, trafficDaily, trafficDailyBreakdown } from "../db/schema.server";
import {
  buildViewTables,
  DAILY_BREAKDOWN_SELECT,
  dailyTotalsSelect,
  exclusionsFingerprint,
  oldestCompleteRawDay,
} from "./traffic-sql.server";
import { columnList, queryRows, reader, runStatement, select } from "./typed-sql.server";
import { runUsageRollupLogged } from "./usage-rollup.server";

/** Arbitrary constant naming "traffic roll-up" among PostgreSQL advisory locks. */
const ROLLUP_LOCK_KEY = 7_315_046_222;
/** How often the job looks for newly closed days; finding none costs one small query. */
const CHECK_EVERY_MS = 10 * 60 * 1000;

function previousDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/** Closed days still backed by complete raw rows that have no roll-up under the current rules. */
export async function daysToRollUp(pool: pg.Pool, exclusions: TrafficExclusions, now: Date): Promise<string[]> {
  const [row] = await reader(pool)
    .select({ first: sql<string | null>`((min(${pageViews.viewedAt}) AT TIME ZONE 'Europe/Paris')::date)::text` })
    .from(pageViews);
  const firstRaw = row?.first;
  if (!firstRaw) return [];
  const oldest = oldestCompleteRawDay(now);
  const from = firstRaw > oldest ? firstRaw : oldest;
  const yesterday = previousDay(parisDay(now));
  if (from > yesterday) return [];
  const d = trafficDaily;
  const done = await reader(pool)
    .select({ day: d.day })
    .from(d)
    .where(and(between(d.day, from, yesterday), eq(d.exclusionsFingerprint, exclusionsFingerprint(exclusions))));
  const rolledUp = new Set(done.map((row) => row.day));
  return daysBetween(from, yesterday).filter((day) => !rolledUp.has(day));
}

/**
 * Rolls up every closed day that needs it. Idempotent (each chunk replaces its days in one transaction) and run by
 * one instance at a time: the others find the advisory lock taken and return at once. Returns the days written,
 * or null when another instance holds the lock. `connections` > 1 rolls spans of the days up side by side (a bulk
 * load; the job itself rolls up a day at a time on one).
 */
export async function runTrafficRollup(
  pool: pg.Pool,
  exclusions: TrafficExclusions,
  now = new Date(),
  options: { connections?: number } = {},
): Promise<string[] | null> {
  const lockClient = await pool.connect();
  try {
    const [lock] = await queryRows(lockClient, select({ locked: sql<boolean>`pg_try_advisory_lock(${ROLLUP_LOCK_KEY})` }, sql``));
    if (!lock?.locked) return null;
    try {
      const days = await daysToRollUp(pool, exclusions, now);
      const fingerprint = exclusionsFingerprint(exclusions);
      // One set-based pass over the whole span: the days between already rolled up come out the same again.
      if (days.length === 0) return days;
      const spans = await splitSpan(pool, days[0]!, days.at(-1)!, options.connections ?? 1);
      await Promise.all(
        spans.map(async ([from, to], index) => {
          if (index === 0) return rollUpDays(lockClient, from, to, exclusions, fingerprint);
          const client = await pool.connect();
          try {
            await rollUpDays(client, from, to, exclusions, fingerprint);
          } finally {
            client.release();
          }
        }),
      );
      return days;
    } finally {
      await runStatement(lockClient, sql`SELECT pg_advisory_unlock(${ROLLUP_LOCK_KEY})`);
    }
  } finally {
    lockClient.release();
  }
}

/**
 * `from`..`to` cut into `parts` spans of about as many views each (a bulk load of months of traffic, rolled up on
 * several connections; every day's figures depend on that day's views only). The cut points are the Paris days of
 * the views whose ids divide the span's ids evenly: ids follow the order of insertion, close to the order of time.
 */
async function splitSpan(pool: pg.Pool, from: string, to: string, parts: number): Promise<[string, string][]> {
  if (parts <= 1 || from === to) return [[from, to]];
  const pv = pageViews;
  const inSpan = sql`${pv.viewedAt} >= (${from}::date)::timestamp AT TIME ZONE 'Europe/Paris' AND ${pv.viewedAt} < (${to}::date + 1)::timestamp AT TIME ZONE 'Europe/Paris'`;
  const cuts = await queryRows(
    pool,
    select(
      {
        day: sql<
          string | null
        >`((SELECT ${pv.viewedAt} FROM ${pv} WHERE ${pv.id} >= low + (high - low) * part / ${parts} AND ${inSpan} ORDER BY ${pv.id} LIMIT 1)
                 AT TIME ZONE 'Europe/Paris')::date::text`,
      },
      sql`FROM (SELECT min(${pv.id}) AS low, max(${pv.id}) AS high FROM ${pv} WHERE ${inSpan}) AS bounds, generate_series(1, ${parts - 1}) AS part`,
    ),
  );
  const spans: [string, string][] = [];
  let start = from;
  for (const { day } of cuts) {
    if (day === null || day <= start || day > to) continue;
    spans.push([start, previousDay(day)]);
    start = day;
  }
  spans.push([start, to]);
  return spans;
}

/**
 * Replaces the roll-ups of the days `from`..`to` in one transaction: each table is written by one
 * `INSERT … SELECT … GROUP BY` over all the days, never a statement per day.
 */
async function rollUpDays(client: pg.PoolClient, from: string, to: string, exclusions: TrafficExclusions, fingerprint: string) {
  await client.query("BEGIN");
  try {
    await buildViewTables(client, from, to, exclusions);
    await runStatement(client, sql`DELETE FROM ${trafficDaily} WHERE ${trafficDaily.day} BETWEEN ${from} AND ${to}`);
    const d = trafficDaily;
    const totals = dailyTotalsSelect(from, to);
    await runStatement(
      client,
      sql`INSERT INTO ${d} ${columnList(d.day, d.views, d.visitors, d.visits, d.bounces, d.visitMs, d.exclusionsFingerprint)}
       SELECT ${totals.column("day")}::date, ${sql.join(
         (["views", "visitors", "visits", "bounces", "visitMs"] as const).map((key) => totals.column(key)),
         sql`, `,
       )}, ${fingerprint} FROM (${totals.sql}) AS totals`,
    );
    const b = trafficDailyBreakdown;
    const lines = DAILY_BREAKDOWN_SELECT;
    await runStatement(
      client,
      sql`INSERT INTO ${b} ${columnList(b.day, b.dimension, b.name, b.country, b.views, b.visitors, b.visits)}
       SELECT ${lines.column("day")}::date, ${sql.join(
         (["dimension", "name", "country", "views", "visitors", "visits"] as const).map((key) => lines.column(key)),
         sql`, `,
       )} FROM (${lines.sql}) AS lines`,
    );
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  }
}

/**
 * At start, then every few minutes: a day closed at midnight Paris is rolled up within CHECK_EVERY_MS, its traffic
 * and its usage (server/analytics/usage-rollup.server.ts).
 */
export function startAnalyticsRollups(pool: pg.Pool, exclusions: TrafficExclusions, log: Logger): { stop(): void } {
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
    }
    await runUsageRollupLogged(pool, log);
    running = false;
  };
  const timer = setInterval(run, CHECK_EVERY_MS);
  timer.unref();
  void run();
  return { stop: () => clearInterval(timer) };
}
