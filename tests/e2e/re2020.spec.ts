import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { RE2020_DISCLAIMER } from "@domain/re2020/notes";
import { RE2020_MESSAGES } from "@domain/re2020/re2020-schema";
import { seriousAccessibilityViolations } from "../support/accessibility";
import { downloadedFile, siteInBrowser } from "../support/site-in-browser";
import { horizontalOverflow } from "../support/overflow";
import { toolInUse } from "../support/islands";

const TEAM_EMAIL = "equipe@isolenpaille.test";
const site = siteInBrowser({ smtp: true, env: { TEAM_EMAIL } });

async function openEstimate(page: Page, search = ""): Promise<void> {
  await page.goto(`/estimation-re2020${search}`);
  await toolInUse(page);
  await page.locator('[data-hydrated="true"]').waitFor();
}

const text = (page: Page, testId: string) => page.getByTestId(testId).textContent();

/** The worked house of domain/re2020/estimate.test.ts, permit 2025. */
const WORKED_HOUSE = "?type=maison&annee=2025&sref=120&murs=150&toiture=100&plancher=0";

describe("/estimation-re2020 in a browser", () => {
  it("shows the worked house's figures, dynamic and static, its share of each threshold, the chart and the disclaimer at 1440 px", async () => {
    const context = await site.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await openEstimate(page, WORKED_HOUSE);
    expect(await text(page, "ic-dynamic")).toBe("-38 kg CO₂ éq./m² SREF");
    expect(await text(page, "ic-static")).toBe("9,8 kg CO₂ éq./m² SREF");
    expect(await text(page, "stock-c")).toBe("30,9\u00a0kg C/m² SREF");
    expect(await text(page, "stored-co2")).toBe("13\u202f593\u00a0kg CO₂");
    expect(await text(page, "share-2025")).toBe("-7,2 %");
    expect(await text(page, "share-2031")).toBe("-9,2 %");
    expect(await text(page, "disclaimer")).toBe(RE2020_DISCLAIMER);
    // Every layer and frame of the two straw compositions (estimate.test.ts by hand): 250 m² × −0.473179558 / 120.
    expect(await text(page, "composition-ic-dynamic")).toBe("-1 kg CO₂ éq./m² SREF");
    await page.getByRole("img", { name: /Contribution de l'isolant par paroi/ }).waitFor();
    await page.getByText("Comparaison avec une enveloppe conventionnelle (ordre de grandeur, non lu dans une FDES)").waitFor();
    // −37,97 − 12,01 = −49,98.
    expect(await text(page, "difference-glass-wool-frame")).toBe("-50");
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  it("recomputes from the form, keeps the inputs in the URL, and shows the schema's French message for a wrong value", async () => {
    const context = await site.newContext();
    const page = await context.newPage();
    await openEstimate(page, WORKED_HOUSE);
    await page.getByLabel("Surface de référence SREF (m²)").fill("0");
    await page.getByRole("button", { name: "Estimer" }).click();
    await page.getByText(RE2020_MESSAGES.sref).first().waitFor();
    expect(await page.getByLabel("Surface de référence SREF (m²)").getAttribute("aria-invalid")).toBe("true");

    await page.getByLabel("Surface de référence SREF (m²)").fill("240");
    await page.getByLabel("Type de bâtiment").selectOption("collectif");
    await page.getByRole("button", { name: "Estimer" }).click();
    await expect.poll(() => page.url()).toContain("sref=240");
    // Half the worked house's figure per m² SREF (−37.97 / 2).
    await expect.poll(() => text(page, "ic-dynamic")).toBe("-19 kg CO₂ éq./m² SREF");
    expect(page.url()).toContain("type=collectif");
    await page.getByTestId("thresholds-caption").getByText("Part du seuil Ic construction_max_moyen (logement collectif)").waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  it("is reached from the wall calculator with its composition, and from the bale calculator and the tools menu", async () => {
    const context = await site.newContext();
    const page = await context.newPage();
    await page.goto("/calculateur-paroi?modele=paille-botte-46");
    await toolInUse(page);
    await page.locator('[data-hydrated="true"]').waitFor();
    await page.getByRole("link", { name: "Estimer la part de cette paroi dans l'Ic construction RE2020" }).click();
    await page.waitForURL("**/estimation-re2020?cm=*");
    expect(await page.getByLabel("Composition (murs)").locator("option:checked").textContent()).toBe("Composition du calculateur de paroi");
    // Its area is the visitor's to give (issue #40 item 4): the field waits, empty and focused.
    const walls = page.getByLabel(/^Surface des murs \(m²\)/);
    await expect.poll(() => walls.evaluate((input) => input === document.activeElement)).toBe(true);
    await walls.fill("150");
    await page.getByRole("button", { name: "Estimer" }).click();
    await page.getByTestId("ic-dynamic").waitFor();

    await page.goto("/calculateur");
    await page.getByRole("link", { name: "estimation RE2020" }).click();
    await page.waitForURL("**/estimation-re2020");
    await page.getByRole("button", { name: "Outils Pro" }).click();
    await page.getByRole("menuitem", { name: "Estimation RE2020" }).waitFor();
  });

  it("lays out within a 390 px screen, and axe finds nothing serious", async () => {
    const context = await site.newContext({ viewport: { width: 390, height: 780 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await openEstimate(page);
    await page.getByTestId("ic-dynamic").waitFor();
    const { excess, culprits } = await horizontalOverflow(page);
    expect(excess, culprits.join(", ")).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
});

describe("/estimation-re2020 report", () => {
  it("downloads the report as a PDF and sends it by e-mail", async () => {
    const context = await site.newContext();
    const page = await context.newPage();
    await openEstimate(page, WORKED_HOUSE);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Télécharger le rapport (PDF)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("Estimation-RE2020-Isol-en-Paille.pdf");
    expect((await downloadedFile(download)).subarray(0, 5).toString("latin1")).toBe("%PDF-");

    const before = site.smtp.received.length;
    await page.getByLabel("Adresse e-mail").fill("bureau@exemple.fr");
    const sent = page.waitForResponse("**/api/send-re2020-report");
    await page.getByRole("button", { name: "Recevoir par e-mail" }).click();
    expect((await sent).status()).toBe(200);
    await expect.poll(() => page.getByRole("status").filter({ hasText: "Rapport envoyé" }).count()).toBe(1);
    const [mail] = (await site.smtp.waitFor(before + 1)).slice(before);
    expect(mail!.parsed.subject).toBe("Votre estimation RE2020 de l'isolant – Isol en Paille");
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
});

describe("/estimation-re2020 and the quote form", () => {
  it("lets the visitor leave the estimate out, and the quote page links to the estimate", async () => {
    const context = await site.newContext();
    const page = await context.newPage();
    await page.goto(`/devis?estimation=${encodeURIComponent(WORKED_HOUSE.slice(1))}`);
    await toolInUse(page);
    await page.getByRole("button", { name: "Retirer l'estimation" }).click();
    await expect.poll(() => page.getByTestId("attached-estimate").count()).toBe(0);
    await page.goto("/devis?estimation=type%3Dvilla");
    expect(await page.getByTestId("attached-estimate").count()).toBe(0);
    await page.getByRole("link", { name: "estimation RE2020 de votre isolation" }).click();
    await page.waitForURL("**/estimation-re2020");
  });
});
