import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addDays, parisDay } from "@domain/calendar";
import { NO_EXCLUSIONS } from "@domain/analytics/definitions";
import { QUALIFIED_LEAD_MIN_COST } from "@domain/analytics/lead-definitions";
import { DASHBOARD_PERIODS } from "@domain/traffic-period";
import { loadBusinessPlanDashboard } from "@server/analytics/business-plan-report.server";
import { loadCommercialDashboard } from "@server/analytics/commercial-report.server";
import { loadTechniqueDashboard } from "@server/analytics/technique-report.server";
import { oldestCompleteRawDay } from "@server/analytics/traffic-sql.server";
import { runUsageRollup, usageDays } from "@server/analytics/usage-rollup.server";
import { applyMigrations } from "@server/db/migrate.server";
import { generateDemoActivity } from "../../scripts/demo/demo-activity";
import { createTestDatabase, type TestDatabase } from "../support/database";

/**
 * The usage roll-ups (server/analytics/usage-rollup.server.ts) change no figure: every dashboard built on them
 * (Technique, Business Plan, Commercial), every period, gives the same figures from the raw rows alone (no day
 * rolled up), from the roll-ups, and from any mix of the two; and the roll-ups are what is read for a rolled-up day.
 * Rows come from two producers: random rows drawn here (edge cases: Paris midnights around the autumn DST change,
 * admin rows, walls without bale or preset, costs at the qualified-lead threshold) and the demo's generator.
 */

// 3 November 2026, 21:00 in Paris; the rows span the 40 days before, across the change to winter time (25 October).
const NOW = new Date("2026-11-03T20:00:00Z");
const SPAN_MS = 40 * 86_400_000;
const PRODUCTS = ["Botte 22", "Botte 36", "Botte 46", "ArgiBotte"];

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await applyMigrations(database.pool);
});
afterAll(() => database.drop());

async function reset() {
  await database.pool.query(
    "TRUNCATE calculator_usage, document_downloads, bordereau_usage, wall_calculations, conversion_events, usage_rollup_days CASCADE",
  );
}
beforeEach(reset);

/** Every dashboard built on the roll-ups, every period, at `now`. */
async function allFigures(now = NOW) {
  const figures: Record<string, unknown> = {};
  for (const { id } of DASHBOARD_PERIODS) {
    figures[`technique ${id}`] = await loadTechniqueDashboard(database.pool, NO_EXCLUSIONS, id, now);
    figures[`business-plan ${id}`] = await loadBusinessPlanDashboard(database.pool, NO_EXCLUSIONS, id, now);
    figures[`commercial ${id}`] = await loadCommercialDashboard(database.pool, NO_EXCLUSIONS, id, now);
  }
  return figures;
}

async function marks(): Promise<string[]> {
  const { rows } = await database.pool.query<{ day: string }>("SELECT day::text AS day FROM usage_rollup_days ORDER BY day");
  return rows.map((row) => row.day);
}

/** An instant of the span, often right at a Paris midnight (23:00 or 22:00 UTC) or a millisecond either side. */
const instant = fc.oneof(
  fc.integer({ min: 0, max: SPAN_MS }).map((ms) => new Date(NOW.getTime() - ms)),
  fc.tuple(fc.integer({ min: 0, max: 39 }), fc.constantFrom(-1, 0, 1)).map(([days, ms]) => {
    const day = addDays(parisDay(NOW), -days);
    const midnight = Date.parse(`${day}T00:00:00Z`) - (day >= "2026-10-25" ? 3_600_000 : 7_200_000);
    return new Date(midnight + ms);
  }),
);
const calculation = fc.record({
  at: instant,
  product: fc.constantFrom(...PRODUCTS),
  cost: fc.oneof(fc.integer({ min: 100, max: 20_000 }), fc.constantFrom(QUALIFIED_LEAD_MIN_COST, QUALIFIED_LEAD_MIN_COST + 1)),
  email: fc.option(fc.constantFrom("a@exemple.fr", "A@exemple.fr", "b@exemple.fr"), { nil: null }),
  comparison: fc.boolean(),
});
const download = fc.record({
  at: instant,
  admin: fc.boolean(),
  country: fc.option(fc.constantFrom("France", "Belgique"), { nil: null }),
  region: fc.option(fc.constantFrom("Pays de la Loire", "Bretagne"), { nil: null }),
});
const worksheetEvent = fc.record({
  at: instant,
  admin: fc.boolean(),
  type: fc.constantFrom("page_view", "measurement_added", "email_sent"),
  email: fc.constantFrom("chantier@exemple.fr", "Chantier@exemple.fr", "atelier@exemple.fr"),
});
const wall = fc.record({
  at: instant,
  admin: fc.boolean(),
  bale: fc.option(fc.constantFrom("botte-36", "botte-46"), { nil: null }),
  preset: fc.option(fc.constantFrom("mob-36", "toiture-46"), { nil: null }),
  condensation: fc.boolean(),
});

