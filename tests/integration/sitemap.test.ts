import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BLOG_ARTICLES, blogArticlePath } from "~/content/blog";
import { NOINDEX_PATHS, PUBLIC_PAGES } from "~/content/public-pages";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { type RunningServer, startServer } from "../../scripts/lib/server";

// A SITE_URL unlike the server's own address, so the tests see that URLs come from the configuration.
const SITE_URL = "https://www.isolenpaille.test";

let database: TestDatabase;
let server: RunningServer;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startServer({ DATABASE_URL: database.url, SITE_URL });
});

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

async function sitemapLocations(): Promise<string[]> {
  const response = await fetch(`${server.url}/sitemap.xml`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? "");
}

describe("GET /sitemap.xml", () => {
  it("lists every public page and every blog article once, as absolute URLs from SITE_URL", async () => {
    const locations = await sitemapLocations();
    const expected = [
      ...PUBLIC_PAGES.map((page) => `${SITE_URL}${page.path}`),
      ...BLOG_ARTICLES.map((article) => `${SITE_URL}${blogArticlePath(article)}`),
    ];
    expect(locations.toSorted()).toEqual(expected.toSorted());
    expect(BLOG_ARTICLES).toHaveLength(4);
    for (const path of ["/", "/produits", "/paillemobile", "/blog", "/faq", "/contact", "/devis", "/cgv"]) {
      expect(locations).toContain(`${SITE_URL}${path}`);
    }
  });

  it("leaves out the sign-in and admin pages, the aliases and the API", async () => {
    const paths = (await sitemapLocations()).map((location) => new URL(location).pathname);
    for (const path of [...NOINDEX_PATHS, "/projets", "/donnees"]) expect(paths).not.toContain(path);
    expect(paths.filter((path) => path.startsWith("/api/"))).toEqual([]);
  });

  it("lists only pages that answer 200", async () => {
    for (const location of await sitemapLocations()) {
      const response = await fetch(`${server.url}${new URL(location).pathname}`, { redirect: "manual" });
      expect(response.status, location).toBe(200);
    }
  });
});

describe("GET /robots.txt", () => {
  it("points to the sitemap and keeps crawlers out of the API only", async () => {
    const response = await fetch(`${server.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Disallow: /api/");
    expect(text).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });
});

describe("page heads", () => {
  it("mark the sign-in page noindex, and the admin pages send anonymous visitors there", async () => {
    const auth = await (await fetch(`${server.url}/auth`)).text();
    expect(auth).toMatch(/<meta name="robots" content="noindex"\/>/);
    for (const path of NOINDEX_PATHS.filter((path) => path !== "/auth")) {
      const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location"), path).toBe("/auth");
    }
  });

  it("give absolute canonical and Open Graph URLs; /projets is canonical at /blog", async () => {
    const projects = await (await fetch(`${server.url}/projets`)).text();
    expect(projects).toContain(`<link rel="canonical" href="${SITE_URL}/blog"/>`);
    expect(projects).toContain(`<meta property="og:url" content="${SITE_URL}/blog"/>`);
    expect(projects).toContain('<meta property="og:locale" content="fr_FR"/>');
    expect(projects).not.toContain('content="noindex"');

    const [article] = BLOG_ARTICLES;
    const html = await (await fetch(`${server.url}${blogArticlePath(article!)}`)).text();
    expect(html).toContain(`<link rel="canonical" href="${SITE_URL}${blogArticlePath(article!)}"/>`);
    expect(html).toContain('<meta property="og:type" content="article"/>');
  });

  it("answer 404 with noindex for an unknown article", async () => {
    const response = await fetch(`${server.url}/blog/article-inexistant`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Article non trouvé");
    expect(html).toMatch(/<meta name="robots" content="noindex"\/>/);
  });
});
