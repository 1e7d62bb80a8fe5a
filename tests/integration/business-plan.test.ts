import { beforeAll, describe, expect, it } from "vitest";
import { calculationConversionRate, shareOfViewsThisMonth, yearlyProjections } from "@domain/analytics/business-plan-figures";
import { loadBusinessPlanDashboard } from "@server/analytics/business-plan-report.server";
import { NO_EXCLUSIONS } from "@domain/analytics/definitions";
import { signedInAdmin } from "../support/auth";
import { insertQuoteRequest } from "../support/quote-rows";
import { setUpTestSite } from "../support/site";

/**
 * The Business Plan dashboard (docs/product.md §3.5) on seeded rows with hand-counted expectations: more than 1,000
 * calculations, qualified leads at the 3,000 € threshold, the projections from the last 30 days, the top 3, the
 * quote requests (quote_requests rows and the contact messages mentioning 'devis' in the subject or the message in
 * any case, their companies and the limit of 10); then the page and a CSV as an admin.
 */
const site = setUpTestSite();
// 20 November 2026, 11:00 in Paris.
const NOW = new Date("2026-11-20T10:00:00Z");

async function insertCalculations(count: number, at: string, row: { product: string; cost: number; email?: boolean }) {
  await site.database.pool.query(
    `INSERT INTO calculator_usage (created_at, product_name, product_width, product_height, product_length, surface_m2,
       thermal_resistance, bottles_needed, pallets_needed, total_weight_kg, trucks_needed, estimated_cost, carbon_storage_kg,
       email_sent, email_address)
     SELECT $2::timestamptz, $3, 0.36, 0.46, 0.8, 120, 7.5, 596, 24, 9000, 1, $4, 5000, $5, CASE WHEN $5 THEN 'lead@exemple.fr' END
       FROM generate_series(1, $1)`,
    [count, at, row.product, row.cost, row.email ?? false],
  );
}

async function insertContact(at: string, subject: string, message: string, company: string | null) {
  await site.database.pool.query(
    `INSERT INTO contact_requests (created_at, first_name, last_name, company, email, phone, subject, message, city, region, country)
     VALUES ($1, 'Camille', 'Martin', $2, 'camille@exemple.fr', '06 12 34 56 78', $3, $4, 'Cholet', 'Pays de la Loire', 'France')`,
    [at, company, subject, message],
  );
}

beforeAll(async () => {
  // 1,100 calculations of Botte 36 at 1,000 € on the 19th; 6 e-mailed Botte 22 at 3,500 €, 2 e-mailed ArgiBotte at
  // exactly 3,000 € (not above the threshold), 4 Botte 46 at 2,000 € in August (outside the last 30 days).
  await insertCalculations(1100, "2026-11-19T12:00:00Z", { product: "Botte 36", cost: 1000 });
  await insertCalculations(6, "2026-11-20T08:00:00Z", { product: "Botte 22", cost: 3500, email: true });
  await insertCalculations(2, "2026-11-20T08:30:00Z", { product: "ArgiBotte", cost: 3000, email: true });
  await insertCalculations(4, "2026-08-10T12:00:00Z", { product: "Botte 46", cost: 2000 });
  await site.database.pool.query(
    `INSERT INTO document_downloads (downloaded_at, document_name, document_type, is_admin) VALUES
       ('2026-11-19T10:00:00Z', 'FDES_Botte_36', 'fdes', false), ('2026-11-19T10:00:00Z', 'FDES_Botte_36', 'fdes', true)`,
  );
  await site.database.pool.query(
    `INSERT INTO conversion_events (created_at, event_type, event_category, is_admin) VALUES
       ('2026-11-18T10:00:00Z', 'devis_request', 'devis', false), ('2026-11-18T11:00:00Z', 'quote_request_submitted', 'devis', false)`,
  );
  // 40 page views by 4 visitors on the 19th, 10 by 1 visitor in August.
  await site.database.pool.query(
    `INSERT INTO page_views (viewed_at, visitor_key, page_url, page_title, is_admin)
     SELECT '2026-11-19T09:00:00Z'::timestamptz + (i || ' minutes')::interval, i % 4, '/produits', 'Produits', false FROM generate_series(1, 40) AS i
     UNION ALL
     SELECT '2026-08-10T09:00:00Z'::timestamptz + (i || ' minutes')::interval, 99, '/', 'Accueil', false FROM generate_series(1, 10) AS i`,
  );
  // 11 quote requests, from the 1st to the 11th: companies typed two ways, another, none; the 11th not priced.
  const companies = ["SCOP Charpente du Layon", "scop charpente du layon ", "Bois & Paille", null];
  for (let day = 1; day <= 11; day++) {
    await insertQuoteRequest(site.database.pool, {
      at: `2026-11-${String(day).padStart(2, "0")}T09:00:00Z`,
      number: day === 11 ? null : `DEV-2026-${String(day).padStart(4, "0")}`,
      company: companies[day % 4] ?? null,
      title: `Projet ${day}`,
      subtotalHT: 1000 * day,
    });
  }
  // Contact messages: 'devis' in the subject, in the message, in capitals; 12 of them in all, and 2 without it.
  await insertContact("2026-11-01T10:00:00Z", "Demande de devis", "Maison de 120 m².", "SCOP Charpente du Layon");
  await insertContact("2026-11-02T10:00:00Z", "Projet", "Pouvez-vous m'envoyer un DEVIS ?", "scop charpente du layon ");
  for (let day = 3; day <= 12; day++) {
    await insertContact(
      `2026-11-${String(day).padStart(2, "0")}T10:00:00Z`,
      `Devis n° ${day}`,
      "Bonjour",
      day % 2 === 0 ? "Bois & Paille" : null,
    );
  }
  await insertContact("2026-11-13T10:00:00Z", "Visite de l'atelier", "Bonjour, une visite est-elle possible ?", "Autre");
  await insertContact("2026-11-14T10:00:00Z", "Question", "Quelle épaisseur pour R = 7 ?", null);
});

