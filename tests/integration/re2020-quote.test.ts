import { describe, expect, it } from "vitest";
import { generateQuotePayload, plainQuotePayload } from "@domain/quote/quote-payload";
import { RE2020_DISCLAIMER } from "@domain/re2020/notes";
import { RE2020_MESSAGES } from "@domain/re2020/re2020-schema";
import { WORKED_HOUSE } from "@domain/re2020/worked-house";
import { completeQuote } from "../../scripts/demo/quote-request";
import { pdfPagesText } from "../support/pdf-text";
import { setUpTestSite } from "../support/site";

const TEAM = "equipe@isolenpaille.test";
const site = setUpTestSite({
  smtp: true,
  addressPrefix: "90.84.33",
  env: { TEAM_EMAIL: TEAM, RATE_LIMIT_RECIPIENT_PER_HOUR: "1000", VISITOR_MAIL_PER_HOUR: "100000" },
});
const flat = (text: string) => text.replace(/[\s\u00A0\u202F]+/g, " ");

/** The line the team and the quote's annex show for the worked house (its figures: domain/re2020/estimate.test.ts). */
const LINE =
  "Estimation RE2020 de l'isolant (maison individuelle ou accolée, permis 2025, SREF 120 m²) : -38 kg CO₂ éq./m² SREF en dynamique, 9,8 kg CO₂ éq./m² SREF en statique, -7,2 % du seuil 2025-2027, 13 593 kg CO₂ stockés dans l'isolant, Stock C 30,9 kg C/m² SREF ; estimation, pas une attestation RE2020.";

/** What the e-mails show of the worked house's estimate besides its line: its figures, the stored carbon reconciled. */
const FIGURES = [
  "Ic de l'isolant, calcul dynamique (RE2020)",
  "-38 kg CO₂ éq./m² SREF",
  "Part du seuil 2025-2027 (530 kg CO₂ éq./m²)",
  "CO₂ stocké dans l'isolant",
  "13 593 kg CO₂",
  "13 593 kg CO₂ × 12/44 ÷ 120 m² SREF = 30,9 kg C/m² SREF",
  flat(RE2020_DISCLAIMER),
];

describe("a quote request carrying an RE2020 estimate", () => {
  it("shows the estimate to the customer and the team, and as a table in the quote's annex, without storing it", async () => {
    const before = site.smtp.received.length;
    // completeQuote: 140 m² of Botte 36 → page 1 stores 140 × 58.78 = 8 229 kg CO₂.
    const response = await site.post("generate-devis", { ...generateQuotePayload(completeQuote, false), re2020Estimate: WORKED_HOUSE });
    expect(response.status).toBe(200);
    const { number } = (await response.json()) as { number: string };
    const mails = (await site.smtp.waitFor(before + 2)).slice(before);
    const team = mails.find((mail) => mail.envelopeTo.includes(TEAM))!;
    const customer = mails.find((mail) => mail.envelopeTo.includes(completeQuote.email.toLowerCase()))!;
    for (const mail of [team, customer]) {
      const text = flat(mail.parsed.text ?? "");
      expect(text).toContain(flat(LINE));
      for (const figure of FIGURES) expect(text).toContain(figure);
    }
    const pages = (await pdfPagesText(team.parsed.attachments[0]!.content)).map(flat);
    // The annex has a page of its own, after the quote: a table, not one sentence.
    const annex = pages.slice(1).join(" ");
    expect(pages[0]).not.toContain("Annexe");
    expect(annex).toContain("Annexe : Estimation RE2020 de l'isolant jointe à la demande");
    expect(annex).toContain("Grandeur Valeur Ic de l'isolant, calcul dynamique (RE2020) -38 kg CO₂ éq./m² SREF");
    expect(annex).toContain("Période du permis Seuil moyen (kg CO₂ éq./m² SREF) Part (dynamique) Part (statique)");
    expect(annex).toContain("2025-2027 (permis) 530 -7,2 % 1,9 %");
    expect(annex).toContain("13 593 kg CO₂ × 12/44 ÷ 120 m² SREF = 30,9 kg C/m² SREF");
    // Page 1's stored carbon and the estimate's, in one unit, with why they differ.
    expect(pages[0]).toContain("CO₂ stocké durablement 8 229 kg");
    expect(annex).toContain("la page 1 du devis, 8 229 kg CO₂ pour les m² de bottes commandés");
    expect(annex).toContain("l'ossature bois occupe une part de sa surface sans paille (7,5 % ici)");
    expect(annex).toContain(flat(RE2020_DISCLAIMER));
    expect(annex).toContain("Contribution d'un produit");
    const { rows } = await site.database.pool.query("SELECT form FROM quote_requests WHERE number = $1", [number]);
    expect(rows[0].form.re2020Estimate).toBeUndefined();
  });

  it("carries it on a plain request too (no surface): the team's e-mail and the customer's acknowledgement", async () => {
    const before = site.smtp.received.length;
    const noSurface = { ...completeQuote, bottes: { ...completeQuote.bottes, "botte-36": { selected: true, surface: "" } } };
    const response = await site.post("send-contact-email", { ...plainQuotePayload(noSurface, false), re2020Estimate: WORKED_HOUSE });
    expect(response.status).toBe(200);
    const mails = (await site.smtp.waitFor(before + 2)).slice(before);
    for (const to of [TEAM, completeQuote.email.toLowerCase()]) {
      const text = flat(mails.find((mail) => mail.envelopeTo.includes(to))!.parsed.text ?? "");
      expect(text).toContain(flat(LINE));
      for (const figure of FIGURES) expect(text).toContain(figure);
      expect(text).not.toContain("la page 1 du devis");
    }
  });

  it("refuses an estimate the estimate's schema refuses, with its French message under re2020Estimate, and sends nothing", async () => {
    const queued = await site.count("outbox_messages");
    const response = await site.post("generate-devis", {
      ...generateQuotePayload(completeQuote, false),
      re2020Estimate: { ...WORKED_HOUSE, permitYear: 2019 },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual({
      "re2020Estimate.permitYear": RE2020_MESSAGES.permitYear,
    });
    expect(await site.count("outbox_messages")).toBe(queued);
  });

  it("leaves a request without an estimate as it was: no annex", async () => {
    const before = site.smtp.received.length;
    expect((await site.post("generate-devis", generateQuotePayload(completeQuote, false))).status).toBe(200);
    const mails = (await site.smtp.waitFor(before + 2)).slice(before);
    const team = mails.find((mail) => mail.envelopeTo.includes(TEAM))!;
    expect(team.parsed.text).not.toContain("Estimation RE2020");
    expect((await pdfPagesText(team.parsed.attachments[0]!.content)).join(" ")).not.toContain("Annexe");
  });
});
