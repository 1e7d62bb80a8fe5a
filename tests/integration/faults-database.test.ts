import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_MESSAGES } from "@server/http/api-error.server";
import { BROWSER_USER_AGENT } from "../../scripts/lib/browser";
import { type RunningServer, startServer } from "../../scripts/lib/server";
import { type RestartablePostgres, startRestartablePostgres } from "../support/restartable-postgres";

/**
 * docs/decisions/0008-hardening.md: PostgreSQL restarted under traffic. During the outage calls answer 503 with a French message (never
 * 500, never a hang) and /healthz says 503; once it is back the server recovers by itself. Its own PostgreSQL, on a
 * fixed port so it can come back where it was.
 */
describe("PostgreSQL restarted under traffic", () => {
  let postgres: RestartablePostgres;
  let server: RunningServer;
  let running = false;

  beforeAll(async () => {
    postgres = await startRestartablePostgres();
    server = await startServer({ DATABASE_URL: postgres.url, TRUST_PROXY: "1" });
  }, 120_000);
  afterAll(async () => {
    running = false;
    if (process.env.DEBUG_FAULTS) console.log(postgres.log.slice(-30).join("\n"));
    await server?.stop();
    await postgres?.remove();
  });

  let caller = 0;
  async function pageView(): Promise<{ status: number; body: string; ms: number }> {
    caller += 1;
    const started = Date.now();
    const response = await fetch(`${server.url}/api/track-page-view`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "user-agent": BROWSER_USER_AGENT,
        "x-forwarded-for": `10.7.${caller >> 8}.${caller & 255}`,
      },
      body: JSON.stringify({ page_url: "/", page_title: "Accueil", referrer: null, is_admin: false }),
      signal: AbortSignal.timeout(15_000),
    });
    return { status: response.status, body: await response.text(), ms: Date.now() - started };
  }

  it("answers 503 in French during the outage, never 500 or a hang, and recovers alone", async () => {
    const answers: Array<{ status: number; body: string; ms: number }> = [];
    running = true;
    const traffic = Promise.all(
      Array.from({ length: 3 }, async () => {
        while (running) answers.push(await pageView());
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    await postgres.stop();
    const during = await pageView();
    expect(during.status).toBe(503);
    expect(JSON.parse(during.body)).toEqual({ error: API_MESSAGES.unavailable });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(503);
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    await postgres.start();
    const deadline = Date.now() + 30_000;
    let health = 0;
    while (Date.now() < deadline && health !== 200) {
      health = (await fetch(`${server.url}/healthz`)).status;
      if (health !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(health).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    running = false;
    await traffic;
    expect((await pageView()).status).toBe(200);

    const statuses = new Set(answers.map((answer) => answer.status));
    expect([...statuses].sort()).toEqual([200, 503]);
    for (const answer of answers) {
      if (answer.status === 503) expect(JSON.parse(answer.body)).toEqual({ error: API_MESSAGES.unavailable });
      expect(answer.ms).toBeLessThan(10_000);
    }
  });
});
