import { createHash } from "node:crypto";
import { type Column, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Logger } from "pino";
import type pg from "pg";
import { addDays, parisDay } from "@domain/calendar";
import { daysBetween } from "@domain/analytics/definitions";
import { QUALIFIED_LEAD_MIN_COST } from "@domain/analytics/lead-definitions";
import type { DayRange } from "@domain/traffic-period";
import {
  bordereauUsage,
  calculatorDaily,
  calculatorUsage,
  documentDownloads,
  downloadDaily,
  usageRollupDays,
  wallCalculations,
  wallDaily,
  worksheetDaily,
} from "../db/schema.server";
import { inParisDaysOf } from "./paris-days-sql.server";
import { oldestCompleteRawDay } from "./traffic-sql.server";
import { columnList, queryRows, reader, runStatement, select } from "./typed-sql.server";

/**
 * Daily roll-ups of the usage tables (calculations, downloads, worksheet events, wall calculations), so that the
 * dashboards over months and 'Tout' read a row per day and grouping rather than every event: at 10 M page views the
 * usage tables hold 650,000 rows, read whole by every 'Tout' (issue #43).
 *
 * Each roll-up table is defined once below as a SELECT over the raw rows of some Paris days, grouped by day and the
 * table's keys, admin-mode rows left out. The job writes it for closed days; a dashboard reads, for each period, the
 * roll-ups of the days marked under the current definitions and the same SELECT over the raw rows of every other day
 * (today, a day not rolled up yet, the days the retention has begun deleting), in one statement. So a figure is the
 * same whether its days are rolled up or not (tests/integration/usage-rollups.test.ts).
 *
 * A closed day's raw rows never change: events are stored at the instant they happen, and the retention deletes only
 * days older than `oldestCompleteRawDay`, which are always read raw. Rows written into a closed day afterwards (by
 * hand, or by a test) are not in its roll-up until it is rolled up again: delete its mark.
 */

/** Bump when a definition below changes: every day still backed by complete raw rows is then rolled up again. */
const DEFINITIONS_VERSION = 1;

/** The rules the roll-ups were computed under (their definitions and the qualified-lead threshold). */
export const USAGE_ROLLUP_FINGERPRINT = createHash("sha256")
  .update(JSON.stringify([DEFINITIONS_VERSION, QUALIFIED_LEAD_MIN_COST]))
  .digest("hex")
  .slice(0, 16);

/** Arbitrary constant naming "usage roll-up" among PostgreSQL advisory locks. */
const USAGE_ROLLUP_LOCK_KEY = 7_315_046_223;

/**
 * A day is rolled up once it has been closed this long: a request begun before midnight Paris stores its event with
 * its transaction's start instant, and may commit a little after.
 */
const CLOSED_DAY_GRACE_MS = 5 * 60_000;

const parisDayOf = (at: Column) => sql`(${at} AT TIME ZONE 'Europe/Paris')::date`;

/** A roll-up table and the SELECT of its rows over the raw rows of some days: each of its columns, as named in the table. */
interface UsageRollup<Table extends PgTable> {
  table: Table;
  rawDays(range: DayRange): SQL;
  /** The table's columns in the order of `rawDays`' select list. */
  columns: Column[];
}

function usageRollup<Table extends PgTable>(
  table: Table,
  computed: { [Key in keyof Table["_"]["columns"]]: SQL },
  rest: (range: DayRange) => SQL,
): UsageRollup<Table> {
  const tableColumns = getTableColumns(table) as Record<string, Column>;
  const keys = Object.keys(computed) as (keyof typeof computed & string)[];
  const columns = keys.map((key) => tableColumns[key]!);
  return {
    table,
    columns,
    rawDays: (range) =>
      sql`SELECT ${sql.join(
        keys.map((key) => sql`${computed[key]} AS ${sql.identifier(tableColumns[key]!.name)}`),
        sql`, `,
      )} ${rest(range)}`,
  };
}

const c = calculatorUsage;
export const CALCULATOR_ROLLUP = usageRollup(
  calculatorDaily,
  {
    day: parisDayOf(c.createdAt),
    productName: sql`${c.productName}`,
    calculations: sql`count(*)::int`,
    emailed: sql`(count(*) FILTER (WHERE ${c.emailSent}))::int`,
    comparisons: sql`(count(*) FILTER (WHERE ${c.isComparative}))::int`,
    costSum: sql`sum(${c.estimatedCost})::bigint`,
    // docs/product.md §3.5: a qualified lead is an e-mailed calculation above the threshold.
    qualified: sql`(count(*) FILTER (WHERE ${c.emailSent} AND ${c.estimatedCost} > ${QUALIFIED_LEAD_MIN_COST}))::int`,
  },
  (range) => sql`FROM ${c} WHERE ${inParisDaysOf(c.createdAt, range)} GROUP BY 1, 2`,
);

