import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateQuotePayload } from "@domain/quote/quote-payload";
import type { QuoteFormInput } from "@domain/quote/quote-form";
import { completeQuote } from "../../scripts/demo/quote-request";
import { type RunningServer, startServer } from "../../scripts/lib/server";
import { createTestAccount, signedInAdmin, signIn } from "../support/auth";
import { pdfPagesText } from "../support/pdf-text";
import { setUpTestSite } from "../support/site";

/**
 * The catalogue in the owner's hands (docs/product.md §10.1, docs/api-contract.md "Admin calls"): every refusal of the
 * API (who may, which values), then a price changed on one instance reaching at once its cached /produits page, the
 * FAQ, the other instance (NOTIFY) and the next quote, while a quote issued before keeps its stored figures and PDF.
 */
const site = setUpTestSite({
  smtp: true,
  addressPrefix: "90.84.43",
  env: { RATE_LIMIT_RECIPIENT_PER_HOUR: "1000", RATE_LIMIT_QUOTE_PER_HOUR: "100" },
});
let second: RunningServer;
let admin = "";
let user = "";
let adminWithoutSecondFactor = "";

const patch = (id: string, body: unknown, cookie = admin, base = site.server.url) =>
  fetch(`${base}/api/admin/products/${id}`, {
    method: "PATCH",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
const offers = async () => (await site.database.pool.query("SELECT * FROM product_offers ORDER BY product_id")).rows;
const botte22Quote = (surface: string): QuoteFormInput => ({
  ...completeQuote,
  bottes: {
    "botte-22": { selected: true, surface },
    "botte-36": { selected: false, surface: "" },
    "botte-46": { selected: false, surface: "" },
    argibotte: { selected: false, surface: "" },
  },
});

beforeAll(async () => {
  admin = (await signedInAdmin(site.server.url, site.database, "gerant@isolenpaille.test")).cookie;
  await createTestAccount(site.database, { email: "client@exemple.fr", role: "user" });
  user = await signIn(site.server.url, "client@exemple.fr");
  await createTestAccount(site.database, { email: "nouvel.admin@isolenpaille.test", role: "admin" });
  adminWithoutSecondFactor = await signIn(site.server.url, "nouvel.admin@isolenpaille.test");
  // A second instance of the site on the same database, as deploy/ runs several.
  second = await startServer({ DATABASE_URL: site.database.url, TRUST_PROXY: "1" });
});
afterAll(async () => {
  await second?.stop();
});

describe("GET and PATCH /api/admin/products refusals", () => {
  it("answers 401 to an anonymous caller and 403 to a user and to an admin without the second factor", async () => {
    for (const [cookie, status] of [
      ["", 401],
      [user, 403],
      [adminWithoutSecondFactor, 403],
    ] as const) {
      expect((await fetch(`${site.server.url}/api/admin/products`, { headers: cookie ? { cookie } : {} })).status).toBe(status);
      expect((await patch("botte-22", { pricePerM2: 1 }, cookie)).status).toBe(status);
    }
  });

  it("gives the admin the offers of a fresh database", async () => {
    const response = await fetch(`${site.server.url}/api/admin/products`, { headers: { cookie: admin } });
    expect(response.status).toBe(200);
    const { products } = await response.json();
    expect(products[0]).toEqual({
      id: "botte-22",
      label: "Botte 22",
      pricePerM2: 20,
      palletSize: 62,
      palletWeight: 330,
      palletsPerTruck: 24,
      leadTimeWeeks: null,
      available: true,
    });
  });

  it("refuses bad values in French, saving nothing", async () => {
    const before = await offers();
    const cases: Array<[unknown, string, string]> = [
      [{ pricePerM2: "22,5" }, "pricePerM2", "Le prix doit être un nombre de 0,01 à 1 000 € HT/m², avec au plus deux décimales"],
      [{ pricePerM2: -3 }, "pricePerM2", "Le prix doit être un nombre de 0,01 à 1 000 € HT/m², avec au plus deux décimales"],
      [{ pricePerM2: 20.555 }, "pricePerM2", "Le prix doit être un nombre de 0,01 à 1 000 € HT/m², avec au plus deux décimales"],
      [{ pricePerM2: 1e9 }, "pricePerM2", "Le prix doit être un nombre de 0,01 à 1 000 € HT/m², avec au plus deux décimales"],
      [{ palletSize: 62.5 }, "palletSize", "Le nombre de bottes par palette doit être un nombre entier de 1 à 500"],
      [{ palletSize: 0 }, "palletSize", "Le nombre de bottes par palette doit être un nombre entier de 1 à 500"],
      [{ palletWeight: null }, "palletWeight", "Le poids d'une palette doit être un nombre de 0,1 à 2 000 kg, avec au plus une décimale"],
      [{ palletsPerTruck: 61 }, "palletsPerTruck", "Le nombre de palettes par semi-remorque doit être un nombre entier de 1 à 60"],
      [{ leadTimeWeeks: 3.5 }, "leadTimeWeeks", "Le délai doit être un nombre entier de semaines de 0 à 104, ou vide s'il n'est pas connu"],
      [{ available: "oui" }, "available", "La disponibilité doit valoir oui (true) ou non (false)"],
      [{}, "_", "Aucune valeur à modifier : indiquez au moins un champ"],
    ];
    for (const [body, field, message] of cases) {
      const response = await patch("botte-22", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).fields[field]).toBe(message);
    }
    // A slipped digit: 1 500 kg for 62 bales would make a 24 kg bale of 555 kg/m³.
    const typo = await patch("botte-22", { palletWeight: 1500 });
    expect(typo.status).toBe(400);
    expect((await typo.json()).error).toMatch(/^Avec 62 bottes pour 1\s500 kg, une Botte 22 pèserait 24,2 kg, soit 555 kg\/m³/);
    expect((await patch("botte-99", { pricePerM2: 20 })).status).toBe(404);
    expect((await patch("botte-22", "{")).status).toBe(400);
    expect(await offers()).toEqual(before);
    expect(await site.count("product_offer_changes")).toBe(0);
  });
});

describe("a price changed by the owner", () => {
  it("reaches the cached pages, the other instance and the next quote at once; an issued quote keeps its own", async () => {
    // A quote issued at today's price: 100 m² of Botte 22 at 20 € = 2 000 € HT.
    const first = await site.post("generate-devis", generateQuotePayload(botte22Quote("100"), false));
    expect(first.status).toBe(200);
    const { number: firstNumber } = await first.json();
    const stored = async (number: string) =>
      (await site.database.pool.query("SELECT subtotal_ht, total_ttc, pdf FROM quote_requests WHERE number = $1", [number])).rows[0];
    const issued = await stored(firstNumber);
    expect(issued.subtotal_ht).toBe(2000);

    // Both instances have /produits in their page cache.
    for (const base of [site.server.url, second.url]) {
      await fetch(`${base}/produits`);
      const cached = await fetch(`${base}/produits`);
      expect(cached.headers.get("x-page-cache")).toBe("hit");
      expect(await cached.text()).toContain("20\u00A0€\u00A0HT/m²");
    }

    const changed = await patch("botte-22", { pricePerM2: 22.5, leadTimeWeeks: 6 });
    expect(changed.status).toBe(200);
    expect((await changed.json()).product).toMatchObject({ pricePerM2: 22.5, leadTimeWeeks: 6 });
    const { rows: history } = await site.database.pool.query("SELECT product_id, author_email, changes FROM product_offer_changes");
    expect(history).toEqual([
      {
        product_id: "botte-22",
        author_email: "gerant@isolenpaille.test",
        changes: { pricePerM2: { before: 20, after: 22.5 }, leadTimeWeeks: { before: null, after: 6 } },
      },
    ]);

    // This instance: its cache dropped the page at once.
    const page = await fetch(`${site.server.url}/produits`);
    expect(page.headers.get("x-page-cache")).toBe("miss");
    const html = await page.text();
    expect(html).toContain("22,50\u00A0€\u00A0HT/m²");
    expect(html).toContain("6 semaines");
    expect(html).toContain('"price":22.5');
    expect(await (await fetch(`${site.server.url}/faq`)).text()).toContain("Botte 22 22,50\u00A0€\u00A0HT le m²");
    // The other instance heard of it (NOTIFY), without a restart.
    await expect
      .poll(async () => (await (await fetch(`${second.url}/produits`)).text()).includes("22,50\u00A0€\u00A0HT/m²"), { timeout: 15_000 })
      .toBe(true);

    // The next quote, on the other instance: 100 m² at 22.50 € = 2 250 € HT.
    const next = await fetch(`${second.url}/api/generate-devis`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "90.84.43.200" },
      body: JSON.stringify(generateQuotePayload(botte22Quote("100"), false)),
    });
    expect(next.status).toBe(200);
    const nextQuote = await stored((await next.json()).number);
    expect(nextQuote.subtotal_ht).toBe(2250);
    expect((await pdfPagesText(nextQuote.pdf)).join("\n")).toContain("22,50");

    // The quote issued before keeps its figures and its PDF, byte for byte.
    const after = await stored(firstNumber);
    expect(after.subtotal_ht).toBe(2000);
    expect(Buffer.compare(after.pdf, issued.pdf)).toBe(0);
  });

  it("refuses a quote for a product withdrawn from sale, storing nothing", async () => {
    expect((await patch("botte-22", { available: false })).status).toBe(200);
    const quotes = await site.count("quote_requests");
    const response = await site.post("generate-devis", generateQuotePayload(botte22Quote("50"), false));
    expect(response.status).toBe(400);
    expect((await response.json()).fields.bottes).toBe(
      "La Botte 22 n'est pas disponible pour le moment : retirez-la de votre demande ou contactez-nous.",
    );
    expect(await site.count("quote_requests")).toBe(quotes);
    expect(await (await fetch(`${site.server.url}/produits`)).text()).toContain("Indisponible pour le moment");
  });
});
