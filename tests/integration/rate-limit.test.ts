import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "@server/db/client.server";
import {
  consumeRateLimit,
  DAY_MS,
  deleteExpiredRateLimitHits,
  HOUR_MS,
  type RateLimit,
  RateLimitedError,
} from "@server/http/rate-limit.server";
import { createTestDatabase, type TestDatabase } from "../support/database";

/**
 * docs/decisions/0006-rate-limits-and-outbox.md: the limits as a sliding window on a real PostgreSQL, the clock injected. Fixed windows let
 * 2 × limit through around each boundary, and the daily salt of the key gave everyone a fresh count at midnight.
 * The injected instants lie in the past: a salt's lifetime runs on the database's own clock.
 */
const MINUTE_MS = 60_000;

let testDatabase: TestDatabase;
let db: Database;
beforeAll(async () => {
  testDatabase = await createTestDatabase();
  db = createDatabase(testDatabase.url);
});
afterAll(async () => {
  await db?.$client.end();
  await testDatabase?.drop();
});

let rules = 0;
/** A rule of its own per test, so no test sees another's hits. */
function rule(limit: number, windowMs: number): RateLimit {
  rules += 1;
  return { name: `test-${rules}`, limit, windowMs };
}

/** Whether the hit at `at` was let through; the refusal's Retry-After otherwise. */
async function attempt(limit: RateLimit, at: Date, subject = "address:203.0.113.7", database = db): Promise<true | number> {
  try {
    await consumeRateLimit(database, limit, subject, at);
    return true;
  } catch (error) {
    if (error instanceof RateLimitedError) return error.retryAfterSeconds!;
    throw error;
  }
}

const at = (iso: string, plusMs = 0) => new Date(Date.parse(iso) + plusMs);

