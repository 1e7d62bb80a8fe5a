import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_SLOW_STEP_MS } from "@server/auth/sign-in-limits.server";
import { authCall } from "../support/auth";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { type RunningServer, startServer } from "../../scripts/lib/server";

/**
 * docs/decisions/0006-rate-limits-and-outbox.md, over HTTP: the per-account sign-in limit holds across what was the boundary of a fixed
 * 15-minute window (10:15 UTC). The server's clock is moved by libfaketime (`apt-get install faketime`), which
 * re-reads a file the test writes; the test reads the server's time back from the Date header of its answers.
 * Under `npm run test:clock` libfaketime already holds the clock at a fixed date, so this file has nothing to move.
 */
const LIBFAKETIME = "/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1";
const LIMIT = 3;

describe.skipIf(Boolean(process.env.FAKETIME))("sign-in limit per account over HTTP, the server's clock moved", () => {
  let database: TestDatabase;
  let server: RunningServer;
  let clockDir: string;
  const clockFile = () => path.join(clockDir, "clock");

  /** libfaketime's format: the clock starts at this time (UTC, given TZ=UTC) when it reads the file. */
  const writeClock = (iso: string) => writeFileSync(clockFile(), `@${iso.slice(0, 19).replace("T", " ")}\n`);

  async function serverTime(): Promise<number> {
    const response = await fetch(`${server.url}/healthz`);
    await response.arrayBuffer();
    return Date.parse(response.headers.get("date")!);
  }

  /** Moves the server's clock and waits until it shows (libfaketime re-reads the file every second). */
  async function moveServerClock(iso: string): Promise<void> {
    writeClock(iso);
    const target = Date.parse(iso);
    await expect
      .poll(
        async () => {
          const shown = await serverTime();
          return shown >= target - 1_000 && shown < target + 5_000;
        },
        { timeout: 10_000, interval: 200 },
      )
      .toBe(true);
  }

  beforeAll(async () => {
    if (!existsSync(LIBFAKETIME)) throw new Error(`${LIBFAKETIME} is missing: apt-get install faketime`);
    clockDir = mkdtempSync(path.join(os.tmpdir(), "isolenpaille-clock-"));
    // In the past: the daily salts' lifetime is counted on the database's own clock.
    writeClock("2026-07-15T10:00:00Z");
    database = await createTestDatabase();
    server = await startServer({
      DATABASE_URL: database.url,
      TRUST_PROXY: "1",
      SIGN_IN_LIMIT_PER_ACCOUNT: String(LIMIT),
      SIGN_IN_LIMIT_PER_ADDRESS: "100",
      TZ: "UTC",
      LD_PRELOAD: LIBFAKETIME,
      FAKETIME_TIMESTAMP_FILE: clockFile(),
      FAKETIME_CACHE_DURATION: "1",
      // Timers keep real time: only the wall clock moves.
      FAKETIME_DONT_FAKE_MONOTONIC: "1",
    });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    if (clockDir) rmSync(clockDir, { recursive: true, force: true });
  });

  let caller = 0;
  /** A wrong password for one account, each attempt from another address (the address limit stays out of it). */
  async function wrongPassword(): Promise<{ status: number; retryAfter: number; at: number }> {
    caller += 1;
    const response = await authCall(
      server.url,
      "/sign-in/email",
      { email: "cible@exemple.fr", password: "mauvais" },
      "",
      `90.84.7.${caller}`,
    );
    await response.arrayBuffer();
    return {
      status: response.status,
      retryAfter: Number(response.headers.get("retry-after")),
      at: Date.parse(response.headers.get("date")!),
    };
  }

  it("keeps the account slowed after 10:15 as before it, until 15 minutes have passed", async () => {
    await moveServerClock("2026-07-15T10:14:50Z");
    const before = [];
    for (let k = 0; k < LIMIT; k++) before.push(await wrongPassword());
    expect(before.map((answer) => answer.status)).toEqual([401, 401, 401]);
    for (const answer of before) expect(answer.at).toBeLessThan(Date.parse("2026-07-15T10:15:00Z"));

    // Past the old boundary: fixed windows started counting again here (three 401s). The failures of 10:14:50 still
    // count, so the account is slowed (server/auth/sign-in-limits.server.ts): one attempt per ACCOUNT_SLOW_STEP_MS from
    // an address it never signed in from, the others refused until that step has passed.
    await moveServerClock("2026-07-15T10:15:05Z");
    const after = [];
    for (let k = 0; k < LIMIT; k++) after.push(await wrongPassword());
    expect(after.map((answer) => answer.status)).toEqual([401, 429, 429]);
    for (const answer of after.slice(1)) {
      expect(answer.retryAfter).toBeGreaterThan(0);
      expect(answer.retryAfter).toBeLessThanOrEqual(ACCOUNT_SLOW_STEP_MS / 1000);
    }

    // 15 minutes after the failures: the account is no longer slowed, two attempts in a row are answered.
    await moveServerClock("2026-07-15T10:31:00Z");
    expect((await wrongPassword()).status).toBe(401);
    expect((await wrongPassword()).status).toBe(401);
  });
});
