import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { scoreHeaders } from "../support/observatory";
import { type RunningServer, startServer } from "../../scripts/lib/server";

/** docs/decisions/0008-hardening.md: every kind of answer scores A+ with the HTTP Observatory's rules, behind https. */
describe("security headers", () => {
  let database: TestDatabase;
  let server: RunningServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    // SITE_URL in https, as in production: HSTS is sent (the test itself talks plain http to the process).
    server = await startServer({ DATABASE_URL: database.url, SITE_URL: "https://www.isolenpaille.test" });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  async function answers() {
    const home = await fetch(server.url);
    const homeHtml = await home.text();
    const asset = /\/assets\/[^"]+\.js/.exec(homeHtml)?.[0];
    expect(asset).toBeDefined();
    const api = await fetch(`${server.url}/api/send-contact-email`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(api.status).toBe(400);
    const quote = await fetch(`${server.url}/devis`);
    const notFound = await fetch(`${server.url}/cette-page-n-existe-pas`);
    expect(notFound.status).toBe(404);
    const assetAnswer = await fetch(`${server.url}${asset}`);
    const favicon = await fetch(`${server.url}/favicon.svg`);
    return [
      { name: "/", response: home, body: homeHtml },
      { name: "/devis", response: quote, body: await quote.text() },
      { name: "API", response: api, body: await api.text() },
      { name: "asset", response: assetAnswer, body: await assetAnswer.text() },
      { name: "favicon", response: favicon, body: await favicon.text() },
      { name: "404", response: notFound, body: await notFound.text() },
    ];
  }

  it("scores 100 points or more (A+) on a page, the quote page, an API answer, assets and a 404", async () => {
    for (const { name, response, body } of await answers()) {
      const result = scoreHeaders(response.headers, body);
      console.log(`Observatory score of ${name}: ${result.score}`);
      expect(result.score, `${name}: ${JSON.stringify(result.tests, null, 1)}`).toBeGreaterThanOrEqual(100);
      expect(response.headers.get("x-powered-by"), name).toBeNull();
      expect(response.headers.get("permissions-policy"), name).toContain("camera=()");
      expect(response.headers.get("cross-origin-opener-policy"), name).toBe("same-origin");
      expect(response.headers.get("strict-transport-security"), name).toContain("max-age=63072000");
    }
  });

  it("gives each page its own nonce, carried by every script and style element, and no unsafe-inline", async () => {
    const nonces = new Set<string>();
    for (const path of ["/devis", "/devis"]) {
      const response = await fetch(`${server.url}${path}`);
      const policy = response.headers.get("content-security-policy")!;
      // Only style= attributes may be inline (Radix's server HTML); never a script or a style element.
      expect(policy.replace("style-src-attr 'unsafe-inline'", "")).not.toContain("unsafe-inline");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("base-uri 'none'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("form-action 'self'");
      expect(policy).toContain("frame-src 'none'");
      const nonce = /'nonce-([^']+)'/.exec(policy)![1]!;
      nonces.add(nonce);
      const html = await response.text();
      const tags = [...html.matchAll(/<(script|style)\b[^>]*>/g)].map((m) => m[0]);
      expect(tags.length).toBeGreaterThan(1);
      for (const tag of tags) {
        // JSON-LD is data, not a script: the CSP does not apply to it.
        if (tag.includes('type="application/ld+json"')) continue;
        expect(tag).toContain(`nonce="${nonce}"`);
      }
      expect(html).toMatch(/<style nonce="[^"]+" data-precedence="default" data-href="site">\S/);
    }
    expect(nonces.size).toBe(2);
  });

  it("allows the youtube-nocookie frame only on pages that may show a video", async () => {
    const home = await fetch(server.url);
    expect(home.headers.get("content-security-policy")).toContain("frame-src https://www.youtube-nocookie.com;");
    const products = await fetch(`${server.url}/produits`);
    expect(products.headers.get("content-security-policy")).toContain("frame-src 'none'");
  });

  it("serves the short-lived cache of a public page with each answer's own nonce", async () => {
    const answers = await Promise.all([1, 2, 3].map(() => fetch(`${server.url}/produits`)));
    const pages = await Promise.all(
      answers.map(async (response) => {
        const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy")!)![1]!;
        const html = await response.text();
        expect(html).toContain(`nonce="${nonce}"`);
        return { nonce, html: html.replaceAll(nonce, "NONCE") };
      }),
    );
    expect(new Set(pages.map((page) => page.nonce)).size).toBe(3);
    expect(new Set(pages.map((page) => page.html)).size).toBe(1);
  });
});
