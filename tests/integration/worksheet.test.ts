import { describe, expect, it } from "vitest";
import { decimalMessage } from "@domain/decimal";
import { MEASUREMENT_RULES } from "@domain/worksheet/worksheet";
import { pdfPagesText } from "../support/pdf-text";
import { setUpTestSite } from "../support/site";

const site = setUpTestSite({ smtp: true, env: { SITE_URL: "https://www.isolenpaille.test" } });

/** Spaces of every kind (U+202F, U+00A0) and line breaks as one ordinary space. */
const flat = (text: string) => text.replace(/[\s\u00A0\u202F]+/g, " ");

// Botte 36: section 0,36 × 0,46 m, 55 cm long, so 0,09108 m³. Dry density = weight ÷ (1 + humidity) ÷ volume.
const measurement = (lot: string, humidity: number, weightKg: number, weightType = "bale") => ({
  baleType: "36",
  lot,
  lengthCm: 55,
  humidity,
  weightKg,
  weightType,
});
const FIVE = [
  measurement("L001", 15, 11), // 11 / 1,15 / 0,09108 = 105,0 → Conforme
  measurement("L002", 10, 6), // 6 / 1,10 / 0,09108 = 59,9 → À redensifier
  measurement("L003", 10, 14), // 14 / 1,10 / 0,09108 = 139,7 → Trop dense
  measurement("L004", 24, 11), // humidity above 20 → Faire sécher (97,4)
  measurement("L005", 26, 11), // humidity above 25 → Écarté du lot (95,9)
];

