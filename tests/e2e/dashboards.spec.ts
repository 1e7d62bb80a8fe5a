import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { generateDemoActivity } from "../../scripts/demo/demo-activity";
import { generateDemoPageViews } from "../../scripts/demo/demo-traffic";
import { seriousAccessibilityViolations } from "../support/accessibility";
import { createTestAccount, signInThroughPage } from "../support/auth";
import { downloadedFile, siteInBrowser } from "../support/site-in-browser";

// The demo's setting: an admin without a second factor (the TOTP flow has its own test in auth.spec.ts).
const site = siteInBrowser({ env: { ADMIN_MFA: "optional" } });
const ADMIN = "direction@exemple.fr";

beforeAll(async () => {
  await generateDemoPageViews(site.database.pool, { pageViews: 20_000 });
  await generateDemoActivity(site.database.pool, { pageViews: 20_000 });
  await createTestAccount(site.database, { email: ADMIN, role: "admin" });
});

async function signedInOn(link: string, heading: string): Promise<Page> {
  const context = await site.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await signInThroughPage(page, ADMIN);
  await page.getByRole("navigation", { name: "Administration" }).first().getByRole("link", { name: link }).click();
  await page.getByRole("heading", { level: 1, name: heading }).waitFor();
  return page;
}

const card = (page: Page, title: string | RegExp) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
const figureOf = async (page: Page, title: string) =>
  Number((await card(page, title).first().locator("p").first().textContent())!.replace(/\D/g, ""));

describe("/business-plan as an admin on demo data", () => {
  it("shows the six cards, the projections, the top products and the quote requests, and switches period", async () => {
    const page = await signedInOn("Business Plan", "Business Plan Dashboard");
    for (const title of [
      "Visiteurs uniques",
      "Calculs réalisés",
      "Panier moyen",
      /^Leads qualifiés de plus de 3/,
      "Téléchargements",
      "Conversions",
    ]) {
      await card(page, title).first().waitFor();
    }
    expect(await figureOf(page, "Calculs réalisés")).toBeGreaterThan(0);
    expect(await card(page, "Visiteurs uniques").first().textContent()).toMatch(/\+\d+\s% ce mois/);
    await page.getByRole("heading", { name: "Projections de croissance" }).waitFor();
    await page.getByRole("heading", { name: /Produits les plus calculés/ }).waitFor();
    await page.getByRole("heading", { name: "Demandes de devis", level: 2 }).waitFor();
    // The quote requests are quote_requests rows, each with its quote's number.
    await page
      .getByRole("list", { name: "10 dernières demandes de devis" })
      .getByText(/^Devis DEV-\d{4}-\d{4} · /)
      .first()
      .waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: /CSV.*Produits les plus calculés/ }).click();
    expect((await downloadedFile(download)).toString("utf8").startsWith("\uFEFFProduit;Calculs\r\n")).toBe(true);

    const all = await figureOf(page, "Calculs réalisés");
    await page.getByRole("navigation", { name: "Période" }).getByRole("link", { name: "7 jours" }).click();
    await page.waitForURL(/periode=7j/);
    await expect.poll(() => figureOf(page, "Calculs réalisés")).toBeLessThan(all);
  });
});

describe("/commercial as an admin on demo data", () => {
  it("shows the cards, a funnel with no empty step, the geography, the lists, and downloads a CSV", async () => {
    const page = await signedInOn("Commercial", "Tableau de Bord Commercial");
    const funnel = page.getByRole("list", { name: "Entonnoir de conversion" });
    const steps = await funnel.getByRole("listitem").allTextContents();
    expect(steps).toHaveLength(5);
    // "Prospects Qualifiés : 1 234 · 1,2 % des visiteurs": no step stuck at 0.
    for (const step of steps) expect(Number(/ : ([\d\s\u202f]+)/.exec(step)![1]!.replace(/\D/g, "")), step).toBeGreaterThan(0);
    // A conversion from the step before only where the step is part of it, so never above 100 %.
    for (const step of steps.slice(1)) expect(step).toMatch(/\d\s% des visiteurs/);
    for (const step of steps) {
      const conversion = /([\d,]+)\s% de l'étape précédente/.exec(step);
      if (conversion) expect(Number(conversion[1]!.replace(",", ".")), step).toBeLessThanOrEqual(100);
    }
    await page.getByRole("heading", { name: "Téléchargements par région" }).waitFor();
    await page.getByRole("heading", { name: "Visiteurs par région" }).waitFor();
    await page.getByRole("heading", { name: /Projets Identifiés/ }).waitFor();
    await page.getByRole("heading", { name: /Demandes de Contact/ }).waitFor();
    // Contact messages mentioning a quote stay contact messages, marked in their own column.
    await page.getByRole("columnheader", { name: "Devis" }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: /CSV.*Projets Identifiés/ }).click();
    const text = (await downloadedFile(download)).toString("utf8");
    expect(text.startsWith("\uFEFFDate;E-mail;Produit;Comparaison;Surface (m²);Budget (€ HT);Localisation")).toBe(true);

    const visitors = await figureOf(page, "Visiteurs uniques");
    await page.getByRole("navigation", { name: "Période" }).getByRole("link", { name: "30 jours" }).click();
    await page.waitForURL(/periode=30j/);
    await expect.poll(() => figureOf(page, "Visiteurs uniques")).toBeLessThan(visitors);
  });
});

describe("the two 'qualified leads' of the spec", () => {
  it("are named apart on /business-plan and /commercial, each card with its definition", async () => {
    const leadCard = async (link: string, heading: string) => {
      const page = await signedInOn(link, heading);
      const found = page
        .getByRole("list", { name: "Chiffres clés" })
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: /^Leads qualifiés/ }) });
      expect(await found.count()).toBe(1);
      return { title: (await found.getByRole("heading").textContent())!, text: (await found.textContent())! };
    };
    const businessPlan = await leadCard("Business Plan", "Business Plan Dashboard");
    const commercial = await leadCard("Commercial", "Tableau de Bord Commercial");
    expect(businessPlan.title).not.toBe(commercial.title);
    expect(businessPlan.title.replace(/[\u202F\u00A0]/g, " ")).toBe("Leads qualifiés de plus de 3 000 € HT");
    expect(businessPlan.text).toContain("calculs envoyés par e-mail dont le coût estimé dépasse 3");
    expect(commercial.title).toBe("Leads qualifiés, tous montants");
    expect(commercial.text).toContain("calculs envoyés par e-mail, quel que soit leur coût estimé");
  });
});
