import { beforeEach, describe, expect, it } from "vitest";
import { addMonths, parisDay } from "@domain/calendar";
import { QUOTE_MESSAGES as M, type QuoteFormInput } from "@domain/quote/quote-form";
import { generateQuotePayload, plainQuotePayload } from "@domain/quote/quote-payload";
import { completeQuote } from "../../scripts/demo/quote-request";
import { pdfPagesText } from "../support/pdf-text";
import { setUpTestSite } from "../support/site";

const TEAM = "equipe@isolenpaille.test";
const YEAR = parisDay(new Date()).slice(0, 4);

const site = setUpTestSite({
  smtp: true,
  addressPrefix: "90.84.3",
  env: { TEAM_EMAIL: TEAM, RATE_LIMIT_RECIPIENT_PER_HOUR: "1000", VISITOR_MAIL_PER_HOUR: "100000" },
});
const post = (path: string, body: unknown, from?: string) => site.post(path, body, { from });
const count = site.count;

const professional: QuoteFormInput = {
  ...completeQuote,
  typeClient: "professionnel",
  entreprise: "SCOP Charpente du Layon",
  numeroTVA: "FR40123456789",
  nomPrenom: "Camille Martin",
  bottes: {
    "botte-22": { selected: true, surface: "100" },
    "botte-36": { selected: true, surface: "50" },
    "botte-46": { selected: false, surface: "" },
    argibotte: { selected: false, surface: "" },
  },
};

