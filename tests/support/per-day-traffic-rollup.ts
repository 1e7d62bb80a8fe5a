import type pg from "pg";
import { ADMIN_PATHS, DIRECT, type TrafficExclusions, VISIT_GAP_MS } from "@domain/analytics/definitions";

/**
 * The roll-up as it was computed before the set-based job (docs/analytics.md, the analytics definitions), kept word for word as the
 * reference the set-based job must equal: one day per transaction, the exclusions as per-row sub-queries, the
 * distinct counts by sort. Writes traffic_daily and traffic_daily_breakdown for each of `days`.
 */
export async function rollUpDayByDay(pool: pg.Pool, days: string[], exclusions: TrafficExclusions, fingerprint: string): Promise<void> {
  const client = await pool.connect();
  try {
    for (const day of days) {
      await client.query("BEGIN");
      await client.query(
        `CREATE TEMP TABLE traffic_views ON COMMIT DROP AS
         WITH kept AS (
           SELECT id, (viewed_at AT TIME ZONE 'Europe/Paris')::date AS day, visitor_key AS k,
                  floor(extract(epoch FROM viewed_at) * 1000)::bigint AS ms, split_part(page_url, '?', 1) AS page,
                  source, coalesce(country, '') AS country, coalesce(region, '') AS region
           FROM page_views
           WHERE viewed_at >= ($1::date)::timestamp AT TIME ZONE 'Europe/Paris'
             AND viewed_at < ($1::date + 1)::timestamp AT TIME ZONE 'Europe/Paris'
             AND NOT is_admin
             AND NOT EXISTS (SELECT 1 FROM unnest($2::text[]) AS a(path)
                             WHERE split_part(page_url, '?', 1) = a.path OR starts_with(split_part(page_url, '?', 1), a.path || '/'))
             AND (city IS NULL OR NOT (city = ANY($3::text[])))
             AND (referrer IS NULL OR NOT EXISTS (SELECT 1 FROM unnest($4::text[]) AS h(host)
                                                  WHERE referrer = h.host OR right(referrer, length(h.host) + 1) = '.' || h.host))
             AND NOT EXISTS (SELECT 1 FROM unnest($5::text[]) AS m(marker) WHERE strpos(page_url, m.marker) > 0)
         ), marked AS (
           SELECT kept.*, CASE WHEN ms - lag(ms) OVER w < $6 THEN 0 ELSE 1 END AS starts
           FROM kept WINDOW w AS (PARTITION BY day, k ORDER BY ms, id)
         )
         SELECT marked.*, sum(starts) OVER (PARTITION BY day, k ORDER BY ms, id) AS visit FROM marked`,
        [day, ADMIN_PATHS, exclusions.cities, exclusions.referrerHosts, exclusions.urlMarkers, VISIT_GAP_MS],
      );
      await client.query(
        `CREATE TEMP TABLE traffic_visits ON COMMIT DROP AS
         SELECT day, k, visit, count(*) AS n, max(ms) - min(ms) AS span_ms,
                (array_agg(coalesce(source, $1) ORDER BY ms, id))[1] AS source
         FROM traffic_views GROUP BY day, k, visit`,
        [DIRECT],
      );
      await client.query("DELETE FROM traffic_daily WHERE day = $1", [day]);
      await client.query(
        `INSERT INTO traffic_daily (day, views, visitors, visits, bounces, visit_ms, exclusions_fingerprint)
         SELECT $1::date, coalesce(sum(n), 0)::int, count(DISTINCT k)::int, count(k)::int,
                count(k) FILTER (WHERE n = 1)::int, coalesce(sum(span_ms), 0)::bigint, $2
         FROM traffic_visits`,
        [day, fingerprint],
      );
      await client.query(
        `INSERT INTO traffic_daily_breakdown (day, dimension, name, country, views, visitors, visits)
         WITH per_visit AS (
           SELECT day, 'page' AS dimension, page AS name, '' AS country, k, visit, count(*) AS views
             FROM traffic_views GROUP BY day, page, k, visit
           UNION ALL
           SELECT day, 'source', source, '', k, visit, n FROM traffic_visits
           UNION ALL
           SELECT day, 'country', country, '', k, visit, count(*) FROM traffic_views GROUP BY day, country, k, visit
           UNION ALL
           SELECT day, 'region', region, country, k, visit, count(*) FROM traffic_views GROUP BY day, country, region, k, visit
         )
         SELECT day, dimension, name, country, sum(views)::int, count(DISTINCT k)::int, count(*)::int
         FROM per_visit GROUP BY day, dimension, name, country`,
      );
      await client.query("COMMIT");
    }
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
