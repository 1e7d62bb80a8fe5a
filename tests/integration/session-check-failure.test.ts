import { describe, expect, it } from "vitest";
import { signedInAdmin } from "../support/auth";
import { setUpTestSite } from "../support/site";

/**
 * docs/product.md §9.6 'Dashboards': a session check that fails (here the sessions table cannot be read) shows 'Erreur
 * d'authentification' on a dashboard, while the public pages, which ask only to draw the admin strip, stay up.
 */
const site = setUpTestSite();

describe("a session check that fails", () => {
  it("keeps the public pages up and says 'Erreur d'authentification' on a dashboard", async () => {
    const { cookie } = await signedInAdmin(site.server.url, site.database, "panne@isolenpaille.test");
    await site.database.pool.query("ALTER TABLE auth_session RENAME TO auth_session_hors_service");
    try {
      const home = await fetch(site.server.url, { headers: { cookie } });
      expect(home.status).toBe(200);
      const dashboard = await fetch(`${site.server.url}/traffic`, { headers: { cookie }, redirect: "manual" });
      expect(dashboard.status).toBe(503);
      const html = await dashboard.text();
      expect(html).toContain("Erreur d&#x27;authentification");
      expect(html).not.toContain("Erreur lors du chargement des données");
    } finally {
      await site.database.pool.query("ALTER TABLE auth_session_hors_service RENAME TO auth_session");
    }
    expect((await fetch(`${site.server.url}/traffic`, { headers: { cookie } })).status).toBe(200);
  });
});
