import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { type RunningServer, startServer } from "../../scripts/lib/server";

/** server/http/page-cache.server.ts: a public page rendered once, served from memory with each answer's own nonce. */
describe("page cache", () => {
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

  /** One answer: whether it came from the cache, its CSP nonce, and its body with that nonce written "NONCE". */
  async function get(path: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${server.url}${path}`, { headers, redirect: "manual" });
    const policy = response.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1] ?? "";
    const html = await response.text();
    return {
      status: response.status,
      cache: response.headers.get("x-page-cache"),
      encoding: response.headers.get("content-encoding"),
      nonce,
      html,
      page: html.replaceAll(nonce, "NONCE"),
    };
  }

  it("serves a public page from memory, each answer with its own nonce matching its policy, the page otherwise identical", async () => {
    for (const path of ["/faq", "/produits", "/devis"]) {
      await get(path);
      const answers = [
        await get(path),
        await get(path, { "accept-encoding": "gzip" }),
        // Without compression, the same bytes.
        await get(path, { "accept-encoding": "identity" }),
      ];
      expect(
        answers.map((answer) => answer.cache),
        path,
      ).toEqual(["hit", "hit", "hit"]);
      expect(
        answers.map((answer) => answer.encoding),
        path,
      ).toEqual(["gzip", "gzip", null]);
      expect(new Set(answers.map((answer) => answer.nonce)).size, path).toBe(3);
      for (const { html, nonce } of answers) {
        expect(nonce, path).toMatch(/^[A-Za-z0-9+/]{22}==$/);
        // Every nonce in the page is this answer's: the script and style elements would be refused otherwise.
        const written = [...html.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]);
        expect(written.length, path).toBeGreaterThan(0);
        expect(new Set(written), path).toEqual(new Set([nonce]));
      }
      expect(new Set(answers.map((answer) => answer.page)).size, path).toBe(1);
    }
  });

  it("never keeps what is not for every visitor: a visitor with a cookie, a query string, a 404, a redirect", async () => {
    // A signed-in visitor (any cookie) and a query string go to the renderer each time, with no cache header at all.
    for (const [path, headers] of [
      ["/faq", { cookie: "better-auth.session_token=abc" }],
      ["/faq?x=1", {}],
    ] as const) {
      const answers = [await get(path, headers), await get(path, headers)];
      expect(
        answers.map((answer) => answer.cache),
        path,
      ).toEqual([null, null]);
      expect(answers[0]!.status, path).toBe(200);
    }
    // An error page and an admin page without session are rendered for each request and never kept.
    for (const [path, status] of [
      ["/cette-page-n-existe-pas", 404],
      ["/commercial", 302],
    ] as const) {
      const answers = [await get(path), await get(path)];
      expect(
        answers.map((answer) => answer.status),
        path,
      ).toEqual([status, status]);
      expect(
        answers.map((answer) => answer.cache),
        path,
      ).toEqual(["miss", "miss"]);
    }
  });
});