describe("POST /api/generate-devis", () => {
  it("stores and numbers the quote, and e-mails the PDF to the customer and the team", async () => {
    const before = site.smtp.received.length;
    const response = await post("generate-devis", generateQuotePayload(professional, false), "90.84.0.1");
    expect(response.status).toBe(200);
    const { number } = await response.json();
    expect(number).toMatch(new RegExp(`^DEV-${YEAR}-\\d{4}$`));

    const { rows } = await site.database.pool.query("SELECT * FROM quote_requests WHERE number = $1", [number]);
    // Botte 22 100 m² = 2 000 € + Botte 36 50 m² = 1 250 €: 3 250 HT, 650 VAT, 3 900 TTC
    expect(rows[0]).toMatchObject({
      customer_name: "Camille Martin",
      company: "SCOP Charpente du Layon",
      subtotal_ht: 3250,
      vat: 650,
      total_ttc: 3900,
      urgent: false,
      city: "Paris",
    });
    expect(rows[0].form.bottes["botte-22"]).toEqual({ selected: true, surface: "100" });
    // One record per quote: no contact row beside it.
    expect(await count("quote_requests", `number = '${number}'`)).toBe(1);
    expect(await count("contact_requests", `subject LIKE '%${number}%'`)).toBe(0);
    expect(await count("conversion_events", "event_type = 'devis_request'")).toBeGreaterThanOrEqual(1);

    const mails = (await site.smtp.waitFor(before + 2)).slice(before);
    const customer = mails.find((mail) => mail.envelopeTo.includes("camille.martin@exemple.fr"))!;
    const team = mails.find((mail) => mail.envelopeTo.includes(TEAM))!;
    expect(customer.parsed.subject).toBe(`Votre devis ${number} – Isol en Paille`);
    expect(team.parsed.subject).toBe(`Nouveau devis ${number}`);
    expect(team.parsed.replyTo?.value[0]?.address).toBe("camille.martin@exemple.fr");
    for (const mail of [customer, team]) {
      expect(mail.parsed.attachments).toHaveLength(1);
      expect(mail.parsed.attachments[0]).toMatchObject({ filename: `Devis-${number}.pdf`, contentType: "application/pdf" });
    }

    const pdf = (await pdfPagesText(customer.parsed.attachments[0]!.content)).join(" ");
    expect(pdf).toContain(`Devis n° ${number}`);
    expect(pdf).toContain("Camille Martin");
    expect(pdf).toContain("SCOP Charpente du Layon");
    expect(pdf).toContain("Botte de 22");
    expect(pdf).toContain("Botte de 36");
    expect(pdf).toContain("496"); // 100 × 62 / 12.5 bales
    expect(pdf).toContain("187"); // 50 × 28 / 7.5 = 186.7 bales
    expect(pdf).toContain("3 250 € HT");
    expect(pdf).toContain("TVA 20 % 650 €");
    expect(pdf).toContain("3 900 € TTC");
    expect(pdf).toContain("Bon pour accord");
    expect(pdf).toContain("chiffré selon la distance");
    // The request keeps the very PDF that was sent.
    expect(Buffer.compare(rows[0].pdf, customer.parsed.attachments[0]!.content)).toBe(0);
  });

  it("makes a quote a French buyer can file: seller's identity, HT first for a professional, a bale without surface kept", async () => {
    const before = site.smtp.received.length;
    const withUnspecified: QuoteFormInput = {
      ...professional,
      bottes: { ...professional.bottes, argibotte: { selected: true, surface: "" } },
    };
    const response = await post("generate-devis", generateQuotePayload(withUnspecified, false), "90.84.0.2");
    expect(response.status).toBe(200);
    const { number } = await response.json();
    const mails = (await site.smtp.waitFor(before + 2)).slice(before);
    const customer = mails.find((mail) => mail.envelopeTo.includes("camille.martin@exemple.fr"))!;
    const team = mails.find((mail) => mail.envelopeTo.includes(TEAM))!;

    const pages = await pdfPagesText(customer.parsed.attachments[0]!.content);
    const pdf = pages.join(" ");
    // The company's facts not supplied yet read "[à compléter]", never an invented value (domain/legal.ts).
    expect(pdf).toContain("Isol en Paille, [à compléter] au capital de [à compléter]");
    expect(pdf).toContain("SIRET [à compléter] · RCS [à compléter]");
    expect(pdf).toContain("TVA intracommunautaire [à compléter]");
    expect(pdf).toMatch(/ArgiBotte Non spécifié \(à préciser\)/);
    // A numbered quote commits to its prices until its end of validity.
    expect(pdf).not.toContain("indicatif");
    expect(pdf).toContain("3 250 € HT");
    // The customer signs under the amounts: the signature block is on the page of the totals.
    const totalsPage = pages.find((page) => page.includes("Total TTC"));
    expect(totalsPage).toContain("Bon pour accord");

    const text = customer.parsed.text!.replace(/[\u00a0\u202f]/g, " ");
    expect(text).toContain(`devis personnalisé n° ${number}, d'un montant de 3 250 € HT (3 900 € TTC)`);
    expect(text).toContain("SIRET [à compléter] · RCS [à compléter]");
    expect(text).toContain("ArgiBotte figure au devis comme « Non spécifié »");
    // Each bale on its own line in the team's plain-text part.
    const teamText = team.parsed.text!.replace(/[\u00a0\u202f]/g, " ");
    expect(teamText).toMatch(/Botte de 22 : 100 m²\s*\n\s*Botte de 36 : 50 m²\s*\n\s*ArgiBotte : Non spécifié/);
  });

  it("gives a private customer the amount TTC first", async () => {
    const before = site.smtp.received.length;
    const response = await post("generate-devis", generateQuotePayload({ ...professional, typeClient: "particulier" }, false), "90.84.0.3");
    expect(response.status).toBe(200);
    const mails = (await site.smtp.waitFor(before + 2)).slice(before);
    const customer = mails.find((mail) => mail.envelopeTo.includes("camille.martin@exemple.fr"))!;
    expect(customer.parsed.text!.replace(/[\u00a0\u202f]/g, " ")).toContain("d'un montant de 3 900 € TTC (3 250 € HT)");
  });

  it("flags an urgent delivery in the stored request and the PDF", async () => {
    const soon = addMonths(parisDay(new Date()), 1);
    const before = site.smtp.received.length;
    const response = await post("generate-devis", generateQuotePayload({ ...completeQuote, dateLivraison: soon }, false));
    expect(response.status).toBe(200);
    const { number } = await response.json();
    const { rows } = await site.database.pool.query("SELECT urgent FROM quote_requests WHERE number = $1", [number]);
    expect(rows[0].urgent).toBe(true);
    const mails = (await site.smtp.waitFor(before + 2)).slice(before);
    expect((await pdfPagesText(mails[0]!.parsed.attachments[0]!.content)).join(" ")).toContain("URGENT");
  });

  it("never gives two concurrent generations the same number", async () => {
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) => post("generate-devis", generateQuotePayload(completeQuote, false), `90.84.4.${i + 1}`)),
    );
    const numbers = await Promise.all(responses.map(async (response) => (await response.json()).number as string));
    expect(new Set(numbers).size).toBe(6);
    const { rows } = await site.database.pool.query("SELECT number FROM quote_requests WHERE number IS NOT NULL ORDER BY number");
    const sequence = rows.map((row) => Number(String(row.number).slice(-4)));
    expect(sequence).toEqual(Array.from({ length: sequence.length }, (_, i) => i + 1));
  });

  it("answers the fourth generation within the hour with 429 and Retry-After", async () => {
    const from = "81.250.7.7";
    for (let i = 0; i < 3; i++) expect((await post("generate-devis", generateQuotePayload(completeQuote, false), from)).status).toBe(200);
    const fourth = await post("generate-devis", generateQuotePayload(completeQuote, false), from);
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  const yesterday = parisDay(new Date(Date.now() - 24 * 60 * 60 * 1000));
  const rules: Array<[string, Partial<QuoteFormInput>, string, string]> = [
    ["a two-letter name", { nomPrenom: "Al" }, "nomPrenom", M.nomPrenom],
    ["a 9-digit phone", { telephone: "06 12 34 56 7" }, "telephone", M.telephone],
    ["an invalid e-mail", { email: "camille" }, "email", "Format d'email invalide"],
    ["a 4-digit postal code", { codePostal: "4930" }, "codePostal", M.codePostal],
    ["a short street", { rue: "rue" }, "rue", M.rue],
    ["a one-letter city", { ville: "C" }, "ville", M.ville],
    ["a professional without company", { typeClient: "professionnel" }, "entreprise", M.entreprise],
    ["a different delivery address left empty", { livraisonDifferente: "oui" }, "rueLivraison", M.rue],
    ["a short project title", { titreProjet: "ab" }, "titreProjet", M.titreProjet],
    ["short details", { detailsProjet: "court" }, "detailsProjet", M.detailsProjet],
    ["no bale", { bottes: { ...completeQuote.bottes, "botte-36": { selected: false, surface: "" } } }, "bottes", M.bottes],
    [
      "a surface over 9999",
      { bottes: { ...completeQuote.bottes, "botte-36": { selected: true, surface: "12000" } } },
      "bottes.botte-36.surface",
      M.surface,
    ],
    ["no delivery date", { dateLivraison: "" }, "dateLivraison", M.dateLivraison],
    ["a past delivery date", { dateLivraison: yesterday }, "dateLivraison", M.dateLivraisonPast],
    ["no site accessibility", { siteAccessible: undefined }, "siteAccessible", M.siteAccessible],
    ["no unloading means", { moyenDechargement: undefined }, "moyenDechargement", M.moyenDechargement],
    ["no client type", { typeClient: undefined }, "typeClient", M.typeClient],
    ["no needs", { besoins: undefined }, "besoins", M.besoins],
    ["no expected horizon", { echeancePrevu: undefined }, "echeancePrevu", M.echeancePrevu],
  ];
  describe("rejects each rule of docs/product.md §8 with its message, storing nothing", () => {
    beforeEach(async () => {
      await site.database.pool.query("DELETE FROM quote_requests; DELETE FROM contact_requests; DELETE FROM outbox_messages");
    });
    it.each(rules)("%s", async (_label, change, field, message) => {
      const response = await post("generate-devis", generateQuotePayload({ ...completeQuote, ...change }, false));
      expect(response.status).toBe(400);
      expect((await response.json()).fields[field]).toBe(message);
      expect(await count("quote_requests")).toBe(0);
      expect(await count("contact_requests")).toBe(0);
      expect(await count("outbox_messages")).toBe(0);
    });
  });
});

