import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addDays, parisDay } from "@domain/calendar";
import { QUOTE_STATUSES } from "@domain/quotes/quote-status";
import { DASHBOARD_PERIODS, dashboardPeriodDays, type DayRange } from "@domain/traffic-period";
import { countQuoteRequests, quoteRequestTotals } from "@server/analytics/contact-quote-requests.server";
import { quoteFollowUpFigures } from "@server/analytics/quote-follow-up-figures.server";
import { applyMigrations } from "@server/db/migrate.server";
import { generateDemoActivity } from "../../scripts/demo/demo-activity";
import { createTestDatabase, type TestDatabase } from "../support/database";

/**
 * The follow-up figures of Business Plan and Commercial, and Commercial's count of quote requests, read
 * quote_follow_up_daily (kept by a trigger, migration 0017) and take the medians from the rows through an index; the
 * distinct companies are counted walking another index (0018). For any range of Paris days they must equal a recount
 * of the raw rows written here in plain SQL, `percentile_cont(0.5)` and all, after any write: requests arriving (today
 * included, near Paris midnights and the autumn DST change), answered, re-answered, moved between statuses, priced or
 * not, deleted, the table emptied. Two producers: the demo's generator and random writes drawn here.
 */

// 3 November 2026, 21:00 in Paris; the random requests span the 40 days before, across the change to winter time.
const NOW = new Date("2026-11-03T20:00:00Z");
const TODAY = parisDay(NOW);
const SPAN_MS = 40 * 86_400_000;

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await applyMigrations(database.pool);
});
afterAll(() => database.drop());
beforeEach(async () => {
  await database.pool.query("TRUNCATE quote_requests, contact_requests CASCADE");
});

/** The figures recounted from quote_follow_ups alone, as the page computed them before the roll-up. */
async function recount(range: DayRange) {
  const { rows } = await database.pool.query(
    `SELECT count(*)::int AS requests, count(first_answered_at)::int AS answered,
            count(*) FILTER (WHERE status = 'won')::int AS won, count(*) FILTER (WHERE status = 'lost')::int AS lost,
            count(*) FILTER (WHERE status = 'no_follow_up')::int AS "noFollowUp",
            percentile_cont(0.5) WITHIN GROUP (ORDER BY first_answer_working_minutes) / 60 AS "medianFirstAnswerWorkingHours",
            percentile_cont(0.5) WITHIN GROUP (ORDER BY date_part('epoch', first_answered_at - received_at)) / 3600 AS "medianFirstAnswerHours",
            coalesce(sum(value_ht) FILTER (WHERE status IN ('new', 'answered')), 0)::int AS "openValueHT",
            count(*) FILTER (WHERE status IN ('new', 'answered') AND value_ht IS NULL)::int AS "openWithoutValue",
            coalesce(sum(value_ht) FILTER (WHERE status = 'won'), 0)::int AS "wonValueHT",
            count(*) FILTER (WHERE status = 'won' AND value_ht IS NULL)::int AS "wonWithoutValue",
            count(DISTINCT company_key)::int AS companies
       FROM quote_follow_ups
      WHERE (received_at AT TIME ZONE 'Europe/Paris')::date BETWEEN $1::date AND $2::date`,
    [range.from, range.to],
  );
  return rows[0];
}

/** Every dashboard period (and its previous one) at NOW, today alone, and the given ranges. */
async function expectRecounted(extra: DayRange[] = []) {
  const ranges: DayRange[] = [{ from: TODAY, to: TODAY }, ...extra];
  for (const { id } of DASHBOARD_PERIODS) {
    const { current, previous } = dashboardPeriodDays(id, TODAY);
    ranges.push(current, ...(previous ? [previous] : []));
  }
  for (const range of ranges) {
    const { companies, ...raw } = await recount(range);
    expect({ range, figures: await quoteFollowUpFigures(database.pool, range) }).toEqual({ range, figures: raw });
    expect({ range, requests: await countQuoteRequests(database.pool, range) }).toEqual({ range, requests: raw.requests });
    expect({ range, totals: await quoteRequestTotals(database.pool, { range }) }).toEqual({
      range,
      totals: { total: raw.requests, companies },
    });
  }
}