describe("Business Plan figures", () => {
  it("counts every row of all time: cards, conversion, top 3 and the quote requests", async () => {
    const data = await loadBusinessPlanDashboard(site.database.pool, NO_EXCLUSIONS, "tout", NOW);
    // Visitors: 4 keys on the 19th + 1 in August (daily unique visitors, summed over days).
    expect(data.figures).toEqual({
      visitors: 5,
      views: 50,
      calculations: 1112,
      emailedCalculations: 8,
      // (1,100 × 1,000 + 6 × 3,500 + 2 × 3,000 + 4 × 2,000) / 1,112 = 1,135,000 / 1,112 = 1,020.7 → 1,021 €.
      averageCost: 1021,
      qualifiedLeads: 6,
      downloads: 1,
      conversions: 2,
    });
    expect(data.previousFigures).toBeNull();
    expect(calculationConversionRate(data.figures)).toBeCloseTo(8 / 50, 10);
    expect(data.topProducts).toEqual([
      { product: "Botte 36", calculations: 1100 },
      { product: "Botte 22", calculations: 6 },
      { product: "Botte 46", calculations: 4 },
    ]);
    // 23 quote requests: the 11 of /devis and the 12 contact messages mentioning 'devis' (subject or message, any
    // case), two companies however they were typed; the two other contact messages are not quote requests.
    expect(data.quoteRequests.total).toBe(23);
    expect(data.quoteRequests.companies).toBe(2);
    expect(data.quoteRequests.latest).toHaveLength(10);
    expect(data.quoteRequests.latest.map((row) => [row.source, row.projectTitle])).toEqual([
      ["contact", "Devis n° 12"],
      ["contact", "Devis n° 11"],
      ["devis", "Projet 11"],
      ["contact", "Devis n° 10"],
      ["devis", "Projet 10"],
      ["contact", "Devis n° 9"],
      ["devis", "Projet 9"],
      ["contact", "Devis n° 8"],
      ["devis", "Projet 8"],
      ["contact", "Devis n° 7"],
    ]);
    expect(data.quoteRequests.latest.every((row) => row.status === "new")).toBe(true);
    expect(data.quoteRequests.latest[2]).toMatchObject({
      number: null,
      name: "Camille Martin",
      projectTitle: "Projet 11",
      company: null,
      email: "camille@exemple.fr",
      phone: "0612345678",
      location: "Cholet, Pays de la Loire, France",
      details: "Maison de 120 m² à isoler.",
      subtotalHT: null,
    });
    expect(data.quoteRequests.latest[0]).toMatchObject({ number: null, name: "Camille Martin", details: "Bonjour", subtotalHT: null });
    expect(data.quoteRequests.latest[4]).toMatchObject({ number: "DEV-2026-0010", projectTitle: "Projet 10", subtotalHT: 10_000 });
    // None answered yet: a response rate of 0 over 23, no median, 10 priced quotes open (1,000 + … + 10,000 € HT).
    expect(data.followUp).toEqual({
      requests: 23,
      answered: 0,
      won: 0,
      lost: 0,
      noFollowUp: 0,
      medianFirstAnswerWorkingHours: null,
      medianFirstAnswerHours: null,
      openValueHT: 55_000,
      openWithoutValue: 13,
      wonValueHT: 0,
      wonWithoutValue: 0,
    });
  });

  it("projects the last 30 days over a year, and says what share of the views they are", async () => {
    const data = await loadBusinessPlanDashboard(site.database.pool, NO_EXCLUSIONS, "tout", NOW);
    // Last 30 days: 40 views; 1,108 calculations at (1,100,000 + 21,000 + 6,000) / 1,108 = 1,017.1 → 1,017 €; 6 leads.
    expect(data.last30Days).toMatchObject({ views: 40, calculations: 1108, averageCost: 1017, qualifiedLeads: 6 });
    expect(shareOfViewsThisMonth(data.figures, data.last30Days)).toBeCloseTo(0.8, 10);
    expect(yearlyProjections(data.last30Days)).toEqual({
      viewsPerYear: 480,
      potentialRevenuePerYear: 1017 * 1108 * 12,
      qualifiedLeadsPerYear: 72,
    });
  });

  it("compares 30 days with the 30 before", async () => {
    const data = await loadBusinessPlanDashboard(site.database.pool, NO_EXCLUSIONS, "30j", NOW);
    expect(data.figures.calculations).toBe(1108);
    expect(data.previousFigures?.calculations).toBe(0);
    expect(data.quoteRequests.total).toBe(23);
    expect(data.previousFollowUp?.requests).toBe(0);
  });
});

