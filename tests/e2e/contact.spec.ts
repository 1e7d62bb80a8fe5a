import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { siteInBrowser } from "../support/site-in-browser";
import { seriousAccessibilityViolations } from "../support/accessibility";
import { toolInUse } from "../support/islands";

// A limit of two messages per hour, so the cooldown can be reached in a test.
const site = siteInBrowser({ env: { RATE_LIMIT_CONTACT_PER_HOUR: "2" } });
let context: BrowserContext;

async function openContact(): Promise<Page> {
  context = await site.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  // Playwright's clock, flowing as the real one, so that a test can move it on instead of waiting.
  await page.clock.install();
  await page.goto("/contact");
  await toolInUse(page);
  await page.getByRole("heading", { level: 1, name: "Contactez-nous" }).waitFor();
  return page;
}

/** A field of the contact form by its accessible name (the visual "*" is hidden from it). */
function field(page: Page, name: string) {
  return page.getByRole("form", { name: "Formulaire de contact" }).getByRole("textbox", { name, exact: true });
}

async function fill(page: Page) {
  await field(page, "Prénom").fill("Éloïse");
  await field(page, "Nom").fill("Le Goff");
  await field(page, "E-mail").fill("Eloise.LeGoff@exemple.fr");
  await field(page, "Téléphone").fill("06 12 34 56 78");
  await field(page, "Sujet").fill("Bottes de 36 pour une extension");
  await field(page, "Message").fill("Bonjour, quel délai pour 80 m² de Botte 36 livrées à Angers ?");
}

async function submitAndConfirm(page: Page) {
  await page.getByRole("button", { name: "Envoyer le message" }).click();
  const dialog = page.getByRole("dialog", { name: "Confirmer l'envoi de votre message" });
  await dialog.waitFor();
  await dialog.getByRole("button", { name: "Confirmer et envoyer" }).click();
  await dialog.waitFor({ state: "hidden" });
}

describe("contact page", () => {
  it("shows the contact details and no accessibility violation", async () => {
    const page = await openContact();
    const details = page.getByRole("complementary", { name: "Nos coordonnées" });
    expect(await details.textContent()).toContain("lundi au vendredi, 8h00-17h00, fermé le week-end");
    expect(await page.getByRole("heading", { name: "Zone de livraison" }).isVisible()).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  it("shows each French message under its field and the toast 'Erreur de validation'", async () => {
    const page = await openContact();
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await page.getByText("Erreur de validation").waitFor();
    const firstName = field(page, "Prénom");
    expect(await firstName.getAttribute("aria-invalid")).toBe("true");
    const describedBy = (await firstName.getAttribute("aria-describedby"))!.split(" ").at(-1)!;
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe("Le nom doit contenir au moins 2 caractères");
    expect(await page.getByText("L'email est requis").isVisible()).toBe(true);
    expect(await page.getByText("Le message doit contenir au moins 10 caractères").isVisible()).toBe(true);

    await field(page, "Téléphone").fill("12345");
    await field(page, "Téléphone").blur();
    await page.getByText("Numéro de téléphone invalide (format français attendu)").waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);
  });

  it("reads the data back in the dialog, sends, thanks and resets the form", async () => {
    await site.database.pool.query("DELETE FROM contact_requests");
    const page = await openContact();
    await fill(page);
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    const dialog = page.getByRole("dialog", { name: "Confirmer l'envoi de votre message" });
    await dialog.waitFor();
    const text = await dialog.textContent();
    expect(text).toContain("Éloïse");
    expect(text).toContain("eloise.legoff@exemple.fr");
    expect(text).toContain("Bottes de 36 pour une extension");
    expect(text).toContain("Non renseigné");

    await dialog.getByRole("button", { name: "Modifier" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await field(page, "Prénom").inputValue()).toBe("Éloïse");

    await submitAndConfirm(page);
    await page.getByText("Message envoyé").waitFor();
    await page.getByText("Nous avons bien reçu votre message et vous répondrons dans les plus brefs délais.").waitFor();
    expect(await field(page, "Prénom").inputValue()).toBe("");
    expect(await field(page, "Message").inputValue()).toBe("");
    const { rows } = await site.database.pool.query("SELECT first_name, email FROM contact_requests");
    expect(rows).toEqual([{ first_name: "Éloïse", email: "eloise.legoff@exemple.fr" }]);
  });

  it("after a 429 shows the cooldown panel and the disabled button, ticking, and keeps them after a reload", async () => {
    const page = await openContact();
    // The earlier test sent one message from this address; the limit is two an hour.
    for (let attempt = 0; attempt < 2; attempt++) {
      await fill(page);
      await submitAndConfirm(page);
      if (await page.getByText("Limite de demandes atteinte").isVisible()) break;
      await page.getByText("Message envoyé").first().waitFor();
    }
    const panel = page.getByRole("status").filter({ hasText: "Limite de demandes atteinte" });
    await panel.waitFor();
    await page.getByText("Trop de demandes").waitFor();
    expect(await panel.textContent()).toMatch(/Réessayez dans \d{1,2}:\d{2}/);
    const button = page.getByRole("button", { name: /^Disponible dans \d{1,2}:\d{2}$/ });
    expect(await button.isDisabled()).toBe(true);
    const before = await button.textContent();
    await page.clock.runFor(1_500);
    await expect.poll(() => button.textContent()).not.toBe(before);
    expect(Number(await page.evaluate(() => localStorage.getItem("contact_cooldown")))).toBeGreaterThan(Date.now());

    await page.reload();
    await page.getByRole("status").filter({ hasText: "Limite de demandes atteinte" }).waitFor();
    expect(await page.getByRole("button", { name: /^Disponible dans \d{1,2}:\d{2}$/ }).isDisabled()).toBe(true);
  });
});
