import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { generateQuotePayload } from "@domain/quote/quote-payload";
import { WORKED_HOUSE } from "@domain/re2020/worked-house";
import { BROWSER_USER_AGENT } from "../../scripts/lib/browser";
import { completeQuote } from "../../scripts/demo/quote-request";
import { pdfPagesText } from "../support/pdf-text";
import { setUpTestSite } from "../support/site";

/**
 * One bale, the same figures everywhere (issue #40 item 1, docs/product.md §10.9): each place a visitor reads a
 * bale's thermal resistance or stored carbon (pages, API answers, e-mails, PDFs) is read here and compared with one
 * table written by hand from the decision, not from the code: the declared R and the professional rules' R side by
 * side with their two labels, calculations on the rules' R, stored carbon by one method in kg CO₂.
 */

const site = setUpTestSite({ smtp: true, addressPrefix: "90.84.40", env: { RATE_LIMIT_RECIPIENT_PER_HOUR: "1000" } });

const DECLARED = "R déclaré par le fabricant";
const RULES = "R selon les règles professionnelles";

/** By hand: R = thickness ÷ λ (declared λ 0.048; the rules' 0.052), the maker's stored CO₂ per m² of straw. */
const BALES = [
  { id: "botte-22", label: "Botte 22", declared: "4,6 m².K/W", rules: "4,23 m².K/W", rulesValue: 4.23, carbon: "35,14" },
  { id: "botte-36", label: "Botte 36", declared: "7,5 m².K/W", rules: "6,92 m².K/W", rulesValue: 6.92, carbon: "58,78" },
  { id: "botte-46", label: "Botte 46", declared: "9,6 m².K/W", rules: "8,85 m².K/W", rulesValue: 8.85, carbon: "73,47" },
] as const;

const ENTITIES: Record<string, string> = { "&#x27;": "'", "&quot;": '"', "&lt;": "<", "&gt;": ">", "&amp;": "&" };

/** Text as read: styles, scripts and tags out, entities decoded, every kind of space one space. */
const flat = (text: string) =>
  text
    .replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&quot;|&lt;|&gt;|&amp;/g, (entity) => ENTITIES[entity]!)
    .replace(/[\s\u00a0\u202f]+/g, " ")
    .trim();

async function page(pathname: string): Promise<string> {
  const response = await fetch(`${site.server.url}${pathname}`, { headers: { "user-agent": BROWSER_USER_AGENT } });
  expect(response.status, pathname).toBe(200);
  return response.text();
}

async function pdf(pathname: string): Promise<string> {
  const response = await fetch(`${site.server.url}${pathname}`);
  expect(response.status, pathname).toBe(200);
  return flat((await pdfPagesText(Buffer.from(await response.arrayBuffer()))).join(" "));
}

