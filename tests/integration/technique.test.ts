import { beforeAll, describe, expect, it } from "vitest";
import { NO_EXCLUSIONS } from "@domain/analytics/definitions";
import { loadTechniqueDashboard, WORKSHEET_PAGE } from "@server/analytics/technique-report.server";
import { MEASUREMENTS_TABLE, SUMMARIES_TABLE } from "~/lib/technique-tables";
import { signedInAdmin } from "../support/auth";
import { setUpTestSite } from "../support/site";

/**
 * The Technique dashboard (docs/product.md §3.7) on seeded rows with hand-counted expectations: more than 1,000 calculations,
 * Paris day boundaries, admin rows left out, the list limits (30 calculations, 100 measurements), the summaries'
 * conformity, the 7-day chart; then the page and a CSV as an admin reads them.
 */
const site = setUpTestSite();
// 20 November 2026, 11:00 in Paris: "today" is the 20th.
const NOW = new Date("2026-11-20T10:00:00Z");
const good = { lengthCm: 50, humidity: 15, dryDensity: 100.5, status: "good" };
const tolerance = { ...good, dryDensity: 130, status: "tolerance" };
const other = { ...good, dryDensity: 70, status: "other" };

async function insertCalculations(count: number, at: string, row: { cost: number; email?: string; comparison?: boolean }) {
  await site.database.pool.query(
    `INSERT INTO calculator_usage (created_at, product_name, product_width, product_height, product_length, surface_m2,
       thermal_resistance, bottles_needed, pallets_needed, total_weight_kg, trucks_needed, estimated_cost, carbon_storage_kg,
       is_comparative, comparative_product_name, comparative_bottles_needed, comparative_estimated_cost, email_sent, email_address,
       city, country)
     SELECT $2::timestamptz, 'Botte 36', 0.36, 0.46, 0.8, 120, 7.5, 596, 24, 9000, 1, $3, 5000,
            $4, CASE WHEN $4 THEN 'Botte 22' END, CASE WHEN $4 THEN 448 END, CASE WHEN $4 THEN 2400 END,
            $5::text IS NOT NULL, $5, 'Cholet', 'France'
       FROM generate_series(1, $1)`,
    [count, at, row.cost, row.comparison ?? false, row.email ?? null],
  );
}

async function insertWorksheetEvents(
  count: number,
  at: string,
  row: { eventType: string; metadata?: unknown; isAdmin?: boolean; email?: string },
) {
  await site.database.pool.query(
    `INSERT INTO bordereau_usage (created_at, event_type, botte_type, email_sent_to, measurement_count, metadata, is_admin, city, country)
     SELECT $2::timestamptz, $3, '36', $4, $5, $6::jsonb, $7, 'Angers', 'France' FROM generate_series(1, $1)`,
    [
      count,
      at,
      row.eventType,
      row.email ?? null,
      Array.isArray(row.metadata) ? row.metadata.length : null,
      row.metadata === undefined ? null : JSON.stringify(row.metadata),
      row.isAdmin ?? false,
    ],
  );
}