/** A contact message mentioning "devis" received at `at` (its follow-up is made by migration 0012's trigger). */
async function receiveContact(at: Date, company: string | null): Promise<number> {
  const { rows } = await database.pool.query<{ id: string }>(
    `INSERT INTO contact_requests (created_at, first_name, last_name, email, subject, message, company)
     VALUES ($1, 'Camille', 'Durand', 'camille@exemple.fr', 'Demande de devis', 'Bonjour', $2) RETURNING id`,
    [at, company],
  );
  return followUpOf("contact_request_id", rows[0]!.id);
}

/** A /devis request received at `at`, priced or not. */
async function receiveQuote(at: Date, valueHT: number | null): Promise<number> {
  const { rows } = await database.pool.query<{ id: string }>(
    `INSERT INTO quote_requests (created_at, customer_name, email, phone, client_type, project_title, delivery_date, urgent,
                                subtotal_ht, form)
     VALUES ($1, 'Dominique Morel', 'dominique@exemple.fr', '0601020304', 'particulier', 'Maison', '2027-01-01', false, $2, '{}')
     RETURNING id`,
    [at, valueHT],
  );
  return followUpOf("quote_request_id", rows[0]!.id);
}

async function followUpOf(column: "quote_request_id" | "contact_request_id", requestId: string): Promise<number> {
  const { rows } = await database.pool.query<{ id: string }>(`SELECT id FROM quote_follow_ups WHERE ${column} = $1`, [requestId]);
  return Number(rows[0]!.id);
}

/** The first answer recorded (or taken back with null), as the admin pages and the demo write it. */
async function answer(id: number, at: Date | null, workingMinutes: number | null) {
  await database.pool.query(
    `UPDATE quote_follow_ups SET first_answered_at = $2, first_answer_working_minutes = $3,
            status = CASE WHEN $2::timestamptz IS NOT NULL AND status = 'new' THEN 'answered' ELSE status END WHERE id = $1`,
    [id, at, workingMinutes],
  );
}

const setStatus = (id: number, status: string) =>
  database.pool.query("UPDATE quote_follow_ups SET status = $2 WHERE id = $1", [id, status]);

/** An instant of the span, often right at a Paris midnight (23:00 or 22:00 UTC) or a millisecond either side. */
const instant = fc.oneof(
  fc.integer({ min: 0, max: SPAN_MS }).map((ms) => new Date(NOW.getTime() - ms)),
  fc
    .tuple(fc.integer({ min: 0, max: 40 }), fc.constantFrom(22, 23), fc.constantFrom(-1, 0, 1))
    .map(([days, hour, ms]) => new Date(Date.UTC(2026, 10, 3 - days, hour) + ms)),
);

const write = fc.oneof(
  fc.record({
    kind: fc.constant("contact" as const),
    at: instant,
    company: fc.option(fc.constantFrom("Paille & Co", " paille & co ", "Bois")),
  }),
  fc.record({ kind: fc.constant("quote" as const), at: instant, valueHT: fc.option(fc.integer({ min: 0, max: 90_000 })) }),
  fc.record({
    kind: fc.constant("answer" as const),
    pick: fc.nat(),
    afterMs: fc.option(fc.integer({ min: 0, max: 20 * 86_400_000 })),
    workingMinutes: fc.option(fc.integer({ min: 0, max: 5_000 })),
  }),
  fc.record({ kind: fc.constant("status" as const), pick: fc.nat(), status: fc.constantFrom(...QUOTE_STATUSES) }),
  fc.record({ kind: fc.constant("delete" as const), pick: fc.nat() }),
);