const d = documentDownloads;
export const DOWNLOAD_ROLLUP = usageRollup(
  downloadDaily,
  {
    day: parisDayOf(d.downloadedAt),
    country: sql`coalesce(${d.country}, '')`,
    region: sql`coalesce(${d.region}, '')`,
    downloads: sql`count(*)::int`,
  },
  (range) => sql`FROM ${d} WHERE NOT ${d.isAdmin} AND ${inParisDaysOf(d.downloadedAt, range)} GROUP BY 1, 2, 3`,
);

const b = bordereauUsage;
export const WORKSHEET_ROLLUP = usageRollup(
  worksheetDaily,
  {
    day: parisDayOf(b.createdAt),
    measurements: sql`(count(*) FILTER (WHERE ${b.eventType} = 'measurement_added'))::int`,
    emailsSent: sql`(count(*) FILTER (WHERE ${b.eventType} = 'email_sent'))::int`,
  },
  (range) =>
    sql`FROM ${b} WHERE ${b.eventType} IN ('measurement_added', 'email_sent') AND NOT ${b.isAdmin} AND ${inParisDaysOf(b.createdAt, range)} GROUP BY 1`,
);

const w = wallCalculations;
export const WALL_ROLLUP = usageRollup(
  wallDaily,
  {
    day: parisDayOf(w.createdAt),
    baleProductId: sql`${w.baleProductId}`,
    presetId: sql`${w.presetId}`,
    calculations: sql`count(*)::int`,
    withCondensation: sql`(count(*) FILTER (WHERE ${w.condensation}))::int`,
  },
  (range) => sql`FROM ${w} WHERE NOT ${w.isAdmin} AND ${inParisDaysOf(w.createdAt, range)} GROUP BY 1, 2, 3`,
);

const ROLLUPS: UsageRollup<PgTable>[] = [CALCULATOR_ROLLUP, DOWNLOAD_ROLLUP, WORKSHEET_ROLLUP, WALL_ROLLUP];

/** Where each day of a period is counted from: the roll-ups of `rolled`, the raw rows of the `raw` runs. */
export interface UsageDays {
  rolled: string[];
  raw: DayRange[];
}

/** Adds `day` to the runs, extending the last one when `day` follows it. */
function addToRuns(runs: DayRange[], day: string) {
  const last = runs.at(-1);
  if (last && addDays(last.to, 1) === day) last.to = day;
  else runs.push({ from: day, to: day });
}

/**
 * Splits `range` between the roll-ups and the raw rows: the closed days since the oldest complete raw day that are
 * rolled up under the current definitions come from their roll-ups, every other day up to today from the raw rows.
 */
export async function usageDays(pool: pg.Pool, range: DayRange, now: Date): Promise<UsageDays> {
  const today = parisDay(now);
  const to = range.to < today ? range.to : today;
  const oldest = oldestCompleteRawDay(now);
  const raw: DayRange[] = [];
  // Days the retention has begun deleting (or older): as the raw rows stand, as before there were roll-ups.
  if (range.from < oldest && range.from <= to) raw.push({ from: range.from, to: to < oldest ? to : addDays(oldest, -1) });
  const eligible = { from: range.from > oldest ? range.from : oldest, to: to < today ? to : addDays(today, -1) };
  const rolled: string[] = [];
  if (eligible.from <= eligible.to) {
    const marks = await reader(pool)
      .select({ day: usageRollupDays.day })
      .from(usageRollupDays)
      .where(
        sql`${usageRollupDays.fingerprint} = ${USAGE_ROLLUP_FINGERPRINT} AND ${usageRollupDays.day} BETWEEN ${eligible.from} AND ${eligible.to}`,
      );
    const marked = new Set(marks.map((mark) => mark.day));
    for (const day of daysBetween(eligible.from, eligible.to)) {
      if (marked.has(day)) rolled.push(day);
      else addToRuns(raw, day);
    }
  }
  if (range.from <= today && today <= range.to) addToRuns(raw, today);
  return { rolled, raw };
}

/**
 * The rows of `rollup` for the days of `split`, as a derived table named like the roll-up table: queries read it
 * through the table's column objects (`${calculatorDaily.calculations}`), whatever the days come from.
 */
