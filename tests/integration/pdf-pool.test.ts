import { readFileSync } from "node:fs";
import path from "node:path";
import { Piscina } from "piscina";
import { describe, expect, it } from "vitest";
import { legalIdentity, sellerIdentityLines } from "@domain/legal";
import { priceQuote } from "@domain/quote/quote-pricing";
import { worksheetReportSchema } from "@domain/worksheet/worksheet-api";
import { summarizeWorksheet } from "@domain/worksheet/worksheet-summary";
import { FDES_MESSAGES } from "@domain/fdes/compare-fdes-api";
import { API_MESSAGES } from "../../server/http/api-error.server";
import { PDF_FONTS_DIR } from "../../server/pdf/fonts";
import { type PdfJob, renderPdfJob } from "../../server/pdf/pdf-jobs";
import { pdfPagesText } from "../support/pdf-text";
import { setUpTestSite } from "../support/site";
import { SEED_CATALOGUE } from "../support/catalogue";
import { generateQuotePayload } from "@domain/quote/quote-payload";
import { completeQuote } from "../../scripts/demo/quote-request";

/**
 * Reports are built off the event loop, in a bounded pool (server/pdf/pdf-pool.server.ts): past its threads and
 * queue the server answers 503 in French with Retry-After, and one address holds one slot, shared with the FDES
 * readings (server/http/client-slots.server.ts).
 */
const THREADS = 1;
const QUEUE = 2;
const site = setUpTestSite({
  addressPrefix: "90.84.36",
  env: { PDF_THREADS: String(THREADS), PDF_QUEUE: String(QUEUE), RATE_LIMIT_WALL_PER_HOUR: "1000" },
});

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The largest worksheet report a visitor may ask for: 200 measurements, several pages. */
const MAX_MEASUREMENTS = Array.from({ length: 200 }, (_, i) => ({
  baleType: "36",
  lot: `L${String(i + 1).padStart(3, "0")}`,
  lengthCm: 55,
  humidity: 10 + (i % 17),
  weightKg: 8 + (i % 9),
  weightType: "bale",
}));
const largestReport = { botteType: "36", measurements: MAX_MEASUREMENTS };

async function answer(response: Response) {
  const type = response.headers.get("content-type") ?? "";
  const body = type.includes("json") ? ((await response.json()) as { error?: string; description?: string }) : null;
  if (!body) await response.arrayBuffer();
  return { status: response.status, type, retryAfter: response.headers.get("retry-after"), body };
}

describe("PDF reports off the event loop", () => {
  it("answers 20 simultaneous largest reports from 20 addresses with a PDF or a 503 in French, never anything else", async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => site.post("worksheet-report", largestReport).then(answer)));
    const served = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 503);
    expect(served.length + refused.length).toBe(20);
    expect(served.every((a) => a.type === "application/pdf")).toBe(true);
    // One thread and two waiting: twenty at once cannot all be taken.
    expect(served.length).toBeGreaterThanOrEqual(1);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const a of refused) {
      expect(a.body?.error).toBe(API_MESSAGES.documentsBusy);
      expect(Number(a.retryAfter)).toBeGreaterThan(0);
    }
    // The server is still itself afterwards.
    expect((await fetch(`${site.server.url}/healthz`)).status).toBe(200);
    expect((await site.post("worksheet-report", largestReport)).status).toBe(200);
  });

  it("gives one address one slot: a second report asked meanwhile is a 429 in French", async () => {
    const from = site.nextAddress();
    const answers = await Promise.all(Array.from({ length: 3 }, () => site.post("worksheet-report", largestReport, { from }).then(answer)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses[0]).toBe(200);
    expect(statuses).toContain(429);
    for (const a of answers.filter((b) => b.status === 429)) {
      expect(a.body?.error).toBe(API_MESSAGES.oneAtATime);
      expect(Number(a.retryAfter)).toBeGreaterThan(0);
    }
    // Once the first is done, the address has its slot back.
    expect((await site.post("worksheet-report", largestReport, { from })).status).toBe(200);
  });

  it("shares the slot between an FDES reading and a report of the same address", async () => {
    const from = site.nextAddress();
    const form = new FormData();
    const fdes = readFileSync(path.join(ROOT, "tests/fixtures/fdes/a1-glass-wool-portrait.pdf"));
    form.append("file", new Blob([new Uint8Array(fdes)], { type: "application/pdf" }), "fdes.pdf");
    // Sent together: whichever takes the slot first holds it for its whole work (a parse, a multi-page render).
    const [reading, report] = await Promise.all([
      fetch(`${site.server.url}/api/compare-fdes`, { method: "POST", body: form, headers: { "x-forwarded-for": from } }).then(answer),
      site.post("worksheet-report", largestReport, { from }).then(answer),
    ]);
    const busy = [reading, report].filter((a) => a.status === 429);
    expect(busy).toHaveLength(1);
    if (busy[0] === reading)
      expect(reading.body).toEqual({ error: FDES_MESSAGES.oneAtATime.title, description: FDES_MESSAGES.oneAtATime.description });
    else expect(report.body?.error).toBe(API_MESSAGES.oneAtATime);
  });
});

