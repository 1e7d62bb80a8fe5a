import { describe, expect, it } from "vitest";
import { toolInUse } from "../support/islands";
import { horizontalOverflow } from "../support/overflow";
import { siteInBrowser } from "../support/site-in-browser";

/**
 * On a phone, no public page is wider than the screen. A page that lays out wider pans sideways: the
 * sticky header leaves the view and the cookie banner's buttons go off-screen.
 */
const PHONE_WIDTHS = [360, 390];

const site = siteInBrowser();

/** Every page the sitemap lists (the public site, articles included), plus the 404 page. */
async function publicPaths(): Promise<string[]> {
  const sitemap = await (await fetch(`${site.server.url}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(paths.length).toBeGreaterThan(10);
  return [...paths, "/page-inexistante"];
}

describe("phone width", () => {
  for (const width of PHONE_WIDTHS) {
    it(`lays every public page out within a ${width} px screen`, async () => {
      const context = await site.newContext({ viewport: { width, height: 780 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const tooWide: string[] = [];
      for (const path of await publicPaths()) {
        await page.goto(path);
        const { excess, culprits } = await horizontalOverflow(page);
        if (excess > 0) tooWide.push(`${path}: ${excess} px too wide (${culprits.join(", ")})`);
      }
      expect(tooWide).toEqual([]);
    });

    it(`keeps the calculator's comparison within a ${width} px screen`, async () => {
      const context = await site.newContext({ viewport: { width, height: 780 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      await page.goto("/calculateur");
      // A tool: React runs on its first use (the pointer coming onto a field), as for a visitor.
      await toolInUse(page);
      // The quantities are typed numbers (text fields with the decimal keypad), disabled until React runs: typing
      // earlier would be lost.
      const quantity = page.getByRole("textbox", { name: /^Quantité/ });
      await expect.poll(() => quantity.first().isEnabled()).toBe(true);
      await page.getByRole("checkbox", { name: "Comparer deux calculs côte à côte" }).click();
      await quantity.nth(0).fill("120");
      await quantity.nth(1).fill("120");
      await page.getByRole("table", { name: "Écarts (calcul 2 − calcul 1)" }).waitFor();
      const { excess, culprits } = await horizontalOverflow(page);
      expect(excess, culprits.join(", ")).toBe(0);
    });
  }
});
