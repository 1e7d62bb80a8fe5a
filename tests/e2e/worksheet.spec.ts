import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousAccessibilityViolations } from "../support/accessibility";
import { siteInBrowser } from "../support/site-in-browser";

const site = siteInBrowser({ smtp: true });

async function openWorksheet(page?: Page): Promise<Page> {
  if (!page) {
    const context = await site.newContext({ acceptDownloads: true });
    page = await context.newPage();
  }
  // The page view is reported from an effect: once it leaves, React has hydrated the form.
  const hydrated = page.waitForRequest("**/api/track-bordereau-usage");
  await page.goto("/bordereau-autocontrole");
  await page.getByRole("heading", { level: 1, name: "Bordereau d'autocontrôle" }).waitFor();
  await hydrated;
  return page;
}

const form = (page: Page) => page.getByRole("form", { name: "Nouvelle mesure" });
const rows = (page: Page) => page.getByRole("region", { name: /Mesures/ }).locator("tbody tr");

/** One measurement typed with the keyboard only: Tab between fields, Enter to add. */
async function addByKeyboard(page: Page, humidityLabel: string, weight: string) {
  await form(page).getByLabel("Humidité").selectOption({ label: humidityLabel });
  await form(page).getByLabel("Poids (kg)").focus();
  await page.keyboard.type(weight);
  await page.keyboard.press("Enter");
}

describe("/bordereau-autocontrole in a browser", () => {
  it("records one measurement of each status with the keyboard, shows the rate, and restores everything after a reload", async () => {
    const page = await openWorksheet();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await form(page).getByLabel("Type de botte").selectOption({ label: "Botte 36" });
    // Live density while typing: 11 kg at 15 % on a Botte 36 of 55 cm.
    await form(page).getByLabel("Humidité").selectOption({ label: "15%" });
    await form(page).getByLabel("Poids (kg)").fill("11");
    await page.getByText("Masse volumique sèche : 105 kg/m³ – Conforme").waitFor();
    await form(page).getByLabel("Poids (kg)").fill("");

    await addByKeyboard(page, "15%", "11"); // Conforme
    await expect.poll(() => form(page).getByLabel("Numéro de lot (palette)").inputValue()).toBe("L002");
    expect(await form(page).getByLabel("Poids (kg)").inputValue()).toBe("");
    await addByKeyboard(page, "10%", "6"); // À redensifier
    await addByKeyboard(page, "10%", "14"); // Trop dense
    await addByKeyboard(page, "<25% HR", "11"); // Faire sécher
    await addByKeyboard(page, ">25% HR", "11"); // Écarté du lot
    await expect.poll(() => rows(page).count()).toBe(5);
    for (const status of ["Conforme", "À redensifier", "Trop dense", "Faire sécher", "Écarté du lot"]) {
      await rows(page).getByText(status, { exact: true }).first().waitFor();
    }
    await page.getByText("Taux de conformité : 20 % – Non conforme").waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await openWorksheet(page);
    await expect.poll(() => rows(page).count()).toBe(5);
    expect(await form(page).getByLabel("Type de botte").inputValue()).toBe("36");
    expect(await form(page).getByLabel("Humidité").inputValue()).toBe("26");

    await page.getByRole("button", { name: "Supprimer la mesure L002" }).click();
    await expect.poll(() => rows(page).count()).toBe(4);
    await page.getByText("Taux de conformité : 25 % – Non conforme").waitFor();

    // The summary by e-mail, then the same report as a PDF.
    await page.getByLabel("Adresse email").fill("atelier@exemple.fr");
    await page.getByRole("button", { name: "Envoyer par email" }).click();
    await page.getByText("Le tableau récapitulatif a été envoyé à votre adresse email").waitFor();
    const mails = await site.smtp.waitFor(1);
    expect(mails.at(-1)!.envelopeTo).toEqual(["atelier@exemple.fr"]);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Télécharger le rapport PDF" }).click();
    const file = readFileSync((await (await download).path())!);
    expect(file.subarray(0, 5).toString()).toBe("%PDF-");

    await page.getByRole("button", { name: "Tout effacer" }).click();
    const dialog = page.getByRole("dialog", { name: "Effacer toutes les mesures ?" });
    await dialog.getByRole("button", { name: "Tout effacer" }).click();
    await page.getByText("Aucune mesure pour le moment.").waitFor();
    await openWorksheet(page);
    await page.getByText("Aucune mesure pour le moment.").waitFor();

    const events = await site.database.pool.query(
      "SELECT event_type, count(*)::int AS n FROM bordereau_usage GROUP BY event_type ORDER BY event_type",
    );
    expect(events.rows).toEqual([
      { event_type: "email_sent", n: 1 },
      { event_type: "measurement_added", n: 5 },
      { event_type: "page_view", n: 3 },
    ]);
  });

  it("refuses 'Autre' without its dimensions, and names a missing field", async () => {
    const page = await openWorksheet();
    await form(page).getByLabel("Type de botte").selectOption({ label: "Autre" });
    await form(page).getByLabel("Poids (kg)").fill("10");
    await form(page).getByRole("button", { name: "Ajouter la mesure" }).click();
    await page.getByText("Dimensions manquantes").waitFor();
    await page.getByText("Veuillez renseigner la largeur et la hauteur").waitFor();
    await form(page).getByLabel("Largeur (cm)").fill("30");
    await form(page).getByLabel("Hauteur (cm)").fill("40");
    await form(page).getByLabel("Poids (kg)").fill("");
    await form(page).getByRole("button", { name: "Ajouter la mesure" }).click();
    await page.getByText("Veuillez renseigner : le poids.").waitFor();
    await page.getByRole("button", { name: "Envoyer par email" }).click();
    await page.getByText("Email requis").waitFor();
  });
});
