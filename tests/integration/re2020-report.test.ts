import { describe, expect, it } from "vitest";
import { RE2020_DISCLAIMER } from "@domain/re2020/notes";
import { RE2020_MESSAGES } from "@domain/re2020/re2020-schema";
import { WORKED_HOUSE } from "@domain/re2020/worked-house";
import { pdfPagesText } from "../support/pdf-text";
import { setUpTestSite } from "../support/site";

const site = setUpTestSite({ smtp: true, addressPrefix: "90.84.32", env: { RATE_LIMIT_WALL_PER_HOUR: "3" } });

const flat = (text: string) => text.replace(/[\s\u00A0\u202F]+/g, " ");

/** What every report says: the inputs, the worked house's figures, the weights, the sources and the limits. */
function expectReport(pdf: string) {
  expect(pdf).toContain("Estimation RE2020 de l'isolant");
  expect(pdf).toContain(flat(RE2020_DISCLAIMER));
  expect(pdf).toContain("Surface de référence (SREF) : 120 m²");
  expect(pdf).toContain("Murs : 150 m²");
  expect(pdf).toContain("-38 kg CO₂ éq./m² SREF");
  expect(pdf).toContain("9,8 kg CO₂ éq./m² SREF");
  expect(pdf).toContain("-7,2 %");
  expect(pdf).toContain("13 593 kg CO₂");
  expect(pdf).toContain("30,9 kg C/m² SREF");
  expect(pdf).toContain("Pondération dynamique employée");
  expect(pdf).toContain("50 : 0,578");
  expect(pdf).toContain("arrêté du 4 août 2021");
  expect(pdf).toContain("ordre de grandeur, non lu dans une FDES");
  expect(pdf).toContain("Méthode, sources et limites");
}

describe("POST /api/re2020-report", () => {
  it("answers the estimate's PDF report, recomputed on the server, without e-mailing it", async () => {
    const before = await site.count("outbox_messages");
    const response = await site.post("re2020-report", WORKED_HOUSE);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="Estimation-RE2020-Isol-en-Paille.pdf"');
    expectReport(flat((await pdfPagesText(new Uint8Array(await response.arrayBuffer()))).join(" ")));
    expect(await site.count("outbox_messages")).toBe(before);
  });

  it("refuses a bad request with a French message by field, and answers 429 past the hourly limit", async () => {
    const response = await site.post("re2020-report", { ...WORKED_HOUSE, sref: -1 });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields.sref).toBe(RE2020_MESSAGES.sref);
    const from = "90.84.32.200";
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await site.post("re2020-report", WORKED_HOUSE, { from })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe("POST /api/send-re2020-report", () => {
  it("e-mails the figures with the PDF report attached, through the outbox", async () => {
    const before = site.smtp.received.length;
    const response = await site.post("send-re2020-report", { ...WORKED_HOUSE, email: "Chantier@Exemple.fr" });
    expect(response.status).toBe(200);
    const [mail] = (await site.smtp.waitFor(before + 1)).slice(before);
    expect(mail!.envelopeTo).toEqual(["chantier@exemple.fr"]);
    expect(mail!.parsed.subject).toBe("Votre estimation RE2020 de l'isolant – Isol en Paille");
    const text = flat(mail!.parsed.text ?? "");
    expect(text).toContain("-38 kg CO₂ éq./m² SREF");
    expect(text).toContain("jamais une attestation RE2020");
    const attachment = mail!.parsed.attachments.find((file) => file.contentType === "application/pdf")!;
    expect(attachment.filename).toBe("Estimation-RE2020-Isol-en-Paille.pdf");
    expectReport(flat((await pdfPagesText(new Uint8Array(attachment.content))).join(" ")));
  });

  it("refuses a missing address in French and queues nothing", async () => {
    const queued = await site.count("outbox_messages");
    const missing = await site.post("send-re2020-report", WORKED_HOUSE);
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { fields: Record<string, string> }).fields.email).toBe(RE2020_MESSAGES.emailRequired);
    expect(await site.count("outbox_messages")).toBe(queued);
  });
});
