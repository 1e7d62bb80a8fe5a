import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { QUANTITY_RULE } from "@domain/calculator/calculator";
import { ambiguousMessage, decimalMessage } from "@domain/decimal";
import { COMPARE_FDES_FIELDS } from "@domain/fdes/compare-fdes-api";
import { typedNumberMessage } from "@domain/fdes/typed-values";
import { comparisonAnswer } from "../support/fdes-answer";
import { SURFACE_RULE } from "@domain/quote/quote-field-values";
import { RE2020_MESSAGES } from "@domain/re2020/re2020-schema";
import { WALL_MESSAGES } from "@domain/wall/wall-schema";
import { MEASUREMENT_RULES } from "@domain/worksheet/worksheet";
import { seriousAccessibilityViolations } from "../support/accessibility";
import { form as quoteForm, open as openStep, textbox } from "../support/quote-form";
import { siteInBrowser } from "../support/site-in-browser";
import { toolInUse } from "../support/islands";

/**
 * Every numeric field of the site typed into as a French visitor types (docs/product.md §8.9, issue #40 item 2):
 * "12,5" and "12.5" are twelve and a half, spaces group thousands, what cannot be read is refused with the allowed
 * range, and a comma never turns into a factor of ten. The expected figures are worked by hand beside each.
 */

const site = siteInBrowser();
const NNBSP = "\u202f";

async function newPage(path: string, ready: (page: Page) => Promise<unknown>): Promise<Page> {
  const context = await site.newContext();
  const page = await context.newPage();
  await page.goto(path);
  await toolInUse(page);
  await ready(page);
  return page;
}