describe("POST /api/send-masse-volumique-results", () => {
  it("e-mails the summary recomputed from the raw inputs, whatever figures the browser sent, with its PDF report", async () => {
    const before = site.smtp.received.length;
    const tampered = FIVE.map((m) => ({ ...m, dryDensity: 999, status: "conforme" }));
    const response = await site.post("send-masse-volumique-results", {
      email: "Atelier@Exemple.fr",
      botteType: "36",
      measurements: tampered,
    });
    expect(response.status).toBe(200);
    const [mail] = (await site.smtp.waitFor(before + 1)).slice(before);
    expect(mail!.envelopeTo).toEqual(["atelier@exemple.fr"]);
    expect(mail!.parsed.subject).toBe("Votre bordereau d'autocontrôle – Isol en Paille");
    const text = flat(mail!.parsed.text ?? "");
    for (const expected of [
      "105,0 kg/m³ Conforme",
      "59,9 kg/m³ À redensifier",
      "139,7 kg/m³ Trop dense",
      "97,4 kg/m³ Faire sécher",
      "95,9 kg/m³ Écarté du lot",
      "20 % – Non conforme",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("999");

    const attachment = mail!.parsed.attachments.find((file) => file.contentType === "application/pdf")!;
    expect(attachment.filename).toBe("bordereau-autocontrole.pdf");
    const pdf = flat((await pdfPagesText(new Uint8Array(attachment.content))).join(" "));
    for (const lot of ["L001", "L002", "L003", "L004", "L005"]) expect(pdf).toContain(lot);
    for (const expected of [
      "Types de botte : Botte 36",
      "105,0 kg/m³",
      "139,7 kg/m³",
      "Écarté du lot",
      "Taux de conformité : 20 % – Non conforme",
      "Seuils appliqués",
      "Contrôle réalisé par",
    ]) {
      expect(pdf).toContain(expected);
    }

    const { rows } = await site.database.pool.query("SELECT * FROM bordereau_usage WHERE event_type = 'email_sent'");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      botte_type: "36",
      email_sent_to: "atelier@exemple.fr",
      measurement_count: 5,
      city: "Paris",
      is_admin: false,
    });
    expect(rows[0].metadata.map((m: { status: string }) => m.status)).toEqual(["good", "other", "tolerance", "tolerance", "other"]);
    expect(rows[0].metadata[0]).toMatchObject({ baleType: "36", widthCm: null, lengthCm: 55, humidity: 15, dryDensity: 105 });
  });

  it("turns a pallet weight into a bale weight (28 bales of Botte 36 on a pallet)", async () => {
    const before = site.smtp.received.length;
    const response = await site.post("send-masse-volumique-results", {
      email: "palette@exemple.fr",
      botteType: "36",
      measurements: [measurement("P01", 15, 308, "pallet")],
    });
    expect(response.status).toBe(200);
    const [mail] = (await site.smtp.waitFor(before + 1)).slice(before);
    expect(flat(mail!.parsed.text ?? "")).toContain("105,0 kg/m³ Conforme"); // 308 / 28 = 11 kg a bale
  });

  it("keeps each measurement's own bale type in a mixed list, never the type chosen last", async () => {
    await site.database.pool.query("DELETE FROM bordereau_usage WHERE event_type = 'email_sent'");
    const before = site.smtp.received.length;
    const mixed = [
      { ...measurement("M01", 10, 5.5), baleType: "22" }, // 5 / 0,04356 = 114,8 → Conforme
      { ...measurement("M02", 10, 6.6), baleType: "autre", widthCm: 30, heightCm: 40, lengthCm: 60 }, // 6 / 0,072 = 83,3
      measurement("M03", 15, 11), // Botte 36: 105,0
    ];
    // The form's bale type when sent was Botte 46, which no measurement has.
    const response = await site.post("send-masse-volumique-results", { email: "mixte@exemple.fr", botteType: "46", measurements: mixed });
    expect(response.status).toBe(200);
    const [mail] = (await site.smtp.waitFor(before + 1)).slice(before);
    const text = flat(mail!.parsed.text ?? "");
    const html = flat(mail!.parsed.html || "");
    for (const body of [text, html]) {
      expect(body).toContain("Types de botte : Botte 22, Autre 30 × 40 cm, Botte 36");
      expect(body).toContain("Type de botte");
      expect(body).not.toContain("Botte 46");
    }
    // Numbered, not by the lots the visitor typed (those are in the PDF): docs/decisions/0017-no-mail-relay.md.
    expect(text).toContain("1 Botte 22 5,5 kg 55 cm 10 % 114,8 kg/m³ Conforme");
    expect(text).toContain("2 Autre 30 × 40 cm 6,6 kg 60 cm 10 % 83,3 kg/m³ Conforme");
    expect(text).not.toContain("M01");

    const attachment = mail!.parsed.attachments.find((file) => file.contentType === "application/pdf")!;
    const pdf = flat((await pdfPagesText(new Uint8Array(attachment.content))).join(" "));
    expect(pdf).toContain("Types de botte : Botte 22, Autre 30 × 40 cm, Botte 36");
    expect(pdf).toContain("Type de botte");
    expect(pdf).toContain("Autre 30 × 40 cm");
    expect(pdf).not.toContain("Botte 46");

    const { rows } = await site.database.pool.query("SELECT botte_type, metadata FROM bordereau_usage WHERE event_type = 'email_sent'");
    // A list mixing types has no single botte_type: each measurement keeps its own in the metadata.
    expect(rows).toEqual([
      {
        botte_type: null,
        metadata: [
          expect.objectContaining({ baleType: "22", widthCm: null, heightCm: null }),
          expect.objectContaining({ baleType: "autre", widthCm: 30, heightCm: 40, dryDensity: 83.3 }),
          expect.objectContaining({ baleType: "36", widthCm: null, heightCm: null }),
        ],
      },
    ]);
  });

  it("refuses bad payloads with French messages and queues nothing", async () => {
    const queued = await site.count("outbox_messages");
    const cases: [unknown, string, string][] = [
      [{ email: "", botteType: "36", measurements: FIVE }, "email", "Email requis"],
      [{ email: "atelier@exemple.fr", botteType: "36", measurements: [] }, "measurements", "Aucune mesure"],
      [
        { email: "atelier@exemple.fr", botteType: "autre", measurements: [{ ...FIVE[0], baleType: "autre" }] },
        "measurements.0.widthCm",
        "Veuillez renseigner la largeur et la hauteur",
      ],
      [
        { email: "atelier@exemple.fr", botteType: "36", measurements: [{ ...FIVE[0], weightKg: "lourd" }] },
        "measurements.0.weightKg",
        decimalMessage(MEASUREMENT_RULES.weightKg),
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await site.post("send-masse-volumique-results", body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { fields: Record<string, string> }).fields[field]).toBe(message);
    }
    expect(await site.count("outbox_messages")).toBe(queued);
  });

  it("answers the 11th summary of an hour from one visitor with 429", async () => {
    const from = "90.84.7.7";
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await site.post(
        "send-masse-volumique-results",
        { email: `chantier${i}@exemple.fr`, botteType: "36", measurements: [FIVE[0]] },
        { from },
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("POST /api/worksheet-report", () => {
  it("returns the same PDF report to download, without e-mailing it", async () => {
    const before = await site.count("outbox_messages");
    const response = await site.post("worksheet-report", { botteType: "36", measurements: FIVE });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const pdf = flat((await pdfPagesText(new Uint8Array(await response.arrayBuffer()))).join(" "));
    expect(pdf).toContain("L005");
    expect(pdf).toContain("Taux de conformité : 20 % – Non conforme");
    expect(await site.count("outbox_messages")).toBe(before);
  });
});

describe("POST /api/track-bordereau-usage", () => {
  it("stores a page view and a measurement with the location, the density recomputed and no address", async () => {
    await site.database.pool.query("DELETE FROM bordereau_usage");
    expect((await site.post("track-bordereau-usage", { eventType: "page_view" })).status).toBe(200);
    const added = await site.post("track-bordereau-usage", {
      eventType: "measurement_added",
      botteType: "36",
      measurementCount: 3,
      metadata: { ...FIVE[1], dryDensity: 100, status: "conforme" },
    });
    expect(added.status).toBe(200);
    const { rows } = await site.database.pool.query("SELECT * FROM bordereau_usage ORDER BY id");
    expect(rows.map((row) => row.event_type)).toEqual(["page_view", "measurement_added"]);
    for (const row of rows) expect(row).toMatchObject({ city: "Paris", country: "France", is_admin: false });
    expect(rows[1]).toMatchObject({ botte_type: "36", measurement_count: 3 });
    expect(rows[1].metadata).toEqual([
      { baleType: "36", widthCm: null, heightCm: null, lengthCm: 55, humidity: 10, weightType: "bale", dryDensity: 59.9, status: "other" },
    ]);
    expect(JSON.stringify(rows)).not.toContain("90.84.");
  });

  it("refuses an e-mail event from the browser: the server records sent summaries itself", async () => {
    const response = await site.post("track-bordereau-usage", {
      eventType: "email_sent",
      botteType: "36",
      measurementCount: 1,
      emailSentTo: "x@exemple.fr",
    });
    expect(response.status).toBe(400);
    expect(await site.count("bordereau_usage", "event_type = 'email_sent' AND email_sent_to = 'x@exemple.fr'")).toBe(0);
  });
});
