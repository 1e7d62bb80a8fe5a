import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { NO_EXCLUSIONS, type TrafficExclusions } from "@domain/analytics/definitions";
import { fetchAllThenAggregate } from "@server/analytics/traffic-fetch-all.server";
import { forgetTodayRecounts, TODAY_RECOUNT_MAX_AGE_MS, trafficAggregate } from "@server/analytics/traffic-report.server";
import { runTrafficRollup } from "@server/analytics/traffic-rollup.server";
import { createTestDatabase, type TestDatabase } from "../support/database";

/**
 * The traffic engine at module level on a real PostgreSQL: the roll-up path, the raw SQL path and the plain
 * JavaScript statement of the definitions (definitions.ts) must give the same figures, whatever the data.
 */

// Ten days around the spring DST change (29 March 2026); "now" is late on the last day.
const NOW = new Date("2026-04-03T20:00:00Z");
const FIRST_ANCHOR = Date.parse("2026-03-24T21:40:00Z");
const EXCLUSIONS: TrafficExclusions = { cities: ["Cholet"], referrerHosts: ["preview.example.dev"], urlMarkers: ["__apercu"] };

interface RawView {
  viewedAt: Date;
  visitorKey: bigint;
  pageUrl: string;
  referrer: string | null;
  source: string | null;
  isAdmin: boolean;
  country: string | null;
  region: string | null;
  city: string | null;
}

let database: TestDatabase;

async function insertViews(views: RawView[]) {
  if (views.length === 0) return;
  await database.pool.query(
    `INSERT INTO page_views (viewed_at, visitor_key, page_url, page_title, referrer, source, is_admin, country, region, city)
     SELECT * FROM unnest($1::timestamptz[], $2::bigint[], $3::text[], $4::text[], $5::text[], $6::text[], $7::boolean[],
                          $8::text[], $9::text[], $10::text[])`,
    [
      views.map((v) => v.viewedAt),
      views.map((v) => v.visitorKey.toString()),
      views.map((v) => v.pageUrl),
      views.map(() => "Titre"),
      views.map((v) => v.referrer),
      views.map((v) => v.source),
      views.map((v) => v.isAdmin),
      views.map((v) => v.country),
      views.map((v) => v.region),
      views.map((v) => v.city),
    ],
  );
}

/** Empties the tables, and the recount of today kept from the data before (it would serve for 30 s). */
async function reset() {
  await database.pool.query("TRUNCATE page_views, traffic_daily, traffic_daily_breakdown");
  forgetTodayRecounts(database.pool);
}

const location = fc.constantFrom(
  { country: "France", region: "Pays de la Loire", city: "Nantes" },
  { country: "France", region: "Pays de la Loire", city: "Cholet" },
  { country: "France", region: "Bretagne", city: "Rennes" },
  { country: "Belgique", region: "Wallonie", city: "Namur" },
  { country: null, region: null, city: null },
);

// Anchors every 5 h 30 spread the views over every hour of the day, midnight Paris and the DST change included;
// offsets of up to 70 minutes put gaps on both sides of 30 minutes.
const rawView = fc
  .record({
    anchor: fc.integer({ min: 0, max: 40 }),
    offsetMs: fc.integer({ min: 0, max: 70 * 60 * 1000 }),
    key: fc.integer({ min: 1, max: 4 }),
    page: fc.constantFrom("/", "/produits", "/contact?utm_source=google", "/traffic", "/techniques", "/devis?x=__apercu"),
    referrer: fc.constantFrom(null, "www.google.fr", "isolenpaille.fr", "preview.example.dev", "a.preview.example.dev"),
    source: fc.constantFrom(null, "Google", "LinkedIn", "newsletter"),
    isAdmin: fc.boolean(),
    location,
  })
  .map((v): RawView => ({
    viewedAt: new Date(FIRST_ANCHOR + v.anchor * 5.5 * 3_600_000 + v.offsetMs),
    visitorKey: BigInt(v.key) * 1_000_000_007n - 4_000_000_000n,
    pageUrl: v.page,
    referrer: v.referrer,
    source: v.source,
    isAdmin: v.isAdmin,
    ...v.location,
  }));

const dayInRange = fc
  .integer({ min: 0, max: 10 })
  .map((n) => new Date(Date.parse("2026-03-24T00:00:00Z") + n * 86_400_000).toISOString().slice(0, 10));
const period = fc.tuple(dayInRange, dayInRange).map(([a, b]) => (a <= b ? { from: a, to: b } : { from: b, to: a }));

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});
beforeEach(reset);

