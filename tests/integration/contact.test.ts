import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_MESSAGES as M } from "@domain/contact/contact-schema";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { freePort, type RunningServer, startServer } from "../../scripts/lib/server";
import { startSmtpServer, type TestSmtpServer } from "../../scripts/lib/smtp";
import { postJson } from "../support/site";

const TEAM = "equipe@isolenpaille.test";

const valid = {
  type: "contact",
  firstName: "Éloïse",
  lastName: "Le Goff",
  email: "eloise.legoff@exemple.fr",
  phone: "06 12 34 56 78",
  company: "SCOP Ossature Bois",
  subject: "Isolation d'une maison à Cholet",
  message: "Bonjour,\nnous construisons une maison à ossature bois de 120 m² et cherchons des bottes de 36.",
};

let addressCounter = 0;
/** Each test posts from its own address, so the per-caller limit of one test never leaks into another. */
function nextAddress() {
  addressCounter += 1;
  return `90.84.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

function send(server: RunningServer, body: unknown, address = nextAddress()) {
  return postJson(server.url, "send-contact-email", body, { from: address });
}

async function count(database: TestDatabase, table: string): Promise<number> {
  const { rows } = await database.pool.query(`SELECT count(*)::int AS n FROM ${table}`);
  return rows[0].n;
}

/** Queued at once for two instances to deliver: enough for both workers to claim many of them side by side. */
const BULK_MESSAGES = 60;

/** How long the outbox may take to reach a state: a limit that catches a stuck outbox, not a slow machine. */
const OUTBOX_LIMIT_MS = 120_000;

async function waitForOutbox(database: TestDatabase, predicate: (rows: Array<Record<string, unknown>>) => boolean) {
  for (const deadline = Date.now() + OUTBOX_LIMIT_MS; Date.now() < deadline;) {
    const { rows } = await database.pool.query("SELECT * FROM outbox_messages ORDER BY id");
    if (predicate(rows)) return rows;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const { rows } = await database.pool.query("SELECT id, status, attempts, last_error FROM outbox_messages ORDER BY id");
  throw new Error(`outbox never reached the expected state: ${JSON.stringify(rows)}`);
}

const servers: RunningServer[] = [];
const smtpServers: TestSmtpServer[] = [];
const databases: TestDatabase[] = [];

async function setUp(env: Record<string, string> = {}) {
  const database = await createTestDatabase();
  databases.push(database);
  const server = await startServer({
    DATABASE_URL: database.url,
    TRUST_PROXY: "1",
    TEAM_EMAIL: TEAM,
    MAIL_FROM: "Isol en Paille <site@isolenpaille.test>",
    OUTBOX_POLL_MS: "200",
    OUTBOX_RETRY_BASE_MS: "200",
    OUTBOX_RETRY_MAX_MS: "400",
    // A killed server's message in flight is taken over once this lease has run out.
    OUTBOX_LEASE_MS: "1500",
    ...env,
  });
  servers.push(server);
  return { database, server };
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.stop()));
  await Promise.all(smtpServers.splice(0).map((smtp) => smtp.close()));
  await Promise.all(databases.splice(0).map((database) => database.drop()));
});

describe("POST /api/send-contact-email", () => {
  it("stores the request and delivers the team notification and the acknowledgement", async () => {
    const smtp = await startSmtpServer();
    smtpServers.push(smtp);
    const { database, server } = await setUp({ SMTP_URL: smtp.url });

    const response = await send(server, valid, "90.84.0.1");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, copySent: true });

    const { rows } = await database.pool.query("SELECT * FROM contact_requests");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      first_name: "Éloïse",
      last_name: "Le Goff",
      email: "eloise.legoff@exemple.fr",
      phone: "06 12 34 56 78",
      company: "SCOP Ossature Bois",
      subject: "Isolation d'une maison à Cholet",
      city: "Paris",
      region: "Ile-de-France",
      country: "France",
    });

    const mails = await smtp.waitFor(2);
    const team = mails.find((mail) => mail.envelopeTo.includes(TEAM))!;
    const customer = mails.find((mail) => mail.envelopeTo.includes(valid.email))!;
    expect(team.envelopeTo).toEqual([TEAM]);
    expect(team.parsed.subject).toBe("Nouveau message depuis le formulaire de contact");
    expect(team.parsed.replyTo?.value[0]?.address).toBe(valid.email);
    expect(team.parsed.text).toContain("Isolation d'une maison à Cholet");
    expect(team.parsed.text).toContain("nous construisons une maison à ossature bois");
    expect(team.parsed.text).toContain("06 12 34 56 78");
    expect(team.parsed.text).toContain("Paris, Ile-de-France, France");
    expect(team.parsed.html).toContain("SCOP Ossature Bois");

    expect(customer.envelopeTo).toEqual([valid.email]);
    expect(customer.parsed.subject).toBe("Nous avons bien reçu votre message – Isol en Paille");
    // The site's words only: nothing the visitor typed goes to the address they gave (docs/decisions/0017-no-mail-relay.md).
    expect(customer.parsed.text).toContain("Bonjour,");
    for (const typed of [valid.firstName, valid.lastName, valid.subject, "ossature bois de 120", valid.company]) {
      expect(customer.parsed.text).not.toContain(typed);
      expect(customer.parsed.html).not.toContain(typed);
    }
    expect(customer.parsed.text).toContain("vous répondrons dans les plus brefs délais");
    expect(customer.parsed.text!.replace(/\s+/g, " ")).toContain(
      "Notre équipe est joignable au 02 61 91 00 00 du lundi au vendredi, de 8h00 à 17h00.",
    );
    expect(customer.parsed.replyTo).toBeUndefined();

    await waitForOutbox(database, (outbox) => outbox.length === 2 && outbox.every((row) => row.status === "sent"));
  });

  it("accepts and stores while the SMTP server is down, and delivers once it is back", async () => {
    const port = await freePort();
    const { database, server } = await setUp({ SMTP_URL: `smtp://127.0.0.1:${port}`, OUTBOX_MAX_ATTEMPTS: "50" });

    expect((await send(server, valid)).status).toBe(200);
    expect(await count(database, "contact_requests")).toBe(1);
    // Waited for back in 'pending': an attempt in progress is 'sending', its attempt already counted.
    const failing = await waitForOutbox(
      database,
      (rows) => rows.length === 2 && rows.every((row) => Number(row.attempts) >= 1 && row.status === "pending"),
    );
    expect(failing.every((row) => String(row.last_error).length > 0)).toBe(true);

    const smtp = await startSmtpServer({ port });
    smtpServers.push(smtp);
    await smtp.waitFor(2);
    await waitForOutbox(database, (rows) => rows.every((row) => row.status === "sent"));
  });

  it("marks a message failed after its last attempt when the SMTP server keeps refusing, keeping the error", async () => {
    const smtp = await startSmtpServer({ reject: "Boîte aux lettres refusée" });
    smtpServers.push(smtp);
    const { database, server } = await setUp({ SMTP_URL: smtp.url, OUTBOX_MAX_ATTEMPTS: "3", OUTBOX_RETRY_BASE_MS: "50" });

    expect((await send(server, valid)).status).toBe(200);
    const rows = await waitForOutbox(database, (outbox) => outbox.length === 2 && outbox.every((row) => row.status === "failed"));
    for (const row of rows) {
      expect(row.attempts).toBe(3);
      expect(String(row.last_error)).toContain("550");
    }
    expect(await count(database, "contact_requests")).toBe(1);
  });

  it("delivers after a restart what a server killed with SIGKILL had accepted but not sent", async () => {
    const port = await freePort();
    const { database, server } = await setUp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    expect((await send(server, valid)).status).toBe(200);
    server.process.kill("SIGKILL");
    await server.exited;

    const smtp = await startSmtpServer({ port });
    smtpServers.push(smtp);
    servers.push(await startServer({ DATABASE_URL: database.url, TEAM_EMAIL: TEAM, SMTP_URL: smtp.url }));
    const mails = await smtp.waitFor(2);
    expect(mails.map((mail) => mail.envelopeTo[0]).sort()).toEqual([valid.email, TEAM].sort());
  });

  it("has two instances on one database deliver queued messages exactly once each", async () => {
    const smtp = await startSmtpServer();
    smtpServers.push(smtp);
    const database = await createTestDatabase();
    databases.push(database);
    const env = { DATABASE_URL: database.url, SMTP_URL: smtp.url, OUTBOX_POLL_MS: "100" };
    const instances = await Promise.all([startServer(env), startServer(env)]);
    servers.push(...instances);
    // Queued in one statement once both workers poll: they compete for every message from the first.
    await database.pool.query(`
      INSERT INTO outbox_messages (idempotency_key, kind, recipients, subject, html, text)
      SELECT 'bulk-' || n, 'test', ARRAY['client' || n || '@exemple.fr'], 'Message ' || n, '<p>' || n || '</p>', n::text
      FROM generate_series(1, ${BULK_MESSAGES}) AS n`);
    const rows = await waitForOutbox(database, (outbox) => outbox.length === BULK_MESSAGES && outbox.every((row) => row.status === "sent"));
    // Stopped (each finishes what it is sending), nothing more can arrive: the copies are counted once and for all.
    await Promise.all(instances.map((instance) => instance.stop()));
    const copies = new Map<string, number>();
    for (const mail of smtp.received) copies.set(mail.parsed.messageId!, (copies.get(mail.parsed.messageId!) ?? 0) + 1);
    expect(copies.size).toBe(BULK_MESSAGES);
    // Each copy is an attempt: a second attempt only follows a failed one (a relay slow to greet a loaded machine is
    // one), never a claim both instances held at once, which would leave more copies than attempts. No lease ran out
    // (five minutes, longer than the test).
    for (const row of rows) {
      expect(copies.get(`<${row.message_id}@isolenpaille.fr>`), `message ${row.id}`).toBeLessThanOrEqual(Number(row.attempts));
      expect(row.lease_expiries).toBe(0);
    }
  });
});

