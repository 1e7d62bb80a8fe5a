import { beforeEach, describe, expect, it } from "vitest";
import { startServer } from "../../scripts/lib/server";
import { postJson, setUpTestSite } from "../support/site";

// A French address (Orange, Paris) so that the DB-IP lookup has something to find.
const PARIS_ADDRESS = "90.84.0.1";

const site = setUpTestSite({ env: { SITE_URL: "https://isolenpaille.test", TRAFFIC_EXCLUDED_URL_MARKERS: "__apercu" } });
beforeEach(async () => {
  await site.database.pool.query("DELETE FROM page_views");
});

function track(body: unknown, headers: Record<string, string> = {}) {
  return site.post("track-page-view", body, { from: PARIS_ADDRESS, headers });
}

async function storedRows() {
  const { rows } = await site.database.pool.query("SELECT * FROM page_views ORDER BY id");
  return rows;
}

const valid = {
  page_url: "/produits?utm_source=newsletter&email=jean.dupont@exemple.fr",
  page_title: "Nos produits | Isol en Paille",
  referrer: "https://www.google.fr/search?q=botte+de+paille",
  is_admin: false,
};

describe("POST /api/track-page-view", () => {
  it("stores a reduced page view with its location and a visitor key", async () => {
    const response = await track(valid);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, recorded: true });

    const [row, ...others] = await storedRows();
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({
      page_url: "/produits?utm_source=newsletter",
      page_title: "Nos produits | Isol en Paille",
      referrer: "www.google.fr",
      is_admin: false,
      country: "France",
      country_code: "FR",
      region: "Ile-de-France",
      city: "Paris",
    });
    expect(row.visitor_key).toMatch(/^-?\d+$/);
    expect(Date.now() - new Date(row.viewed_at).getTime()).toBeLessThan(60_000);
  });

  it("stores the view's source: the campaign parameter first, no source for a self-referral", async () => {
    await track(valid);
    await track({ ...valid, page_url: "/faq", referrer: "https://www.linkedin.com/feed/" });
    await track({ ...valid, page_url: "/faq", referrer: "https://isolenpaille.test/produits" });
    expect((await storedRows()).map((row) => row.source)).toEqual(["newsletter", "LinkedIn", null]);
  });

  it("does not store a view whose address carries a configured exclusion marker, even in a dropped parameter", async () => {
    const response = await track({ ...valid, page_url: "/produits?preview=__apercu" });
    expect(await response.json()).toEqual({ ok: true, recorded: false });
    expect(await storedRows()).toHaveLength(0);
  });

  it("gives the same visitor the same key and another visitor another key", async () => {
    await track(valid);
    await track({ ...valid, page_url: "/faq" });
    await track(valid, { "x-forwarded-for": "81.250.0.1" });
    const [first, second, third] = await storedRows();
    expect(second.visitor_key).toBe(first.visitor_key);
    expect(third.visitor_key).not.toBe(first.visitor_key);
  });

  it("keeps the admin-mode flag", async () => {
    await track({ ...valid, is_admin: true });
    const [row] = await storedRows();
    expect(row.is_admin).toBe(true);
  });

  it("stores the client address nowhere", async () => {
    await track(valid);
    const { rows: columns } = await site.database.pool.query(
      "SELECT column_name, data_type FROM information_schema.columns WHERE table_name = 'page_views'",
    );
    expect(columns.map((column) => column.data_type)).not.toContain("inet");
    const [row] = await storedRows();
    for (const value of Object.values(row)) {
      expect(String(value)).not.toContain(PARIS_ADDRESS);
      expect(String(value)).not.toContain("Chrome/156");
    }
  });

  it("gives no location for a loopback address", async () => {
    await track(valid, { "x-forwarded-for": "127.0.0.1" });
    const [row] = await storedRows();
    expect(row).toMatchObject({ country: null, country_code: null, region: null, city: null });
  });

  it("records nothing for a bot", async () => {
    const response = await track(valid, { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, recorded: false });
    expect(await storedRows()).toHaveLength(0);
  });

  const badPayloads: Array<[string, unknown, string]> = [
    ["no page_url", { page_title: "x", is_admin: false }, "page_url"],
    ["a full address instead of a path", { ...valid, page_url: "https://evil.example/x" }, "page_url"],
    ["a protocol-relative address", { ...valid, page_url: "//evil.example/x" }, "page_url"],
    ["is_admin that is not a boolean", { ...valid, is_admin: "true" }, "is_admin"],
    ["a title that is not a string", { ...valid, page_title: 42 }, "page_title"],
    ["a page_url over 2048 characters", { ...valid, page_url: "/" + "a".repeat(2048) }, "page_url"],
  ];
  it.each(badPayloads)("answers 400 with a French message and stores nothing for %s", async (_label, body, field) => {
    const response = await track(body);
    expect(response.status).toBe(400);
    const answer = await response.json();
    expect(answer.error).toBe("Données invalides.");
    expect(answer.fields[field]).toMatch(/[a-zé]/);
    expect(await storedRows()).toHaveLength(0);
  });

  it("answers 400 to malformed JSON, 415 to another content type, 413 to an oversized body", async () => {
    const malformed = await track("{ page_url: ");
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error).toBe("Le corps de la requête n'est pas un JSON valide.");

    const wrongType = await track(JSON.stringify(valid), { "content-type": "text/plain" });
    expect(wrongType.status).toBe(415);

    const huge = await track({ ...valid, page_title: "x".repeat(70 * 1024) });
    expect(huge.status).toBe(413);
    expect((await huge.json()).error).toBe("La requête est trop volumineuse.");
    expect(await storedRows()).toHaveLength(0);
  });

  it("refuses a post from another site with 403", async () => {
    const response = await track(valid, { origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(await storedRows()).toHaveLength(0);
  });

  it("answers 405 to a GET", async () => {
    const response = await fetch(`${site.server.url}/api/track-page-view`);
    expect(response.status).toBe(405);
  });
});

describe("salts", () => {
  it("deletes a salt older than 48 hours at the next new day", async () => {
    await site.database.pool.query(
      "INSERT INTO visitor_salts (day, salt, created_at) VALUES ('2020-01-01', '\\x00', now() - interval '49 hours'), ('2020-01-02', '\\x00', now() - interval '47 hours')",
    );
    // The running server has cached today's salt; a fresh server process must fetch it and clean up.
    const second = await startServer({ DATABASE_URL: site.database.url });
    try {
      await postJson(second.url, "track-page-view", valid);
      const { rows } = await site.database.pool.query("SELECT day::text FROM visitor_salts ORDER BY day");
      expect(rows.map((row) => row.day)).not.toContain("2020-01-01");
      expect(rows.map((row) => row.day)).toContain("2020-01-02");
    } finally {
      await second.stop();
    }
  });
});
