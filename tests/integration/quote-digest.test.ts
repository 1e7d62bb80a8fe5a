import { drizzle } from "drizzle-orm/node-postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@server/db/client.server";
import * as schema from "@server/db/schema.server";
import { queueQuoteDigest } from "@server/quotes/quote-digest.server";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { insertQuoteRequest } from "../support/quote-rows";

/**
 * The daily digest of overdue quote requests (docs/product.md §6.10) on a real database, at chosen instants: only on
 * working days from 8:00 in Paris, only the requests new after 48 working hours, once a day whatever calls it.
 */
let database: TestDatabase;
let db: Database;
const config = { TEAM_EMAIL: "equipe@isolenpaille.test", SITE_URL: "https://www.isolenpaille.test" };
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  database = await createTestDatabase();
  // A copy of the migrated template: the digest is called here with its clock, no server needed.
  db = drizzle(database.pool, { schema }) as unknown as Database;
  // Friday 27 November 2026: one at 9:00 (48 working hours on Tuesday 9:00), one at 16:00 (Tuesday 16:00).
  await insertQuoteRequest(database.pool, { at: "2026-11-27T08:00:00Z", number: "DEV-2026-0001", title: "Grange du matin" });
  await insertQuoteRequest(database.pool, { at: "2026-11-27T15:00:00Z", number: "DEV-2026-0002", title: "Maison de l'après-midi" });
});
afterAll(async () => {
  await database?.drop();
});

const digests = async () =>
  (
    await database.pool.query(
      "SELECT idempotency_key, recipients, subject, text FROM outbox_messages WHERE kind = 'quote-digest' ORDER BY id",
    )
  ).rows;

describe("the daily digest", () => {
  it("sends nothing on a weekend, before 8:00, or when nothing is overdue", async () => {
    expect(await queueQuoteDigest(db, config, at("2026-11-28T09:00:00Z"))).toBe(false); // Saturday
    expect(await queueQuoteDigest(db, config, at("2026-12-01T06:59:00Z"))).toBe(false); // Tuesday 7:59 in Paris
    expect(await queueQuoteDigest(db, config, at("2026-11-30T09:00:00Z"))).toBe(false); // Monday: 24 + 8 working hours at most
    expect(await digests()).toEqual([]);
  });

  it("lists on Tuesday 9:00 the one request past 48 working hours, once that day", async () => {
    expect(await queueQuoteDigest(db, config, at("2026-12-01T08:00:00Z"))).toBe(true);
    expect(await queueQuoteDigest(db, config, at("2026-12-01T13:00:00Z"))).toBe(true);
    const [digest, ...others] = await digests();
    expect(others).toEqual([]);
    expect(digest).toMatchObject({ idempotency_key: "quote-digest-2026-12-01", recipients: ["equipe@isolenpaille.test"] });
    expect(digest.subject).toBe("1 demande de devis attend une réponse – Isol en Paille");
    expect(digest.text).toContain("Grange du matin");
    expect(digest.text).not.toContain("Maison de l'après-midi");
    expect(digest.text).toContain("https://www.isolenpaille.test/commercial/devis/");
  });

  it("leaves out a request once answered", async () => {
    await database.pool.query("UPDATE quote_follow_ups SET status = 'answered', first_answered_at = now()");
    expect(await queueQuoteDigest(db, config, at("2026-12-02T08:00:00Z"))).toBe(false);
  });
});