describe("traffic roll-ups", () => {
  it("give exactly the raw path's figures, and the JavaScript definitions', for random data and periods", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(rawView, { maxLength: 150 }),
        fc.array(period, { minLength: 1, maxLength: 3 }),
        fc.boolean(),
        async (views, periods, excludeConfigured) => {
          await reset();
          await insertViews(views);
          const exclusions = excludeConfigured ? EXCLUSIONS : NO_EXCLUSIONS;
          await runTrafficRollup(database.pool, exclusions, NOW);
          for (const range of periods) {
            const viaRollups = await trafficAggregate(database.pool, range, exclusions, { now: NOW });
            const viaRawRows = await trafficAggregate(database.pool, range, exclusions, { now: NOW, useRollups: false });
            const inJavaScript = await fetchAllThenAggregate(database.pool, range, exclusions);
            expect(viaRollups).toEqual(viaRawRows);
            expect(viaRawRows).toEqual(inJavaScript);
          }
        },
      ),
      { numRuns: 60, verbose: true },
    );
  });

  it("gives the same rows when run twice, or by two instances at once", async () => {
    const views = fc.sample(rawView, { numRuns: 300, seed: 42 });
    await insertViews(views);
    const snapshot = async () =>
      (
        await database.pool.query(
          `SELECT d.day::text, d.views, d.visitors, d.visits, d.bounces, d.visit_ms,
                  (SELECT json_agg(b ORDER BY b.dimension, b.name, b.country)
                     FROM (SELECT dimension, name, country, views, visitors, visits FROM traffic_daily_breakdown WHERE day = d.day) b) AS lines
           FROM traffic_daily d ORDER BY d.day`,
        )
      ).rows;
    const [a, b] = await Promise.all([runTrafficRollup(database.pool, EXCLUSIONS, NOW), runTrafficRollup(database.pool, EXCLUSIONS, NOW)]);
    // One instance did the work, the other found the lock taken (or nothing left to do).
    expect([a?.length ?? 0, b?.length ?? 0].sort()).toEqual([0, 10]);
    const once = await snapshot();
    expect(once).toHaveLength(10);
    expect(await runTrafficRollup(database.pool, EXCLUSIONS, NOW)).toEqual([]);
    await database.pool.query("DELETE FROM traffic_daily WHERE day = '2026-03-29'");
    expect(await runTrafficRollup(database.pool, EXCLUSIONS, NOW)).toEqual(["2026-03-29"]);
    expect(await snapshot()).toEqual(once);
    // A bulk load's roll-up, in spans side by side on several connections, writes the same rows.
    await database.pool.query("TRUNCATE traffic_daily, traffic_daily_breakdown");
    expect(await runTrafficRollup(database.pool, EXCLUSIONS, NOW, { connections: 3 })).toHaveLength(10);
    expect(await snapshot()).toEqual(once);
  });

  it("rolls the closed days up again when the configured exclusions change", async () => {
    await insertViews([
      { ...baseView, viewedAt: new Date("2026-04-01T10:00:00Z"), city: "Cholet" },
      { ...baseView, viewedAt: new Date("2026-04-01T10:00:00Z"), visitorKey: 2n },
    ]);
    await runTrafficRollup(database.pool, NO_EXCLUSIONS, NOW);
    const range = { from: "2026-04-01", to: "2026-04-01" };
    expect((await trafficAggregate(database.pool, range, NO_EXCLUSIONS, { now: NOW })).totals.views).toBe(2);
    // Read before the job has run under the new rules: computed from the raw rows, never the stale roll-up.
    expect((await trafficAggregate(database.pool, range, EXCLUSIONS, { now: NOW })).totals.views).toBe(1);
    expect(await runTrafficRollup(database.pool, EXCLUSIONS, NOW)).toContain("2026-04-01");
    expect((await trafficAggregate(database.pool, range, EXCLUSIONS, { now: NOW })).totals.views).toBe(1);
  });
});

const baseView: RawView = {
  viewedAt: new Date("2026-04-02T10:00:00Z"),
  visitorKey: 1n,
  pageUrl: "/produits",
  referrer: null,
  source: null,
  isAdmin: false,
  country: "France",
  region: "Pays de la Loire",
  city: "Nantes",
};