beforeAll(async () => {
  // Calculations: 1,205 on the 19th, 3 e-mailed comparisons this morning, 2 on 1 October (out of the last 30 days).
  await insertCalculations(1205, "2026-11-19T12:00:00Z", { cost: 1000 });
  await insertCalculations(3, "2026-11-20T08:00:00Z", { cost: 4000, email: "projet@exemple.fr", comparison: true });
  await insertCalculations(2, "2026-10-01T12:00:00Z", { cost: 500 });
  // Downloads around the first Paris day of the 7-day period (14 November, from 13 Nov 23:00 UTC), and an admin's.
  await site.database.pool.query(
    `INSERT INTO document_downloads (downloaded_at, document_name, document_type, is_admin) VALUES
       ('2026-11-13T23:30:00Z', 'FDES_Botte_36', 'fdes', false),
       ('2026-11-13T22:30:00Z', 'FDES_Botte_36', 'fdes', false),
       ('2026-11-20T09:00:00Z', 'FDES_Botte_36', 'fdes', true)`,
  );
  // The worksheet: 150 measurements this morning (one by an admin, left out), two summaries on the 18th, page views.
  await insertWorksheetEvents(150, "2026-11-20T08:30:00Z", { eventType: "measurement_added", metadata: [good] });
  await insertWorksheetEvents(1, "2026-11-20T08:31:00Z", { eventType: "measurement_added", metadata: [other], isAdmin: true });
  await insertWorksheetEvents(1, "2026-11-18T10:00:00Z", {
    eventType: "email_sent",
    email: "chantier@exemple.fr",
    metadata: [good, good, good, tolerance],
  });
  await insertWorksheetEvents(1, "2026-11-18T11:00:00Z", {
    eventType: "email_sent",
    email: "atelier@exemple.fr",
    metadata: [good, good, good, good, other],
  });
  await insertWorksheetEvents(3, "2026-11-20T08:00:00Z", { eventType: "page_view" });
  await insertWorksheetEvents(1, "2026-11-15T08:00:00Z", { eventType: "page_view" });
  // The engine's views of the worksheet page: 4 views by 2 visitors today.
  await site.database.pool.query(
    `INSERT INTO page_views (viewed_at, visitor_key, page_url, page_title, is_admin)
     VALUES ('2026-11-20T08:00:00Z', 1, $1, 'Bordereau', false), ('2026-11-20T08:05:00Z', 1, $1, 'Bordereau', false),
            ('2026-11-20T08:10:00Z', 2, $1, 'Bordereau', false), ('2026-11-20T08:20:00Z', 2, $1, 'Bordereau', false)`,
    [WORKSHEET_PAGE],
  );
});

describe("Technique dashboard figures", () => {
  it("counts every calculation, past 1,000 rows, with its averages", async () => {
    const data = await loadTechniqueDashboard(site.database.pool, NO_EXCLUSIONS, "tout", NOW);
    expect(data.cards.calculations).toEqual({ current: 1210, previous: null });
    // (1,205 × 1,000 + 3 × 4,000 + 2 × 500) / 1,210 = 1,006.6 → 1,007 €.
    expect(data.calculator).toEqual({ total: 1210, withEmail: 3, comparisons: 3, averageCost: 1007 });
    expect(data.latestCalculations).toHaveLength(30);
    expect(data.latestCalculations[0]).toMatchObject({
      product: "Botte 36",
      thermalResistance: 7.5,
      bales: 596,
      cost: 4000,
      comparison: { product: "Botte 22", bales: 448, cost: 2400 },
      email: "projet@exemple.fr",
      location: "Cholet, France",
    });
    expect(data.latestCalculations[3]).toMatchObject({ cost: 1000, comparison: null, email: null });
  });

  it("compares the last 30 days with the 30 before", async () => {
    const data = await loadTechniqueDashboard(site.database.pool, NO_EXCLUSIONS, "30j", NOW);
    expect(data.current).toEqual({ from: "2026-10-22", to: "2026-11-20" });
    expect(data.cards.calculations).toEqual({ current: 1208, previous: 2 });
  });

  it("counts a download in the Paris day it happened, and never an admin's", async () => {
    const data = await loadTechniqueDashboard(site.database.pool, NO_EXCLUSIONS, "7j", NOW);
    // 13 Nov 23:30 UTC is 14 Nov 00:30 in Paris, the period's first day; 22:30 UTC is still the 13th, the period before.
    expect(data.cards.downloads).toEqual({ current: 1, previous: 1 });
  });

  it("reads the worksheet: views and visitors, measurements, summaries with their conformity, the last 7 days", async () => {
    const data = await loadTechniqueDashboard(site.database.pool, NO_EXCLUSIONS, "tout", NOW);
    expect(data.worksheet).toEqual({ pageViews: 4, visitors: 2, measurements: 150, emailsSent: 2 });
    expect(data.cards.worksheets).toEqual({ current: 2, previous: null });
    expect(data.latestMeasurements).toHaveLength(100);
    expect(data.latestMeasurements.every((row) => row.status === "good")).toBe(true);
    expect(data.latestMeasurements[0]).toMatchObject({ baleType: "36", lengthCm: 50, humidity: 15, dryDensity: 100.5 });
    expect(data.latestSummaries.map((row) => [row.email, row.measurements, row.conformityRate])).toEqual([
      ["atelier@exemple.fr", 5, 80],
      ["chantier@exemple.fr", 4, 75],
    ]);
    expect(data.lastDays.map((day) => day.day)).toEqual([
      "2026-11-14",
      "2026-11-15",
      "2026-11-16",
      "2026-11-17",
      "2026-11-18",
      "2026-11-19",
      "2026-11-20",
    ]);
    expect(data.lastDays[1]).toEqual({ day: "2026-11-15", pageViews: 1, measurements: 0, emailsSent: 0 });
    expect(data.lastDays[4]).toEqual({ day: "2026-11-18", pageViews: 0, measurements: 0, emailsSent: 2 });
    expect(data.lastDays[6]).toEqual({ day: "2026-11-20", pageViews: 3, measurements: 150, emailsSent: 0 });
  });
});

