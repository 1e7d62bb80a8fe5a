import { describe, expect, it } from "vitest";
import { computeWall } from "@domain/wall/compute-wall";
import { formatNumber } from "@domain/format";
import { WALL_PRESETS } from "@domain/wall/presets";
import { readSharedLink, requestOf } from "@domain/wall/wall-link";
import { WALL_MESSAGES, wallRequestSchema } from "@domain/wall/wall-schema";
import { pdfPagesText } from "../support/pdf-text";
import { setUpTestSite } from "../support/site";

const CALCULATOR_LIMIT = 3;
const site = setUpTestSite({
  smtp: true,
  addressPrefix: "90.84.8",
  env: { RATE_LIMIT_CALCULATOR_PER_HOUR: String(CALCULATOR_LIMIT), RATE_LIMIT_WALL_PER_HOUR: "4" },
});

const flat = (text: string) => text.replace(/[\s\u00A0\u202F]+/g, " ");
const straw36 = WALL_PRESETS.find((preset) => preset.id === "paille-botte-36")!.request;
const performance = computeWall(wallRequestSchema.parse(straw36));
const uText = `${formatNumber(performance.uValue, 3)} W/(m²·K)`;
const shiftText = `${formatNumber(performance.timeShiftHours, 1)} h`;

/** What every report says: the inputs, U, the time shift, the standards and the limits. */
function expectReport(pdf: string) {
  expect(pdf).toContain("Rapport de calcul de paroi");
  expect(pdf).toContain("Mur (flux horizontal)");
  for (const layer of performance.layers) expect(pdf).toContain(layer.label);
  expect(pdf).toContain(uText);
  expect(pdf).toContain(`Déphasage ${shiftText}`);
  for (const standard of ["NF EN ISO 6946", "NF EN ISO 13786", "NF EN ISO 13788", "NF EN 16449"]) expect(pdf).toContain(standard);
  expect(pdf).toContain("Limites de la méthode : ce que l'outil ne calcule pas");
  for (const limit of ["Ponts thermiques de liaison", "Bilan hygrothermique mensuel", "feu", "Acoustique"]) expect(pdf).toContain(limit);
  expect(pdf).toContain("Formules employées");
  expect(pdf).toContain("valeurs saisies");
}

