import type pg from "pg";
import type { DayRange } from "@domain/traffic-period";
import {
  aggregateViews,
  type CountedView,
  isExcludedView,
  type TrafficAggregate,
  type TrafficExclusions,
} from "@domain/analytics/definitions";

/**
 * The original dashboards' approach: select every row of the period, then aggregate in JavaScript. Kept only as the
 * reference the SQL path is tested against and as the baseline of `npm run bench:dashboards`; no page uses it.
 */
export async function fetchAllThenAggregate(pool: pg.Pool, range: DayRange, exclusions: TrafficExclusions): Promise<TrafficAggregate> {
  const { rows } = await pool.query<{
    id: string;
    at: number;
    visitor_key: string;
    page_url: string;
    referrer: string | null;
    source: string | null;
    is_admin: boolean;
    country: string | null;
    region: string | null;
    city: string | null;
  }>(
    `SELECT id, floor(extract(epoch FROM viewed_at) * 1000)::float8 AS at, visitor_key::text AS visitor_key,
            page_url, referrer, source, is_admin, country, region, city
     FROM page_views
     WHERE viewed_at >= ($1::date)::timestamp AT TIME ZONE 'Europe/Paris'
       AND viewed_at < ($2::date + 1)::timestamp AT TIME ZONE 'Europe/Paris'
     ORDER BY viewed_at DESC`,
    [range.from, range.to],
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