describe("sliding-window rate limits", () => {
  it("lets through no more than the limit in any window, across what was a fixed window's boundary", async () => {
    const fifteen = rule(5, 15 * MINUTE_MS);
    // 10:15 UTC is a boundary of the old fixed 15-minute windows (multiples of 15 minutes since the epoch).
    const boundary = Date.parse("2026-07-15T10:15:00Z");
    const allowed: number[] = [];
    // One attempt a minute from 5 minutes before the boundary to 40 minutes after it.
    for (let minute = -5; minute <= 40; minute++) {
      const t = boundary + minute * MINUTE_MS;
      if ((await attempt(fifteen, new Date(t))) === true) allowed.push(minute);
    }
    for (const minute of allowed) {
      expect(allowed.filter((other) => other > minute - 15 && other <= minute).length, `15 minutes up to ${minute}`).toBeLessThanOrEqual(5);
    }
    // Let through again one by one as each hit turns 15 minutes old: never 2 × 5 around the boundary.
    expect(allowed).toEqual([-5, -4, -3, -2, -1, 10, 11, 12, 13, 14, 25, 26, 27, 28, 29, 40]);
  });

  it("refuses a burst on each side of a boundary beyond the limit in total", async () => {
    const fifteen = rule(10, 15 * MINUTE_MS);
    const boundary = Date.parse("2026-07-15T11:00:00Z");
    const before = [];
    const after = [];
    for (let k = 10; k >= 1; k--) before.push(await attempt(fifteen, new Date(boundary - k * 1000)));
    for (let k = 1; k <= 10; k++) after.push(await attempt(fifteen, new Date(boundary + k * 1000)));
    expect(before.filter((result) => result === true)).toHaveLength(10);
    expect(after.filter((result) => result === true)).toHaveLength(0);
  });

  it("answers a Retry-After that is the time until the next hit is let through", async () => {
    const hourly = rule(3, HOUR_MS);
    const start = "2026-07-15T08:20:00Z";
    for (const offset of [0, 60_000, 120_000]) expect(await attempt(hourly, at(start, offset))).toBe(true);
    expect(await attempt(hourly, at(start, 10 * MINUTE_MS))).toBe(50 * 60);
    expect(await attempt(hourly, at(start, HOUR_MS - 1_500))).toBe(2);
    // The first hit leaves the window exactly an hour after it: one more goes through, then the second one counts.
    expect(await attempt(hourly, at(start, HOUR_MS))).toBe(true);
    expect(await attempt(hourly, at(start, HOUR_MS + 1))).toBe(60);
  });

  it("keeps counting across midnight in Paris, when the salt of the key changes", async () => {
    const daily = rule(3, DAY_MS);
    // 23:50 and 00:10 in Paris (summer time): one UTC day, so one fixed daily window, but two salts.
    for (let k = 0; k < 3; k++) expect(await attempt(daily, at("2026-07-14T21:50:00Z", k * 1000))).toBe(true);
    expect(await attempt(daily, at("2026-07-14T22:10:00Z"))).toBe(24 * 60 * 60 - 20 * 60);
    const hourly = rule(2, HOUR_MS);
    for (let k = 0; k < 2; k++) expect(await attempt(hourly, at("2026-07-15T21:50:00Z", k * 1000))).toBe(true);
    expect(await attempt(hourly, at("2026-07-15T22:10:00Z"))).toBe(40 * 60);
    expect(await attempt(hourly, at("2026-07-15T22:50:00Z"))).toBe(true);
  });

  it("reaches back over three Paris days when a 24-hour window spans the 23-hour day of the spring clock change", async () => {
    const daily = rule(2, DAY_MS);
    // Saturday 28 March 2026 at 23:45 in Paris (UTC+1); Sunday 29 March lasts 23 hours.
    expect(await attempt(daily, at("2026-03-28T22:45:00Z"))).toBe(true);
    expect(await attempt(daily, at("2026-03-28T22:46:00Z"))).toBe(true);
    // Monday 30 March at 00:30 in Paris (UTC+2): 24 hours back is Saturday 23:30.
    expect(await attempt(daily, at("2026-03-29T22:30:00Z"))).toBe(15 * 60);
    expect(await attempt(daily, at("2026-03-29T22:45:00Z"))).toBe(true);
  });

  it("counts each caller on its own", async () => {
    const hourly = rule(1, HOUR_MS);
    expect(await attempt(hourly, at("2026-07-15T09:00:00Z"), "address:192.0.2.1")).toBe(true);
    expect(await attempt(hourly, at("2026-07-15T09:00:01Z"), "address:192.0.2.2")).toBe(true);
    expect(await attempt(hourly, at("2026-07-15T09:00:02Z"), "address:192.0.2.1")).toBe(3600 - 2);
  });

  it("lets exactly the limit through when many hits of one caller arrive at once on two instances", async () => {
    const second = createDatabase(testDatabase.url);
    try {
      for (const [limit, now] of [
        [7, [at("2026-07-15T09:30:00Z")]],
        // Either side of midnight in Paris, so under two salts: the locks are taken in one order, no deadlock.
        [6, [at("2026-07-15T21:59:59.950Z"), at("2026-07-15T22:00:00.050Z")]],
      ] as const) {
        const hourly = rule(limit, HOUR_MS);
        const results = await Promise.all(
          Array.from({ length: 40 }, (_, k) => attempt(hourly, now[k % now.length]!, "account:a@exemple.fr", k % 2 ? second : db)),
        );
        expect(results.filter((result) => result === true)).toHaveLength(limit);
        expect(results.filter((result) => typeof result === "number")).toHaveLength(40 - limit);
      }
    } finally {
      await second.$client.end();
    }
  });

  it("counts the hits stamped just after midnight that were stored before one stamped just before it", async () => {
    // Two instances whose clocks differ by a tenth of a second: the one already past midnight in Paris stores its hits
    // under the new day's salt first. The hit stamped before midnight must count them (it let a fourth one through).
    const hourly = rule(3, HOUR_MS);
    for (let k = 0; k < 3; k++) expect(await attempt(hourly, at("2026-08-20T22:00:00.050Z"), "address:198.51.100.9")).toBe(true);
    expect(await attempt(hourly, at("2026-08-20T21:59:59.950Z"), "address:198.51.100.9")).toBe(3601);
  });

  it("deletes hits older than any window, and only those", async () => {
    const hourly = rule(5, HOUR_MS);
    await attempt(hourly, at("2026-07-10T09:00:00Z"));
    await attempt(hourly, at("2026-07-12T09:30:00Z"));
    const count = async () =>
      (await testDatabase.pool.query("SELECT count(*)::int AS n FROM rate_limit_hits WHERE key LIKE $1", [`${hourly.name}:%`])).rows[0].n;
    expect(await count()).toBe(2);
    await deleteExpiredRateLimitHits(db, at("2026-07-14T09:15:00Z"));
    expect(await count()).toBe(1);
  });
});
