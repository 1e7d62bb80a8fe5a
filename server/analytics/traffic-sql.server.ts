import { createHash } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import type pg from "pg";
import { addMonths, parisDay } from "@domain/calendar";
import { RETENTION } from "@domain/retention";
import type { Config } from "../config.server";
import {
  ADMIN_PATHS,
  type DailyFigures,
  DIRECT,
  type Dimension,
  type TrafficExclusions,
  VISIT_GAP_MS,
} from "@domain/analytics/definitions";
import { pageViews } from "../db/schema.server";
import { queryRows, runStatement } from "./typed-sql.server";

/**
 * The definitions of definitions.ts in SQL, shared by the roll-up job (which stores what they give for closed days)
 * and by the dashboards (which compute today, and any day not rolled up yet, the same way). Tested against
 * `aggregateViews` on random data (tests/integration/traffic-rollups.test.ts).
 */

export function exclusionsFromConfig(
  config: Pick<Config, "TRAFFIC_EXCLUDED_CITIES" | "TRAFFIC_EXCLUDED_REFERRER_HOSTS" | "TRAFFIC_EXCLUDED_URL_MARKERS">,
): TrafficExclusions {
  return {
    cities: config.TRAFFIC_EXCLUDED_CITIES,
    referrerHosts: config.TRAFFIC_EXCLUDED_REFERRER_HOSTS.map((host) => host.toLowerCase()),
    urlMarkers: config.TRAFFIC_EXCLUDED_URL_MARKERS,
  };
}

/** Bump when a definition changes: every day still backed by raw rows is then rolled up again. */
const DEFINITIONS_VERSION = 1;

/** Identifies the rules a roll-up was computed under; a changed configuration makes old roll-ups stale. */
export function exclusionsFingerprint(exclusions: TrafficExclusions): string {
  const rules = JSON.stringify([
    DEFINITIONS_VERSION,
    VISIT_GAP_MS,
    ADMIN_PATHS,
    exclusions.cities,
    exclusions.referrerHosts,
    exclusions.urlMarkers,
  ]);
  return createHash("sha256").update(rules).digest("hex").slice(0, 16);
}

/**
 * The first day whose raw rows are all still there: the hourly clean-up deletes rows older than 25 months to the
 * instant, so the day holding that instant is partial. Days before it are never recomputed.
 */