describe("typed numbers in every numeric field", () => {
  it("/calculateur: 12,5 and 12.5 m² are 62 Bottes 22, 1 250 m² are 6 200, and a refusal says the range", async () => {
    const page = await newPage("/calculateur", (p) =>
      expect.poll(() => p.getByRole("textbox", { name: "Quantité (m²)" }).isEnabled()).toBe(true),
    );
    const quantity = page.getByRole("textbox", { name: "Quantité (m²)" });
    const bottles = page.locator('[data-row="bottles"] dd').first();
    // 12.5 m² × 62 bales ÷ 12.5 m² a pallet = 62 (125 m², the old reading of "12,5", would be 620).
    for (const typed of ["12,5", "12.5", " 12,50 "]) {
      await quantity.fill(typed);
      await expect.poll(() => bottles.textContent()).toBe("62");
    }
    await quantity.fill("1 250");
    await expect.poll(() => bottles.textContent()).toBe(`6${NNBSP}200`);

    for (const [typed, message] of [
      ["2 000 000", decimalMessage(QUANTITY_RULE)],
      ["12,5,5", decimalMessage(QUANTITY_RULE)],
      ["1.250", ambiguousMessage(QUANTITY_RULE, "1.250")],
    ] as const) {
      await quantity.fill(typed);
      await page.getByText(message, { exact: true }).waitFor();
      expect(await quantity.getAttribute("aria-invalid"), typed).toBe("true");
      expect(await page.getByRole("region", { name: /^Résultat/ }).count(), typed).toBe(0);
    }
    expect(decimalMessage(QUANTITY_RULE)).toContain(`1${NNBSP}000${NNBSP}000`);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  it("/devis: a surface of 120,5 m² is kept whole (it was cut to 120), 1 250 m² reads as such, 1.250 is asked again", async () => {
    const page = await newPage("/devis", (p) => p.getByRole("heading", { level: 1, name: "Demande de devis" }).waitFor());
    await openStep(page, "Spécifications techniques");
    const checkbox = quoteForm(page).getByRole("checkbox", { name: "Botte de 36" });
    await expect
      .poll(async () => {
        await checkbox.check();
        return checkbox.isChecked();
      })
      .toBe(true);
    const surface = textbox(page, "Surface en m² (Botte de 36)");
    const summary = page.getByRole("complementary", { name: "Résumé de votre demande" });
    // 120.5 × 58.78 = 7 082.99 → 7 083 kg; the field used to stop at 4 characters: "120," → 7 054 kg.
    await surface.fill("120,5");
    expect(await surface.inputValue()).toBe("120,5");
    await summary.getByText(`7${NNBSP}083 kg CO₂ stockés durablement`).waitFor();
    await surface.fill("120.5");
    await summary.getByText(`7${NNBSP}083 kg CO₂ stockés durablement`).waitFor();
    // 1 250 × 58.78 = 73 475 kg.
    await surface.fill("1 250");
    await summary.getByText(`73${NNBSP}475 kg CO₂ stockés durablement`).waitFor();
    // Refused entries are named at submit, with the range (or the two readings).
    for (const [typed, message] of [
      ["12 5", decimalMessage(SURFACE_RULE)],
      ["10 000", decimalMessage(SURFACE_RULE)],
      ["1.250", ambiguousMessage(SURFACE_RULE, "1.250")],
    ] as const) {
      await surface.fill(typed);
      await quoteForm(page).getByRole("button", { name: "Demander mon devis" }).click();
      await quoteForm(page).getByText(message, { exact: true }).waitFor();
    }
  });

  it("/bordereau-autocontrole: a weight of 5,5 or 5.5 kg gives the same density; 12 5 is not 125 kg", async () => {
    const page = await newPage("/bordereau-autocontrole", (p) =>
      p.getByRole("heading", { level: 1, name: "Bordereau d'autocontrôle" }).waitFor(),
    );
    const form = page.getByRole("form", { name: "Nouvelle mesure" });
    await expect.poll(() => form.getByLabel("Poids (kg)").isEnabled()).toBe(true);
    // Botte 22, 10 % HR, 55 cm: 5.5 ÷ 1.1 ÷ (0.22 × 0.36 × 0.55) = 114.8 kg/m³.
    for (const typed of ["5,5", "5.5"]) {
      await form.getByLabel("Poids (kg)").fill(typed);
      await page.getByText("Masse volumique sèche : 114,8 kg/m³ – Conforme").waitFor();
    }
    await form.getByLabel("Longueur (cm)").fill("55,0");
    await page.getByText("Masse volumique sèche : 114,8 kg/m³ – Conforme").waitFor();
    await form.getByLabel("Poids (kg)").fill("12 5");
    await form.getByRole("button", { name: "Ajouter la mesure" }).click();
    await page.getByText("Poids : nombre invalide").waitFor();
    await page.getByText(`${decimalMessage(MEASUREMENT_RULES.weightKg)}, par exemple 5,5.`).waitFor();
    expect(
      await page
        .getByRole("region", { name: /Mesures/ })
        .locator("tbody tr")
        .count(),
    ).toBe(0);
  });

  it("/calculateur-paroi: a thickness of 300,5 or 300.5 mm is 300,5 mm; 3 6 is refused with the range", async () => {
    const page = await newPage("/calculateur-paroi?modele=paille-botte-36", (p) => p.locator('[data-hydrated="true"]').waitFor());
    const thickness = page.getByLabel("Épaisseur (mm)").nth(0);
    const u = await page.getByTestId("u-value").textContent();
    for (const typed of ["300,5", "300.5"]) {
      await thickness.fill(typed);
      await expect.poll(() => page.url()).toContain("lime-plaster_300.5");
    }
    await expect.poll(() => page.getByTestId("u-value").textContent()).not.toBe(u);
    await thickness.fill("3 6");
    await page.getByText(WALL_MESSAGES.thickness).first().waitFor();
  });

  it("/estimation-re2020: 120,5 m² of SREF is 120,5; 1.250 is asked again; 10 m² with 200 000 m² of walls is refused with why", async () => {
    const page = await newPage("/estimation-re2020", (p) => p.getByRole("heading", { level: 1 }).waitFor());
    const sref = page.getByLabel("Surface de référence SREF (m²)");
    await sref.fill("120,5");
    await page.getByRole("button", { name: "Estimer" }).click();
    await expect.poll(() => page.url()).toContain("sref=120%2C5");
    // The worked house's −37,97 × 120 ÷ 120,5 = −37,8 kg CO₂ éq./m² SREF.
    await expect.poll(() => page.getByTestId("ic-dynamic").textContent()).toBe("-37,8 kg CO₂ éq./m² SREF");

    await page.getByLabel("Surface de référence SREF (m²)").fill("1.250");
    await page.getByRole("button", { name: "Estimer" }).click();
    await page.getByText(RE2020_MESSAGES.sref).first().waitFor();

    await page.goto("/estimation-re2020?sref=10&murs=200+000&toiture=0&plancher=0");
    const message = page.getByText(/La surface des murs \(200\s000 m²\) ne peut pas appartenir à un bâtiment de 10 m² de SREF/).first();
    await message.waitFor();
    expect(await message.textContent()).toContain("au plus 75 m²");
    expect(await page.getByTestId("ic-dynamic").count()).toBe(0);
  });

  it("/comparateur-environnemental: a figure the reader left unknown, typed 6,5 or 2,1E-03, is sent as such; 12 5 is refused with the range", async () => {
    const answer = comparisonAnswer();
    answer.uploaded_product.gwp = null;
    const sentTyped: (string | null)[] = [];
    const context = await site.newContext();
    const page = await context.newPage();
    await page.route("**/api/compare-fdes", async (route) => {
      const body = route.request().postDataBuffer()?.toString("latin1") ?? "";
      const typed = new RegExp(`name="${COMPARE_FDES_FIELDS.typed}"\\r\\n\\r\\n([^\\r]*)`).exec(body);
      sentTyped.push(typed ? typed[1]! : null);
      await route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(answer) });
    });
    await page.goto("/comparateur-environnemental");
    await toolInUse(page);
    const analyse = page.getByRole("button", { name: /Analyser la FDES|Analyse en cours/ });
    await expect.poll(() => analyse.isEnabled()).toBe(true);
    const chooser = page.waitForEvent("filechooser");
    await page.getByText("Choisir un fichier", { exact: true }).click();
    const pdf = Buffer.alloc(2000, " ");
    pdf.write("%PDF-1.7\n");
    await (await chooser).setFiles({ name: "laine.pdf", mimeType: "application/pdf", buffer: pdf });
    await analyse.click();

    const complete = page.getByTestId("fdes-complete");
    const gwp = complete.getByLabel(/^Réchauffement climatique, total A1 à C4/);
    await gwp.fill("12 5");
    await complete.getByRole("button", { name: "Comparer avec ces choix" }).click();
    await complete.getByText(typedNumberMessage("gwp"), { exact: true }).waitFor();
    expect(sentTyped).toHaveLength(1);

    for (const [typed, sent] of [
      ["6,5", '{"gwp":6.5}'],
      ["2,1E-03", '{"gwp":0.0021}'],
    ] as const) {
      await gwp.fill(typed);
      await complete.getByRole("button", { name: "Comparer avec ces choix" }).click();
      await expect.poll(() => sentTyped.at(-1)).toBe(sent);
      await page.getByTestId("fdes-complete").waitFor();
    }
  });
});
