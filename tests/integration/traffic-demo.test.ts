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
import { loadTechniqueDashboard } from "@server/analytics/technique-report.server";
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
             (SELECT count(*)::int FROM document_downloads) AS downloads,
             (SELECT count(*)::int FROM wall_calculations) AS walls,
             (SELECT count(*)::int FROM wall_calculations WHERE preset_id IS NULL) AS edited_walls`);
    const counts = rows[0];
    expect(counts.views).toBeGreaterThan(38_000);
    expect(counts.views).toBeLessThan(42_000);
    expect(counts.days).toBeGreaterThan(750);
    expect(counts.contacts).toBeGreaterThan(0);
    expect(counts.quotes).toBeGreaterThan(0);
    expect(counts.calculations).toBeGreaterThan(0);
    expect(counts.downloads).toBeGreaterThan(0);
    // The wall calculator: a few calculations a day at the default 200,000 views (here a fifth of them), some edited.
    expect(counts.walls).toBeGreaterThan(400);
    expect(counts.edited_walls).toBeGreaterThan(0);
    expect(counts.edited_walls).toBeLessThan(counts.walls);
  });

  // Demo data that looks real.
  it("has comparison calculations beside the single ones, with their product, bales and cost", async () => {
    const { rows } = await database.pool.query(`
      SELECT count(*) FILTER (WHERE is_comparative)::int AS comparisons, count(*)::int AS calculations,
             count(*) FILTER (WHERE is_comparative AND (comparative_product_name IS NULL OR comparative_product_name = product_name
                                OR comparative_bottles_needed IS NULL OR comparative_estimated_cost IS NULL))::int AS incomplete
        FROM calculator_usage`);
    expect(rows[0].comparisons).toBeGreaterThan(rows[0].calculations * 0.1);
    expect(rows[0].comparisons).toBeLessThan(rows[0].calculations * 0.5);
    expect(rows[0].incomplete).toBe(0);
  });

  it("places every city in its own region, the same in every table", async () => {
    const { rows } = await database.pool.query(`
      SELECT city, array_agg(DISTINCT region ORDER BY region) AS regions FROM (
        SELECT city, region FROM page_views UNION ALL SELECT city, region FROM calculator_usage
        UNION ALL SELECT city, region FROM document_downloads UNION ALL SELECT city, region FROM contact_requests
        UNION ALL SELECT city, region FROM quote_requests UNION ALL SELECT city, region FROM bordereau_usage
        UNION ALL SELECT city, region FROM conversion_events) AS places
       WHERE city IS NOT NULL GROUP BY city HAVING count(DISTINCT region) > 1`);
    expect(rows).toEqual([]);
    const { rows: known } = await database.pool.query(
      `SELECT DISTINCT region FROM contact_requests WHERE city IN ('Nantes', 'Angers', 'Cholet')
       UNION SELECT DISTINCT region FROM quote_requests WHERE city IN ('Nantes', 'Angers', 'Cholet')
       UNION SELECT DISTINCT region FROM calculator_usage WHERE city = 'Angers'`,
    );
    expect(known).toEqual([{ region: "Pays de la Loire" }]);
  });

  it("gives each quote request its own project message, stored once (no contact row for it)", async () => {
    const { rows } = await database.pool.query(
      `SELECT count(*)::int AS quotes, count(DISTINCT form ->> 'detailsProjet')::int AS messages FROM quote_requests`,
    );
    expect(rows[0].quotes).toBeGreaterThanOrEqual(10);
    expect(rows[0].messages).toBeGreaterThan(rows[0].quotes * 0.9);
    const copies = await database.pool.query(`SELECT count(*)::int AS n FROM contact_requests WHERE subject LIKE 'Demande de devis%'`);
    expect(copies.rows[0].n).toBe(0);
  });

  it("draws the worksheet's 7-day chart from the page views its card counts", async () => {
    const data = await loadTechniqueDashboard(database.pool, NO_EXCLUSIONS, "7j", now);
    const charted = data.lastDays.reduce((sum, day) => sum + day.pageViews, 0);
    expect(charted).toBeGreaterThan(0);
    expect(charted).toBe(data.worksheet.pageViews);
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
