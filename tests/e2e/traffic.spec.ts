import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { generateDemoPageViews } from "../../scripts/demo/demo-traffic";
import { seriousAccessibilityViolations } from "../support/accessibility";
import { createTestAccount, signInThroughPage } from "../support/auth";
import { downloadedFile, siteInBrowser } from "../support/site-in-browser";

// The demo's setting: an admin without a second factor (the TOTP flow has its own test in auth.spec.ts).
const site = siteInBrowser({ env: { ADMIN_MFA: "optional" } });
const ADMIN = "trafic@exemple.fr";

beforeAll(async () => {
  await generateDemoPageViews(site.database.pool, { pageViews: 20_000 });
  await createTestAccount(site.database, { email: ADMIN, role: "admin" });
});

async function signedInOnTraffic(): Promise<Page> {
  const context = await site.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await signInThroughPage(page, ADMIN);
  // Through the admin strip, as an admin would: a client-side navigation whose loader checks the session.
  await page.getByRole("navigation", { name: "Administration" }).first().getByRole("link", { name: "Trafic" }).click();
  await page.getByRole("heading", { level: 1, name: "Analyse du Trafic" }).waitFor();
  return page;
}

describe("/traffic as an admin on demo data", () => {
  it("shows the cards with their change, the chart and the tables, switches period, and has no accessibility violation", async () => {
    const page = await signedInOnTraffic();
    const views = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Vues totales" }) });
    const figure = Number((await views.locator("p").first().textContent())!.replace(/\D/g, ""));
    expect(figure).toBeGreaterThan(1_000);
    expect(await views.textContent()).toMatch(/[+-]?\d+(,\d)?\s%|Sans comparaison/);
    await page.getByRole("img", { name: /Vues et visiteurs uniques par jour/ }).waitFor();
    await page
      .getByRole("heading", { name: /Pages les plus vues|Pages/ })
      .first()
      .waitFor();
    await page.getByText("Géolocalisation IP par DB-IP").waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    const period = page.getByRole("navigation", { name: "Période" });
    await period.getByRole("link", { name: "7 jours" }).click();
    await page.waitForURL(/periode=7j/);
    await expect.poll(() => period.getByRole("link", { name: "7 jours" }).getAttribute("aria-current")).toBe("page");
    await expect.poll(async () => Number((await views.locator("p").first().textContent())!.replace(/\D/g, ""))).toBeLessThan(figure);
  });

  it("downloads a table as CSV that French Excel opens as is: BOM, semicolons", async () => {
    const page = await signedInOnTraffic();
    const download = page.waitForEvent("download");
    await page
      .getByRole("link", { name: /CSV.*Pages/ })
      .first()
      .click();
    const file = await downloadedFile(download);
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = file.toString("utf8").slice(1);
    expect(text.split("\r\n")[0]).toContain(";");
    expect(text.split("\r\n").length).toBeGreaterThan(2);
  });
});
