import { describe, expect, it } from "vitest";
import { setUpTestSite } from "../support/site";

/** The clean-up runs at every start, then hourly: a server started on old data applies the retention periods. */
describe("retention (docs/analytics.md)", () => {
  const site = setUpTestSite({
    beforeStart: (seeded) =>
      seeded.pool.query(`
        INSERT INTO page_views (viewed_at, page_url, page_title, visitor_key) VALUES
          (now() - interval '26 months', '/ancienne', 'Ancienne', 1),
          (now() - interval '24 months', '/recente', 'Récente', 2);
        INSERT INTO document_downloads (downloaded_at, document_name, document_type) VALUES
          (now() - interval '26 months', 'FT_Botte_22cm', 'fiche_technique');
        INSERT INTO contact_requests (created_at, first_name, last_name, email, subject, message) VALUES
          (now() - interval '4 years', 'Ancien', 'Client', 'ancien@exemple.fr', 'Question', 'Message ancien'),
          (now() - interval '4 years', 'Fidèle', 'Cliente', 'fidele@exemple.fr', 'Question', 'Message ancien'),
          (now() - interval '1 year', 'Fidèle', 'Cliente', 'fidele@exemple.fr', 'Devis', 'Message récent');
        INSERT INTO bordereau_usage (created_at, event_type, email_sent_to) VALUES
          (now() - interval '26 months', 'page_view', NULL),
          (now() - interval '26 months', 'email_sent', 'recent@exemple.fr'),
          (now() - interval '4 years', 'email_sent', 'ancien@exemple.fr');
      `),
  });

  /** The retention job runs at the server's start: its result is waited for (expect.poll's limit catches a hang). */
  async function waitFor(query: string, expected: unknown) {
    await expect.poll(async () => (await site.database.pool.query(query)).rows).toEqual(expected);
  }

  it("deletes raw analytics older than 25 months and keeps younger rows", async () => {
    await waitFor("SELECT page_url FROM page_views ORDER BY page_url", [{ page_url: "/recente" }]);
    await waitFor("SELECT count(*)::int AS n FROM document_downloads", [{ n: 0 }]);
  });

  it("keeps a worksheet summary's address 3 years, its other events 25 months", async () => {
    await waitFor("SELECT event_type, email_sent_to FROM bordereau_usage", [
      { event_type: "email_sent", email_sent_to: "recent@exemple.fr" },
    ]);
  });

  it("deletes a customer's data 3 years after their last contact, not before", async () => {
    await waitFor("SELECT email, count(*)::int AS n FROM contact_requests GROUP BY email ORDER BY email", [
      { email: "fidele@exemple.fr", n: 2 },
    ]);
  });
});