const range = fc
  .tuple(fc.integer({ min: 0, max: 42 }), fc.integer({ min: 0, max: 42 }))
  .map(([a, b]): DayRange => ({ from: addDays(TODAY, -Math.max(a, b)), to: addDays(TODAY, -Math.min(a, b)) }));

describe("quote_follow_up_daily and the medians through the index", () => {
  it("equal a raw recount after any sequence of writes, for any range of Paris days", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 30 }), fc.array(range, { maxLength: 3 }), async (writes, ranges) => {
        await database.pool.query("TRUNCATE quote_requests, contact_requests CASCADE");
        const ids: number[] = [];
        const received = new Map<number, Date>();
        for (const step of writes) {
          if (step.kind === "contact" || step.kind === "quote") {
            const id = step.kind === "contact" ? await receiveContact(step.at, step.company) : await receiveQuote(step.at, step.valueHT);
            ids.push(id);
            received.set(id, step.at);
            continue;
          }
          if (ids.length === 0) continue;
          const id = ids[step.pick % ids.length]!;
          if (step.kind === "answer") {
            await answer(id, step.afterMs === null ? null : new Date(received.get(id)!.getTime() + step.afterMs), step.workingMinutes);
          } else if (step.kind === "status") await setStatus(id, step.status);
          else {
            await database.pool.query("DELETE FROM quote_follow_ups WHERE id = $1", [id]);
            ids.splice(ids.indexOf(id), 1);
          }
        }
        await expectRecounted(ranges);
      }),
      { numRuns: 40 },
    );
  });

  it("follow a day being written: requests arriving today, answered, re-opened, deleted", async () => {
    await expectRecounted();
    const morning = new Date("2026-11-03T07:30:00Z");
    const first = await receiveQuote(morning, 12_000);
    const second = await receiveContact(new Date("2026-11-03T09:00:00Z"), "Paille & Co");
    await expectRecounted();
    await answer(first, new Date("2026-11-03T08:15:00Z"), 45);
    await expectRecounted();
    await answer(second, new Date("2026-11-03T10:00:00Z"), 60);
    const third = await receiveQuote(new Date("2026-11-03T19:59:59Z"), null);
    await answer(third, new Date("2026-11-03T20:00:00Z"), 1);
    // Three answered today: the median is the middle one, 45 working minutes.
    expect((await quoteFollowUpFigures(database.pool, { from: TODAY, to: TODAY })).medianFirstAnswerWorkingHours).toBe(45 / 60);
    await expectRecounted();
    await setStatus(first, "won");
    await setStatus(second, "answered");
    await answer(third, null, null);
    await expectRecounted();
    await database.pool.query("DELETE FROM contact_requests");
    await expectRecounted();
    await database.pool.query("TRUNCATE quote_follow_ups CASCADE");
    const { rows } = await database.pool.query("SELECT * FROM quote_follow_up_daily");
    expect(rows).toEqual([]);
    await expectRecounted();
  });

  it("equal a raw recount over the demo's requests, answered and decided as the team would", async () => {
    await generateDemoActivity(database.pool, { pageViews: 30_000, now: NOW, seed: 0.17 });
    const { rows } = await database.pool.query<{ n: number }>("SELECT count(first_answered_at)::int AS n FROM quote_follow_ups");
    expect(rows[0]!.n).toBeGreaterThan(50);
    await expectRecounted([{ from: "1970-01-01", to: TODAY }]);
  });

  it("counts every change of concurrent admins moving the requests of one day back and forth", async () => {
    const at = new Date("2026-11-02T10:00:00Z");
    const ids = await Promise.all(Array.from({ length: 8 }, () => receiveQuote(at, 1_000)));
    const statuses = ["won", "new", "lost", "answered", "no_follow_up"];
    await Promise.all(Array.from({ length: 40 }, (_, i) => setStatus(ids[i % ids.length]!, statuses[(i * 7) % statuses.length]!)));
    await expectRecounted();
  });
});
