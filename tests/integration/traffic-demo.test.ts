import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parisDay } from "@domain/calendar";
import { formatNumber } from "@domain/format";
import { TRAFFIC_PERIODS, trafficPeriodDays } from "@domain/traffic-period";
import { NO_EXCLUSIONS } from "@domain/analytics/definitions";
import { fetchAllThenAggregate } from "@server/analytics/traffic-fetch-all.server";
import { loadTrafficDashboard, trafficAggregate } from "@server/analytics/traffic-report.server";
import { runTrafficRollup } from "@server/analytics/traffic-rollup.server";
import { applyMigrations } from "@server/db/migrate.server";
import { TrafficDashboard } from "~/components/traffic/traffic-dashboard";
import { generateDemoActivity } from "../../scripts/demo/demo-activity";
import { generateDemoPageViews } from "../../scripts/demo/demo-traffic";
import { createTestDatabase, type TestDatabase } from "../support/database";

/** The demo data (the factories of `npm run demo`) through the whole engine, and the dashboard rendered on it. */
describe("traffic on demo data", () => {
  let database: TestDatabase;
  const now = new Date();

  beforeAll(async () => {
    database = await createTestDatabase();
    await applyMigrations(database.pool);
    await generateDemoPageViews(database.pool, { pageViews: 40_000, now });
    await generateDemoActivity(database.pool, { pageViews: 40_000, now });
    await runTrafficRollup(database.pool, NO_EXCLUSIONS, now);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("loads about the requested number of views over 25 months, and French activity beside them", async () => {
    const { rows } = await database.pool.query(`
      SELECT (SELECT count(*)::int FROM page_views) AS views,
             (SELECT count(DISTINCT (viewed_at AT TIME ZONE 'Europe/Paris')::date)::int FROM page_views) AS days,
             (SELECT count(*)::int FROM contact_requests) AS contacts,
             (SELECT count(*)::int FROM quote_requests) AS quotes,
             (SELECT count(*)::int FROM calculator_usage) AS calculations,
             (SELECT count(*)::int FROM document_downloads) AS downloads`);
    const counts = rows[0];
    expect(counts.views).toBeGreaterThan(38_000);
    expect(counts.views).toBeLessThan(42_000);
    expect(counts.days).toBeGreaterThan(750);
    expect(counts.contacts).toBeGreaterThan(0);
    expect(counts.quotes).toBeGreaterThan(0);
    expect(counts.calculations).toBeGreaterThan(0);
    expect(counts.downloads).toBeGreaterThan(0);
  });

  it("gives the raw recount's figures for every period of the dashboard", async () => {
    for (const period of TRAFFIC_PERIODS) {
      const { current } = trafficPeriodDays(period.id, parisDay(now));
      const viaRollups = await trafficAggregate(database.pool, current, NO_EXCLUSIONS, { now });
      expect(viaRollups, period.id).toEqual(await fetchAllThenAggregate(database.pool, current, NO_EXCLUSIONS));
      expect(viaRollups.totals.visits).toBeGreaterThan(viaRollups.totals.bounces);
    }
  });

  it("renders the dashboard with the loader's figures", async () => {
    const data = await loadTrafficDashboard(database.pool, NO_EXCLUSIONS, "30j", now);
    expect(data.pages).toHaveLength(10);
    expect(data.sources.map((row) => row.name)).toContain("Google");
    const Stub = createRoutesStub([{ path: "/traffic", Component: () => createElement(TrafficDashboard, { data }) }]);
    const html = renderToString(createElement(Stub, { initialEntries: ["/traffic"] }));
    expect(html).toContain(formatNumber(data.summary.views, 0));
    expect(html).toContain("Pays de la Loire");
    expect(html).toContain("Géolocalisation IP par DB-IP");
  });
});
