import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateQuotePayload } from "@domain/quote/quote-payload";
import { completeQuote } from "../../scripts/demo/quote-request";
import { listBackups } from "../../server/db/backup/backup.server";
import { type RunningServer, startServer } from "../../scripts/lib/server";
import { startSmtpServer, type TestSmtpServer } from "../../scripts/lib/smtp";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { runOperatorScript } from "../support/operator-script";
import { postJson } from "../support/site";

/**
 * A restore must not make the site issue an identity it already gave out: backup, write, restore, write, and no
 * Message-ID nor quote number is seen twice (docs/operations.md, Sauvegardes). Before, both were built from what the
 * restore rewound (row ids, the number counter): a mailbox dropping duplicate Message-IDs dropped the new mail.
 */
const TEAM = "equipe@isolenpaille.test";

let database: TestDatabase;
let smtp: TestSmtpServer;
let server: RunningServer | undefined;
const backupDir = mkdtempSync(path.join(os.tmpdir(), "isolenpaille-identities-"));
let caller = 0;
/** Every quote number the site answered with, across both tests. */
const everIssued: string[] = [];

/** `npm run db:backup` / `db:restore` as an operator runs them, on this file's database and backup directory. */
const runScript = (script: string, args: string[]) =>
  runOperatorScript(script, args, { DATABASE_URL: database.url, BACKUP_DIR: backupDir });

const start = async () => {
  server = await startServer({
    DATABASE_URL: database.url,
    TRUST_PROXY: "1",
    SMTP_URL: smtp.url,
    TEAM_EMAIL: TEAM,
    RATE_LIMIT_RECIPIENT_PER_HOUR: "1000",
    VISITOR_MAIL_PER_HOUR: "100000",
  });
};

/** Two personalised quotes (each mailed to the customer and the team) and a contact message (two more mails). */
async function write(): Promise<string[]> {
  const numbers: string[] = [];
  for (let i = 0; i < 2; i++) {
    caller += 1;
    const response = await postJson(
      server!.url,
      "generate-devis",
      generateQuotePayload({ ...completeQuote, email: `client${caller}@exemple.fr` }, false),
      {
        from: `90.84.50.${caller}`,
      },
    );
    expect(response.status).toBe(200);
    numbers.push(((await response.json()) as { number: string }).number);
    everIssued.push(numbers.at(-1)!);
  }
  caller += 1;
  const contact = await postJson(
    server!.url,
    "send-contact-email",
    {
      type: "contact",
      firstName: "Jeanne",
      lastName: "Roy",
      email: `contact${caller}@exemple.fr`,
      subject: "Question",
      message: "Un délai ?",
    },
    { from: `90.84.50.${caller}` },
  );
  expect(contact.status).toBe(200);
  return numbers;
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  database = await createTestDatabase();
  await start();
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  await database?.drop();
  rmSync(backupDir, { recursive: true, force: true });
});

describe("identities across a restore", () => {
  it("backup, write, restore, write: no Message-ID and no quote number is issued twice", async () => {
    const numbers = await write();
    const backup = await runScript("db-backup.ts", []);
    expect(backup.code, backup.err).toBe(0);
    numbers.push(...(await write()));
    await smtp.waitFor(12);

    await server!.stop();
    const restore = await runScript("db-restore.ts", [listBackups(backupDir)[0]!, "--force"]);
    expect(restore.code, restore.err).toBe(0);
    expect(restore.out).not.toContain("Attention");
    await start();
    numbers.push(...(await write()));
    // Mail queued before the restore and sent already comes back pending with the backup: it may go again, with its
    // own Message-ID (a duplicate a mailbox recognises). Every message written after the restore is new.
    await smtp.waitFor(18);
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    expect(new Set(numbers).size).toBe(numbers.length);
    const written = new Map<string, Set<string>>();
    for (const mail of smtp.received) {
      const id = mail.parsed.messageId!;
      const fingerprint = `${mail.envelopeTo.join(",")} ${mail.parsed.subject} ${mail.parsed.text}`;
      written.set(id, (written.get(id) ?? new Set()).add(fingerprint));
    }
    // One Message-ID, one message: a resent copy carries the same recipients and subject, a new message never an old id.
    for (const [id, messages] of written) expect(messages.size, id).toBe(1);
    const customers = smtp.received.filter((mail) => /^Votre devis DEV-/.test(mail.parsed.subject ?? ""));
    expect(new Set(customers.map((mail) => mail.parsed.subject)).size).toBe(numbers.length);
  });

  it("a restore into an EMPTY database (a lost one, a fresh machine) issues no quote number seen before either", async () => {
    // Numbers issued after the backup live only in the lost database and in mail: the restore cannot read them.
    await write();
    await server!.stop();
    const lost = database;
    const empty = await createTestDatabase({ empty: true });
    database = empty;
    try {
      const restore = await runScript("db-restore.ts", [listBackups(backupDir)[0]!]);
      expect(restore.code, restore.err).toBe(0);
      await start();
      const issuedBefore = [...everIssued];
      const after = await write();
      for (const number of after) expect(issuedBefore, number).not.toContain(number);
      // The operator is told where the series continues, with no warning left to act on.
      expect(restore.out).toContain("reprennent après DEV-");
      expect(restore.out).not.toContain("Attention");
    } finally {
      await server?.stop();
      server = undefined;
      database = lost;
      await empty.drop();
    }
  });
});