export function usageSource(rollup: UsageRollup<PgTable>, split: UsageDays): SQL {
  const dayColumn = rollup.columns[0]!;
  const parts = [
    sql`SELECT ${sql.join(rollup.columns, sql`, `)} FROM ${rollup.table} WHERE ${dayColumn} = ANY(${sql.param(split.rolled)}::date[])`,
    ...split.raw.map((range) => rollup.rawDays(range)),
  ];
  return sql`(${sql.join(parts, sql` UNION ALL `)}) AS ${rollup.table}`;
}

/** Closed days since the oldest complete raw day, with usage rows, not rolled up under the current definitions. */
export async function usageDaysToRollUp(pool: pg.Pool, now: Date): Promise<string[]> {
  const [first] = await queryRows(
    pool,
    select(
      {
        day: sql<string | null>`(least(${sql.join(
          [
            sql`(SELECT min(${c.createdAt}) FROM ${c})`,
            sql`(SELECT min(${d.downloadedAt}) FROM ${d})`,
            sql`(SELECT min(${b.createdAt}) FROM ${b})`,
            sql`(SELECT min(${w.createdAt}) FROM ${w})`,
          ],
          sql`, `,
        )}) AT TIME ZONE 'Europe/Paris')::date::text`,
      },
      sql``,
    ),
  );
  if (!first?.day) return [];
  const oldest = oldestCompleteRawDay(now);
  const from = first.day > oldest ? first.day : oldest;
  const lastClosed = addDays(parisDay(new Date(now.getTime() - CLOSED_DAY_GRACE_MS)), -1);
  if (from > lastClosed) return [];
  const done = await reader(pool)
    .select({ day: usageRollupDays.day })
    .from(usageRollupDays)
    .where(sql`${usageRollupDays.fingerprint} = ${USAGE_ROLLUP_FINGERPRINT} AND ${usageRollupDays.day} BETWEEN ${from} AND ${lastClosed}`);
  const rolledUp = new Set(done.map((row) => row.day));
  return daysBetween(from, lastClosed).filter((day) => !rolledUp.has(day));
}

/**
 * Rolls up every closed day that needs it, in one transaction over the span from the first to the last (the days
 * between already rolled up come out the same again), and forgets the roll-ups of days the retention has begun
 * deleting. Run by one instance at a time: the others find the advisory lock taken and return null at once.
 */
export async function runUsageRollup(pool: pg.Pool, now = new Date()): Promise<string[] | null> {
  const client = await pool.connect();
  try {
    const [lock] = await queryRows(client, select({ locked: sql<boolean>`pg_try_advisory_lock(${USAGE_ROLLUP_LOCK_KEY})` }, sql``));
    if (!lock?.locked) return null;
    try {
      const days = await usageDaysToRollUp(pool, now);
      await client.query("BEGIN");
      try {
        const marks = usageRollupDays;
        await runStatement(client, sql`DELETE FROM ${marks} WHERE ${marks.day} < ${oldestCompleteRawDay(now)}`);
        if (days.length > 0) {
          const span = { from: days[0]!, to: days.at(-1)! };
          // The roll-up rows of the span go with their marks (ON DELETE CASCADE).
          await runStatement(client, sql`DELETE FROM ${marks} WHERE ${marks.day} BETWEEN ${span.from} AND ${span.to}`);
          await runStatement(
            client,
            sql`INSERT INTO ${marks} ${columnList(marks.day, marks.fingerprint)}
                SELECT day::date, ${USAGE_ROLLUP_FINGERPRINT} FROM generate_series(${span.from}::date, ${span.to}::date, interval '1 day') AS day`,
          );
          for (const rollup of ROLLUPS) {
            await runStatement(client, sql`INSERT INTO ${rollup.table} ${columnList(...rollup.columns)} ${rollup.rawDays(span)}`);
          }
        }
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        throw error;
      }
      return days;
    } finally {
      await runStatement(client, sql`SELECT pg_advisory_unlock(${USAGE_ROLLUP_LOCK_KEY})`);
    }
  } finally {
    client.release();
  }
}

/** Logs what a run of the roll-up did; never throws (the job runs again later). */
export async function runUsageRollupLogged(pool: pg.Pool, log: Logger): Promise<void> {
  try {
    const started = Date.now();
    const days = await runUsageRollup(pool);
    if (days?.length) log.info({ days: days.length, ms: Date.now() - started }, "usage days rolled up");
  } catch (error) {
    log.error({ err: error }, "usage roll-up failed");
  }
}