export function oldestCompleteRawDay(now: Date): string {
  const day = addMonths(parisDay(now), -RETENTION.rawAnalyticsMonths);
  return new Date(Date.parse(`${day}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
}

/** `a OR b OR …` of the conditions, false when there are none. */
function anyOf(conditions: SQL[]): SQL {
  return conditions.length === 0 ? sql`false` : sql`(${sql.join(conditions, sql` OR `)})`;
}

/**
 * Builds, inside the caller's transaction, two temporary tables for the Paris days `from`..`to`:
 * `traffic_views` (every counted view with its day, millisecond instant and visit number) and `traffic_visits`.
 * Their columns are named here (they are no schema tables); page_views is read through the schema.
 *
 * Written for tens of millions of rows in one statement (the demo rolls 25 months up at once): each exclusion is a
 * list of plain comparisons, one per admin path or configured value, rather than a sub-query per row; a visit's
 * source is read from its starting view rather than by sorting its views again.
 */
export async function buildViewTables(client: pg.PoolClient, from: string, to: string, exclusions: TrafficExclusions): Promise<void> {
  const pv = pageViews;
  const page = sql.raw("page");
  const adminPage = anyOf([
    sql`${page} = ANY(${sql.param(ADMIN_PATHS)}::text[])`,
    ...ADMIN_PATHS.map((path) => sql`starts_with(${page}, ${`${path}/`}::text)`),
  ]);
  const excludedReferrer = anyOf(
    exclusions.referrerHosts.flatMap((host) => [
      sql`${pv.referrer} = ${host}::text`,
      sql`right(${pv.referrer}, ${host.length + 1}::int) = ${`.${host}`}::text`,
    ]),
  );
  const markedUrl = anyOf(exclusions.urlMarkers.map((marker) => sql`strpos(${pv.pageUrl}, ${marker}::text) > 0`));
  await runStatement(
    client,
    sql`CREATE TEMP TABLE traffic_views ON COMMIT DROP AS
     WITH read AS (
       SELECT ${pv.id} AS id,
              (${pv.viewedAt} AT TIME ZONE 'Europe/Paris')::date AS day,
              ${pv.visitorKey} AS k,
              floor(extract(epoch FROM ${pv.viewedAt}) * 1000)::bigint AS ms,
              split_part(${pv.pageUrl}, '?', 1) AS page,
              ${pv.source} AS source,
              coalesce(${pv.country}, '') AS country,
              coalesce(${pv.region}, '') AS region
       FROM ${pv}
       WHERE ${pv.viewedAt} >= (${from}::date)::timestamp AT TIME ZONE 'Europe/Paris'
         AND ${pv.viewedAt} < (${to}::date + 1)::timestamp AT TIME ZONE 'Europe/Paris'
         AND NOT ${pv.isAdmin}
         AND (${pv.city} IS NULL OR NOT (${pv.city} = ANY(${sql.param(exclusions.cities)}::text[])))
         AND (${pv.referrer} IS NULL OR NOT ${excludedReferrer})
         AND NOT ${markedUrl}
     ), kept AS (
       SELECT * FROM read WHERE NOT ${adminPage}
     ), marked AS (
       SELECT kept.*, CASE WHEN ms - lag(ms) OVER w < ${VISIT_GAP_MS} THEN 0 ELSE 1 END AS starts
       FROM kept WINDOW w AS (PARTITION BY day, k ORDER BY ms, id)
     )
     SELECT marked.*, sum(starts) OVER (PARTITION BY day, k ORDER BY ms, id) AS visit FROM marked`,
  );
  // Each visit has exactly one starting view (starts = 1), its first by (ms, id): the visit's source is that view's.
  await runStatement(
    client,
    sql`CREATE TEMP TABLE traffic_visits ON COMMIT DROP AS
     SELECT day, k, visit, count(*) AS n, max(ms) - min(ms) AS span_ms,
            min(coalesce(source, ${DIRECT})) FILTER (WHERE starts = 1) AS source
     FROM traffic_views GROUP BY day, k, visit`,
  );
}

/** A row of `dailyTotalsSelect`: visit_ms is int8, which pg gives as text. */
export interface DailyTotalsRow {
  day: string;
  views: number;
  visitors: number;
  visits: number;
  bounces: number;
  visit_ms: string | number;
}

/** Per-day totals of the days `from`..`to` from the temporary tables, zeros for a day without views. */
export function dailyTotalsSelect(from: string, to: string): SQL {
  return sql`
  SELECT d.day::date::text AS day,
         coalesce(sum(v.n), 0)::int AS views,
         count(DISTINCT v.k)::int AS visitors,
         count(v.k)::int AS visits,
         count(v.k) FILTER (WHERE v.n = 1)::int AS bounces,
         coalesce(sum(v.span_ms), 0)::bigint AS visit_ms
  FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS d(day)
  LEFT JOIN traffic_visits v ON v.day = d.day::date
  GROUP BY d.day`;
}

/**
 * Per-day lines of every breakdown: views, distinct keys, visits, from the temporary tables (rows: DailyBreakdownRow).
 * Each line's visits are counted per key first, then its keys: two hash aggregations instead of one distinct count
 * by sort, which at millions of views took most of the roll-up.
 */
export const DAILY_BREAKDOWN_SELECT: SQL = sql`
  WITH per_visit AS (
    SELECT day, 'page' AS dimension, page AS name, '' AS country, k, visit, count(*) AS views
      FROM traffic_views GROUP BY day, page, k, visit
    UNION ALL
    SELECT day, 'source', source, '', k, visit, n FROM traffic_visits
    UNION ALL
    SELECT day, 'country', country, '', k, visit, count(*) FROM traffic_views GROUP BY day, country, k, visit
    UNION ALL
    SELECT day, 'region', region, country, k, visit, count(*) FROM traffic_views GROUP BY day, country, region, k, visit
  ), per_key AS (
    SELECT day, dimension, name, country, sum(views) AS views, count(*) AS visits
    FROM per_visit GROUP BY day, dimension, name, country, k
  )
  SELECT day::text AS day, dimension, name, country,
         sum(views)::int AS views, count(*)::int AS visitors, sum(visits)::int AS visits
  FROM per_key GROUP BY day, dimension, name, country`;

export interface DailyBreakdownRow {
  day: string;
  dimension: Dimension;
  name: string;
  country: string;
  views: number;
  visitors: number;
  visits: number;
}

export function toDailyFigures(row: DailyTotalsRow): DailyFigures {
  return {
    day: row.day,
    views: row.views,
    visitors: row.visitors,
    visits: row.visits,
    bounces: row.bounces,
    visitMs: Number(row.visit_ms),
  };
}

/** The figures of days `from`..`to` straight from page_views (today, or days not rolled up yet). */
export async function computeDaysFromRawRows(
  pool: pg.Pool,
  from: string,
  to: string,
  exclusions: TrafficExclusions,
): Promise<{ daily: DailyFigures[]; breakdown: DailyBreakdownRow[] }> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await buildViewTables(client, from, to, exclusions);
    const daily = await queryRows<DailyTotalsRow>(client, dailyTotalsSelect(from, to));
    const breakdown = await queryRows<DailyBreakdownRow>(client, DAILY_BREAKDOWN_SELECT);
    await client.query("COMMIT");
    return { daily: daily.map(toDailyFigures), breakdown };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
