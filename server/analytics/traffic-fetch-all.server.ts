import { sql } from "drizzle-orm";
import type pg from "pg";
import type { DayRange } from "@domain/traffic-period";
import {
  aggregateViews,
  type CountedView,
  isExcludedView,
  type TrafficAggregate,
  type TrafficExclusions,
} from "@domain/analytics/definitions";
import { pageViews } from "../db/schema.server";
import { type PgValue, queryRows } from "./typed-sql.server";

interface FetchedViewRow {
  /** bigserial in "number" mode: pg still gives int8 as text. */
  id: string;
  at: number;
  visitor_key: string;
  page_url: PgValue<typeof pageViews.pageUrl>;
  referrer: PgValue<typeof pageViews.referrer>;
  source: PgValue<typeof pageViews.source>;
  is_admin: PgValue<typeof pageViews.isAdmin>;
  country: PgValue<typeof pageViews.country>;
  region: PgValue<typeof pageViews.region>;
  city: PgValue<typeof pageViews.city>;
}

/**
 * The original dashboards' approach: select every row of the period, then aggregate in JavaScript. Kept only as the
 * reference the SQL path is tested against and as the baseline of `npm run bench:dashboards`; no page uses it.
 */
export async function fetchAllThenAggregate(pool: pg.Pool, range: DayRange, exclusions: TrafficExclusions): Promise<TrafficAggregate> {
  const pv = pageViews;
  const rows = await queryRows<FetchedViewRow>(
    pool,
    sql`SELECT ${pv.id} AS id, floor(extract(epoch FROM ${pv.viewedAt}) * 1000)::float8 AS at, ${pv.visitorKey}::text AS visitor_key,
            ${pv.pageUrl} AS page_url, ${pv.referrer} AS referrer, ${pv.source} AS source, ${pv.isAdmin} AS is_admin,
            ${pv.country} AS country, ${pv.region} AS region, ${pv.city} AS city
     FROM ${pv}
     WHERE ${pv.viewedAt} >= (${range.from}::date)::timestamp AT TIME ZONE 'Europe/Paris'
       AND ${pv.viewedAt} < (${range.to}::date + 1)::timestamp AT TIME ZONE 'Europe/Paris'
     ORDER BY ${pv.viewedAt} DESC`,
  );
  const views: CountedView[] = [];
  for (const row of rows) {
    if (isExcludedView({ pageUrl: row.page_url, referrer: row.referrer, city: row.city, isAdmin: row.is_admin }, exclusions)) continue;
    views.push({
      id: Number(row.id),
      at: row.at,
      visitorKey: row.visitor_key,
      pageUrl: row.page_url,
      source: row.source,
      country: row.country,
      region: row.region,
    });
  }
  return aggregateViews(views, range.from, range.to);
}
