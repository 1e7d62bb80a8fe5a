import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { generateDemoActivity } from "../../scripts/demo/demo-activity";
import { generateDemoPageViews } from "../../scripts/demo/demo-traffic";
import { seriousAccessibilityViolations } from "../support/accessibility";
import { createTestAccount, signInThroughPage } from "../support/auth";
import { postJson } from "../support/site";
import { downloadedFile, siteInBrowser } from "../support/site-in-browser";

// The demo's setting: an admin without a second factor (the TOTP flow has its own test in auth.spec.ts).
const site = siteInBrowser({ env: { ADMIN_MFA: "optional" } });
const ADMIN = "technique@exemple.fr";

beforeAll(async () => {
  await generateDemoPageViews(site.database.pool, { pageViews: 20_000 });
  await generateDemoActivity(site.database.pool, { pageViews: 20_000 });
  await createTestAccount(site.database, { email: ADMIN, role: "admin" });
});

async function signedIn(): Promise<Page> {
  const context = await site.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await signInThroughPage(page, ADMIN);
  return page;
}

const card = (page: Page, title: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
const figureOf = async (page: Page, title: string) =>
  Number((await card(page, title).locator("p").first().textContent())!.replace(/\D/g, ""));

describe("/technique as an admin on demo data", () => {
  it("shows the cards, the calculator and worksheet sections with a chart, switches period, has no accessibility violation", async () => {
    const page = await signedIn();
    await page.getByRole("navigation", { name: "Administration" }).first().getByRole("link", { name: "Technique" }).click();
    await page.getByRole("heading", { level: 1, name: "Tableau de Bord Technique" }).waitFor();
    expect(await figureOf(page, "Calculs")).toBeGreaterThan(0);
    await page.getByRole("img", { name: /Bordereau d'autocontrôle, 7 derniers jours/ }).waitFor();
    await page.getByRole("heading", { name: /Derniers calculs/ }).waitFor();
    await page.getByRole("heading", { level: 2, name: "Calculateur de paroi" }).waitFor();
    expect(await figureOf(page, "Calculs de paroi")).toBeGreaterThan(0);
    await page.getByRole("heading", { name: /Modèles de paroi les plus utilisés/ }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    const all = await figureOf(page, "Calculs au total");
    const period = page.getByRole("navigation", { name: "Période" });
    await period.getByRole("link", { name: "7 jours" }).click();
    await page.waitForURL(/periode=7j/);
    await expect.poll(() => figureOf(page, "Calculs au total")).toBeLessThan(all);
    // With a previous period, each card says how it moved.
    expect(await card(page, "Calculs").textContent()).toMatch(/[+-]?\d+(,\d)?\s%|Sans comparaison/);
  });

  it("downloads the calculations as CSV for French Excel", async () => {
    const page = await signedIn();
    await page.goto("/technique");
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: /CSV.*Derniers calculs/ }).click();
    const text = (await downloadedFile(download)).toString("utf8");
    expect(text.startsWith("\uFEFFDate;Produit;R déclaré par le fabricant (m².K/W);Bottes;")).toBe(true);
    expect(text.trim().split("\r\n").length).toBeGreaterThan(1);
  });

  it("refreshes by itself, without a reload, after a measurement is tracked", async () => {
    const page = await signedIn();
    await page.clock.install();
    // The page-view tracker runs once React has taken over the page: from then on the refresh timer is set.
    const hydrated = page.waitForRequest("**/api/track-page-view");
    await page.goto("/technique");
    await hydrated;
    const before = await figureOf(page, "Mesures ajoutées");
    const response = await postJson(site.server.url, "track-bordereau-usage", {
      eventType: "measurement_added",
      botteType: "36",
      measurementCount: 1,
      metadata: { baleType: "36", lot: "L042", lengthCm: 55, humidity: 15, weightKg: 11, weightType: "bale" },
    });
    expect(response.status).toBe(200);
    const navigations: string[] = [];
    page.on("framenavigated", (frame) => navigations.push(frame.url()));
    // The 30-second refresh, on the page's clock.
    await page.clock.fastForward(31_000);
    await expect.poll(() => figureOf(page, "Mesures ajoutées"), { timeout: 10_000 }).toBe(before + 1);
    expect(navigations).toEqual([]);
  });
});
