import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type QuoteForm, quoteFormSchema } from "@domain/quote/quote-form";
import { baleSurfaceLines } from "@domain/quote/quote-payload";
import { applyMigrations } from "@server/db/migrate.server";
import { projectRoot } from "@server/project-root.server";
import { completeQuote } from "../../scripts/demo/quote-request";
import { createTestDatabase, type TestDatabase } from "../support/database";

/**
 * Migration 0009 on a database filled in the old shape, where each quote request also wrote a
 * contact_requests row in its transaction. It deletes exactly those copies, each only when quote_requests holds
 * every field it held (checked here by rebuilding each deleted row from its quote), and keeps every other row.
 */
const MIGRATION = "0009_one_record_per_quote";

interface Journal {
  entries: Array<{ idx: number; tag: string }>;
}

let database: TestDatabase;
let before: string;

/** The migrations folder as it was before MIGRATION: the same files, the journal cut before it. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), "migrations-"));
  await cp(path.join(projectRoot(), "drizzle"), folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalPath, "utf8")) as Journal;
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

const form = (change: Partial<typeof completeQuote>): QuoteForm => quoteFormSchema.parse({ ...completeQuote, ...change });

/** What the old `storeQuoteRequest` wrote, in one transaction (so one now()): quote, contact copy, conversion. */
async function oldQuoteRequest(
  quote: QuoteForm,
  number: string | null,
  where: { city: string | null; region: string | null; country: string | null },
) {
  const client = await database.pool.connect();
  try {
    await client.query("BEGIN");
    await client.query(
      `INSERT INTO quote_requests (number, customer_name, email, phone, client_type, company, project_title, delivery_date, urgent,
         subtotal_ht, vat, total_ttc, form, city, region, country)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, false, $9, $10, $11, $12, $13, $14, $15)`,
      [
        number,
        quote.nomPrenom,
        quote.email,
        quote.telephone,
        quote.typeClient,
        quote.entreprise ?? null,
        quote.titreProjet,
        quote.dateLivraison,
        number ? 3250 : null,
        number ? 650 : null,
        number ? 3900 : null,
        JSON.stringify(quote),
        where.city,
        where.region,
        where.country,
      ],
    );
    const [firstName = "", ...rest] = quote.nomPrenom.split(/\s+/);
    await client.query(
      `INSERT INTO contact_requests (first_name, last_name, company, email, phone, subject, message, city, region, country)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        firstName,
        rest.join(" "),
        quote.entreprise ?? null,
        quote.email,
        quote.telephone,
        number ? `Demande de devis ${number} : ${quote.titreProjet}` : `Demande de devis : ${quote.titreProjet}`,
        [quote.detailsProjet, "", ...baleSurfaceLines(quote.bottes)].join("\n"),
        where.city,
        where.region,
        where.country,
      ],
    );
    await client.query(
      `INSERT INTO conversion_events (event_type, event_category, page_url, city, region, country)
       VALUES ('devis_request', 'conversion', '/devis', $1, $2, $3)`,
      [where.city, where.region, where.country],
    );
    await client.query("COMMIT");
  } finally {
    client.release();
  }
}

async function contact(row: { at: string; email: string; subject: string; message: string; first?: string; last?: string }) {
  await database.pool.query(
    `INSERT INTO contact_requests (created_at, first_name, last_name, email, subject, message) VALUES ($1, $2, $3, $4, $5, $6)`,
    [row.at, row.first ?? "Camille", row.last ?? "Martin", row.email, row.subject, row.message],
  );
}

const dump = async (table: string) => (await database.pool.query(`SELECT * FROM ${table} ORDER BY id`)).rows;

/** The contact row the old code wrote for this quote row, rebuilt from quote_requests alone. */
function rebuiltContact(quote: Record<string, unknown> & { form: QuoteForm }) {
  const [firstName = "", ...rest] = String(quote.customer_name).split(/\s+/);
  const number = quote.number as string | null;
  return {
    created_at: quote.created_at,
    first_name: firstName,
    last_name: rest.join(" "),
    company: quote.company,
    email: quote.email,
    phone: quote.phone,
    subject: number ? `Demande de devis ${number} : ${quote.project_title}` : `Demande de devis : ${quote.project_title}`,
    message: [quote.form.detailsProjet, "", ...baleSurfaceLines(quote.form.bottes)].join("\n"),
    city: quote.city,
    region: quote.region,
    country: quote.country,
  };
}

const tables = ["quote_requests", "conversion_events", "contact_requests"] as const;
const snapshot: Record<string, Array<Record<string, unknown>>> = {};
const after: Record<string, Array<Record<string, unknown>>> = {};

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  before = await migrationsBefore(MIGRATION);
  await migrate(drizzle(database.pool), { migrationsFolder: before });

  // Three quote requests in the old shape: priced (a professional with a two-word last name, two bales, located),
  // plain (a bale without surface, unknown place), and one more priced for the same customer.
  await oldQuoteRequest(
    form({
      typeClient: "professionnel",
      entreprise: "SCOP Charpente du Layon",
      nomPrenom: "Jean  Pierre de la Tour",
      bottes: { ...completeQuote.bottes, "botte-22": { selected: true, surface: "12,5" } },
    }),
    "DEV-2026-0001",
    { city: "Nantes", region: "Pays de la Loire", country: "France" },
  );
  await oldQuoteRequest(
    form({ bottes: { ...completeQuote.bottes, "botte-36": { selected: true, surface: "" } }, titreProjet: "Grange 100% paille" }),
    null,
    { city: null, region: null, country: null },
  );
  await oldQuoteRequest(form({ detailsProjet: "Une extension de 30 m², avec un devis pour l'ArgiBotte." }), "DEV-2026-0002", {
    city: "Cholet",
    region: "Pays de la Loire",
    country: "France",
  });
  // The demo's old shape: its own subject, the details alone, the same instant.
  const demoForm = form({ nomPrenom: "Léa Bernard", email: "lea@exemple.fr", titreProjet: "Rénovation d'une longère" });
  await database.pool.query(
    `INSERT INTO quote_requests (created_at, number, customer_name, email, phone, client_type, project_title, delivery_date, urgent, form)
     VALUES ('2025-03-02T10:00:00Z', 'DEV-2025-0007', 'Léa Bernard', 'lea@exemple.fr', $1, 'particulier', 'Rénovation d''une longère',
             '2025-06-01', false, $2)`,
    [demoForm.telephone, JSON.stringify(demoForm)],
  );
  await database.pool.query(
    `INSERT INTO contact_requests (created_at, first_name, last_name, email, phone, subject, message)
     VALUES ('2025-03-02T10:00:00Z', 'Léa', 'Bernard', 'lea@exemple.fr', $1, 'Demande de devis - Rénovation d''une longère', $2)`,
    [demoForm.telephone, demoForm.detailsProjet],
  );
  // Real contact messages, which stay: about a quote (another instant), at a quote's very instant but about something
  // else, and one whose subject looks like a copy's but whose message is not the quote's.
  const quotes = await dump("quote_requests");
  const first = quotes[0]!;
  await contact({ at: "2026-01-05T10:00:00Z", email: String(first.email), subject: "Demande de devis", message: "Un devis pour 200 m² ?" });
  await contact({ at: (first.created_at as Date).toISOString(), email: String(first.email), subject: "Visite", message: "Bonjour" });
  await contact({
    at: (first.created_at as Date).toISOString(),
    email: String(first.email),
    subject: `Demande de devis DEV-2026-0001 : ${first.project_title}`,
    message: "Autre chose, sans rapport avec le formulaire.",
    first: "Jean",
    last: "Pierre de la Tour",
  });

  // A quote request whose copy is gone, and a message at its very instant that matches it in every field but the
  // message: not a copy, so it stays.
  const lone = form({ nomPrenom: "Paul Durand", email: "paul@exemple.fr", titreProjet: "Atelier" });
  const loneWhere = ["Angers", "Pays de la Loire", "France"];
  await database.pool.query(
    `INSERT INTO quote_requests (created_at, number, customer_name, email, phone, client_type, project_title, delivery_date, urgent, form,
       city, region, country)
     VALUES ('2025-05-05T08:00:00Z', 'DEV-2025-0009', 'Paul Durand', 'paul@exemple.fr', $1, 'particulier', 'Atelier', '2025-09-01', false,
             $2, $3, $4, $5)`,
    [lone.telephone, JSON.stringify(lone), ...loneWhere],
  );
  await database.pool.query(
    `INSERT INTO contact_requests (created_at, first_name, last_name, email, phone, subject, message, city, region, country)
     VALUES ('2025-05-05T08:00:00Z', 'Paul', 'Durand', 'paul@exemple.fr', $1, 'Demande de devis DEV-2025-0009 : Atelier', $2, $3, $4, $5)`,
    [lone.telephone, `${lone.detailsProjet} Et une question sur la pose.`, ...loneWhere],
  );

  for (const table of tables) snapshot[table] = await dump(table);
  await applyMigrations(database.pool);
  for (const table of tables) after[table] = await dump(table);
});

afterAll(async () => {
  await rm(before, { recursive: true, force: true });
  await database?.drop();
});

describe(`migration ${MIGRATION} on old-shape rows`, () => {
  it("keeps every quote request and every conversion event as they were", () => {
    expect(snapshot.quote_requests).toHaveLength(5);
    // Later migrations may add columns (0010: the quote's PDF, unknown for rows stored before it): the rest is unchanged.
    for (const row of after.quote_requests!) expect(row.pdf).toBeNull();
    expect(after.quote_requests!.map(({ pdf: _pdf, ...row }) => row)).toEqual(snapshot.quote_requests);
    expect(snapshot.conversion_events).toHaveLength(3);
    expect(after.conversion_events).toEqual(snapshot.conversion_events);
  });

  it("deletes exactly the contact copies of the quote requests, one per quote, and keeps every real contact message", () => {
    const kept = new Set(after.contact_requests!.map((row) => row.id));
    const deleted = snapshot.contact_requests!.filter((row) => !kept.has(row.id));
    expect(deleted.map((row) => row.subject)).toEqual([
      "Demande de devis DEV-2026-0001 : Maison ossature bois",
      "Demande de devis : Grange 100% paille",
      "Demande de devis DEV-2026-0002 : Maison ossature bois",
      "Demande de devis - Rénovation d'une longère",
    ]);
    expect(after.contact_requests!.map((row) => [row.subject, row.message])).toEqual([
      ["Demande de devis", "Un devis pour 200 m² ?"],
      ["Visite", "Bonjour"],
      ["Demande de devis DEV-2026-0001 : Maison ossature bois", "Autre chose, sans rapport avec le formulaire."],
      ["Demande de devis DEV-2025-0009 : Atelier", "Maison de 110 m² en ossature bois, murs et rampants. Et une question sur la pose."],
    ]);
    // Every surviving row is unchanged.
    expect(after.contact_requests).toEqual(snapshot.contact_requests!.filter((row) => kept.has(row.id)));
  });

  it("loses nothing: each deleted copy is rebuilt, field for field, from its quote request", () => {
    const kept = new Set(after.contact_requests!.map((row) => row.id));
    const deleted = snapshot.contact_requests!.filter((row) => !kept.has(row.id));
    const quotes = after.quote_requests as Array<Record<string, unknown> & { form: QuoteForm }>;
    const serverCopies = deleted.slice(0, 3);
    expect(serverCopies.map(({ id: _id, ...row }) => row)).toEqual(quotes.slice(0, 3).map(rebuiltContact));
    expect(serverCopies[0]).toMatchObject({ first_name: "Jean", last_name: "Pierre de la Tour" });
    expect(serverCopies[0]!.message).toContain("Botte de 22 : 12,5\u00a0m²");
    // The demo's copy: its subject from the title, its message the details, the rest as the quote holds it.
    const demo = quotes[3]!;
    expect(deleted[3]).toMatchObject({
      created_at: demo.created_at,
      first_name: "Léa",
      last_name: "Bernard",
      email: demo.email,
      phone: demo.phone,
      subject: `Demande de devis - ${demo.project_title}`,
      message: demo.form.detailsProjet,
    });
  });
});