describe("traffic exclusions", () => {
  it("leave out admin-mode views, each admin path, and each configured city, referrer host and URL marker", async () => {
    const adminPaths = ["/auth", "/commercial", "/traffic", "/donnees", "/business-plan", "/technique", "/masse-volumique", "/technique/x"];
    await insertViews([
      baseView,
      { ...baseView, isAdmin: true },
      ...adminPaths.map((pageUrl) => ({ ...baseView, pageUrl })),
      { ...baseView, city: "Cholet" },
      { ...baseView, referrer: "preview.example.dev" },
      { ...baseView, referrer: "www.preview.example.dev" },
      { ...baseView, pageUrl: "/produits?ref=__apercu" },
    ]);
    const range = { from: "2026-04-02", to: "2026-04-02" };
    await runTrafficRollup(database.pool, EXCLUSIONS, NOW);
    for (const useRollups of [true, false]) {
      const result = await trafficAggregate(database.pool, range, EXCLUSIONS, { now: NOW, useRollups });
      expect(result.totals.views).toBe(1);
      expect(result.breakdowns.page).toEqual([{ name: "/produits", country: "", views: 1, visitors: 1, visits: 1 }]);
    }
    // Without the configured lists, only the fixed rules apply.
    const fixedOnly = await trafficAggregate(database.pool, range, NO_EXCLUSIONS, { now: NOW, useRollups: false });
    expect(fixedOnly.totals.views).toBe(5);
  });

  it("puts views in their Paris day on both DST days (23 and 25 hours), rolled up or not", async () => {
    const at = (instant: string, key: bigint) => ({ ...baseView, viewedAt: new Date(instant), visitorKey: key });
    await insertViews([
      // 29 March 2026: 00:30 CET (23:30 UTC the day before) and 23:30 CEST (21:30 UTC); 00:10 the next day.
      at("2026-03-28T23:30:00Z", 1n),
      at("2026-03-29T21:30:00Z", 2n),
      at("2026-03-29T22:10:00Z", 3n),
      // 25 October 2026: 00:30 CEST (22:30 UTC the day before) and 23:30 CET (22:30 UTC); 00:10 the next day.
      at("2026-10-24T22:30:00Z", 4n),
      at("2026-10-25T22:30:00Z", 5n),
      at("2026-10-25T23:10:00Z", 6n),
    ]);
    const autumn = new Date("2026-10-30T12:00:00Z");
    await runTrafficRollup(database.pool, NO_EXCLUSIONS, autumn);
    for (const useRollups of [true, false]) {
      for (const [from, to] of [
        ["2026-03-28", "2026-03-30"],
        ["2026-10-24", "2026-10-26"],
      ] as const) {
        const result = await trafficAggregate(database.pool, { from, to }, NO_EXCLUSIONS, { now: autumn, useRollups });
        expect(result.daily.map((d) => d.views)).toEqual([0, 2, 1]);
      }
    }
  });

  it("counts far more than 1,000 rows, today and on closed days", async () => {
    await database.pool.query(`
      INSERT INTO page_views (viewed_at, visitor_key, page_url, page_title)
      SELECT timestamptz '2026-04-02 08:00:00+02' + g * interval '1 second', g, '/', 'Accueil' FROM generate_series(1, 2500) g;
      INSERT INTO page_views (viewed_at, visitor_key, page_url, page_title)
      SELECT timestamptz '2026-04-03 08:00:00+02' + g * interval '1 second', g % 700, '/produits', 'Produits' FROM generate_series(1, 3000) g;`);
    await runTrafficRollup(database.pool, NO_EXCLUSIONS, NOW);
    const result = await trafficAggregate(database.pool, { from: "2026-04-02", to: "2026-04-03" }, NO_EXCLUSIONS, { now: NOW });
    expect(result.daily.map((d) => [d.day, d.views, d.visitors])).toEqual([
      ["2026-04-02", 2500, 2500],
      ["2026-04-03", 3000, 700],
    ]);
  });

  it("count today afresh once the kept recount is 30 s old, and not before", async () => {
    const view = (minute: number, key: bigint): RawView => ({
      viewedAt: new Date(NOW.getTime() - minute * 60_000),
      visitorKey: key,
      pageUrl: "/",
      referrer: null,
      source: null,
      isAdmin: false,
      country: null,
      region: null,
      city: null,
    });
    const today = { from: "2026-04-03", to: "2026-04-03" };
    vi.useFakeTimers({ toFake: ["Date"], now: Date.parse("2026-11-27T10:00:00Z") });
    try {
      await insertViews([view(90, 1n)]);
      expect((await trafficAggregate(database.pool, today, NO_EXCLUSIONS, { now: NOW })).totals.views).toBe(1);
      await insertViews([view(10, 2n)]);
      vi.advanceTimersByTime(TODAY_RECOUNT_MAX_AGE_MS - 1);
      expect((await trafficAggregate(database.pool, today, NO_EXCLUSIONS, { now: NOW })).totals.views).toBe(1);
      vi.advanceTimersByTime(1);
      const afresh = await trafficAggregate(database.pool, today, NO_EXCLUSIONS, { now: NOW });
      expect([afresh.totals.views, afresh.totals.visitors]).toEqual([2, 2]);
    } finally {
      vi.useRealTimers();
    }
  });
});
