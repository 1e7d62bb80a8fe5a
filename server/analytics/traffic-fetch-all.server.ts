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
import { queryRows, select } from "./typed-sql.server";

/**
 * The original dashboards' approach: select every row of the period, then aggregate in JavaScript. Kept only as the
 * reference the SQL path is tested against and as the baseline of `npm run bench:dashboards`; no page uses it.
 */
export async function fetchAllThenAggregate(pool: pg.Pool, range: DayRange, exclusions: TrafficExclusions): Promise<TrafficAggregate> {
  const pv = pageViews;
  const rows = await queryRows(
    pool,
    select(
      {
        /** bigserial in "number" mode: pg still gives int8 as text. */
        id: sql<string>`${pv.id}`,
        at: sql<number>`floor(extract(epoch FROM ${pv.viewedAt}) * 1000)::float8`,
        visitorKey: sql<string>`${pv.visitorKey}::text`,
        pageUrl: pv.pageUrl,
        referrer: pv.referrer,
        source: pv.source,
        isAdmin: pv.isAdmin,
        country: pv.country,
        region: pv.region,
        city: pv.city,
      },
      sql`FROM ${pv}
     WHERE ${pv.viewedAt} >= (${range.from}::date)::timestamp AT TIME ZONE 'Europe/Paris'
       AND ${pv.viewedAt} < (${range.to}::date + 1)::timestamp AT TIME ZONE 'Europe/Paris'
     ORDER BY ${pv.viewedAt} DESC`,
    ),
  );
  const views: CountedView[] = [];
  for (const row of rows) {
    if (isExcludedView(row, exclusions)) continue;
    views.push({
      id: Number(row.id),
      at: row.at,
      visitorKey: row.visitorKey,
      pageUrl: row.pageUrl,
      source: row.source,
      country: row.country,
      region: row.region,
    });
  }
  return aggregateViews(views, range.from, range.to);
}
