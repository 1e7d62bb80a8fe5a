import { beforeAll, describe, expect, it } from "vitest";
import { funnelDiagnostics, funnelSteps } from "@domain/analytics/commercial-funnel";
import { loadCommercialDashboard } from "@server/analytics/commercial-report.server";
import { NO_EXCLUSIONS } from "@domain/analytics/definitions";
import { signedInAdmin } from "../support/auth";
import { insertQuoteRequest } from "../support/quote-rows";
import { setUpTestSite } from "../support/site";

/**
 * The Commercial dashboard (docs/product.md §3.6) on seeded rows with hand-counted expectations: the funnel from visitors to
 * market validation (no step stuck at 0), its diagnostics, both geography panels, the lists and their limits, past
 * 1,000 calculations; then the page and a CSV as an admin.
 */
const site = setUpTestSite();
const NOW = new Date("2026-11-20T10:00:00Z");

async function insertCalculations(count: number, email: string | null, cost: number) {
  await site.database.pool.query(
    `INSERT INTO calculator_usage (created_at, product_name, product_width, product_height, product_length, surface_m2,
       thermal_resistance, bottles_needed, pallets_needed, total_weight_kg, trucks_needed, estimated_cost, carbon_storage_kg,
       email_sent, email_address, city, country)
     SELECT '2026-11-19T12:00:00Z', 'Botte 36', 0.36, 0.46, 0.8, 120, 7.5, 596, 24, 9000, 1, $3, 5000, $2::text IS NOT NULL, $2,
            'Nantes', 'France'
       FROM generate_series(1, $1)`,
    [count, email, cost],
  );
}

beforeAll(async () => {
  const pool = site.database.pool;
  // 10 visitors on the 19th: keys 0-5 in Pays de la Loire, 6-8 in Bretagne, 9 in Belgium (no region); 0-3 view /produits.
  await pool.query(
    `INSERT INTO page_views (viewed_at, visitor_key, page_url, page_title, is_admin, country, region)
     SELECT '2026-11-19T09:00:00Z'::timestamptz + (k || ' minutes')::interval, k, '/', 'Accueil', false,
            CASE WHEN k = 9 THEN 'Belgique' ELSE 'France' END,
            CASE WHEN k < 6 THEN 'Pays de la Loire' WHEN k < 9 THEN 'Bretagne' END
       FROM generate_series(0, 9) AS k
     UNION ALL
     SELECT '2026-11-19T09:30:00Z'::timestamptz + (k || ' minutes')::interval, k, '/produits', 'Produits', false, 'France', 'Pays de la Loire'
       FROM generate_series(0, 3) AS k`,
  );
  // 1,200 calculations kept to the page, 3 e-mailed to 2 addresses (the same address in two cases).
  await insertCalculations(1200, null, 1000);
  await insertCalculations(1, "a@exemple.fr", 4000);
  await insertCalculations(1, "A@exemple.fr", 4000);
  await insertCalculations(1, "b@exemple.fr", 4000);
  await pool.query(
    `INSERT INTO conversion_events (created_at, event_type, event_category, is_admin) VALUES
       ('2026-11-19T10:00:00Z', 'quote_request_submitted', 'devis', false), ('2026-11-19T11:00:00Z', 'devis_request', 'devis', false),
       ('2026-11-19T12:00:00Z', 'calculator_email', 'calculateur', false), ('2026-11-19T12:00:00Z', 'devis_request', 'devis', true)`,
  );
  await pool.query(
    `INSERT INTO bordereau_usage (created_at, event_type, email_sent_to, is_admin) VALUES
       ('2026-11-19T10:00:00Z', 'email_sent', 'x@exemple.fr', false), ('2026-11-19T11:00:00Z', 'email_sent', 'X@exemple.fr', false),
       ('2026-11-19T12:00:00Z', 'email_sent', 'y@exemple.fr', false), ('2026-11-19T12:00:00Z', 'email_sent', 'z@exemple.fr', true)`,
  );
  await pool.query(
    `INSERT INTO document_downloads (downloaded_at, document_name, document_type, is_admin, country, region) VALUES
       ('2026-11-19T10:00:00Z', 'FDES', 'fdes', false, 'France', 'Pays de la Loire'),
       ('2026-11-19T10:00:00Z', 'FDES', 'fdes', false, 'France', 'Pays de la Loire'),
       ('2026-11-19T10:00:00Z', 'FDES', 'fdes', false, 'France', 'Pays de la Loire'),
       ('2026-11-19T10:00:00Z', 'FDES', 'fdes', false, 'France', NULL),
       ('2026-11-19T10:00:00Z', 'FDES', 'fdes', false, 'Belgique', 'Wallonie'),
       ('2026-11-19T10:00:00Z', 'FDES', 'fdes', true, 'Suisse', 'Vaud')`,
  );
  // 2 quote requests on the 19th (their conversion events above, one of each type, are events, not the count), and
  // 25 contact messages, 3 of them mentioning a quote: 5 quote requests in all.
  await insertQuoteRequest(pool, { at: "2026-11-19T10:00:00Z", number: "DEV-2026-0001", title: "Maison 1" });
  await insertQuoteRequest(pool, { at: "2026-11-19T11:00:00Z", number: null, title: "Maison 2", details: "Une grange à isoler." });
  for (let i = 1; i <= 25; i++) {
    const subject = i % 10 === 0 || i === 25 ? `Demande de devis ${i}` : `Question ${i}`;
    await pool.query(
      `INSERT INTO contact_requests (created_at, first_name, last_name, company, email, phone, subject, message)
       VALUES ($1, 'Camille', 'Martin', NULL, 'camille@exemple.fr', NULL, $2, 'Bonjour')`,
      [new Date(Date.parse("2026-11-01T10:00:00Z") + i * 3_600_000), subject],
    );
  }
});

