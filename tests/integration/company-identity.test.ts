import { describe, expect, it } from "vitest";
import { IDENTITY_VARIABLES } from "@domain/legal";
import { generateQuotePayload } from "@domain/quote/quote-payload";
import { completeQuote } from "../../scripts/demo/quote-request";
import { launchServer, startServer } from "../../scripts/lib/server";
import { createTestAccount, signIn } from "../support/auth";
import { pdfPagesText } from "../support/pdf-text";
import { setUpTestSite } from "../support/site";

/** The company's identity from the configuration (docs/configuration.md). */
const IDENTITY = {
  COMPANY_LEGAL_FORM: "SAS",
  COMPANY_CAPITAL: "10000",
  COMPANY_SIRET: "732 829 320 00074",
  COMPANY_RCS_CITY: "Angers",
  COMPANY_VAT_NUMBER: "FR44732829320",
  COMPANY_ADDRESS: "2 rue du Moulin, 49310 Lys-Haut-Layon",
  PUBLICATION_DIRECTOR: "Camille Martin, présidente",
  HOST_NAME: "Hébergement Ligérien SAS",
  HOST_ADDRESS: "10 quai de la Loire, 44000 Nantes",
};
const MARKS = Object.values(IDENTITY_VARIABLES).map((fact) => `[à compléter : ${fact.what}]`);

const site = setUpTestSite({
  smtp: true,
  addressPrefix: "90.84.9",
  env: { ...IDENTITY, ADMIN_MFA: "optional", RATE_LIMIT_RECIPIENT_PER_HOUR: "1000", VISITOR_MAIL_PER_HOUR: "100000" },
});

/** The visible text of a page: no scripts, no tags, entities and no-break spaces as plain text. */
async function pageText(baseUrl: string, path: string, cookie = ""): Promise<string> {
  const response = await fetch(`${baseUrl}${path}`, { headers: cookie ? { cookie } : {} });
  expect(response.status).toBe(200);
  return plain(
    (await response.text())
      .replace(/<(script|style)[\s\S]*?<\/\1>/g, " ")
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&"),
  );
}

const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, " ");

/** Lines of the server's JSON log whose message starts with `start`. */
function logLines(output: string, start: string) {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { level: number; msg: string; missing?: string[] })
    .filter((entry) => entry.msg.startsWith(start));
}

describe("with the identity configured", () => {
  it("shows it on the legal notice, with no mark for any of its facts", async () => {
    const text = await pageText(site.server.url, "/mentions-legales");
    expect(text).toContain("Forme juridique SAS");
    expect(text).toContain("Capital social 10 000 €");
    expect(text).toContain(`Siège social ${IDENTITY.COMPANY_ADDRESS}`);
    expect(text).toContain("SIRET 732 829 320 00074");
    expect(text).toContain("RCS Angers 732 829 320");
    expect(text).toContain("TVA intracommunautaire FR44732829320");
    expect(text).toContain(`Directeur de la publication ${IDENTITY.PUBLICATION_DIRECTOR}`);
    expect(text).toContain(`Nom ${IDENTITY.HOST_NAME}`);
    expect(text).toContain(`Adresse ${IDENTITY.HOST_ADDRESS}`);
    for (const mark of MARKS) expect(text).not.toContain(mark);
    // Not a variable of the issue: the host's telephone is still to complete.
    expect(text).toContain("[à compléter : téléphone de l'hébergeur]");
  });

  it("shows it in the seller's article of the CGV and the host on the privacy page", async () => {
    const terms = await pageText(site.server.url, "/cgv");
    expect(terms).toContain(
      "Isol en Paille, SAS au capital de 10 000 €, SIRET 732 829 320 00074, RCS Angers 732 829 320, TVA intracommunautaire FR44732829320.",
    );
    for (const mark of MARKS) expect(terms).not.toContain(mark);
    const privacy = await pageText(site.server.url, "/protection-donnees");
    expect(privacy).toContain(`l'hébergeur du site (${IDENTITY.HOST_NAME})`);
    for (const mark of MARKS) expect(privacy).not.toContain(mark);
  });

  it("puts it in the quote PDF and in the footer of the e-mail that sends it", async () => {
    const before = site.smtp.received.length;
    const response = await site.post("generate-devis", generateQuotePayload(completeQuote, false));
    expect(response.status).toBe(200);
    const mails = (await site.smtp.waitFor(before + 2)).slice(before);
    const customer = mails.find((mail) => mail.envelopeTo.includes(completeQuote.email.toLowerCase()))!;
    const pdf = (await pdfPagesText(customer.parsed.attachments[0]!.content)).join(" ");
    const lines = [
      "Isol en Paille, SAS au capital de 10 000 €",
      "SIRET 732 829 320 00074 · RCS Angers 732 829 320",
      "TVA intracommunautaire FR44732829320",
    ];
    for (const line of lines) expect(pdf).toContain(line);
    expect(pdf).not.toContain("[à compléter]");
    const text = plain(customer.parsed.text!);
    for (const line of lines) expect(text).toContain(line);
    expect(text).not.toContain("[à compléter]");
  });

  it("lists nothing to complete for a signed-in admin on /auth", async () => {
    await createTestAccount(site.database, { email: "gerante@exemple.fr", role: "admin" });
    const cookie = await signIn(site.server.url, "gerante@exemple.fr");
    const text = await pageText(site.server.url, "/auth", cookie);
    expect(text).toContain("Créer un nouveau compte"); // the admin panel is there
    expect(text).not.toContain("Informations légales à compléter");
  });
});

describe("without the identity", () => {
  it("logs a warning at start, keeps the marks, and tells a signed-in admin (only an admin) what is missing", async () => {
    const bare = await startServer({ DATABASE_URL: site.database.url, ADMIN_MFA: "optional" });
    try {
      const warnings = logLines(bare.output(), "company identity incomplete");
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({ level: 40, missing: Object.values(IDENTITY_VARIABLES).map((fact) => fact.variable) });

      const notice = await pageText(bare.url, "/mentions-legales");
      for (const mark of MARKS.filter((mark) => !mark.includes("greffe"))) expect(notice).toContain(mark);
      expect(notice).toContain("[à compléter : ville du greffe et numéro d'immatriculation au RCS]");
      expect(await pageText(bare.url, "/cgv")).toContain("SIRET [à compléter : numéro SIRET]");

      await createTestAccount(site.database, { email: "gerant@exemple.fr", role: "admin" });
      const admin = await pageText(bare.url, "/auth", await signIn(bare.url, "gerant@exemple.fr"));
      expect(admin).toContain("Informations légales à compléter :");
      expect(admin).toContain("numéro SIRET ( COMPANY_SIRET )");
      expect(admin).toContain("adresse de l'hébergeur ( HOST_ADDRESS )");
      await createTestAccount(site.database, { email: "moderateur@exemple.fr", role: "moderator" });
      const moderator = await pageText(bare.url, "/auth", await signIn(bare.url, "moderateur@exemple.fr"));
      expect(moderator).not.toContain("Informations légales à compléter");
    } finally {
      await bare.stop();
    }
    // The configured site said nothing.
    expect(logLines(site.server.output(), "company identity incomplete")).toEqual([]);
  });

  it("refuses to start on a SIRET whose Luhn key is wrong, naming COMPANY_SIRET", async () => {
    const child = await launchServer({ ...IDENTITY, COMPANY_SIRET: "73282932000075", DATABASE_URL: site.database.url });
    expect(await child.exited).toBe(1);
    expect(child.output()).toContain("COMPANY_SIRET : le SIRET 73282932000075 est invalide (clé de Luhn fausse");
  });
});
