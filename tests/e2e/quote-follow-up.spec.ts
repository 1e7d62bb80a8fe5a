import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { generateQuotePayload } from "@domain/quote/quote-payload";
import { completeQuote } from "../../scripts/demo/quote-request";
import { seriousAccessibilityViolations } from "../support/accessibility";
import { createTestAccount, signInThroughPage } from "../support/auth";
import { siteInBrowser } from "../support/site-in-browser";

/**
 * The owner's day, in a real browser (issue #42 item 5): a quote request arrives; the admin answers it by e-mail from
 * its page (the template carries the quote's figures, the issued PDF goes with it), marks it won, changes a price on
 * /commercial/catalogue typed the French way; the dashboards then show the response rate, the win rate and the won
 * value, the next quote is priced at the new price, and the first quote's PDF is the one issued, byte for byte.
 */
const site = siteInBrowser({ env: { ADMIN_MFA: "optional", RATE_LIMIT_RECIPIENT_PER_HOUR: "1000" }, smtp: true });
const ADMIN = "gerant@exemple.fr";
let firstNumber = "";
let firstPdf: Buffer;

const postQuote = () =>
  fetch(`${site.server.url}/api/generate-devis`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    // 140 m² of Botte 36.
    body: JSON.stringify(generateQuotePayload(completeQuote, false)),
  });

beforeAll(async () => {
  await createTestAccount(site.database, { email: ADMIN, role: "admin" });
  const response = await postQuote();
  expect(response.status).toBe(200);
  firstNumber = (await response.json()).number;
  const { rows } = await site.database.pool.query("SELECT subtotal_ht, pdf FROM quote_requests WHERE number = $1", [firstNumber]);
  // 140 m² × 25 € = 3 500 € HT.
  expect(rows[0].subtotal_ht).toBe(3500);
  firstPdf = rows[0].pdf;
});

const card = (page: Page, title: string) =>
  page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) })
    .first();

describe("a quote request followed from arrival to won, then a price changed", () => {
  it("answers, marks won, reprices, and every figure follows", async () => {
    const context = await site.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    await signInThroughPage(page, ADMIN);

    await page.goto("/commercial/devis");
    await page.getByRole("heading", { level: 1, name: "Suivi des demandes de devis" }).waitFor();
    const row = page.getByRole("row").filter({ hasText: "Camille Martin" });
    expect(await row.getByText("Nouvelle").count()).toBe(1);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await row.getByRole("link", { name: "Camille Martin" }).click();
    await page.getByRole("heading", { level: 1, name: /Camille Martin/ }).waitFor();

    // The template quotes the issued quote; the admin edits it before sending.
    const subject = page.getByLabel("Objet");
    expect(await subject.inputValue()).toBe(`Votre devis ${firstNumber} – Isol en Paille`);
    const body = page.getByLabel("Message", { exact: true });
    const template = await body.inputValue();
    expect(template).toContain(`Vous trouverez ci-joint notre devis ${firstNumber} : 3\u202F500\u00A0€\u00A0HT`);
    expect(template).toContain("Botte de 36 : 140\u00A0m²");
    await body.fill(template.replace("Bonjour Camille Martin,", "Bonjour Madame Martin,"));
    const mailsBefore = site.smtp.received.length;
    await page.getByRole("button", { name: "Envoyer la réponse" }).click();
    await page.getByText("Réponse envoyée au client et enregistrée.").waitFor();
    await page.getByText("Répondue", { exact: true }).first().waitFor();
    const [answer] = (await site.smtp.waitFor(mailsBefore + 1)).slice(mailsBefore);
    expect(answer!.envelopeTo).toEqual(["camille.martin@exemple.fr"]);
    expect(answer!.parsed.text).toContain("Bonjour Madame Martin,");
    expect(answer!.parsed.attachments.map((file) => file.filename)).toEqual([`Devis-${firstNumber}.pdf`]);
    expect(Buffer.compare(answer!.parsed.attachments[0]!.content, firstPdf)).toBe(0);

    await page.getByRole("form", { name: "Marquer gagnée" }).getByRole("button", { name: "Marquer gagnée" }).click();
    await page.getByText("Statut enregistré.").waitFor();
    await page.getByText("Gagnée", { exact: true }).first().waitFor();
    const history = page.getByRole("region", { name: "Historique" }).or(page.locator("section[aria-labelledby=historique]"));
    expect(await history.textContent()).toMatch(/Nouvelle → Répondue \(E-mail\)[\s\S]*Répondue → Gagnée/);

    // A new price, typed the French way.
    await page.goto("/commercial/catalogue");
    const botte36 = page.getByRole("form", { name: "Botte 36" });
    await botte36.getByLabel("Prix indicatif (€ HT/m²)").fill("27,50");
    await botte36.getByRole("button", { name: "Enregistrer Botte 36" }).click();
    await page.getByText("Botte 36 : enregistré.", { exact: false }).waitFor();
    expect(await page.getByRole("table").textContent()).toContain("Prix (€ HT/m²) : 25 → 27,5");
    // A wrong value is refused in French and saves nothing.
    await botte36.getByLabel("Bottes par palette").fill("28,5");
    await botte36.getByRole("button", { name: "Enregistrer Botte 36" }).click();
    await botte36.getByText("Le nombre de bottes par palette doit être un nombre entier de 1 à 500").waitFor();
    expect((await site.database.pool.query("SELECT bales_per_pallet FROM product_offers WHERE product_id = 'botte-36'")).rows[0]).toEqual({
      bales_per_pallet: 28,
    });

    // The dashboards: 1 request, answered and won.
    await page.goto("/business-plan");
    await page.getByRole("heading", { level: 1, name: "Business Plan Dashboard" }).waitFor();
    expect(await card(page, "Taux de réponse").textContent()).toContain("100\u00A0%");
    expect(await card(page, "Gagnées / répondues").textContent()).toContain("100\u00A0%");
    expect(await card(page, "Devis gagnés").textContent()).toContain("3\u202F500\u00A0€\u00A0HT");
    await page.goto("/commercial");
    await page.getByRole("heading", { level: 1, name: "Tableau de Bord Commercial" }).waitFor();
    expect(await card(page, "Taux de réponse").textContent()).toContain("100\u00A0%");

    // The public page, for a visitor, at once.
    const visitor = await (await site.newContext()).newPage();
    await visitor.goto("/produits");
    expect(await visitor.locator("#botte-36").textContent()).toContain("27,50\u00A0€\u00A0HT/m²");

    // The next quote at the new price; the first one's PDF, as issued.
    const next = await postQuote();
    const nextNumber = (await next.json()).number;
    const { rows } = await site.database.pool.query("SELECT subtotal_ht FROM quote_requests WHERE number = $1", [nextNumber]);
    expect(rows[0].subtotal_ht).toBe(3850);
    const id = (
      await site.database.pool.query(
        "SELECT f.id FROM quote_follow_ups f JOIN quote_requests q ON q.id = f.quote_request_id WHERE q.number = $1",
        [firstNumber],
      )
    ).rows[0].id;
    const pdf = await page.request.get(`/commercial/devis/${id}/devis.pdf`);
    expect(pdf.status()).toBe(200);
    expect(Buffer.compare(await pdf.body(), firstPdf)).toBe(0);
  });
});