describe("Commercial dashboard figures", () => {
  it("fills every funnel step and says what the rates mean", async () => {
    const data = await loadCommercialDashboard(site.database.pool, NO_EXCLUSIONS, "tout", NOW);
    expect(data.figures).toEqual({
      visitors: 10,
      productViewers: 4,
      prospects: 2,
      qualifiedLeads: 3,
      // (1,200 × 1,000 + 3 × 4,000) / 1,203 = 1,212,000 / 1,203 = 1,007.48 → 1,007 €.
      averageBudget: 1007,
      quoteRequests: 5,
      marketValidations: 2,
    });
    // Each step against the visitors; a conversion only from a step it is part of (product viewers among visitors).
    expect(funnelSteps(data.figures).map((step) => [step.count, step.fromVisitors, step.fromPrevious])).toEqual([
      [10, null, null],
      [4, 0.4, 0.4],
      [2, 0.2, null],
      [5, 0.5, null],
      [2, 0.2, null],
    ]);
    expect(funnelDiagnostics(data.figures).map((d) => d.id)).toEqual(["visitor-to-quote"]);
  });

  it("maps downloads and visitors by region, with 'Non spécifié' for an unknown one", async () => {
    const data = await loadCommercialDashboard(site.database.pool, NO_EXCLUSIONS, "tout", NOW);
    expect(data.downloadsGeography).toEqual({
      total: 5,
      countries: 2,
      regions: 2,
      rows: [
        { country: "France", region: "Pays de la Loire", count: 3 },
        { country: "Belgique", region: "Wallonie", count: 1 },
        { country: "France", region: "", count: 1 },
      ],
    });
    expect(data.visitorsGeography).toMatchObject({ total: 10, countries: 2, regions: 2 });
    expect(data.visitorsGeography.rows[0]).toEqual({ country: "France", region: "Pays de la Loire", count: 6 });
  });

  it("lists the identified projects, 20 quote requests at most and 20 contacts with their total", async () => {
    const data = await loadCommercialDashboard(site.database.pool, NO_EXCLUSIONS, "tout", NOW);
    expect(data.projects).toHaveLength(3);
    expect(data.projects[0]).toMatchObject({ product: "Botte 36", budget: 4000, surfaceM2: 120, location: "Nantes, France" });
    expect(data.quoteRequests.map((row) => [row.source, row.number, row.projectTitle, row.details])).toEqual([
      ["devis", null, "Maison 2", "Une grange à isoler."],
      ["devis", "DEV-2026-0001", "Maison 1", "Maison de 120 m² à isoler."],
      ["contact", null, "Demande de devis 25", "Bonjour"],
      ["contact", null, "Demande de devis 20", "Bonjour"],
      ["contact", null, "Demande de devis 10", "Bonjour"],
    ]);
    // The contact messages mentioning a quote are quote requests too, and stay in the contacts, marked.
    expect(data.contacts.total).toBe(25);
    expect(data.contacts.latest).toHaveLength(20);
    expect(data.contacts.latest[0]).toMatchObject({ subject: "Demande de devis 25", isQuoteRequest: true });
    expect(data.contacts.latest.filter((row) => row.isQuoteRequest).map((row) => row.subject)).toEqual([
      "Demande de devis 25",
      "Demande de devis 20",
      "Demande de devis 10",
    ]);
  });
});

describe("/commercial as an admin reads it", () => {
  it("shows the funnel and its diagnostics, and exports the regions as CSV", async () => {
    const { cookie } = await signedInAdmin(site.server.url, site.database, "commercial@isolenpaille.test");
    const page = await fetch(`${site.server.url}/commercial`, { headers: { cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Tableau de Bord Commercial");
    expect(html).toContain("Entonnoir de conversion");
    expect(html).toContain('data-diagnostic="visitor-to-quote"');
    expect(html).toContain("Détails du projet");
    expect(html).toContain("Formulaire de contact");
    expect(html).toContain("Suivi des devis");

    const csv = await fetch(`${site.server.url}/commercial/export.csv?periode=tout&tableau=regions-telechargements`, {
      headers: { cookie },
    });
    expect(csv.status).toBe(200);
    const lines = (await csv.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines).toEqual([
      "Pays;Région;Nombre;Part (%)",
      "France;Pays de la Loire;3;60",
      "Belgique;Wallonie;1;20",
      "France;Non spécifié;1;20",
    ]);

    // The contact messages' CSV marks those that are quote requests, as the page does.
    const contacts = await fetch(`${site.server.url}/commercial/export.csv?periode=tout&tableau=contacts`, { headers: { cookie } });
    const contactLines = (await contacts.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(contactLines.slice(0, 3)).toEqual([
      "Date;Nom;E-mail;Sujet;Entreprise;Devis",
      "02/11/2026;Camille Martin;camille@exemple.fr;Demande de devis 25;;Demande de devis",
      "02/11/2026;Camille Martin;camille@exemple.fr;Question 24;;",
    ]);
  });
});
