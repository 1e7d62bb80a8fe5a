import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { type RunningServer, startServer } from "../support/server";

/** The server rolls the closed days up at start, under the configured exclusions. */
describe("traffic roll-up at start", () => {
  let database: TestDatabase;
  let server: RunningServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    // A first start creates the schema.
    await (await startServer({ DATABASE_URL: database.url })).stop();
    await database.pool.query(`
      INSERT INTO page_views (viewed_at, page_url, page_title, visitor_key, city) VALUES
        (now() - interval '3 days', '/', 'Accueil', 1, 'Nantes'),
        (now() - interval '3 days', '/', 'Accueil', 2, 'Cholet'),
        (now() - interval '2 days', '/produits', 'Produits', 3, 'Nantes');`);
    server = await startServer({ DATABASE_URL: database.url, TRAFFIC_EXCLUDED_CITIES: "Cholet" });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it("writes one row per closed day since the first view, zeros included, without the excluded city", async () => {
    const query = "SELECT count(*)::int AS days, sum(views)::int AS views FROM traffic_daily";
    for (let attempt = 0; attempt < 50; attempt++) {
      const { rows } = await database.pool.query(query);
      if (rows[0].days >= 3) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const { rows } = await database.pool.query(query);
    expect(rows[0].days).toBeGreaterThanOrEqual(3);
    expect(rows[0].views).toBe(2);
  });
});
