import { beforeEach, describe, expect, it } from "vitest";
import { calculate } from "@domain/calculator/calculator";
import { calculatorUsage } from "@domain/calculator/calculator-api";
import { setUpTestSite } from "../support/site";
import { SEED_CATALOGUE } from "../support/catalogue";

const NNBSP = "\u202f";

const site = setUpTestSite({
  smtp: true,
  addressPrefix: "90.84.2",
  env: { SITE_URL: "https://www.isolenpaille.test", RATE_LIMIT_CALCULATOR_PER_HOUR: "2" },
});
beforeEach(async () => {
  await site.database.pool.query("DELETE FROM calculator_usage");
});

const post = (path: string, body: unknown, from?: string, userAgent?: string) => site.post(path, body, { from, userAgent });

const botte22 = calculate({ productId: "botte-22", unit: "m2", quantity: 120 }, SEED_CATALOGUE)!;
const botte36 = calculate({ productId: "botte-36", unit: "bottes", quantity: 784 }, SEED_CATALOGUE)!;

describe("POST /api/send-calculator-results", () => {
  it("e-mails the figures the server recomputed, ignoring tampered ones", async () => {
    const before = site.smtp.received.length;
    const tampered = { ...botte22, bottles: 1, pallets: 1, cost: 1, weight: 1, carbonStorage: 999 };
    const response = await post("send-calculator-results", {
      email: "Architecte@Exemple.fr",
      isComparative: false,
      calculation1: tampered,
      calculation2: null,
    });
    expect(response.status).toBe(200);
    const [mail] = (await site.smtp.waitFor(before + 1)).slice(before);
    expect(mail!.envelopeTo).toEqual(["architecte@exemple.fr"]);
    expect(mail!.parsed.subject).toBe("Vos résultats de calcul – Isol en Paille");
    const text = mail!.parsed.text!;
    // 120 m² of Botte 22: 120 × 62 / 12.5 = 595.2 → 596 bales, 10 pallets, 2 400 € HT, 120 × 35.14 / 1000 = 4.22 t
    expect(text).toContain("596");
    expect(text).toContain(`2${NNBSP}400`);
    expect(text).toContain("4,22");
    expect(text).not.toContain("999");
    expect(mail!.parsed.html).toContain("https://www.isolenpaille.test/devis");

    const { rows } = await site.database.pool.query("SELECT * FROM calculator_usage");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      product_name: "Botte 22",
      bottles_needed: 596,
      estimated_cost: 2400,
      email_sent: true,
      email_address: "architecte@exemple.fr",
      is_comparative: false,
      city: "Paris",
      country: "France",
    });
  });

  it("e-mails two calculations side by side", async () => {
    const before = site.smtp.received.length;
    const response = await post("send-calculator-results", {
      email: "bureau.etudes@exemple.fr",
      isComparative: true,
      calculation1: botte22,
      calculation2: botte36,
    });
    expect(response.status).toBe(200);
    const [mail] = (await site.smtp.waitFor(before + 1)).slice(before);
    expect(mail!.parsed.html).toContain("Calcul 1");
    expect(mail!.parsed.html).toContain("Calcul 2");
    // 784 bales of Botte 36: 28 pallets, one full truck, 210 m², 5 250 € HT
    expect(mail!.parsed.text).toContain(`5${NNBSP}250`);
    expect(mail!.parsed.text).toContain("1 semi-remorque complète");
    const { rows } = await site.database.pool.query(
      "SELECT is_comparative, comparative_product_name, comparative_bottles_needed FROM calculator_usage",
    );
    expect(rows).toEqual([{ is_comparative: true, comparative_product_name: "Botte 36", comparative_bottles_needed: 784 }]);
  });

  const bad: Array<[string, Record<string, unknown>, string]> = [
    ["an invalid e-mail", { email: "pas-une-adresse" }, "email"],
    ["an unknown product", { calculation1: { ...botte22, product: "Botte 99" } }, "calculation1.product"],
    ["a zero quantity", { calculation1: { ...botte22, quantity: 0 } }, "calculation1.quantity"],
    ["a comparison without its second calculation", { isComparative: true, calculation2: null }, "calculation2"],
    ["no calculation", { calculation1: null }, "calculation1"],
  ];
  it.each(bad)("answers 400 to %s and sends nothing", async (_label, change, field) => {
    const before = site.smtp.received.length;
    const response = await post("send-calculator-results", {
      email: "client@exemple.fr",
      isComparative: false,
      calculation1: botte22,
      calculation2: null,
      ...change,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).fields[field]).toBeTruthy();
    const { rows } = await site.database.pool.query("SELECT count(*)::int AS n FROM calculator_usage");
    expect(rows[0].n).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(site.smtp.received.length).toBe(before);
  });

  it("answers 429 with Retry-After past the hourly limit", async () => {
    const from = "81.250.9.9";
    const body = { email: "limite@exemple.fr", isComparative: false, calculation1: botte22, calculation2: null };
    expect((await post("send-calculator-results", body, from)).status).toBe(200);
    expect((await post("send-calculator-results", body, from)).status).toBe(200);
    const third = await post("send-calculator-results", body, from);
    expect(third.status).toBe(429);
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("POST /api/track-calculator-usage", () => {
  it("stores every field of the call with the city and country", async () => {
    const response = await post("track-calculator-usage", calculatorUsage(botte22, botte36));
    expect(response.status).toBe(200);
    const { rows } = await site.database.pool.query("SELECT * FROM calculator_usage");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      product_name: "Botte 22",
      product_width: 0.22,
      product_height: 0.36,
      product_length: 0.55,
      surface_m2: 120,
      thermal_resistance: 4.6,
      bottles_needed: 596,
      pallets_needed: 10,
      trucks_needed: 1,
      estimated_cost: 2400,
      is_comparative: true,
      comparative_product_name: "Botte 36",
      comparative_surface_m2: 210,
      comparative_bottles_needed: 784,
      comparative_estimated_cost: 5250,
      email_sent: false,
      email_address: null,
      city: "Paris",
      region: "Ile-de-France",
      country: "France",
    });
    expect(rows[0].carbon_storage_kg).toBeCloseTo(4216.8, 6); // 120 × 35.14
    expect(rows[0].total_weight_kg).toBeCloseTo(3172.2581, 3); // 596 × 330 / 62
  });

  it("rejects a bad payload with 400 and stores nothing", async () => {
    for (const body of [
      { ...calculatorUsage(botte22, null), productName: "Inconnu" },
      { ...calculatorUsage(botte22, null), bottlesNeeded: -1 },
      { ...calculatorUsage(botte22, null), surfaceM2: "beaucoup" },
      { productName: "Botte 22" },
    ]) {
      expect((await post("track-calculator-usage", body)).status).toBe(400);
    }
    const { rows } = await site.database.pool.query("SELECT count(*)::int AS n FROM calculator_usage");
    expect(rows[0].n).toBe(0);
  });

  it("does not record a bot", async () => {
    const response = await post(
      "track-calculator-usage",
      calculatorUsage(botte22, null),
      undefined,
      "Googlebot/2.1 (+http://www.google.com/bot.html)",
    );
    expect(await response.json()).toEqual({ ok: true, recorded: false });
  });
});