type Drawn<A> = A extends fc.Arbitrary<infer T> ? T : never;

async function insertRows(rows: {
  calculations: Drawn<typeof calculation>[];
  downloads: Drawn<typeof download>[];
  worksheet: Drawn<typeof worksheetEvent>[];
  walls: Drawn<typeof wall>[];
}) {
  const pool = database.pool;
  const column = <Row, Value>(list: Row[], value: (row: Row) => Value) => list.map(value);
  const { calculations: c, downloads: d, worksheet: b, walls: w } = rows;
  await pool.query(
    `INSERT INTO calculator_usage (created_at, product_name, product_width, product_height, product_length, surface_m2,
       thermal_resistance, bottles_needed, pallets_needed, total_weight_kg, trucks_needed, estimated_cost, carbon_storage_kg,
       is_comparative, comparative_product_name, email_sent, email_address)
     SELECT at, product, 0.36, 0.46, 0.8, 50, 7.5, 250, 10, 4000, 1, cost, 2000, comparison, CASE WHEN comparison THEN 'Botte 22' END,
            email IS NOT NULL, email
       FROM unnest($1::timestamptz[], $2::text[], $3::int[], $4::boolean[], $5::text[]) AS t(at, product, cost, comparison, email)`,
    [
      column(c, (r) => r.at),
      column(c, (r) => r.product),
      column(c, (r) => r.cost),
      column(c, (r) => r.comparison),
      column(c, (r) => r.email),
    ],
  );
  await pool.query(
    `INSERT INTO document_downloads (downloaded_at, document_name, document_type, is_admin, country, region)
     SELECT at, 'FDES', 'fdes', admin, country, region FROM unnest($1::timestamptz[], $2::boolean[], $3::text[], $4::text[]) AS t(at, admin, country, region)`,
    [column(d, (r) => r.at), column(d, (r) => r.admin), column(d, (r) => r.country), column(d, (r) => r.region)],
  );
  await pool.query(
    `INSERT INTO bordereau_usage (created_at, event_type, email_sent_to, is_admin)
     SELECT at, type, CASE WHEN type = 'email_sent' THEN email END, admin
       FROM unnest($1::timestamptz[], $2::text[], $3::text[], $4::boolean[]) AS t(at, type, email, admin)`,
    [column(b, (r) => r.at), column(b, (r) => r.type), column(b, (r) => r.email), column(b, (r) => r.admin)],
  );
  await pool.query(
    `INSERT INTO wall_calculations (created_at, element, preset_id, layer_count, bale_product_id, u_value, time_shift_hours, condensation, is_admin)
     SELECT at, 'wall', preset, 3, bale, 0.12, 14, condensation, admin
       FROM unnest($1::timestamptz[], $2::text[], $3::text[], $4::boolean[], $5::boolean[]) AS t(at, preset, bale, condensation, admin)`,
    [
      column(w, (r) => r.at),
      column(w, (r) => r.preset),
      column(w, (r) => r.bale),
      column(w, (r) => r.condensation),
      column(w, (r) => r.admin),
    ],
  );
}

type Rows = Parameters<typeof insertRows>[0];

