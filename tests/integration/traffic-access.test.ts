import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { type RunningServer, startServer } from "../../scripts/lib/server";

/** /traffic and its CSV exports are for admins only: anyone else is sent to /auth and sees no figure. */
describe("/traffic access", () => {
  let database: TestDatabase;
  let server: RunningServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startServer({ DATABASE_URL: database.url });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  for (const path of [
    "/traffic",
    "/traffic?periode=12m",
    "/traffic/export.csv?periode=30j&tableau=pages",
    "/traffic/export.csv?tableau=jours",
  ]) {
    it(`redirects an anonymous visitor from ${path} to /auth`, async () => {
      const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
      expect(response.status).toBe(302);
      expect(new URL(response.headers.get("location")!, server.url).pathname).toBe("/auth");
      expect(response.headers.get("content-type") ?? "").not.toContain("text/csv");
    });
  }

  it("gives no figures to a client-side data request", async () => {
    const response = await fetch(`${server.url}/traffic.data?periode=30j`, { redirect: "manual" });
    const body = await response.text();
    expect(body).not.toContain("previousSummary");
    expect(body).toContain("/auth");
  });
});
