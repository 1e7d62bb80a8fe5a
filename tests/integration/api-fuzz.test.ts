import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FDES_READ_TIMEOUT_MS } from "@domain/fdes/compare-fdes-api";
import { discoverApiCalls } from "../support/api-routes";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { type RunningServer, startServer } from "../../scripts/lib/server";
import { BROWSER_USER_AGENT } from "../../scripts/lib/browser";
import { type RawAnswer, rawRequest } from "../fuzz/raw-request";
import { API_CALL_KNOWLEDGE } from "../fuzz/api-call-knowledge";
import { checkAnswer, type FuzzRequest, REFUSAL_STATUSES, requestArbitrary, storedRows } from "../fuzz/api-fuzz";

/**
 * docs/decisions/0008-hardening.md: every `POST /api/*` of app/routes.ts under random and hostile requests. In `npm test`
 * each call gets RUNS requests, a fixed number whatever the machine's speed (a random seed each run, printed to replay
 * a failure); `npm run fuzz -- --runs 10000` sets FUZZ_RUNS for a deeper search.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() ^ (Math.random() * 2 ** 31);
const calls = discoverApiCalls();
/**
 * The server's time limit for reading an uploaded FDES, given to it explicitly, and how long the client waits for an
 * answer, derived from it: the upload's own reading, at most two rounds of our own declarations' readings ahead of it
 * (read two at a time at the first comparison), and 10 s for the rest (the upload, the reading process's start, the
 * answer). A client timeout equal to the server's limit tested the machine's speed, not the server: at load average
 * 13 a 14-byte PDF once went unanswered within it.
 */
const READ_TIMEOUT_MS = FDES_READ_TIMEOUT_MS;
const CLIENT_TIMEOUT_MS = 3 * READ_TIMEOUT_MS + 10_000;

describe("API fuzzing", () => {
  let database: TestDatabase;
  let server: RunningServer;
  let address = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startServer({ DATABASE_URL: database.url, TRUST_PROXY: "1", FDES_READ_TIMEOUT_MS: String(READ_TIMEOUT_MS) });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it("finds the calls in app/routes.ts", () => {
    expect(calls).toContain("/api/send-contact-email");
    expect(calls).toContain("/api/track-page-view");
  });

  async function send(path: string, request: FuzzRequest): Promise<RawAnswer> {
    address += 1;
    const headers: Record<string, string> = {
      "user-agent": BROWSER_USER_AGENT,
      // A new caller each time, so one call's rate limit does not hide the others' answers.
      "x-forwarded-for": `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
    };
    if (request.contentType !== null) headers["content-type"] = request.contentType;
    return rawRequest(`${server.url}${path}`, {
      method: request.method,
      headers,
      body: request.body,
      timeoutMs: CLIENT_TIMEOUT_MS,
    });
  }

  it.each(calls)(
    "%s answers every hostile request with a refusal in French, stores nothing, and stays up",
    async (path) => {
      const knowledge = API_CALL_KNOWLEDGE[path] ?? {};
      const allowed = [...REFUSAL_STATUSES, ...(knowledge.extraStatuses ?? [])];
      const statuses = new Map<string, number>();
      const started = Date.now();
      let runs = 0;
      const result = await fc.check(
        fc.asyncProperty(requestArbitrary(knowledge), async (request) => {
          runs += 1;
          const before = await storedRows(database.pool);
          const response = await send(path, request);
          const status = response.status;
          const problem = checkAnswer(request, response, allowed);
          if (problem) throw new Error(`${request.label}: ${problem}`);
          if (status !== 200) {
            const after = await storedRows(database.pool);
            if (after !== before) throw new Error(`${request.label}: answered ${status} but stored ${after - before} row(s)`);
          }
          const key = `${status}`;
          statuses.set(key, (statuses.get(key) ?? 0) + 1);
        }),
        {
          numRuns: RUNS,
          seed: SEED,
          endOnFailure: true,
        },
      );
      const seconds = (Date.now() - started) / 1000;
      console.log(
        `fuzz ${path}: ${runs} requests in ${seconds.toFixed(1)} s (seed ${SEED}), answers ${JSON.stringify(Object.fromEntries(statuses))}`,
      );
      if (result.failed) {
        const cause = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
        throw new Error(`${cause}\n${fc.defaultReportMessage(result)}\nReplay with FUZZ_SEED=${SEED}`);
      }
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    },
    600_000,
  );
});