describe("plain quote request (send-contact-email, type devis)", () => {
  it("stores the request once, with its conversion event, and informs the team and the customer", async () => {
    await site.database.pool.query("DELETE FROM quote_requests; DELETE FROM contact_requests; DELETE FROM conversion_events");
    const before = site.smtp.received.length;
    const noSurface = { ...completeQuote, bottes: { ...completeQuote.bottes, "botte-36": { selected: true, surface: "" } } };
    const response = await post("send-contact-email", plainQuotePayload(noSurface, false));
    expect(response.status).toBe(200);
    const { rows } = await site.database.pool.query("SELECT number, total_ttc FROM quote_requests");
    expect(rows).toEqual([{ number: null, total_ttc: null }]);
    expect(await count("contact_requests")).toBe(0);
    expect(await count("conversion_events", "event_type = 'devis_request'")).toBe(1);

    const mails = (await site.smtp.waitFor(before + 2)).slice(before);
    expect(mails.find((mail) => mail.envelopeTo.includes(TEAM))!.parsed.subject).toBe("Nouvelle demande de devis");
    expect(mails.find((mail) => mail.envelopeTo.includes("camille.martin@exemple.fr"))!.parsed.subject).toBe(
      "Votre demande de devis – Isol en Paille",
    );

    const tracked = await post("track-conversion", {
      eventType: "quote_request_submitted",
      eventCategory: "conversion",
      pageUrl: "/devis?email=x@y.fr",
      isAdmin: false,
    });
    expect(tracked.status).toBe(200);
    const events = await site.database.pool.query(
      "SELECT page_url, city FROM conversion_events WHERE event_type = 'quote_request_submitted'",
    );
    expect(events.rows).toEqual([{ page_url: "/devis", city: "Paris" }]);
  });

  it("rejects a bad conversion event with 400", async () => {
    expect((await post("track-conversion", { eventType: "achat", eventCategory: "conversion" })).status).toBe(400);
    expect(
      (await post("track-conversion", { eventType: "quote_request_submitted", eventCategory: "conversion", pageUrl: "https://x.fr" }))
        .status,
    ).toBe(400);
  });
});
