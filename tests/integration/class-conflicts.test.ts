import { twMerge } from "tailwind-merge";
import { beforeAll, describe, expect, it } from "vitest";
import { generateQuotePayload } from "@domain/quote/quote-payload";
import routes from "../../app/routes";
import { completeQuote } from "../../scripts/demo/quote-request";
import { signedInAdmin } from "../support/auth";
import { setUpTestSite } from "../support/site";

/**
 * `cn` only joins class names (app/lib/cn.ts): a component's className adds classes and never overrides its own, so
 * two classes setting the same property on one element would leave the winner to the stylesheet's order. This
 * test reads every class attribute of every page the server renders, public ones and, signed in as an admin, the
 * dashboards, and asks tailwind-merge, the reference here, whether it would drop any of them: it must not.
 */
const site = setUpTestSite();
let adminCookie = "";
/** A real quote request, so that the admin pages of one request (`:id`) render it rather than a 404. */
let quoteRequestId = "";

beforeAll(async () => {
  adminCookie = (await signedInAdmin(site.server.url, site.database, "classes@isolenpaille.test")).cookie;
  expect((await site.post("generate-devis", generateQuotePayload(completeQuote, false))).status).toBe(200);
  const { rows } = await site.database.pool.query<{ id: string }>("SELECT id FROM quote_follow_ups ORDER BY id LIMIT 1");
  quoteRequestId = String(rows[0]!.id);
}, 60_000);

async function publicPaths(): Promise<string[]> {
  const sitemap = await (await fetch(`${site.server.url}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  return [...paths, "/page-inexistante"];
}

function adminPaths(): string[] {
  return (routes as Array<{ path?: string; file: string }>)
    .filter((entry) => entry.file.startsWith("routes/admin/") && entry.path && !/export|\.pdf/.test(entry.path))
    .map((entry) => `/${entry.path!.replace(":id", quoteRequestId)}`);
}

function conflictsIn(html: string): string[] {
  const found: string[] = [];
  for (const [, raw] of html.matchAll(/\sclass="([^"]*)"/g)) {
    const attribute = raw!.replaceAll("&amp;", "&").replaceAll("&#x27;", "'").replaceAll("&quot;", '"');
    const kept = new Set(twMerge(attribute).split(" "));
    const dropped = attribute.split(/\s+/).filter((name) => name && !kept.has(name));
    if (dropped.length > 0) found.push(`"${dropped.join(" ")}" overridden in "${attribute}"`);
  }
  return found;
}

describe("class names", () => {
  it("never set the same property twice on one element, on any page", async () => {
    const pages: Array<[string, string]> = [
      ...(await publicPaths()).map((path): [string, string] => [path, ""]),
      ["/auth", ""],
      ["/auth", adminCookie],
      ...adminPaths().map((path): [string, string] => [path, adminCookie]),
    ];
    expect(pages.some(([path, cookie]) => path === "/traffic" && cookie)).toBe(true);
    const conflicts = new Set<string>();
    for (const [path, cookie] of pages) {
      const response = await fetch(site.server.url + path, { headers: cookie ? { cookie } : {} });
      expect(response.status, path).toBe(path === "/page-inexistante" ? 404 : 200);
      for (const conflict of conflictsIn(await response.text())) conflicts.add(`${path}: ${conflict}`);
    }
    expect([...conflicts]).toEqual([]);
  });
});
