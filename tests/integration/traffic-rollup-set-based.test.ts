import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_EXCLUSIONS, type TrafficExclusions } from "@domain/analytics/definitions";
import { daysToRollUp, runTrafficRollup } from "@server/analytics/traffic-rollup.server";
import { exclusionsFingerprint } from "@server/analytics/traffic-sql.server";
import { generateDemoPageViews } from "../../scripts/demo/demo-traffic";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { rollUpDayByDay } from "../support/per-day-traffic-rollup";

/**
 * The set-based roll-up (every day in one pass) against the roll-up as it was computed day by day, on 25 months of
 * demo traffic: the same rows in traffic_daily and traffic_daily_breakdown, to the last visit, with and without
 * configured exclusions; and the nightly run of one day gives that day's rows again.
 */
describe("the set-based traffic roll-up", () => {
  let database: TestDatabase;
  const now = new Date("2026-06-18T09:30:00Z");
  // Values the demo traffic holds: a city, a referrer host (and its subdomains), a campaign marker.
  const configured: TrafficExclusions = {
    cities: ["Cholet", "Namur"],
    referrerHosts: ["bing.com"],
    urlMarkers: ["utm_campaign=printemps"],
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    await generateDemoPageViews(database.pool, { pageViews: 60_000, now, seed: 0.17 });
    // Admin pages, with a query string or below them, and pages that only start like one: some left out, some kept.
    await database.pool.query(
      `UPDATE page_views SET page_url = (ARRAY['/traffic?periode=30j', '/commercial/export', '/technique', '/techniques', '/auth?x=1', '/authx'])[1 + id % 6]
       WHERE id % 97 = 0`,
    );
  });
  afterAll(async () => {
    await database?.drop();
  });

  async function snapshot() {
    const daily = await database.pool.query(
      "SELECT day::text, views, visitors, visits, bounces, visit_ms::text, exclusions_fingerprint FROM traffic_daily ORDER BY day",
    );
    const lines = await database.pool.query(
      `SELECT day::text, dimension, name, country, views, visitors, visits FROM traffic_daily_breakdown
       ORDER BY day, dimension, name COLLATE "C", country COLLATE "C"`,
    );
    return { daily: daily.rows, lines: lines.rows };
  }

  async function emptyRollups() {
    await database.pool.query("TRUNCATE traffic_daily, traffic_daily_breakdown");
  }

  for (const [label, exclusions] of [
    ["without exclusions", NO_EXCLUSIONS],
    ["with a city, a referrer host and a URL marker excluded", configured],
  ] as const) {
    it(`writes exactly the day-by-day rows, ${label}`, async () => {
      await emptyRollups();
      const days = await daysToRollUp(database.pool, exclusions, now);
      expect(days.length).toBeGreaterThan(750);
      await rollUpDayByDay(database.pool, days, exclusions, exclusionsFingerprint(exclusions));
      const dayByDay = await snapshot();

      await emptyRollups();
      expect(await runTrafficRollup(database.pool, exclusions, now)).toEqual(days);
      const setBased = await snapshot();

      expect(setBased.daily).toHaveLength(days.length);
      expect(setBased.lines.length).toBeGreaterThan(days.length * 20);
      expect(setBased).toEqual(dayByDay);
    });
  }

  it("rolls the one day closed overnight up to the same rows", async () => {
    await emptyRollups();
    await runTrafficRollup(database.pool, NO_EXCLUSIONS, now);
    const all = await snapshot();
    await database.pool.query("DELETE FROM traffic_daily WHERE day = '2026-06-17'");
    expect(await runTrafficRollup(database.pool, NO_EXCLUSIONS, now)).toEqual(["2026-06-17"]);
    expect(await snapshot()).toEqual(all);
  });
});
