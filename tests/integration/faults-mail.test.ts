import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { type RestartablePostgres, startRestartablePostgres } from "../support/restartable-postgres";
import { freePort, type RunningServer, startServer } from "../../scripts/lib/server";
import { duplicateCopies, startSmtpServer, type TestSmtpServer } from "../../scripts/lib/smtp";
import { deliveredFor, queuedFor, storedSubmission, submit, waitForOutboxEmpty } from "../support/submissions";

/**
 * Faults with nothing lost and nothing sent twice, on a real PostgreSQL and a real SMTP server:
 * the relay down for a while, PostgreSQL restarted between the relay's acceptance and the 'sent' mark, the server
 * killed in the middle of submissions, two instances on one database. Duplicates are counted by Message-ID at the
 * SMTP server.
 */
// The site's hourly cap of mail to visitors' addresses (decision 0017) is lifted: these tests send dozens on purpose.
const FAST_OUTBOX = {
  OUTBOX_POLL_MS: "100",
  OUTBOX_RETRY_BASE_MS: "100",
  OUTBOX_RETRY_MAX_MS: "400",
  OUTBOX_MAX_ATTEMPTS: "50",
  VISITOR_MAIL_PER_HOUR: "100000",
};

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
});

async function database(): Promise<TestDatabase> {
  const db = await createTestDatabase();
  cleanups.push(() => db.drop());
  return db;
}

async function server(env: Record<string, string>): Promise<RunningServer> {
  const started = await startServer({ TRUST_PROXY: "1", ...FAST_OUTBOX, ...env });
  cleanups.push(() => started.stop());
  return started;
}

async function smtpServer(port?: number, beforeAccept?: () => Promise<void>): Promise<TestSmtpServer> {
  const smtp = await startSmtpServer({ ...(port ? { port } : {}), ...(beforeAccept ? { beforeAccept } : {}) });
  cleanups.push(() => smtp.close());
  return smtp;
}

/**
 * Every e-mail a submission queued arrived, and arrived once; with `crashes`, that many may have been caught
 * between the relay's acceptance and the commit of their 'sent' mark, and arrived twice with the same Message-ID.
 */
async function expectDeliveredOnce(db: TestDatabase, smtp: TestSmtpServer, ids: number[], crashes = 0) {
  let copiesOverall = 0;
  let messagesOverall = 0;
  for (const i of ids) {
    const queued = await queuedFor(db, i);
    expect(queued, `submission ${i} queued no e-mail`).toBeGreaterThan(0);
    const { copies, messages } = deliveredFor(smtp, i);
    expect(messages, `submission ${i}: ${queued} queued`).toBe(queued);
    copiesOverall += copies;
    messagesOverall += messages;
  }
  expect(copiesOverall - messagesOverall).toBeLessThanOrEqual(crashes);
  expect(duplicateCopies(smtp.received), "copies of one Message-ID").toBeLessThanOrEqual(crashes);
}

/** Messages whose worker's lease ran out (the only ones that may have gone out twice). */
async function leaseExpiries(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ n: number }>("SELECT coalesce(sum(lease_expiries), 0)::int AS n FROM outbox_messages");
  return rows[0]!.n;
}