describe("validation and abuse", () => {
  let database: TestDatabase;
  let server: RunningServer;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    database = await createTestDatabase();
    server = await startServer({
      DATABASE_URL: database.url,
      TRUST_PROXY: "1",
      TEAM_EMAIL: TEAM,
      SMTP_URL: smtp.url,
      RATE_LIMIT_RECIPIENT_PER_HOUR: "1000",
      VISITOR_MAIL_PER_HOUR: "100000",
    });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    await database?.drop();
  });

  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ["a one-letter first name", { firstName: "A" }, "firstName", M.nameTooShort],
    ["a last name over 100 characters", { lastName: "x".repeat(101) }, "lastName", M.nameTooLong],
    ["digits in a name", { lastName: "Dupont3" }, "lastName", M.nameCharacters],
    ["no e-mail", { email: "" }, "email", M.emailRequired],
    ["an invalid e-mail", { email: "jean.dupont" }, "email", M.emailInvalid],
    ["an e-mail over 255 characters", { email: `${"a".repeat(250)}@exemple.fr` }, "email", M.emailTooLong],
    ["a foreign phone number", { phone: "+44 20 7946 0958" }, "phone", M.phoneInvalid],
    ["a company over 200 characters", { company: "x".repeat(201) }, "company", M.companyTooLong],
    ["a two-letter subject", { subject: "ab" }, "subject", M.subjectTooShort],
    ["a subject over 200 characters", { subject: "x".repeat(201) }, "subject", M.subjectTooLong],
    ["a short message", { message: "Court" }, "message", M.messageTooShort],
    ["a message over 2000 characters", { message: "x".repeat(2001) }, "message", M.messageTooLong],
    ["a header in the first name", { firstName: "Jean\r\nBcc: cible@exemple.fr" }, "firstName", M.nameCharacters],
    ["a header in the subject", { subject: "Bonjour\r\nBcc: cible@exemple.fr" }, "subject", M.subjectCharacters],
    ["a header in the e-mail", { email: "jean@exemple.fr\r\nBcc: cible@exemple.fr" }, "email", M.emailInvalid],
    ["an unknown type", { type: "spam" }, "type", ""],
  ];
  it.each(cases)("rejects %s with its French message and stores nothing", async (_label, change, field, message) => {
    const response = await send(server, { ...valid, ...change });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toBe("Données invalides.");
    if (message) expect(body.fields[field]).toBe(message);
    else expect(body.fields[field]).toBeTruthy();
    expect(await count(database, "contact_requests")).toBe(0);
    expect(await count(database, "outbox_messages")).toBe(0);
  });

  it("keeps header-looking lines of the message in the body, never in the headers", async () => {
    const before = smtp.received.length;
    const response = await send(server, { ...valid, message: "Bonjour\r\nBcc: cible@exemple.fr\r\nSubject: piège\r\n\r\nfin" });
    expect(response.status).toBe(200);
    const mails = (await smtp.waitFor(before + 2)).slice(before);
    for (const mail of mails) {
      expect(mail.parsed.headers.has("bcc")).toBe(false);
      expect(mail.envelopeTo).not.toContain("cible@exemple.fr");
      expect(mail.parsed.subject).not.toContain("piège");
    }
    expect(mails.find((mail) => mail.envelopeTo.includes(TEAM))!.parsed.text).toContain("Bcc: cible@exemple.fr");
  });

  it("answers the sixth request of the hour with 429 and Retry-After, and stores nothing for it", async () => {
    await database.pool.query("DELETE FROM contact_requests");
    const address = "81.250.0.1";
    for (let i = 0; i < 5; i++) expect((await send(server, valid, address)).status).toBe(200);
    const sixth = await send(server, valid, address);
    expect(sixth.status).toBe(429);
    const retryAfter = Number(sixth.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await sixth.json()).toEqual({ error: "Too Many Requests", retryAfter });
    expect(await count(database, "contact_requests")).toBe(5);
    // Another visitor is not affected.
    expect((await send(server, valid, "81.250.0.2")).status).toBe(200);
  });
});

describe("per-recipient cap", () => {
  it("keeps a sixth message to one mailbox within the hour but sends its sender no sixth copy, whoever asks", async () => {
    const smtp = await startSmtpServer();
    smtpServers.push(smtp);
    const { database, server } = await setUp({ SMTP_URL: smtp.url });
    for (let i = 0; i < 5; i++) expect((await send(server, valid)).status).toBe(200);
    // A stranger spending someone's five copies must not lose that person's own message (decision 0017).
    const sixth = await send(server, valid);
    expect(sixth.status).toBe(200);
    expect(await sixth.json()).toEqual({ ok: true, copySent: false });
    expect(await count(database, "contact_requests")).toBe(6);
  });
});
