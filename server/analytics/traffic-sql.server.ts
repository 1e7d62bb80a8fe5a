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
import { queryRows, runStatement, select, unionAll } from "./typed-sql.server";

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

/**
 * Memory for the sort of the views and the aggregations after it, for the caller's transaction only: 25 months of a
 * busy site (ten million views) are rolled up, or recounted, in one pass; beyond this, PostgreSQL spills to
 * temporary files.
 */
const VIEWS_WORK_MEM = "256MB";

/** `a OR b OR …` of the conditions, false when there are none. */
function anyOf(conditions: SQL[]): SQL {
  return conditions.length === 0 ? sql`false` : sql`(${sql.join(conditions, sql` OR `)})`;
}

/**
 * Builds, inside the caller's transaction, the temporary table `traffic_views` of the Paris days `from`..`to`: every
 * counted view with its day, visitor key, millisecond instant, page, source, place, its visit (numbered per day and
 * key), and flags saying whether it is the first view of its key, or of its visit, with its page, country, region
 * or visit source. Its columns are named here (it is no schema table); page_views is read through the schema.
 *
 * Written for tens of millions of rows (the demo rolls 25 months up at once): one sort of the views by day, key and
 * instant, and every figure from one pass over that order; each distinct count becomes a count of "first" flags, so
 * no aggregation is keyed by visitor. A view is the first of its key with a page when the page's first position in
 * the key's views so far is its own; the first of its visit when that holds from the visit's first view. Each
 * exclusion is a list of plain comparisons, one per admin path or configured value, rather than a sub-query per row.
 */