describe("Technique dashboard, bale types", () => {
  it("shows each measurement's own bale type and section, a summary's mixed types, and old rows by their botte_type", async () => {
    const pool = site.database.pool;
    const autre = { ...good, baleType: "autre", widthCm: 30, heightCm: 40 };
    const inserted = await pool.query<{ id: string }>(
      `INSERT INTO bordereau_usage (created_at, event_type, botte_type, email_sent_to, measurement_count, metadata) VALUES
         ('2026-11-20T09:00:00Z', 'measurement_added', 'autre', NULL, 1, $1::jsonb),
         ('2026-11-19T10:00:00Z', 'email_sent', NULL, 'mixte@exemple.fr', 3, $2::jsonb)
       RETURNING id`,
      [JSON.stringify([autre]), JSON.stringify([{ ...good, baleType: "22" }, autre, { ...other, baleType: "22" }])],
    );
    try {
      const data = await loadTechniqueDashboard(pool, NO_EXCLUSIONS, "tout", NOW);
      const [newest, older] = data.latestMeasurements;
      expect(newest).toMatchObject({ baleType: "autre", widthCm: 30, heightCm: 40 });
      expect(older).toMatchObject({ baleType: "36", widthCm: null, heightCm: null }); // stored before measurements carried their own type
      const label = (column: string) => MEASUREMENTS_TABLE.columns.find((c) => c.label === column)!;
      expect(label("Botte").value(newest!)).toBe("Autre 30\u00A0×\u00A040\u00A0cm");
      expect(label("Botte").value(older!)).toBe("Botte 36");

      const summary = data.latestSummaries.find((row) => row.email === "mixte@exemple.fr")!;
      const old = data.latestSummaries.find((row) => row.email === "atelier@exemple.fr")!;
      const bales = SUMMARIES_TABLE.columns.find((c) => c.label === "Botte")!;
      expect(bales.value(summary)).toBe("Botte 22, Autre 30\u00A0×\u00A040\u00A0cm");
      expect(bales.value(old)).toBe("Botte 36");
      expect(summary.conformityRate).toBeCloseTo(200 / 3, 9);
    } finally {
      await pool.query("DELETE FROM bordereau_usage WHERE id = ANY($1::bigint[])", [inserted.rows.map((row) => row.id)]);
    }
  });
});

describe("/technique as an admin reads it", () => {
  let cookie = "";
  beforeAll(async () => {
    cookie = (await signedInAdmin(site.server.url, site.database, "technique@isolenpaille.test")).cookie;
  });

  it("shows the figures and exports a table as CSV", async () => {
    const page = await fetch(`${site.server.url}/technique`, { headers: { cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Tableau de Bord Technique");
    expect(html).toContain("Récapitulatifs envoyés par e-mail");

    const csv = await fetch(`${site.server.url}/technique/export.csv?periode=tout&tableau=recapitulatifs`, { headers: { cookie } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const lines = (await csv.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Date;Botte;E-mail;Mesures;Taux de conformité (%);Classe");
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/^18\/11\/2026;Botte 36;chantier@exemple\.fr;4;75;Attention$/);

    const unknown = await fetch(`${site.server.url}/technique/export.csv?tableau=inconnu`, { headers: { cookie } });
    expect(unknown.status).toBe(404);
  });
});
