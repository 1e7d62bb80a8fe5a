import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { siteInBrowser } from "../support/site-in-browser";
import { islandsHydrated } from "../support/islands";

/** The content pages (docs/decisions/0013-islands.md): read, not used, so only their interactive parts hydrate. */
const ISLANDS_PAGES = [
  "/",
  "/produits",
  "/paillemobile",
  "/blog",
  "/projets",
  "/blog/habitat-collectif-cholet",
  "/faq",
  "/protection-donnees",
  "/mentions-legales",
  "/cgv",
];

const site = siteInBrowser();

/** Opens `path` and records the scripts it loads and every error it logs. */
async function open(page: Page, path: string): Promise<{ scripts: string[]; errors: string[] }> {
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(path);
  return { scripts, errors };
}

describe("content pages served as islands", () => {
  it("hydrate their interactive parts only, without the page router and without a hydration error", async () => {
    const context = await site.newContext();
    for (const path of ISLANDS_PAGES) {
      const page = await context.newPage();
      const { scripts, errors } = await open(page, path);
      await islandsHydrated(page);
      expect(await page.getAttribute("html", "data-hydration"), path).toBe("islands");
      expect(await page.locator("[data-island]").count(), path).toBeGreaterThanOrEqual(5);
      expect(await page.evaluate(() => "__reactRouterContext" in window), path).toBe(false);
      expect(
        scripts.filter((script) => /hydrate-document|manifest-|\/root-/.test(script)),
        path,
      ).toEqual([]);
      // React logs a hydration mismatch, or a failed island, as an error on the console.
      expect(errors, path).toEqual([]);
      await page.close();
    }
  });

  it("keep the header menu's keyboard behaviour, and a link loads the next page from the server", async () => {
    const context = await site.newContext();
    const page = await context.newPage();
    await page.goto("/faq");
    await islandsHydrated(page);
    await page.evaluate(() => Object.assign(window, { samePage: true }));

    await page.getByRole("button", { name: "Produits" }).focus();
    await page.keyboard.press("ArrowUp");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("ArgiBotte");
    await page.keyboard.press("Escape");
    expect(await page.getByRole("menu").isHidden()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain("Produits");

    await page.getByRole("button", { name: "Outils Pro" }).click();
    await page.getByRole("menuitem", { name: "Calculateur de bottes" }).click();
    await page.waitForURL("**/calculateur");
    await page.getByRole("heading", { level: 1 }).waitFor();
    // A new document: the previous page's window is gone, and the calculator's page is hydrated whole.
    expect(await page.evaluate(() => "samePage" in window)).toBe(false);
    expect(await page.getAttribute("html", "data-hydration")).toBeNull();
  });

  it("close the phone menu when one of its links leads to another part of the same page", async () => {
    const context = await site.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto("/produits");
    await islandsHydrated(page);

    const menuButton = page.getByRole("button", { name: "Menu", exact: true });
    const panel = page.locator(`[id="${await menuButton.getAttribute("aria-controls")}"]`);
    await menuButton.click();
    await panel.getByRole("link", { name: "Botte 46" }).click();
    await page.waitForURL("**/produits#botte-46");
    await panel.waitFor({ state: "hidden" });
    expect(await menuButton.getAttribute("aria-expanded")).toBe("false");
    await expect.poll(() => page.locator("#botte-46").evaluate((card) => Math.round(card.getBoundingClientRect().top))).toBeLessThan(200);
  });

  it("answer a tap made before their code arrived, once it has", async () => {
    const context = await site.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    // The islands' code is held back until the visitor has tapped, as on a slow phone network.
    let release!: () => void;
    const tapped = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/hydrate-islands-*.js", async (route) => {
      await tapped;
      await route.continue();
    });
    await page.goto("/faq");
    const menuButton = page.getByRole("button", { name: "Menu", exact: true });
    const panel = page.locator(`[id="${await menuButton.getAttribute("aria-controls")}"]`);
    await menuButton.click();
    expect(await page.getAttribute("html", "data-islands")).toBeNull();
    release();
    await islandsHydrated(page);
    await panel.getByRole("link", { name: "Calculateur de bottes" }).waitFor();
    expect(await page.getByRole("button", { name: "Fermer le menu" }).getAttribute("aria-expanded")).toBe("true");
  });

  it("report a download from a product card before letting it go ahead", async () => {
    const context = await site.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    await page.goto("/produits");
    await islandsHydrated(page);
    const sheet = page.locator('#botte-22 a[data-document="FT_Botte_22cm"]');
    const fileName = await sheet.getAttribute("download");
    const tracked = page.waitForRequest((request) => request.url().endsWith("/api/track-download"));
    const download = page.waitForEvent("download");
    await sheet.click();
    expect((await tracked).postDataJSON()).toMatchObject({ documentName: "FT_Botte_22cm", isAdmin: false });
    expect((await download).suggestedFilename()).toBe(fileName);
  });
});