describe("faults with nothing lost", () => {
  it("keeps every acknowledged message while the SMTP relay is down, and delivers each once when it is back", async () => {
    const db = await database();
    const smtpPort = await freePort();
    const site = await server({ DATABASE_URL: db.url, SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
    const ids = [1, 2, 3, 4, 5, 6];
    for (const i of ids) expect(await submit(site.url, i, i % 3 === 0 ? "devis" : "contact")).toBe(200);
    // Several delivery attempts fail against the closed port. Waited for rather than timed: on a loaded machine the
    // first attempt came later than a fixed 1.5 s once (a CI run saw none by then).
    const outbox = async () =>
      (
        await db.pool.query<{ attempts: number | null; sent: number }>(
          "SELECT max(attempts)::int AS attempts, count(*) FILTER (WHERE status = 'sent')::int AS sent FROM outbox_messages",
        )
      ).rows[0]!;
    await expect.poll(async () => (await outbox()).attempts ?? 0, { timeout: 20_000, interval: 100 }).toBeGreaterThanOrEqual(2);
    expect((await outbox()).sent).toBe(0);

    const smtp = await smtpServer(smtpPort);
    await waitForOutboxEmpty(db);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await leaseExpiries(db.pool), "leases run out").toBe(0);
    await expectDeliveredOnce(db, smtp, ids);
  });

  it("loses no acknowledged submission when the server is killed (SIGKILL) mid-stream, and sends nothing twice but the one message a crash may catch in flight (same Message-ID)", async () => {
    const db = await database();
    const smtp = await smtpServer();
    // A short lease, so that the killed server's message in flight is taken over within the test. (Not shorter: a
    // server rendering quote PDFs can hold its event loop long enough to miss renewals, and a lease run out under
    // a live worker is a duplicate.)
    const env = { DATABASE_URL: db.url, SMTP_URL: smtp.url, OUTBOX_LEASE_MS: "3000" };
    const first = await server(env);
    const answers = new Map<number, number | "no answer">();
    let next = 100;
    let killed = false;
    const stream = async () => {
      while (!killed) {
        const i = next++;
        answers.set(i, await submit(first.url, i, i % 4 === 0 ? "devis" : "contact").catch(() => "no answer" as const));
      }
    };
    const streams = Array.from({ length: 4 }, stream);
    // Kill once a dozen submissions were answered, while others are under way.
    while ([...answers.values()].filter((status) => status === 200).length < 12) await new Promise((r) => setTimeout(r, 20));
    first.process.kill("SIGKILL");
    killed = true;
    await first.exited;
    await Promise.all(streams);

    await server(env);
    await waitForOutboxEmpty(db);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const acknowledged = [...answers].filter(([, status]) => status === 200).map(([i]) => i);
    expect(acknowledged.length).toBeGreaterThanOrEqual(12);
    for (const i of acknowledged) {
      const stored = await storedSubmission(db, i);
      // Every fourth submission is a quote request, stored once in quote_requests; the others are contact messages.
      if (i % 4 === 0) expect(stored, `acknowledged quote request ${i}`).toEqual({ contacts: 0, quotes: 1 });
      else expect(stored, `acknowledged contact message ${i}`).toEqual({ contacts: 1, quotes: 0 });
    }
    const unanswered = [...answers].filter(([, status]) => status !== 200).map(([i]) => i);
    // The unanswered ones: whatever they committed is delivered too (possibly nothing).
    for (const i of unanswered) expect(deliveredFor(smtp, i).messages).toBe(await queuedFor(db, i));
    // The one message a SIGKILL may catch between the relay's acceptance and its 'sent' mark is taken over when its
    // lease runs out and sent again with the same Message-ID: a duplicate only there, and recorded.
    const expiries = await leaseExpiries(db.pool);
    expect(expiries).toBeLessThanOrEqual(1);
    expect(duplicateCopies(smtp.received)).toBeLessThanOrEqual(expiries);
    await expectDeliveredOnce(db, smtp, acknowledged, expiries);
  });

  it("runs two instances on one database: quote numbers without duplicate or gap, every e-mail sent once", async () => {
    const db = await database();
    const smtp = await smtpServer();
    const env = { DATABASE_URL: db.url, SMTP_URL: smtp.url };
    const [a, b] = await Promise.all([server(env), server(env)]);
    const ids = Array.from({ length: 12 }, (_, k) => 200 + k);
    const statuses = await Promise.all(ids.map((i) => submit((i % 2 ? a : b).url, i, i % 3 === 0 ? "contact" : "devis")));
    expect(statuses).toEqual(ids.map(() => 200));
    const { rows } = await db.pool.query("SELECT number FROM quote_requests WHERE number IS NOT NULL ORDER BY number");
    const sequence = rows.map((row) => Number(String(row.number).slice(-4)));
    expect(sequence).toEqual(Array.from({ length: sequence.length }, (_, k) => k + 1));
    expect(sequence.length).toBe(ids.filter((i) => i % 3 !== 0).length);
    await waitForOutboxEmpty(db);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await leaseExpiries(db.pool), "leases run out").toBe(0);
    await expectDeliveredOnce(db, smtp, ids);
  });

  it("sends nothing twice when PostgreSQL restarts right after the SMTP server accepted a message", async () => {
    const postgres: RestartablePostgres = await startRestartablePostgres();
    cleanups.push(() => postgres.remove());
    const pool = new pg.Pool({ connectionString: postgres.url, max: 2 });
    pool.on("error", () => {});
    cleanups.push(() => pool.end());
    // Each listed arrival at the relay stops PostgreSQL before the relay accepts, and starts it again after a
    // while: the worker hears "accepted" with the database gone, as in the incident (1 message in 866 sent twice).
    const outages = new Map([
      [3, 300],
      [11, 1_500],
      [20, 4_000],
    ]);
    let arrivals = 0;
    const restarts: Array<Promise<void>> = [];
    const smtp = await smtpServer(undefined, async () => {
      arrivals += 1;
      const downFor = outages.get(arrivals);
      if (downFor === undefined) return;
      await postgres.stop();
      restarts.push(new Promise<void>((resolve) => setTimeout(resolve, downFor)).then(() => postgres.start()));
    });
    // The first start makes the schema; the messages are queued before any worker can see them.
    const env = { ...FAST_OUTBOX, DATABASE_URL: postgres.url, SMTP_URL: smtp.url };
    await (await server(env)).stop();
    const total = 30;
    await pool.query(`
      INSERT INTO outbox_messages (idempotency_key, kind, recipients, subject, html, text)
      SELECT 'restart-' || n, 'test', ARRAY['client' || n || '@exemple.fr'], 'Message ' || n, '<p>' || n || '</p>', n::text
      FROM generate_series(1, ${total}) AS n`);
    await server(env);

    const allSent = async () => {
      const { rows } = await pool.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox_messages WHERE status = 'sent'");
      return rows[0]!.n;
    };
    await expect.poll(() => allSent().catch(() => -1), { timeout: 60_000, interval: 200 }).toBe(total);
    await Promise.all(restarts);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(restarts).toHaveLength(outages.size);
    expect(new Set(smtp.received.map((mail) => mail.parsed.messageId)).size).toBe(total);
    expect(duplicateCopies(smtp.received), `${total} messages, ${outages.size} restarts`).toBe(0);
    expect(smtp.received).toHaveLength(total);
    expect(await leaseExpiries(pool)).toBe(0);
  });
});