export async function buildViewTables(client: pg.PoolClient, from: string, to: string, exclusions: TrafficExclusions): Promise<void> {
  const pv = pageViews;
  // The page (the URL before '?') is an admin path or below one exactly when the URL is that path, or starts with
  // it followed by '?' or '/': tested on the URL itself, without cutting it for each comparison.
  const adminPage = anyOf([
    sql`${pv.pageUrl} = ANY(${sql.param(ADMIN_PATHS)}::text[])`,
    ...ADMIN_PATHS.flatMap((path) => [
      sql`starts_with(${pv.pageUrl}, ${`${path}/`}::text)`,
      sql`starts_with(${pv.pageUrl}, ${`${path}?`}::text)`,
    ]),
  ]);
  const excludedReferrer = anyOf(
    exclusions.referrerHosts.flatMap((host) => [
      sql`${pv.referrer} = ${host}::text`,
      sql`right(${pv.referrer}, ${host.length + 1}::int) = ${`.${host}`}::text`,
    ]),
  );
  const markedUrl = anyOf(exclusions.urlMarkers.map((marker) => sql`strpos(${pv.pageUrl}, ${marker}::text) > 0`));
  await runStatement(client, sql`SELECT set_config('work_mem', ${VIEWS_WORK_MEM}, true)`);
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
         AND NOT ${adminPage}
     ), ordered AS (
       SELECT read.*, ms - lag(ms) OVER w AS gap, row_number() OVER w AS position
       FROM read
       WINDOW w AS (PARTITION BY day, k ORDER BY ms, id)
     ), marked AS (
       SELECT ordered.*, CASE WHEN gap < ${VISIT_GAP_MS} THEN 0 ELSE 1 END AS starts, coalesce(source, ${DIRECT}) AS own_source,
              -- A (country, region) pair as one text: the length prefix keeps two pairs from reading alike.
              length(country) || ':' || country || region AS place
       FROM ordered
     ), running AS (
       SELECT marked.*,
              sum(starts) OVER w AS visit,
              max(position) FILTER (WHERE starts = 1) OVER w AS visit_start,
              lead(starts) OVER w AS next_starts,
              array_agg(page) OVER w AS pages,
              array_agg(country) OVER w AS countries,
              array_agg(place) OVER w AS places,
              array_agg(own_source) FILTER (WHERE starts = 1) OVER w AS visit_sources
       FROM marked
       WINDOW w AS (PARTITION BY day, k ORDER BY ms, id)
     )
     SELECT day, k, ms, id, page, country, region, starts, visit, next_starts, gap,
            array_position(pages, page) = position AS page_key_first,
            array_position(pages, page, visit_start::int) = position AS page_visit_first,
            array_position(countries, country) = position AS country_key_first,
            array_position(countries, country, visit_start::int) = position AS country_visit_first,
            array_position(places, place) = position AS region_key_first,
            array_position(places, place, visit_start::int) = position AS region_visit_first,
            visit_sources[visit] AS visit_source,
            array_position(visit_sources, visit_sources[visit]) = visit AS source_key_first
     FROM running`,
  );
}

/**
 * Per-day totals of the days `from`..`to` from the temporary table, zeros for a day without views: a visit is
 * counted at its starting view, a visitor at its key's first view, a bounce at a starting view whose next view
 * starts another visit (or that has none), and a visit's duration as the sum of the gaps between its views.
 */
export function dailyTotalsSelect(from: string, to: string) {
  return select(
    {
      day: sql<string>`d.day::date::text`,
      views: sql<number>`coalesce(v.views, 0)::int`,
      visitors: sql<number>`coalesce(v.visitors, 0)::int`,
      visits: sql<number>`coalesce(v.visits, 0)::int`,
      bounces: sql<number>`coalesce(v.bounces, 0)::int`,
      /** int8, which pg gives as text. */
      visitMs: sql<string>`coalesce(v.visit_ms, 0)::bigint`,
    },
    sql`FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS d(day)
  LEFT JOIN (
    SELECT day, count(*) AS views,
           count(*) FILTER (WHERE starts = 1 AND visit = 1) AS visitors,
           count(*) FILTER (WHERE starts = 1) AS visits,
           count(*) FILTER (WHERE starts = 1 AND coalesce(next_starts, 1) = 1) AS bounces,
           sum(gap) FILTER (WHERE starts = 0) AS visit_ms
    FROM traffic_views GROUP BY day
  ) AS v ON v.day = d.day::date`,
  );
}

/** One breakdown's lines per day from the temporary table: views, visitors (distinct keys) and visits of each name. */
function breakdownSelect(dimension: Dimension, line: { name: SQL; country: SQL; visitorFlag: SQL; visitFlag: SQL; groupBy: SQL }) {
  return select(
    {
      day: sql<string>`day::text`,
      dimension: sql<Dimension>`${dimension}::text`,
      name: sql<string>`${line.name}`,
      country: sql<string>`${line.country}`,
      views: sql<number>`count(*)::int`,
      visitors: sql<number>`count(*) FILTER (WHERE ${line.visitorFlag})::int`,
      visits: sql<number>`count(*) FILTER (WHERE ${line.visitFlag})::int`,
    },
    sql`FROM traffic_views GROUP BY ${line.groupBy}`,
  );
}

/**
 * Per-day lines of every breakdown from the temporary table: views, visitors (distinct keys) and visits of each
 * page, source (of the visit), country and region, each distinct count a count of flags.
 */
export const DAILY_BREAKDOWN_SELECT = unionAll(
  breakdownSelect("page", {
    name: sql`page`,
    country: sql`''`,
    visitorFlag: sql`page_key_first`,
    visitFlag: sql`page_visit_first`,
    groupBy: sql`day, page`,
  }),
  breakdownSelect("source", {
    name: sql`visit_source`,
    country: sql`''`,
    visitorFlag: sql`starts = 1 AND source_key_first`,
    visitFlag: sql`starts = 1`,
    groupBy: sql`day, visit_source`,
  }),
  breakdownSelect("country", {
    name: sql`country`,
    country: sql`''`,
    visitorFlag: sql`country_key_first`,
    visitFlag: sql`country_visit_first`,
    groupBy: sql`day, country`,
  }),
  breakdownSelect("region", {
    name: sql`region`,
    country: sql`country`,
    visitorFlag: sql`region_key_first`,
    visitFlag: sql`region_visit_first`,
    groupBy: sql`day, country, region`,
  }),
);

export type DailyBreakdownRow = (typeof DAILY_BREAKDOWN_SELECT)["row"];

export function toDailyFigures(row: ReturnType<typeof dailyTotalsSelect>["row"]): DailyFigures {
  return { ...row, visitMs: Number(row.visitMs) };
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
    const daily = await queryRows(client, dailyTotalsSelect(from, to));
    const breakdown = await queryRows(client, DAILY_BREAKDOWN_SELECT);
    await client.query("COMMIT");
    return { daily: daily.map(toDailyFigures), breakdown };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