describe("one bale, the same figures everywhere", () => {
  it("/produits: each card and the comparison table give both R with their labels, and the same stored carbon", async () => {
    const html = await page("/produits");
    for (const bale of BALES) {
      const card = flat(html.match(new RegExp(`<article id="${bale.id}"[\\s\\S]*?</article>`))![0]);
      expect(card, bale.label).toContain(`${DECLARED} ${bale.declared} (λ 0,048 W/(m.K))`);
      expect(card, bale.label).toContain(`${RULES} ${bale.rules} (λ 0,052 W/(m.K))`);
      expect(card, bale.label).toContain(`${bale.carbon} kg CO₂/m²`);
    }
    const table = flat(html.match(/<section id="tableau-comparatif"[\s\S]*?<\/section>/)![0]);
    expect(table).toContain(`${DECLARED} ${BALES.map((bale) => `${bale.declared} (λ 0,048 W/(m.K))`).join(" ")}`);
    expect(table).toContain(`${RULES} ${BALES.map((bale) => `${bale.rules} (λ 0,052 W/(m.K))`).join(" ")}`);
    expect(table).toContain("c'est elle que nos calculateurs (paroi, estimation RE2020, comparateur FDES) retiennent");
  });

  it("the home page, the FAQ and the blog name the R they give", async () => {
    const home = flat(await page("/"));
    expect(home).toContain(`${DECLARED} (m².K/W) pour notre botte la plus épaisse ; 8,85 selon les règles professionnelles R = 9,6`);
    for (const bale of BALES) expect(home).toContain(`${DECLARED} ${bale.declared} ${RULES} ${bale.rules}`);
    const faq = flat(await page("/faq"));
    expect(faq).toContain(
      `Le ${RULES} de la paille seule est alors de 4,23 m².K/W pour 22 cm, 6,92 m².K/W pour 36 cm et 8,85 m².K/W pour 46 cm`,
    );
    expect(faq).toContain(
      `Le ${DECLARED}, plus favorable (λ = 0,048 W/(m.K) : 4,6 m².K/W pour 22 cm, 7,5 m².K/W pour 36 cm et 9,6 m².K/W pour 46 cm)`,
    );
    const blog = flat(await page("/blog/logement-social-isolation-paille"));
    expect(blog).toContain(`7,5 m².K/W (${DECLARED} ; 6,92 m².K/W selon les règles professionnelles)`);
  });

  it("the data sheets, the press kit and our sample FDES", async () => {
    for (const bale of BALES) {
      const sheet = await pdf(`/documents/${bale.id.replace("botte-", "BOTTE_")}.pdf`);
      expect(sheet).toContain(`${DECLARED} ${bale.declared} (λ 0,048 W/(m.K))`);
      expect(sheet).toContain(`${RULES} ${bale.rules} (λ 0,052 W/(m.K))`);
      expect(sheet).toContain(`${bale.carbon} kg CO₂/m²`);
      // Our FDES's functional unit is at the R the calculations use: the comparator reads it there.
      const fdes = await pdf(`/documents/FDES_${bale.id.replace("botte-", "Botte_")}cm.pdf`);
      expect(fdes).toContain(`R = ${bale.rules} (${RULES})`);
      expect(fdes).toContain(`${DECLARED} ${bale.declared}`);
    }
    const press = await pdf("/documents/DOSSIER_DE_PRESSE_2025.pdf");
    expect(press).toContain(`${DECLARED} ${RULES}`);
    expect(press).toContain("7,5 m².K/W 6,92 m².K/W 58,78 kg CO₂/m²");
  });

  it("the calculator's e-mail: both R, and the stored carbon of m² of bales", async () => {
    const before = site.smtp.received.length;
    const response = await site.post("send-calculator-results", {
      email: "architecte@exemple.fr",
      isComparative: false,
      calculation1: { product: "Botte 36", unit: "m2", quantity: 100 },
      calculation2: null,
    });
    expect(response.status).toBe(200);
    const [mail] = (await site.smtp.waitFor(before + 1)).slice(before);
    const text = flat(mail!.parsed.text ?? "");
    expect(text).toContain(`${DECLARED} 7,5 m².K/W`);
    expect(text).toContain(`${RULES} 6,92 m².K/W`);
    // 100 m² × 58.78 kg CO₂/m² = 5 878 kg = 5,88 t.
    expect(text).toContain("CO₂ stocké 5,88 t");
  });

  it("the wall calculator and the RE2020 estimate calculate with the rules' λ and store the declared carbon over the straw's share", async () => {
    // Our Botte 36 wall: 360 mm of straw between 45 mm studs every 600 mm (7.5 % of timber).
    const wall = await site.post("wall-performance", {
      element: "wall",
      layers: [
        { thicknessMm: 30, materialId: "lime-plaster" },
        { thicknessMm: 360, materialId: "botte-36-on-edge", bridge: { fraction: 0.075, materialId: "softwood-timber" } },
        { thicknessMm: 60, materialId: "wood-fibre-board" },
      ],
    });
    expect(wall.status).toBe(200);
    const figures = (await wall.json()) as {
      layers: { materialId: string | null; lambda: number | null; rClearField: number | null }[];
      storedBiogenicCo2Straw: number;
    };
    const straw = figures.layers.find((layer) => layer.materialId === "botte-36-on-edge")!;
    expect(straw.lambda).toBe(0.052);
    expect(Math.round(straw.rClearField! * 100) / 100).toBe(6.92);
    // 58.78 × 0.925 = 54.3715 kg CO₂ per m² of wall.
    expect(figures.storedBiogenicCo2Straw).toBeCloseTo(54.3715, 6);

    const estimate = await site.post("re2020-estimate", WORKED_HOUSE);
    expect(estimate.status).toBe(200);
    const house = (await estimate.json()) as { storedCo2: number; stockC: number; sref: number };
    // 250 m² of that wall: 13 592.875 kg CO₂; Stock C = × 12/44 ÷ 120 m².
    expect(house.storedCo2).toBeCloseTo(13_592.875, 6);
    expect(house.stockC).toBeCloseTo((13_592.875 * 12) / 44 / 120, 9);
  });

  it("the quote: page 1 counts m² of bales, its RE2020 annex whole walls, in the same unit, and says why they differ", async () => {
    const before = site.smtp.received.length;
    const quote = { ...completeQuote, bottes: { ...completeQuote.bottes, "botte-36": { selected: true, surface: "250" } } };
    const response = await site.post("generate-devis", { ...generateQuotePayload(quote, false), re2020Estimate: WORKED_HOUSE });
    expect(response.status).toBe(200);
    const mails = (await site.smtp.waitFor(before + 2)).slice(before);
    const pages = (await pdfPagesText(mails[0]!.parsed.attachments[0]!.content)).map(flat);
    // 250 × 58.78 = 14 695 kg on the bales; 250 × 58.78 × 0.925 = 13 593 kg in the walls' straw.
    expect(pages[0]).toContain("CO₂ stocké durablement 14 695 kg");
    const annex = pages.slice(1).join(" ");
    expect(annex).toContain("CO₂ stocké dans l'isolant 13 593 kg CO₂");
    expect(annex).toContain("13 593 kg CO₂ × 12/44 ÷ 120 m² SREF = 30,9 kg C/m² SREF");
    expect(annex).toContain("la page 1 du devis, 14 695 kg CO₂ pour les m² de bottes commandés");
    expect(annex).toContain("(7,5 % ici)");
  });

  it("the FDES comparator compares at equal R from our bales' rules' R, and says so", async () => {
    const bytes = await readFile(path.join(import.meta.dirname, "..", "..", "build", "client", "documents", "FDES_Botte_36cm.pdf"));
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(bytes)], { type: "application/pdf" }), "FDES_Botte_36cm.pdf");
    const response = await fetch(`${site.server.url}/api/compare-fdes`, {
      method: "POST",
      headers: { "user-agent": BROWSER_USER_AGENT, "x-forwarded-for": site.nextAddress() },
      body: form,
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as {
      uploaded_product: { thermal_resistance: number };
      isol_en_paille_products: { name: string; thermal_resistance: number }[];
      analysis: string;
    };
    expect(answer.uploaded_product.thermal_resistance).toBe(6.92);
    expect(Object.fromEntries(answer.isol_en_paille_products.map((bale) => [bale.name, bale.thermal_resistance]))).toEqual({
      "Botte 22": 4.23,
      "Botte 36": 6.92,
      "Botte 46": 8.85,
      ArgiBotte: 2.8,
    });
    const analysis = flat(answer.analysis);
    expect(analysis).toContain(`R de la botte : Botte 22 4,23 m².K/W, Botte 36 6,92 m².K/W, Botte 46 8,85 m².K/W (${RULES}, λ 0,052)`);
    expect(analysis).toContain(`ArgiBotte 2,8 m².K/W (${DECLARED}`);
  });
});
