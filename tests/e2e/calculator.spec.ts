import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { siteInBrowser } from "../support/site-in-browser";
import { seriousAccessibilityViolations } from "../support/accessibility";
import { callsTo, letSettle } from "../support/page-clock";
import { toolInUse } from "../support/islands";

const site = siteInBrowser({ smtp: true });
let context: BrowserContext;

/** With `clock`, the page's timers are Playwright's, so that a test can run them ahead (tests/support/page-clock.ts). */
async function open(path: string, options: { clock?: boolean } = {}): Promise<Page> {
  context = await site.newContext({ viewport: { width: 1280, height: 1000 } });
  const page = await context.newPage();
  if (options.clock) await page.clock.install();
  await page.goto(path);
  await toolInUse(page);
  await page.getByRole("checkbox", { name: "Comparer deux calculs côte à côte" }).waitFor();
  return page;
}

const quantity = (page: Page, index = 0) => page.getByRole("textbox", { name: /^Quantité/ }).nth(index);
const result = (page: Page) => page.getByRole("region", { name: /^Résultat/ });
const row = (page: Page, key: string) => page.locator(`[data-row="${key}"] dd`).first();

describe("calculator on /calculateur", () => {
  it("shows a result once the quantity is above 0 and clears it when emptied or 0", async () => {
    const page = await open("/calculateur");
    expect(await result(page).count()).toBe(0);
    await quantity(page).fill("120");
    await result(page).waitFor();
    expect(await row(page, "bottles").textContent()).toBe("596"); // 120 × 62 / 12.5 = 595.2 → 596
    expect(await row(page, "pallets").textContent()).toBe("10");
    await quantity(page).fill("");
    await result(page).waitFor({ state: "detached" });
    await quantity(page).fill("120");
    await result(page).waitFor();
    await quantity(page).fill("0");
    await result(page).waitFor({ state: "detached" });
  });

  it("names the unit in the field and blurs the field on a mouse wheel turn", async () => {
    const page = await open("/calculateur");
    await page.getByRole("radio", { name: "bottes" }).first().click();
    await page.getByRole("textbox", { name: "Quantité (bottes)" }).waitFor();
    await page.getByRole("radio", { name: "m³" }).first().click();
    await page.getByRole("textbox", { name: "Quantité (m³)" }).waitFor();

    await quantity(page).fill("10");
    // The result appears below the form: wait for it, so the layout is still when the pointer moves.
    await page.getByRole("region", { name: "Résultat", exact: true }).waitFor();
    await quantity(page).focus();
    await quantity(page).hover();
    await page.mouse.wheel(0, 100);
    await expect.poll(() => quantity(page).evaluate((input) => input === document.activeElement)).toBe(false);
    expect(await quantity(page).inputValue()).toBe("10");
  });

  it("compares two calculations side by side with their differences", async () => {
    const page = await open("/calculateur");
    await page.getByRole("checkbox", { name: "Comparer deux calculs côte à côte" }).click();
    await quantity(page, 0).fill("120");
    await quantity(page, 1).fill("120");
    await page.getByRole("region", { name: "Résultat du calcul 2" }).waitFor();
    const differences = page.getByRole("table", { name: "Écarts (calcul 2 − calcul 1)" });
    // Botte 36 on 120 m²: 120 × 28 / 7.5 = 448 bales against 596: 148 fewer.
    expect(await differences.locator('[data-difference="bottles"] td').last().textContent()).toBe("−148");
    expect(await differences.locator('[data-difference="cost"] td').last().textContent()).toContain("+600");
  });

  it("explains a missing address or calculation, e-mails the results and clears the field", async () => {
    const page = await open("/calculateur");
    const send = page.getByRole("button", { name: "Envoyer les résultats" });
    await send.click();
    await page.getByText("Email invalide").waitFor();
    await page.getByText("Veuillez entrer une adresse email valide").waitFor();

    await page.getByLabel("Recevoir mes résultats par e-mail").fill("artisan@exemple.fr");
    await send.click();
    await page.getByText("Aucun calcul").waitFor();

    await quantity(page).fill("50");
    const before = site.smtp.received.length;
    await send.click();
    await page.getByText("Email envoyé !").waitFor();
    await page.getByText("Vous allez recevoir vos résultats de calcul par email dans quelques instants.").waitFor();
    expect(await page.getByLabel("Recevoir mes résultats par e-mail").inputValue()).toBe("");
    const [mail] = (await site.smtp.waitFor(before + 1)).slice(before);
    expect(mail!.envelopeTo).toEqual(["artisan@exemple.fr"]);
  });

  it("shows the failure toast when sending fails, and the button comes back", async () => {
    const page = await open("/calculateur");
    await page.route("**/api/send-calculator-results", (route) => route.fulfill({ status: 500, body: "{}" }));
    await quantity(page).fill("50");
    await page.getByLabel("Recevoir mes résultats par e-mail").fill("artisan@exemple.fr");
    await page.getByRole("button", { name: "Envoyer les résultats" }).click();
    await page.getByText("Une erreur est survenue lors de l'envoi de l'email. Veuillez réessayer.").waitFor();
    expect(await page.getByRole("button", { name: "Envoyer les résultats" }).isEnabled()).toBe(true);
    expect(await page.getByLabel("Recevoir mes résultats par e-mail").inputValue()).toBe("artisan@exemple.fr");
  });

  it("stores the surface and product before going to /devis", async () => {
    const page = await open("/calculateur");
    await page.getByRole("combobox", { name: "Produit", exact: true }).first().selectOption("botte-46");
    // Typed the French way: "33.333" (a dot and three decimals) is asked again, never guessed (docs/product.md §8.9).
    await quantity(page).fill("33,333");
    await page.getByRole("button", { name: "Demander un devis pour ce calcul" }).click();
    await page.waitForURL("**/devis");
    expect(await page.evaluate(() => [localStorage.getItem("devis_surface"), localStorage.getItem("devis_product")])).toEqual([
      "33.33",
      "Botte 46",
    ]);
  });

  it("records a calculation once it has settled, not at every keystroke", async () => {
    await site.database.pool.query("DELETE FROM calculator_usage");
    const page = await open("/calculateur", { clock: true });
    const tracked = callsTo(page, "/api/track-calculator-usage");
    await quantity(page).pressSequentially("240", { delay: 80 });
    await expect.poll(() => row(page, "bottles").textContent()).toBe("1\u202f191");
    await letSettle(page);
    const rows = async () => (await site.database.pool.query("SELECT surface_m2, bottles_needed, email_sent FROM calculator_usage")).rows;
    await expect.poll(rows).toEqual([{ surface_m2: 240, bottles_needed: 1191, email_sent: false }]); // 240 × 62 / 12.5 = 1190.4
    expect(tracked).toHaveLength(1);
  });

  it("has no serious or critical accessibility violation, comparison open", async () => {
    const page = await open("/calculateur");
    await page.getByRole("checkbox", { name: "Comparer deux calculs côte à côte" }).click();
    await quantity(page, 0).fill("80");
    await quantity(page, 1).fill("80");
    await page.getByRole("region", { name: "Résultat du calcul 2" }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
});

describe("calculator in /produits#calculette", () => {
  it("works the same: result, e-mail and the way to /devis", async () => {
    const page = await open("/produits#calculette");
    const section = page.locator("#calculette");
    await expect.poll(() => section.evaluate((element) => element.getBoundingClientRect().top < window.innerHeight)).toBe(true);
    await section.getByRole("combobox", { name: "Produit", exact: true }).selectOption("botte-36");
    await section.getByRole("radio", { name: "bottes" }).click();
    await section.getByRole("textbox", { name: /^Quantité/ }).fill("784");
    await section.getByRole("region", { name: "Résultat" }).waitFor();
    expect(await section.locator('[data-row="trucks"] dd').textContent()).toBe("1 semi-remorque complète"); // 784 / 28 = 28 pallets
    await section.getByRole("button", { name: "Demander un devis pour ce calcul" }).click();
    await page.waitForURL("**/devis");
    // 784 bales × 7.5 / 28 m² = 210 m²
    expect(await page.evaluate(() => [localStorage.getItem("devis_surface"), localStorage.getItem("devis_product")])).toEqual([
      "210.00",
      "Botte 36",
    ]);
  });
});