describe("quote requests beside a crowd of reports", () => {
  it("issues a customer's quote while twenty reports fill every thread and place, even from the address of one of them", async () => {
    const quotesBefore = await site.count("quote_requests");
    const office = site.nextAddress();
    const reports = Array.from({ length: 20 }, (_, i) =>
      site.post("worksheet-report", largestReport, i === 0 ? { from: office } : {}).then(answer),
    );
    // Sent while the reports are on their way: a quote is the business itself, never refused for documents' sake.
    const quotes = [
      site.post("generate-devis", generateQuotePayload({ ...completeQuote, email: "client.a@exemple.fr" }, false)).then(answer),
      site
        .post("generate-devis", generateQuotePayload({ ...completeQuote, email: "client.b@exemple.fr" }, false), { from: office })
        .then(answer),
    ];
    const [answers, quoted] = await Promise.all([Promise.all(reports), Promise.all(quotes)]);
    expect(quoted.map((a) => a.status)).toEqual([200, 200]);
    expect(await site.count("quote_requests")).toBe(quotesBefore + 2);
    // The reports meanwhile: a PDF or the pool's French 503, as before.
    expect(answers.every((a) => a.status === 200 || a.status === 503)).toBe(true);
  });
});

describe("the PDF worker of the production build", () => {
  const fontsDir = path.join(ROOT, PDF_FONTS_DIR);
  const createdAt = new Date("2026-11-20T09:30:12.345Z");
  const jobs: PdfJob[] = [
    {
      kind: "quote",
      createdAt,
      data: {
        number: "DEV-2026-0042",
        date: "2026-11-20",
        validUntil: "2026-12-20",
        customer: {
          name: "Élodie Çelik",
          email: "elodie@exemple.fr",
          phone: "06 12 34 56 78",
          address: ["2 rue de l'Église", "49310 Lys-Haut-Layon"],
        },
        deliveryAddress: null,
        project: { title: "Extension à ossature bois", details: "Murs et rampants, 80 m².", horizon: "Dans 3 à 6 mois" },
        delivery: { date: "2027-03-01", urgent: false, siteAccessible: "Oui", unloading: "Non" },
        pricing: priceQuote([{ productId: "botte-36", surfaceM2: 80 }], SEED_CATALOGUE),
        unspecifiedBales: [],
        sellerIdentity: sellerIdentityLines(legalIdentity({}).company),
      },
    },
    {
      kind: "worksheet-report",
      createdAt,
      date: "2026-11-20",
      summary: summarizeWorksheet(worksheetReportSchema.parse(largestReport).measurements),
    },
  ];

  it("renders in a worker thread the very bytes rendered in the server's own thread, font embedded and text searchable", async () => {
    const pool = new Piscina({ filename: path.join(ROOT, "build/server/pdf-worker.js"), maxThreads: 1 });
    try {
      for (const job of jobs) {
        const inWorker = Buffer.from((await pool.run(job)) as Uint8Array);
        const inProcess = await renderPdfJob(job, fontsDir);
        expect(inWorker.equals(inProcess)).toBe(true);
        expect(inWorker.toString("latin1")).toContain("DejaVuSans");
      }
      const text = (await pdfPagesText(new Uint8Array((await pool.run(jobs[0])) as Uint8Array))).join(" ");
      expect(text).toContain("DEV-2026-0042");
      expect(text).toContain("Élodie Çelik");
    } finally {
      await pool.close();
    }
  });
});
