import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { siteInBrowser } from "../support/site-in-browser";
import { islandsHydrated, islandsReady } from "../support/islands";

/** The content pages (docs/decisions/0013-islands.md): read, not used, so only the parts a visitor uses hydrate. */
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

/** The pages of the first-load goal: no framework until a visitor uses an island. */
const FIRST_LOAD_PAGES = ["/", "/produits", "/blog", "/faq"];

/**
 * Holds the islands' code back, as a slow phone network would, until `release` is called: what a visitor does before
 * then is done on the server's HTML and the plain script of the page only.
 */
async function holdIslandCode(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/hydrate-islands-*.js", async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

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
      // The header's two menus and the phone menu, at least.
      expect(await page.locator("[data-island]").count(), path).toBeGreaterThanOrEqual(3);
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

  it("load no framework until a visitor uses an island, but show the cookie banner and report the view at load", async () => {
    const context = await site.newContext();
    for (const path of FIRST_LOAD_PAGES) {
      const page = await context.newPage();
      const viewReported = page.waitForRequest((request) => request.url().endsWith("/api/track-page-view"));
      const { scripts, errors } = await open(page, path);
      await islandsReady(page);
      await page.waitForLoadState("networkidle");
      expect((await viewReported).postDataJSON(), path).toMatchObject({ page_url: path, is_admin: false });
      expect(await page.getByRole("region", { name: "Cookies et vidéos" }).isVisible(), path).toBe(true);
      expect(
        scripts.filter((script) => /framework-|shell-|hydrate-islands-/.test(script)),
        path,
      ).toEqual([]);
      expect(await page.locator("[data-island-hydrated]").count(), path).toBe(0);
      expect(errors, path).toEqual([]);
      await page.close();
    }
  });

  it("answer the cookie banner's buttons by mouse, keyboard and touch without loading React", async () => {
    const scripts: string[] = [];
    for (const [choice, press] of [
      ["accepted", "mouse"],
      ["refused", "keyboard"],
      ["accepted", "touch"],
    ] as const) {
      const context = await site.newContext(
        press === "touch" ? { hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } } : {},
      );
      const page = await context.newPage();
      page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
      await page.goto("/faq");
      await islandsReady(page);
      const banner = page.getByRole("region", { name: "Cookies et vidéos" });
      const button = banner.getByRole("button", { name: choice === "accepted" ? "Accepter" : "Refuser" });
      if (press === "mouse") await button.click();
      if (press === "touch") await button.tap();
      if (press === "keyboard") {
        await button.focus();
        await page.keyboard.press("Enter");
      }
      await banner.waitFor({ state: "hidden" });
      expect(await page.evaluate(() => localStorage.getItem("isolenpaille_cookie_consent")), press).toBe(choice);
      // The choice holds on the next page.
      await page.goto("/blog");
      await islandsReady(page);
      expect(await page.getByRole("region", { name: "Cookies et vidéos" }).isHidden(), press).toBe(true);
      await context.close();
    }
    expect(scripts.filter((script) => /framework-|hydrate-islands-/.test(script))).toEqual([]);
  });

  it("open a header menu on a key or a click made before its code arrived", async () => {
    const context = await site.newContext();
    const page = await context.newPage();
    const code = await holdIslandCode(page);
    await page.goto("/faq");
    await islandsReady(page);
    await page.getByRole("button", { name: "Produits" }).focus();
    await page.keyboard.press("ArrowUp");
    expect(await page.getByRole("menu").count()).toBe(0);
    code.release();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("ArgiBotte");
    await page.keyboard.press("Escape");

    const second = await context.newPage();
    const held = await holdIslandCode(second);
    await second.goto("/blog");
    await islandsReady(second);
    await second.getByRole("button", { name: "Outils Pro" }).click();
    held.release();
    await second.getByRole("menuitem", { name: "Calculateur de bottes" }).waitFor();
  });

  it("report a download and store a quote's product when clicked before their code arrived", async () => {
    const context = await site.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    const code = await holdIslandCode(page);
    await page.goto("/produits");
    await islandsReady(page);
    const sheet = page.locator('#botte-22 a[data-document="FT_Botte_22cm"]');
    const fileName = await sheet.getAttribute("download");
    const tracked = page.waitForRequest((request) => request.url().endsWith("/api/track-download"));
    const download = page.waitForEvent("download");
    await sheet.click();
    code.release();
    expect((await tracked).postDataJSON()).toMatchObject({ documentName: "FT_Botte_22cm", isAdmin: false });
    expect((await download).suggestedFilename()).toBe(fileName);

    const phone = await site.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
    const second = await phone.newPage();
    const held = await holdIslandCode(second);
    await second.goto("/produits");
    await islandsReady(second);
    await second
      .locator("#botte-36")
      .getByRole("link", { name: /Demander un devis/ })
      .tap();
    // Held back until its island has stored the product: the product found stored on /devis below says the order.
    expect(new URL(second.url()).pathname).toBe("/produits");
    held.release();
    await second.waitForURL("**/devis");
    expect(await second.evaluate(() => localStorage.getItem("devis_product"))).toBe("Botte 36");
  });

  it("answer Enter pressed before their code arrived: the phone menu, the video, a download", async () => {
    const phone = await site.newContext({ viewport: { width: 390, height: 844 } });
    const page = await phone.newPage();
    const code = await holdIslandCode(page);
    await page.goto("/blog");
    await islandsReady(page);
    const menuButton = page.getByRole("button", { name: "Menu", exact: true });
    await menuButton.focus();
    await page.keyboard.press("Enter");
    code.release();
    await page.getByRole("button", { name: "Fermer le menu" }).waitFor();

    const desktop = await site.newContext({ acceptDownloads: true });
    const home = await desktop.newPage();
    const held = await holdIslandCode(home);
    await home.goto("/");
    await islandsReady(home);
    const section = home.getByRole("region", { name: "Notre atelier en vidéo" });
    await section.scrollIntoViewIfNeeded();
    await section.getByRole("button", { name: /Lire la vidéo/ }).focus();
    await home.keyboard.press("Enter");
    expect(await section.locator("iframe").count()).toBe(0);
    held.release();
    await section.locator("iframe").waitFor({ state: "attached" });

    const products = await desktop.newPage();
    const heldToo = await holdIslandCode(products);
    await products.goto("/produits");
    await islandsReady(products);
    const tracked = products.waitForRequest((request) => request.url().endsWith("/api/track-download"));
    const download = products.waitForEvent("download");
    await products.locator('#botte-46 a[data-document="FT_Botte_46cm"]').focus();
    await products.keyboard.press("Enter");
    heldToo.release();
    expect((await tracked).postDataJSON()).toMatchObject({ documentName: "FT_Botte_46cm" });
    await download;
  });

  it("play the video on a click made before its code arrived", async () => {
    const context = await site.newContext();
    const page = await context.newPage();
    const code = await holdIslandCode(page);
    await page.goto("/");
    await islandsReady(page);
    const section = page.getByRole("region", { name: "Notre atelier en vidéo" });
    await section.scrollIntoViewIfNeeded();
    await section.getByRole("button", { name: /Lire la vidéo/ }).click();
    expect(await section.locator("iframe").count()).toBe(0);
    code.release();
    await section.locator("iframe").waitFor({ state: "attached" });
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
    // A new document: the previous page's window is gone, and the calculator, a tool, waits for its first use.
    expect(await page.evaluate(() => "samePage" in window)).toBe(false);
    expect(await page.getAttribute("html", "data-hydration")).toBe("on-use");
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
    const context = await site.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const code = await holdIslandCode(page);
    await page.goto("/faq");
    await islandsReady(page);
    const menuButton = page.getByRole("button", { name: "Menu", exact: true });
    const panel = page.locator(`[id="${await menuButton.getAttribute("aria-controls")}"]`);
    await menuButton.tap();
    expect(await page.locator("[data-island-hydrated]").count()).toBe(0);
    code.release();
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
