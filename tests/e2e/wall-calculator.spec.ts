import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousAccessibilityViolations } from "../support/accessibility";
import { downloadedFile, siteInBrowser } from "../support/site-in-browser";
import { horizontalOverflow } from "../support/overflow";
import { callsTo, letSettle } from "../support/page-clock";
import { defaultState, encodeState, WALL_LINK_MESSAGES } from "@domain/wall/wall-link";
import { toolInUse } from "../support/islands";

const site = siteInBrowser();

async function openCalculator(page: Page, search = ""): Promise<void> {
  await page.goto(`/calculateur-paroi${search}`);
  await toolInUse(page);
  await page.locator('[data-hydrated="true"]').waitFor();
}

const uValue = (page: Page) => page.getByTestId("u-value").textContent();
/** The results show the wall as it stands: no calculation waits for its debounce or its answer. */
const settled = (page: Page) =>
  page
    .locator('[aria-busy="false"]')
    .filter({ has: page.getByTestId("u-value") })
    .waitFor();

describe("/calculateur-paroi in a browser", () => {
  // First of the file: no other page of it has a calculation still settling.
  it("records one calculation per settled wall, with its preset while unchanged, and none in admin mode", async () => {
    const rows = async () =>
      (
        await site.database.pool.query(
          "SELECT element, preset_id, layer_count, bale_product_id, is_admin FROM wall_calculations ORDER BY id",
        )
      ).rows;
    const first = { element: "wall", preset_id: "paille-botte-22", layer_count: 3, bale_product_id: "botte-22", is_admin: false };
    const context = await site.newContext();
    const page = await context.newPage();
    await page.clock.install();
    const tracked = callsTo(page, "/api/track-wall-calculation");
    await openCalculator(page, "?modele=paille-botte-22");
    await settled(page);
    await letSettle(page);
    await expect.poll(rows).toEqual([first]);

    // A thickness typed digit by digit is one new wall; a change of reference wall alone is none.
    await page.getByLabel("Épaisseur (mm)").nth(2).fill("");
    await page.getByLabel("Épaisseur (mm)").nth(2).pressSequentially("80", { delay: 80 });
    await expect.poll(() => page.url()).toContain("_80");
    await settled(page);
    await letSettle(page);
    await expect.poll(rows).toEqual([first, { ...first, preset_id: null }]);
    const answered = page.waitForResponse("**/api/wall-performance");
    await page.locator("#paroi-reference").selectOption("paille-botte-46");
    await answered;
    await settled(page);
    await letSettle(page);
    expect(tracked).toHaveLength(2);

    // Admin mode: nothing recorded.
    const admin = await site.newContext();
    await admin.addInitScript(() => window.localStorage.setItem("isolenpaille_admin_mode", "true"));
    const adminPage = await admin.newPage();
    await adminPage.clock.install();
    const trackedInAdminMode = callsTo(adminPage, "/api/track-wall-calculation");
    await openCalculator(adminPage, "?modele=paille-botte-46");
    await expect.poll(() => uValue(adminPage)).toBeTruthy();
    await settled(adminPage);
    await letSettle(adminPage);
    expect(trackedInAdminMode).toEqual([]);
    expect(await rows()).toHaveLength(2);
  });

  it("starts from a preset, recomputes U when a thickness changes, keeps the wall in the URL and after a reload", async () => {
    const context = await site.newContext();
    const page = await context.newPage();
    await openCalculator(page);
    await page.getByRole("button", { name: "Ossature bois, laine de verre 145 mm" }).click();
    await expect.poll(() => uValue(page)).toBe("0,259 W/(m²·K)");
    expect(page.url()).toContain("c=gypsum-plasterboard_13*membrane-sd-18_0.2*glass-wool_145_softwood-timber_45_600");
    // The fields show the preset's values, not the previous wall's.
    expect(await page.getByLabel("Épaisseur (mm)").nth(2).inputValue()).toBe("145");
    expect(await page.getByLabel("Matériau", { exact: true }).nth(0).inputValue()).toBe("gypsum-plasterboard");

    const answered = page.waitForResponse("**/api/wall-performance");
    await page.getByLabel("Épaisseur (mm)").nth(2).fill("200");
    expect((await answered).status()).toBe(200);
    await expect.poll(() => uValue(page)).not.toBe("0,259 W/(m²·K)");
    const thicker = await uValue(page);
    expect(page.url()).toContain("glass-wool_200_");

    // Keyboard reorder: the OSB (layer 4) goes up one place.
    await page.getByRole("button", { name: "Monter la couche 4" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.url()).toContain("membrane-sd-18_0.2*osb_12*glass-wool_200");

    await page.reload();
    await page.locator('[data-hydrated="true"]').waitFor();
    expect(await uValue(page)).toBe(thicker);
    expect(await page.getByLabel("Épaisseur (mm)").nth(3).inputValue()).toBe("200");
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  it("compares the wall with a reference wall of the visitor's choice at equal U", async () => {
    const context = await site.newContext();
    const page = await context.newPage();
    await openCalculator(page, "?modele=paille-botte-36");
    await expect.poll(() => uValue(page)).toBe("0,127 W/(m²·K)");
    const reference = page.getByLabel("Paroi de référence");
    await reference.selectOption({ label: "Ossature bois, laine de verre 145 mm" });
    await page.getByText(/la couche « Laine de verre.* » de la référence passe à/).waitFor();
    expect(await page.getByTestId("reference-U (W/(m²·K))").textContent()).toBe("0,127");
    expect(page.url()).toContain("ref=ossature-laine-de-verre");
  });

  it("is in the header's tools menu, and on the bale calculator and the product cards", async () => {
    const context = await site.newContext();
    const page = await context.newPage();
    await page.goto("/calculateur");
    await page.getByRole("link", { name: "calculateur de paroi" }).click();
    await page.waitForURL("**/calculateur-paroi");
    await page.getByRole("button", { name: "Outils Pro" }).click();
    await page.getByRole("menuitem", { name: "Calculateur de paroi" }).waitFor();
    await page.goto("/produits");
    await page.getByRole("link", { name: "Calculer une paroi en Botte 46" }).click();
    await page.waitForURL("**/calculateur-paroi?modele=paille-botte-46");
    await expect.poll(() => uValue(page)).toBe("0,104 W/(m²·K)");
  });

  it("sets a bale's own thickness when a bale is chosen for a layer", async () => {
    const context = await site.newContext();
    const page = await context.newPage();
    await openCalculator(page, "?modele=paille-botte-36");
    await page.getByLabel("Matériau", { exact: true }).nth(1).selectOption("botte-46-on-edge");
    expect(await page.getByLabel("Épaisseur (mm)").nth(1).inputValue()).toBe("460");
    await expect.poll(() => page.url()).toContain("botte-46-on-edge_460_softwood-timber_45_600");
    await expect.poll(() => uValue(page)).toBe("0,104 W/(m²·K)");
  });

  it("moves a layer to the top from the keyboard, the focus staying on its button, and removes one", async () => {
    const context = await site.newContext();
    const page = await context.newPage();
    await openCalculator(page, "?modele=paille-botte-36");
    await page.getByRole("button", { name: "Monter la couche 2" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.url()).toContain("c=botte-36-on-edge_360_softwood-timber_45_600*lime-plaster_30*");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Monter la couche 1");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-disabled"))).toBe("true");
    await page.keyboard.press("Enter"); // already at the top: nothing moves
    await page.getByRole("button", { name: "Supprimer la couche 3" }).click();
    await expect.poll(() => page.url()).toContain("c=botte-36-on-edge_360_softwood-timber_45_600*lime-plaster_30&");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("couches");
  });

  it("computes the condensation under the visitor's own condition, kept in the URL", async () => {
    const context = await site.newContext();
    const page = await context.newPage();
    await openCalculator(page, "?modele=paille-botte-36");
    await page.getByText("Conditions de calcul de la condensation").click();
    await page.getByLabel("Humidité intérieure (%)").fill("150");
    await page.getByText("L'humidité relative doit être comprise entre 0 et 100 %").first().waitFor();
    await page.getByLabel("Humidité intérieure (%)").fill("65");
    await expect.poll(() => page.url()).toContain("cl=20_65_-5_80");
    await page.getByTestId("moisture-verdict").waitFor();
  });

  it("runs the monthly balance on a French station chosen in the list, kept in the URL", async () => {
    const context = await site.newContext();
    const page = await context.newPage();
    await openCalculator(page, "?modele=paille-botte-36");
    await page.getByText("Bilan mensuel sur un climat (NF EN ISO 13788)").click();
    await page.getByLabel("Climat mensuel").selectOption({ label: "Lyon-Bron (Rhône), année type 2004-2018" });
    await expect.poll(() => page.url()).toContain("cz=lyon-bron-tmyx");
    await page
      .getByTestId("climate-source")
      .getByText(/OMM 074800/)
      .waitFor();
    await expect.poll(async () => (await page.getByTestId("monthly-balance").textContent()) ?? "").toContain("Lyon-Bron (Rhône)");
    // Reloaded from its link, the station is still chosen.
    await page.reload();
    await page.locator('[data-hydrated="true"]').waitFor();
    await expect.poll(async () => (await page.getByTestId("monthly-balance").textContent()) ?? "").toContain("Lyon-Bron (Rhône)");
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  it("shows the emissions of every layer and the frame, and says which layer has no data", async () => {
    const context = await site.newContext();
    const page = await context.newPage();
    await openCalculator(page, "?modele=paille-botte-36");
    const table = page.getByTestId("layer-carbon");
    // Lime plaster 54 kg/m² × (0.46 + 0.00913) = 25.3; studs 12.15 kg/m² × (0.133 + 0.0101) = 1.74 (3 figures).
    await table
      .getByRole("row", { name: /^1\. Enduit à la chaux/ })
      .getByText("25,3")
      .waitFor();
    await table
      .getByRole("row", { name: /\(ossature\)/ })
      .getByText("1,74")
      .waitFor();
    expect(await page.getByTestId("wall-gwp-total").textContent()).not.toBe("inconnu");
    // Hemp wool has no cited data: the wall's emissions become unknown, and the table says why.
    await page.getByLabel("Matériau", { exact: true }).nth(1).selectOption("hemp-wool");
    await expect.poll(() => page.getByTestId("wall-gwp-total").textContent()).toBe("inconnu");
    await table.getByText(/Non comptée : la KBOB n'a pas de laine de chanvre/).waitFor();
  });

  it("computes a layer of the visitor's own values, flagged as such", async () => {
    const context = await site.newContext();
    const page = await context.newPage();
    await openCalculator(page, "?modele=paille-botte-36");
    await page.getByLabel("Matériau", { exact: true }).nth(2).selectOption("custom");
    await page.getByLabel("λ (W/(m·K))").fill("0,03");
    await expect.poll(() => page.url()).toContain("custom-0.03-50-1600-2_60");
    await page.getByText("Couche 3 : valeurs saisies (λ, ρ, c, μ), non vérifiées par Isol en Paille.").waitFor();
    await page.getByLabel("λ (W/(m·K))").fill("0");
    await page.getByText("La conductivité λ doit être comprise entre 0,001 et 500 W/(m·K)").first().waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  it("takes the wall last edited in this browser when the link holds none", async () => {
    const context = await site.newContext();
    const page = await context.newPage();
    await openCalculator(page);
    await page.getByRole("button", { name: /^Voile béton/ }).click();
    await expect.poll(() => uValue(page)).toBe("0,183 W/(m²·K)");
    await openCalculator(page);
    await expect.poll(() => uValue(page)).toBe("0,183 W/(m²·K)");
  });

  it("downloads the report as a PDF and sends it by e-mail", async () => {
    const context = await site.newContext();
    const page = await context.newPage();
    await openCalculator(page);
    await page.getByTestId("u-value").waitFor();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Télécharger le rapport (PDF)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("Paroi-Isol-en-Paille.pdf");
    expect((await downloadedFile(download)).subarray(0, 5).toString("latin1")).toBe("%PDF-");

    const email = page.getByLabel("Adresse e-mail");
    await email.fill("pas-une-adresse");
    await page.getByRole("button", { name: "Recevoir par e-mail" }).click();
    await page.getByText("Format d'email invalide").waitFor();
    await email.fill("chantier@exemple.fr");
    const sent = page.waitForResponse("**/api/send-wall-report");
    await page.getByRole("button", { name: "Recevoir par e-mail" }).click();
    expect((await sent).status()).toBe(200);
    await expect.poll(() => page.getByRole("status").filter({ hasText: "Rapport envoyé" }).count()).toBe(1);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  it("lays out within a 390 px screen, and axe finds nothing serious", async () => {
    const context = await site.newContext({ viewport: { width: 390, height: 780 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await openCalculator(page);
    await page.getByTestId("u-value").waitFor();
    const { excess, culprits } = await horizontalOverflow(page);
    expect(excess, culprits.join(", ")).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  it("draws the section at 390 px: labels a phone can read, the dew point and the condensation zone", async () => {
    const context = await site.newContext({ viewport: { width: 390, height: 780 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    // Straw under a vapour-tight exterior: it condenses at the straw's outside face.
    await openCalculator(page, "?e=wall&c=lime-plaster_30*botte-36-on-edge_360*membrane-sd-100_0.2");
    const section = page.getByTestId("wall-section");
    await section.waitFor();
    expect(await section.getByTestId("dew-point-line").count()).toBe(1);
    expect(await section.getByTestId("condensation-zone").count()).toBe(1);
    const sizes = await section.locator("svg text").evaluateAll((texts) => texts.map((text) => text.getBoundingClientRect().height));
    expect(sizes.length).toBeGreaterThan(5);
    // Each label at least 10 CSS px tall on screen (the 12-unit labels of a 360-unit drawing, about 1:1 here).
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(10);
    await page.getByTestId("moisture-verdict").filter({ hasText: "Non conforme" }).waitFor();
    const { excess, culprits } = await horizontalOverflow(page);
    expect(excess, culprits.join(", ")).toBe(0);
  });

  it("says a shared link is broken or cut instead of silently showing the default wall", async () => {
    const context = await site.newContext();
    const page = await context.newPage();
    const full = encodeState(defaultState());
    await openCalculator(page, `?${full.slice(0, -2)}`);
    await page.getByTestId("link-problem").filter({ hasText: WALL_LINK_MESSAGES.broken }).waitFor();
    await openCalculator(page, "?e=wall&c=lime-plaster_30*botte-36-on");
    await page.getByTestId("link-problem").filter({ hasText: WALL_LINK_MESSAGES.broken }).waitFor();
    await openCalculator(page, `?${full}`);
    await page.getByTestId("u-value").waitFor();
    expect(await page.getByTestId("link-problem").count()).toBe(0);
  });

  it("keeps up to three variants, compares them side by side and sends them with the report", async () => {
    const context = await site.newContext();
    const page = await context.newPage();
    await openCalculator(page, "?modele=paille-botte-36");
    await page.getByTestId("u-value").waitFor();
    const keep = page.getByRole("button", { name: "Garder cette paroi comme variante" });
    await keep.click();
    await page.getByRole("button", { name: /^Ossature bois, laine de verre/ }).click();
    await expect.poll(() => uValue(page)).toBe("0,259 W/(m²·K)");
    await keep.click();
    const table = page.getByTestId("variants").locator("table");
    await expect.poll(() => table.locator("thead th").count()).toBe(4);
    expect(await table.textContent()).toContain("Variante 2");
    // Kept in this browser: a reload shows them again.
    await page.reload();
    await page.locator('[data-hydrated="true"]').waitFor();
    await expect.poll(() => page.getByTestId("variants").locator("thead th").count()).toBe(4);
    const sent = page.waitForRequest("**/api/wall-report");
    await page.getByRole("button", { name: "Télécharger le rapport (PDF)" }).click();
    const body = JSON.parse((await sent).postData() ?? "{}") as { variants?: { label: string }[] };
    expect(body.variants?.map((variant) => variant.label)).toEqual([
      expect.stringMatching(/^Variante 1/),
      expect.stringMatching(/^Variante 2/),
    ]);
    await page.getByRole("button", { name: /^Retirer Variante 1/ }).click();
    await expect.poll(() => page.getByTestId("variants").locator("thead th").count()).toBe(3);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
});