describe("/business-plan as an admin reads it", () => {
  it("shows the cards and the quote requests, and exports them as CSV", async () => {
    const { cookie } = await signedInAdmin(site.server.url, site.database, "business@isolenpaille.test");
    const page = await fetch(`${site.server.url}/business-plan`, { headers: { cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Business Plan Dashboard");
    expect(html).toContain("Projections de croissance");
    expect(html).toContain('href="mailto:camille@exemple.fr"');
    expect(html).not.toContain("À suivre");
    expect(html).toContain("Taux de réponse");
    expect(html).toContain("0 sur 23");
    expect(html).toContain("Formulaire de contact");
    expect(html).toContain("Devis DEV-2026-0010");

    const csv = await fetch(`${site.server.url}/business-plan/export.csv?periode=tout&tableau=demandes-devis`, { headers: { cookie } });
    expect(csv.status).toBe(200);
    const lines = (await csv.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Date;Source;Statut;Devis;Nom;Entreprise;E-mail;Téléphone;Localisation;Projet ou sujet;Montant (€ HT);Détails du projet ou message",
    );
    expect(lines).toHaveLength(11);
    expect(lines[1]).toBe(
      "12/11/2026;Formulaire de contact;Nouvelle;;Camille Martin;Bois & Paille;camille@exemple.fr;06 12 34 56 78;Cholet, Pays de la Loire, France;Devis n° 12;;Bonjour",
    );
    expect(lines[5]).toBe(
      "10/11/2026;Formulaire de devis;Nouvelle;DEV-2026-0010;Camille Martin;Bois & Paille;camille@exemple.fr;0612345678;Cholet, Pays de la Loire, France;Projet 10;10000;Maison de 120 m² à isoler.",
    );

    const followUp = await fetch(`${site.server.url}/business-plan/export.csv?periode=tout&tableau=suivi-devis`, { headers: { cookie } });
    const followUpLines = (await followUp.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(followUpLines[0]).toContain("Période;Demandes;Répondues;Taux de réponse (%)");
    expect(followUpLines[1]).toMatch(/^Jusqu'au [0-9/]+;23;0;0;;;0;0;0;;55000;13;0;0$/);
  });

  it("says so when there is no quote request", async () => {
    const data = await loadBusinessPlanDashboard(site.database.pool, NO_EXCLUSIONS, "7j", new Date("2027-06-01T10:00:00Z"));
    expect(data.quoteRequests).toEqual({ total: 0, companies: 0, latest: [] });
    expect(data.followUp.requests).toBe(0);
  });
});