describe("POST /api/wall-report", () => {
  it("answers the wall's PDF report, recomputed on the server, to download and without e-mailing it", async () => {
    const before = await site.count("outbox_messages");
    const response = await site.post("wall-report", straw36);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="Paroi-Isol-en-Paille.pdf"');
    expectReport(flat((await pdfPagesText(new Uint8Array(await response.arrayBuffer()))).join(" ")));
    expect(await site.count("outbox_messages")).toBe(before);
  });

  it("prints the section drawing, the moisture, the comparison with the variants and the link that reopens the wall", async () => {
    const glassWool = WALL_PRESETS.find((preset) => preset.id === "ossature-laine-de-verre")!.request;
    const tight = {
      element: "wall",
      layers: [
        { thicknessMm: 30, materialId: "lime-plaster" },
        { thicknessMm: 360, materialId: "botte-36-on-edge" },
        { thicknessMm: 0.2, materialId: "membrane-sd-100" },
      ],
    };
    const response = await site.post("wall-report", {
      ...straw36,
      variants: [
        { label: "Variante laine de verre", wall: glassWool },
        { label: "Variante étanche", wall: tight },
      ],
    });
    expect(response.status).toBe(200);
    const pdf = flat((await pdfPagesText(new Uint8Array(await response.arrayBuffer()))).join(" "));
    expect(pdf).toContain("Coupe de la paroi à l'échelle");
    expect(pdf).toContain("point de rosée");
    expect(pdf).toContain("Humidité sur l'année");
    expect(pdf).toContain("DIN 4108-3");
    expect(pdf).toContain("Comparaison avec vos variantes");
    expect(pdf).toContain("Variante laine de verre");
    expect(pdf).toContain("non conforme");
    // The address wraps on the page: its pieces, up to its checksum, joined again.
    const link = /Rouvrir cette paroi dans le calculateur : (.*?&k=[0-9a-z]+)/.exec(pdf)?.[1]?.replace(/ /g, "");
    expect(link).toMatch(/\/calculateur-paroi\?e=wall&/);
    const reopened = readSharedLink(new URL(link!).searchParams);
    expect(reopened.problem).toBeNull();
    expect(wallRequestSchema.parse(requestOf(reopened.state!))).toEqual(wallRequestSchema.parse(straw36));

    const tooMany = await site.post("wall-report", {
      ...straw36,
      variants: Array.from({ length: 4 }, (_, i) => ({ label: `V${i}`, wall: glassWool })),
    });
    expect(tooMany.status).toBe(400);
  });

  it("prints the emissions layer by layer, the frame apart, by hand, and the French station's monthly balance", async () => {
    const response = await site.post("wall-report", { ...straw36, climateZone: "lyon-bron-tmyx" });
    expect(response.status).toBe(200);
    const pdf = flat((await pdfPagesText(new Uint8Array(await response.arrayBuffer()))).join(" "));
    expect(pdf).toContain("Émissions par couche (kg CO₂ éq. par m² de paroi, NF EN 15804)");
    // Lime plaster: 0.03 m × 1800 kg/m³ = 54 kg/m², 54 × 0.46 = 24.84 (A1-A3), 54 × 0.00913 = 0.49 (C), 25.33 (A1-C4).
    expect(pdf).toMatch(/1\. Enduit à la chaux 54 24,84 0,49 25,33 donnée générique : KBOB/);
    // The studs: 0.36 m × 450 kg/m³ × 0.075 = 12.15 kg/m², × (0.133 + 0.0101) = 1.74 kg CO₂ eq./m².
    expect(pdf).toMatch(/2\. Bois massif résineux \(ossature, montants\) \(ossature\) 12,15 1,62 0,12 1,74/);
    expect(pdf).toContain("Toutes les couches sont comptées");
    expect(pdf).toContain("climat : Lyon-Bron (Rhône), année type 2004-2018");
  });

  it("refuses a bad request with a French message by field", async () => {
    const response = await site.post("wall-report", { ...straw36, layers: [{ thicknessMm: -1, materialId: "lime-plaster" }] });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields["layers.0.thicknessMm"]).toBe(WALL_MESSAGES.thickness);
  });

  it("answers 429 past the wall calculator's hourly limit", async () => {
    const from = "90.84.8.200";
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await site.post("wall-report", straw36, { from })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
});

describe("POST /api/send-wall-report", () => {
  it("e-mails the figures with the PDF report attached, through the outbox", async () => {
    const before = site.smtp.received.length;
    const response = await site.post("send-wall-report", { ...straw36, email: "Chantier@Exemple.fr" });
    expect(response.status).toBe(200);
    const [mail] = (await site.smtp.waitFor(before + 1)).slice(before);
    expect(mail!.envelopeTo).toEqual(["chantier@exemple.fr"]);
    expect(mail!.parsed.subject).toBe("Votre rapport de calcul de paroi – Isol en Paille");
    const text = flat(mail!.parsed.text ?? "");
    expect(text).toMatch(/Rouvrir cette paroi dans le calculateur : \S*\/calculateur-paroi\?e=wall&/);
    expect(text).toContain(uText);
    expect(text).toContain(shiftText);
    expect(text).toContain("NF EN ISO 6946");
    const attachment = mail!.parsed.attachments.find((file) => file.contentType === "application/pdf")!;
    expect(attachment.filename).toBe("Paroi-Isol-en-Paille.pdf");
    expectReport(flat((await pdfPagesText(new Uint8Array(attachment.content))).join(" ")));
  });

  it("refuses a missing or invalid address in French and queues nothing", async () => {
    const queued = await site.count("outbox_messages");
    const missing = await site.post("send-wall-report", straw36);
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { fields: Record<string, string> }).fields.email).toBe(WALL_MESSAGES.emailRequired);
    const invalid = await site.post("send-wall-report", { ...straw36, email: "pas-une-adresse" });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { fields: Record<string, string> }).fields.email).toBe("Format d'email invalide");
    expect(await site.count("outbox_messages")).toBe(queued);
  });

  it("answers 429 past RATE_LIMIT_CALCULATOR_PER_HOUR from one visitor, and past the per-recipient limit", async () => {
    const from = "90.84.8.201";
    const statuses: number[] = [];
    for (let i = 0; i <= CALCULATOR_LIMIT; i++) {
      statuses.push((await site.post("send-wall-report", { ...straw36, email: `visiteur${i}@exemple.fr` }, { from })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);

    const recipient: number[] = [];
    for (let i = 0; i < 6; i++) recipient.push((await site.post("send-wall-report", { ...straw36, email: "meme@exemple.fr" })).status);
    expect(recipient).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
