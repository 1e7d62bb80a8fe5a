import { describe, expect, it } from "vitest";
import { generateQuotePayload, plainQuotePayload } from "@domain/quote/quote-payload";
import { RE2020_MESSAGES } from "@domain/re2020/re2020-schema";
import { WORKED_HOUSE } from "@domain/re2020/worked-house";
import { completeQuote } from "../../scripts/demo/quote-request";
import { pdfPagesText } from "../support/pdf-text";
import { setUpTestSite } from "../support/site";

const TEAM = "equipe@isolenpaille.test";
const site = setUpTestSite({ smtp: true, addressPrefix: "90.84.33", env: { TEAM_EMAIL: TEAM, RATE_LIMIT_RECIPIENT_PER_HOUR: "1000" } });
const flat = (text: string) => text.replace(/[\s\u00A0\u202F]+/g, " ");

/** The line the team and the quote's annex show for the worked house (its figures: domain/re2020/estimate.test.ts). */
const LINE =
  "Estimation RE2020 de l'isolant (maison individuelle ou accolée, permis 2025, SREF 120 m²) : -38 kg CO₂ éq./m² SREF en dynamique, 9,8 kg CO₂ éq./m² SREF en statique, -7,2 % du seuil 2025-2027, 13 593 kg CO₂ stockés dans l'isolant, Stock C 30,9 kg C/m² SREF ; estimation, pas une attestation RE2020.";

describe("a quote request carrying an RE2020 estimate", () => {
  it("shows the estimate's figures in the team's e-mail and as an annex line of the quote PDF, without storing it", async () => {
    const before = site.smtp.received.length;
    const response = await site.post("generate-devis", { ...generateQuotePayload(completeQuote, false), re2020Estimate: WORKED_HOUSE });
    expect(response.status).toBe(200);
    const { number } = (await response.json()) as { number: string };
    const mails = (await site.smtp.waitFor(before + 2)).slice(before);
    const team = mails.find((mail) => mail.envelopeTo.includes(TEAM))!;
    expect(flat(team.parsed.text ?? "")).toContain(flat(LINE));
    const pdf = flat((await pdfPagesText(team.parsed.attachments[0]!.content)).join(" "));
    expect(pdf).toContain("Annexe");
    expect(pdf).toContain(flat(LINE));
    const { rows } = await site.database.pool.query("SELECT form FROM quote_requests WHERE number = $1", [number]);
    expect(rows[0].form.re2020Estimate).toBeUndefined();
  });

  it("carries it on a plain request too (no surface: the team's e-mail only)", async () => {
    const before = site.smtp.received.length;
    const noSurface = { ...completeQuote, bottes: { ...completeQuote.bottes, "botte-36": { selected: true, surface: "" } } };
    const response = await site.post("send-contact-email", { ...plainQuotePayload(noSurface, false), re2020Estimate: WORKED_HOUSE });
    expect(response.status).toBe(200);
    const mails = (await site.smtp.waitFor(before + 2)).slice(before);
    expect(flat(mails.find((mail) => mail.envelopeTo.includes(TEAM))!.parsed.text ?? "")).toContain(flat(LINE));
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
