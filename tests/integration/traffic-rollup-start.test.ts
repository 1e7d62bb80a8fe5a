import { describe, expect, it } from "vitest";
import { setUpTestSite } from "../support/site";

/** The server rolls the closed days up at start, under the configured exclusions. */
describe("traffic roll-up at start", () => {
  const site = setUpTestSite({
    beforeStart: (seeded) =>
      seeded.pool
        .query(
          `
        INSERT INTO page_views (viewed_at, page_url, page_title, visitor_key, city) VALUES
          (now() - interval '3 days', '/', 'Accueil', 1, 'Nantes'),
          (now() - interval '3 days', '/', 'Accueil', 2, 'Cholet'),
          (now() - interval '2 days', '/produits', 'Produits', 3, 'Nantes');`,
        )
        .then(() => undefined),
    env: { TRAFFIC_EXCLUDED_CITIES: "Cholet" },
  });

  it("writes one row per closed day since the first view, zeros included, without the excluded city", async () => {
    const query = "SELECT count(*)::int AS days, sum(views)::int AS views FROM traffic_daily";
    await expect.poll(async () => (await site.database.pool.query(query)).rows[0].days).toBeGreaterThanOrEqual(3);
    const { rows } = await site.database.pool.query(query);
    expect(rows[0].days).toBeGreaterThanOrEqual(3);
    expect(rows[0].views).toBe(2);
  });
});
