import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousAccessibilityViolations } from "../support/accessibility";
import { horizontalOverflow } from "../support/overflow";
import { downloadedFile, siteInBrowser } from "../support/site-in-browser";
import { toolInUse } from "../support/islands";

const site = siteInBrowser({ smtp: true });

async function openWorksheet(page?: Page): Promise<Page> {
  if (!page) {
    const context = await site.newContext({ acceptDownloads: true });
    page = await context.newPage();
  }
  // The page view is reported from an effect: once it leaves, React has hydrated the form.
  const hydrated = page.waitForRequest("**/api/track-bordereau-usage");
  await page.goto("/bordereau-autocontrole");
  await toolInUse(page);
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
    await page.getByText("Masse volumique sèche : 105,0 kg/m³ – Conforme").waitFor();
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
    const file = await downloadedFile(download);
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

/** A row of the list as read, every kind of space as one ordinary space. */
const rowText = async (page: Page, index: number) => ((await rows(page).nth(index).textContent()) ?? "").replace(/\s+/g, " ");

/** Stored rows as the page writes them (raw inputs, id and timestamp): the page recomputes the figures. */
function storedRows(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    id: `row-${index}`,
    timestamp: "2026-11-20T10:00:00.000Z",
    baleType: index % 2 === 0 ? "36" : "autre",
    ...(index % 2 === 0 ? {} : { widthCm: 30, heightCm: 40 }),
    lot: `L${String(index + 1).padStart(3, "0")}`,
    lengthCm: 55,
    humidity: [10, 15, 20, 24, 26][index % 5],
    weightKg: 11,
    weightType: "bale",
  }));
}

describe("/bordereau-autocontrole, as its users try it", () => {
  it("keeps each measurement's own bale type (and section for 'Autre') in a mixed list", async () => {
    const page = await openWorksheet();
    await form(page).getByLabel("Type de botte").selectOption({ label: "Botte 22" });
    await form(page).getByLabel("Poids (kg)").fill("5,5");
    await form(page).getByRole("button", { name: "Ajouter la mesure" }).click();
    await form(page).getByLabel("Type de botte").selectOption({ label: "Autre" });
    await form(page).getByLabel("Largeur (cm)").fill("30");
    await form(page).getByLabel("Hauteur (cm)").fill("40");
    await form(page).getByLabel("Poids (kg)").fill("6,6");
    await form(page).getByRole("button", { name: "Ajouter la mesure" }).click();
    await expect.poll(() => rows(page).count()).toBe(2);
    // The type chosen last, with no measurement of it, appears nowhere in the list.
    await form(page).getByLabel("Type de botte").selectOption({ label: "Botte 46" });

    const list = page.getByRole("region", { name: /Mesures/ });
    await list.getByRole("columnheader", { name: "Type de botte" }).waitFor();
    expect(await rowText(page, 0)).toContain("Botte 22");
    expect(await rowText(page, 1)).toContain("Autre 30 × 40 cm");
    await list.getByText("Types de botte : Botte 22, Autre 30 × 40 cm").waitFor();
    expect(await list.textContent()).not.toContain("Botte 46");

    await openWorksheet(page);
    await expect.poll(() => rowText(page, 1)).toContain("Autre 30 × 40 cm");
    const { rows: tracked } = await site.database.pool.query(
      "SELECT botte_type, metadata FROM bordereau_usage WHERE event_type = 'measurement_added' ORDER BY id DESC LIMIT 2",
    );
    expect(tracked.map((row) => [row.botte_type, row.metadata[0].baleType, row.metadata[0].widthCm])).toEqual([
      ["autre", "autre", 30],
      ["22", "22", null],
    ]);
  });

  for (const [width, count] of [
    [390, 1],
    [390, 30],
    [1024, 30],
  ] as const) {
    it(`fits a ${width} px screen with ${count} measurement(s), every status visible, no accessibility violation`, async () => {
      const phone = width < 500;
      const context = await site.newContext({ viewport: { width, height: 780 }, isMobile: phone, hasTouch: phone });
      const page = await openWorksheet(await context.newPage());
      await page.evaluate((stored) => localStorage.setItem("bordereau_measurements", JSON.stringify(stored)), storedRows(count));
      await openWorksheet(page);
      const list = page.getByRole("region", { name: /Mesures/ });
      await list.getByRole("heading", { name: `Mesures (${count})` }).waitFor();
      const { excess, culprits } = await horizontalOverflow(page);
      expect(excess, culprits.join(", ")).toBe(0);
      // Each measurement's status lies within the screen: none is cut or pushed sideways.
      const statuses = list.getByText(/^(Conforme|À redensifier|Trop dense|Faire sécher|Écarté du lot)$/).filter({ visible: true });
      expect(await statuses.count()).toBe(count);
      for (const box of await statuses.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON()))) {
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(width);
      }
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
    });
  }

  it("keeps the lot number across a reload, and says a weight is not a number rather than missing", async () => {
    const page = await openWorksheet();
    await form(page).getByLabel("Numéro de lot (palette)").fill("P-041");
    await form(page).getByLabel("Poids (kg)").fill("abc");
    await form(page).getByRole("button", { name: "Ajouter la mesure" }).click();
    await page.getByText("Poids : nombre invalide").waitFor();
    expect(await page.getByText("Champ manquant").count()).toBe(0);
    expect(await rows(page).count()).toBe(0);

    await form(page).getByLabel("Poids (kg)").fill("11");
    await form(page).getByRole("button", { name: "Ajouter la mesure" }).click();
    await expect.poll(() => form(page).getByLabel("Numéro de lot (palette)").inputValue()).toBe("P-042");
    await openWorksheet(page);
    await expect.poll(() => form(page).getByLabel("Numéro de lot (palette)").inputValue()).toBe("P-042");
  });
});
