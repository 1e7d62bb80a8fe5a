import { beforeAll, describe, expect, it } from "vitest";
import { NO_EXCLUSIONS } from "@domain/analytics/definitions";
import { WALL_TRACKING_MESSAGES } from "@domain/wall/wall-tracking";
import { loadTechniqueDashboard } from "@server/analytics/technique-report.server";
import { signedInAdmin } from "../support/auth";
import { setUpTestSite } from "../support/site";

/**
 * The wall calculator's tracking (docs/analytics.md 'Wall calculator tracking'): `POST /api/track-wall-calculation` stores a
 * calculation with the caller's city, never its address; bad payloads are 400s in French; on /technique the section's
 * figures equal SQL counts over more than 1,000 seeded rows, admin-mode calculations left out.
 */
const site = setUpTestSite({ addressPrefix: "90.84.2" });
// 20 November 2026, 11:00 in Paris.
const NOW = new Date("2026-11-20T10:00:00Z");
const valid = {
  element: "wall",
  presetId: "paille-botte-36",
  layerCount: 3,
  baleProductId: "botte-36",
  uValue: 0.125,
  timeShiftHours: 14.2,
  condensation: false,
  isAdmin: false,
};

describe("POST /api/track-wall-calculation", () => {
  it("stores the calculation with the city and country, never the address", async () => {
    const response = await site.post("track-wall-calculation", valid, { from: "90.84.2.17" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, recorded: true });
    const { rows } = await site.database.pool.query("SELECT * FROM wall_calculations");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      element: "wall",
      preset_id: "paille-botte-36",
      layer_count: 3,
      bale_product_id: "botte-36",
      u_value: 0.125,
      time_shift_hours: 14.2,
      condensation: false,
      is_admin: false,
      city: "Paris",
      country: "France",
    });
    expect(JSON.stringify(rows[0])).not.toContain("90.84.2");
    const columns = await site.database.pool.query(
      "SELECT column_name FROM information_schema.columns WHERE table_name = 'wall_calculations' AND column_name ~ '(ip|address|email)'",
    );
    expect(columns.rows).toEqual([]);
  });

  it("refuses bad payloads with French messages and stores nothing", async () => {
    const before = (await site.database.pool.query("SELECT count(*)::int AS n FROM wall_calculations")).rows[0].n;
    const cases: [unknown, string][] = [
      [{ ...valid, element: "toit" }, WALL_TRACKING_MESSAGES.element],
      [{ ...valid, presetId: "inconnu" }, WALL_TRACKING_MESSAGES.presetId],
      [{ ...valid, layerCount: 0 }, WALL_TRACKING_MESSAGES.layerCount],
      [{ ...valid, baleProductId: "argibotte" }, WALL_TRACKING_MESSAGES.baleProductId],
      [{ ...valid, uValue: "faible" }, WALL_TRACKING_MESSAGES.uValue],
      [{ ...valid, condensation: "non" }, WALL_TRACKING_MESSAGES.condensation],
    ];
    for (const [body, message] of cases) {
      const response = await site.post("track-wall-calculation", body);
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(message);
    }
    const after = (await site.database.pool.query("SELECT count(*)::int AS n FROM wall_calculations")).rows[0].n;
    expect(after).toBe(before);
  });
});

describe("/technique's wall calculator section", () => {
  beforeAll(async () => {
    await site.database.pool.query("DELETE FROM wall_calculations");
    const insert = (count: number, at: string, preset: string | null, bale: string | null, condensation: boolean, isAdmin = false) =>
      site.database.pool.query(
        `INSERT INTO wall_calculations (created_at, element, preset_id, layer_count, bale_product_id, u_value, time_shift_hours,
           condensation, is_admin, city, country)
         SELECT $2::timestamptz, 'wall', $3, 3, $4, 0.15, 12, $5, $6, 'Cholet', 'France' FROM generate_series(1, $1)`,
        [count, at, preset, bale, condensation, isAdmin],
      );
    await insert(700, "2026-11-19T12:00:00Z", "paille-botte-36", "botte-36", false);
    await insert(350, "2026-11-18T12:00:00Z", null, "botte-46", true);
    await insert(200, "2026-11-17T12:00:00Z", "ossature-laine-de-verre", null, false);
    await insert(40, "2026-11-16T12:00:00Z", "paille-botte-22", "botte-22", true);
    // Admin mode: never counted, even though more numerous on one preset.
    await insert(900, "2026-11-19T13:00:00Z", "paille-botte-46", "botte-46", true, true);
    // Out of the last 7 days.
    await insert(5, "2026-10-01T12:00:00Z", "paille-botte-46", "botte-46", false);
  });

  it("equals SQL counts past 1,000 rows, admin mode left out, with the period", async () => {
    const sqlCount = async (where: string) =>
      (await site.database.pool.query(`SELECT count(*)::int AS n FROM wall_calculations WHERE NOT is_admin AND ${where}`)).rows[0].n;
    const all = await loadTechniqueDashboard(site.database.pool, NO_EXCLUSIONS, "tout", NOW);
    expect(all.wallCalculator.total).toBe(await sqlCount("true"));
    expect(all.wallCalculator.total).toBe(1295);
    expect(all.wallCalculator.withCondensation).toBe(await sqlCount("condensation"));
    expect(all.wallCalculator.topBale).toEqual({ productId: "botte-36", label: "Botte 36", calculations: 700 });
    expect(all.wallPresets.map((row) => [row.presetId, row.calculations])).toEqual([
      ["paille-botte-36", 700],
      ["ossature-laine-de-verre", 200],
      ["paille-botte-22", 40],
      ["paille-botte-46", 5],
    ]);
    const week = await loadTechniqueDashboard(site.database.pool, NO_EXCLUSIONS, "7j", NOW);
    expect(week.wallCalculator.total).toBe(await sqlCount("created_at >= '2026-11-13T23:00:00Z'"));
    expect(week.wallPresets.find((row) => row.presetId === "paille-botte-46")).toBeUndefined();
  });

  it("shows the section and exports the presets as CSV to an admin", async () => {
    const { cookie } = await signedInAdmin(site.server.url, site.database, "paroi@isolenpaille.test");
    const page = await (await fetch(`${site.server.url}/technique?periode=tout`, { headers: { cookie } })).text();
    expect(page).toContain("Calculateur de paroi");
    expect(page).toContain("Modèles de paroi les plus utilisés");
    const csv = await fetch(`${site.server.url}/technique/export.csv?periode=tout&tableau=modeles-paroi`, { headers: { cookie } });
    expect(csv.status).toBe(200);
    const text = await csv.text();
    expect(text).toContain("Modèle");
    expect(text).toMatch(/Botte 36[^\n]*;700|Botte 36[^\n]*,700/);
  });
});