/**
 * The period's figures counted here in plain JavaScript over the rows drawn, from the definitions of docs/product.md
 * §3.5–3.7 (admin rows left out of downloads, worksheet and walls; a qualified lead is an e-mailed calculation above
 * the threshold): the oracle that the SQL, rolled up or not, must agree with.
 */
function countedHere(rows: Rows, range: { from: string; to: string }) {
  const inRange = <Row extends { at: Date }>(list: Row[]) =>
    list.filter((row) => range.from <= parisDay(row.at) && parisDay(row.at) <= range.to);
  const calculations = inRange(rows.calculations);
  const emailed = calculations.filter((row) => row.email !== null);
  const costs = calculations.map((row) => row.cost);
  const worksheet = inRange(rows.worksheet).filter((row) => !row.admin);
  const walls = inRange(rows.walls).filter((row) => !row.admin);
  return {
    calculations: calculations.length,
    emailed: emailed.length,
    comparisons: calculations.filter((row) => row.comparison).length,
    // round(avg) in PostgreSQL rounds halves away from zero, as Math.round does for positive costs.
    averageCost: costs.length === 0 ? null : Math.round(costs.reduce((sum, cost) => sum + cost, 0) / costs.length),
    qualified: emailed.filter((row) => row.cost > QUALIFIED_LEAD_MIN_COST).length,
    downloads: inRange(rows.downloads).filter((row) => !row.admin).length,
    measurements: worksheet.filter((row) => row.type === "measurement_added").length,
    emailsSent: worksheet.filter((row) => row.type === "email_sent").length,
    walls: walls.length,
    withCondensation: walls.filter((row) => row.condensation).length,
  };
}

/** The same figures as the dashboards show them. */
async function shown(period: "tout" | "30j") {
  const technique = await loadTechniqueDashboard(database.pool, NO_EXCLUSIONS, period, NOW);
  const businessPlan = await loadBusinessPlanDashboard(database.pool, NO_EXCLUSIONS, period, NOW);
  const commercial = await loadCommercialDashboard(database.pool, NO_EXCLUSIONS, period, NOW);
  return {
    calculations: technique.calculator.total,
    emailed: technique.calculator.withEmail,
    comparisons: technique.calculator.comparisons,
    averageCost: technique.calculator.averageCost,
    qualified: businessPlan.figures.qualifiedLeads,
    downloads: technique.cards.downloads.current,
    measurements: technique.worksheet.measurements,
    emailsSent: technique.worksheet.emailsSent,
    walls: technique.wallCalculator.total,
    withCondensation: technique.wallCalculator.withCondensation,
    // The same figures on the other dashboards.
    others: [
      businessPlan.figures.calculations,
      businessPlan.figures.emailedCalculations,
      businessPlan.figures.averageCost,
      businessPlan.figures.downloads,
      // Commercial's leads are every e-mailed calculation (docs/product.md §3.6), not the Business Plan's qualified ones.
      commercial.figures.qualifiedLeads,
      commercial.figures.averageBudget,
      commercial.downloadsGeography.total,
    ],
  };
}

describe("the usage roll-ups", () => {
  it("give every dashboard's figures as the raw rows alone do, rolled up whole or in part", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          calculations: fc.array(calculation, { maxLength: 40 }),
          downloads: fc.array(download, { maxLength: 30 }),
          worksheet: fc.array(worksheetEvent, { maxLength: 30 }),
          walls: fc.array(wall, { maxLength: 30 }),
        }),
        fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 10 }),
        async (rows, forgotten) => {
          await reset();
          await insertRows(rows);
          const raw = await allFigures();
          expect(await marks()).toEqual([]);
          await runUsageRollup(database.pool, NOW);
          expect(await allFigures()).toEqual(raw);
          for (const period of ["tout", "30j"] as const) {
            const here = countedHere(
              rows,
              period === "tout" ? { from: "1970-01-01", to: parisDay(NOW) } : { from: addDays(parisDay(NOW), -29), to: parisDay(NOW) },
            );
            const { others, ...figures } = await shown(period);
            expect(figures).toEqual(here);
            expect(others).toEqual([
              here.calculations,
              here.emailed,
              here.averageCost,
              here.downloads,
              here.emailed,
              here.averageCost,
              here.downloads,
            ]);
          }
          // Some days' roll-ups forgotten: those days are read raw again, beside the others' roll-ups.
          await database.pool.query("DELETE FROM usage_rollup_days WHERE day = ANY($1::date[])", [
            forgotten.map((days) => addDays(parisDay(NOW), -days)),
          ]);
          expect(await allFigures()).toEqual(raw);
        },
      ),
      // Eight drawn cases whatever the machine's speed (no time budget: a slow machine must not test fewer), the same each run.
      { numRuns: 8, seed: 42 },
    );
  }, 180_000);

  it("give the same figures on the demo's activity (25 months, another producer)", async () => {
    await generateDemoActivity(database.pool, { pageViews: 10_000, now: NOW, seed: 0.7 });
    const raw = await allFigures();
    const days = await runUsageRollup(database.pool, NOW);
    expect(days!.length).toBeGreaterThan(700);
    expect(await allFigures()).toEqual(raw);
  }, 120_000);

  it("are what a rolled-up day is read from, and a day without its mark is read raw", async () => {
    await insertRows({
      calculations: [
        { at: new Date("2026-10-10T10:00:00Z"), product: "Botte 36", cost: 1000, email: null, comparison: false },
        { at: new Date("2026-11-03T10:00:00Z"), product: "Botte 36", cost: 1000, email: null, comparison: false },
      ],
      downloads: [],
      worksheet: [],
      walls: [],
    });
    await runUsageRollup(database.pool, NOW);
    const split = await usageDays(database.pool, { from: "2026-10-01", to: "2026-11-03" }, NOW);
    expect(split.rolled).toContain("2026-10-10");
    // Before the first day with rows, nothing is rolled up: those days are read raw (an index probe finding nothing).
    expect(split.raw).toEqual([
      { from: "2026-10-01", to: "2026-10-09" },
      { from: "2026-11-03", to: "2026-11-03" },
    ]);
    // The raw rows of the rolled-up day deleted behind the roll-up's back: its roll-up still counts them.
    await database.pool.query("DELETE FROM calculator_usage WHERE created_at < '2026-11-01'");
    const total = async () => (await loadTechniqueDashboard(database.pool, NO_EXCLUSIONS, "tout", NOW)).calculator.total;
    expect(await total()).toBe(2);
    await database.pool.query("DELETE FROM usage_rollup_days WHERE day = '2026-10-10'");
    expect(await total()).toBe(1);
  });

  it("leave the days the retention has begun deleting to the raw rows, and forget their roll-ups", async () => {
    const oldest = oldestCompleteRawDay(NOW);
    const older = addDays(oldest, -3);
    await insertRows({
      calculations: [{ at: new Date(`${older}T10:00:00Z`), product: "Botte 46", cost: 9000, email: null, comparison: false }],
      downloads: [],
      worksheet: [],
      walls: [],
    });
    await database.pool.query("INSERT INTO usage_rollup_days (day, fingerprint) VALUES ($1, 'stale')", [addDays(oldest, -1)]);
    await runUsageRollup(database.pool, NOW);
    expect((await marks()).filter((day) => day < oldest)).toEqual([]);
    expect((await loadTechniqueDashboard(database.pool, NO_EXCLUSIONS, "tout", NOW)).calculator.total).toBe(1);
  });

  it("roll a day up once it has been closed for a few minutes", async () => {
    await insertRows({
      calculations: [{ at: new Date("2026-11-02T12:00:00Z"), product: "Botte 22", cost: 700, email: null, comparison: false }],
      downloads: [],
      worksheet: [],
      walls: [],
    });
    // 00:01 in Paris on the 3rd: the 2nd has just closed; a calculation begun before midnight may still be committing.
    expect(await runUsageRollup(database.pool, new Date("2026-11-02T23:01:00Z"))).toEqual([]);
    expect(await runUsageRollup(database.pool, new Date("2026-11-02T23:10:00Z"))).toEqual(["2026-11-02"]);
  });
});
