import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  type CompareFdesIncomplete,
  type CompareFdesResponse,
  FDES_MAX_BYTES,
  FDES_MESSAGES,
  type UploadedProduct,
} from "@domain/fdes/compare-fdes-api";
import { PRODUCT_IDS, PRODUCTS } from "@domain/products";
import { carbonFromCo2 } from "@domain/fdes-reference";
import { sampleGwpStages } from "@domain/fdes/sample-gwp-stages";
import { fdesFile } from "@domain/documents";
import { BROWSER_USER_AGENT } from "../../scripts/lib/browser";
import { type FdesExpectedValues, fdesCorpus } from "../../scripts/lib/fdes-corpus";
import { setUpTestSite, type TestSite } from "../support/site";

/**
 * `POST /api/compare-fdes` on the production build: an FDES of the test corpus (tests/fixtures/fdes/) per outcome uploaded
 * over HTTP as the page does (multipart, field `file`) and answered as its expected JSON says, the refusals of
 * docs/product.md §8.6 and §9.3 in French, the daily limit, damaged PDFs that never take the server down, and the time limit.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const SERVED = path.join(ROOT, "build/client/documents");
const OUR_FDES = PRODUCT_IDS.map((id) => fdesFile(id).fileName);

const corpus = fdesCorpus().map((fixture) => ({ ...fixture, bytes: readFileSync(fixture.pdfPath) }));

/**
 * One upload per kind of answer, the corpus's first of each outcome: over HTTP they show the answer's status and shape.
 * Every fixture's figures are checked on the reader itself, without a server, in tests/unit/fdes-corpus.test.ts.
 */
const OUTCOMES = ["ok", "incomplete", "unsupported", "not-pdf"] as const;
const onePerOutcome = OUTCOMES.map((outcome) => corpus.find((entry) => entry.expected.outcome === outcome));
const uploads = onePerOutcome.filter((entry) => entry !== undefined).map((entry) => [entry.name, entry] as const);

/** Where each expected value is in the answer's uploaded product. */
const VALUE_IN_ANSWER: Record<keyof FdesExpectedValues, (product: UploadedProduct) => number | null> = {
  gwp: (p) => p.gwp,
  energy: (p) => p.energy,
  water: (p) => p.water,
  waste: (p) => p.waste,
  recyclable: (p) => p.recyclable,
  module_d_gwp: (p) => p.module_d,
  pert: (p) => p.details.pert,
  penrt: (p) => p.details.penrt,
  waste_hazardous: (p) => p.details.waste_hazardous,
  waste_non_hazardous: (p) => p.details.waste_non_hazardous,
  waste_radioactive: (p) => p.details.waste_radioactive,
  module_d_penrt: (p) => p.details.module_d_penrt,
  gwp_end_of_life: (p) => p.details.gwp_end_of_life,
};

function expectWithinHalfPercent(actual: number | null | undefined, expected: number | null, label: string) {
  if (expected === null) {
    expect(actual, label).toBeNull();
    return;
  }
  expect(actual, label).not.toBeNull();
  expect(Math.abs(actual! - expected), `${label}: ${actual} for ${expected}`).toBeLessThanOrEqual(0.005 * Math.abs(expected) + 1e-12);
}

interface UploadOptions {
  fileName?: string;
  type?: string;
  from?: string;
  field?: string;
}

/** Uploads `bytes` as the page does; `null` sends the form without any file. */
function upload(site: TestSite, bytes: Uint8Array | null, options: UploadOptions = {}): Promise<Response> {
  const form = new FormData();
  form.append("source", "comparateur");
  if (bytes !== null) {
    form.append(
      options.field ?? "file",
      new Blob([new Uint8Array(bytes)], { type: options.type ?? "application/pdf" }),
      options.fileName ?? "fdes.pdf",
    );
  }
  return fetch(`${site.server.url}/api/compare-fdes`, {
    method: "POST",
    headers: { "user-agent": BROWSER_USER_AGENT, "x-forwarded-for": options.from ?? site.nextAddress() },
    body: form,
  });
}

/** A PDF header followed by `size` bytes in all. */
function pdfOfSize(size: number): Uint8Array {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(Buffer.from("%PDF-1.7\n"));
  return bytes;
}

/**
 * A one-page PDF whose page draws a single picture (an 8 × 8 grey image XObject) and no text at all, as a scanner
 * makes: written by hand, with its cross-reference table.
 */
function imageOnlyPdf(): Uint8Array {
  const pixels = Buffer.alloc(64, 0x80).toString("latin1");
  const drawing = "q 500 0 0 700 50 70 cm /Scan Do Q";
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /Scan 4 0 R >> >> /Contents 5 0 R >>",
    `<< /Type /XObject /Subtype /Image /Width 8 /Height 8 /ColorSpace /DeviceGray /BitsPerComponent 8 /Length ${pixels.length} >>\nstream\n${pixels}\nendstream`,
    `<< /Length ${drawing.length} >>\nstream\n${drawing}\nendstream`,
  ];
  let pdf = "%PDF-1.4\n";
  const offsets = objects.map((body, index) => {
    const offset = Buffer.byteLength(pdf, "latin1");
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(pdf, "latin1");
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(pdf, "latin1"));
}

const ourSample = (file: string) => readFileSync(path.join(SERVED, file));

/** A PDF the corpus says is comparable. */
function goodPdf(): { name: string; bytes: Buffer } {
  return corpus.find((entry) => entry.expected.outcome === "ok")!;
}

async function expectRefusal(response: Response, status: number, message: { title: string; description: string }) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  expect(await response.json()).toMatchObject({ error: message.title, description: message.description });
}

function expectComparison(body: CompareFdesResponse) {
  expect(body.ok).toBe(true);
  expect(body.isol_en_paille_products.map((bale) => bale.name)).toEqual(["Botte 22", "Botte 36", "Botte 46", "ArgiBotte"]);
  expect(body.isol_en_paille_products.map((bale) => bale.document_url)).toEqual(OUR_FDES.map((file) => `/documents/${file}`));
  for (const bale of body.isol_en_paille_products) {
    // Until the manufacturer's verified declarations arrive, ours are the generated samples marked EXEMPLE.
    expect(bale.is_example).toBe(true);
    expect(bale.thermal_resistance).toBeGreaterThan(0);
    expect(bale.gwp).not.toBeNull();
  }
  expect(body.analysis.trim().length).toBeGreaterThan(0);
}

describe("POST /api/compare-fdes", () => {
  const site = setUpTestSite({ addressPrefix: "90.84.20" });

  it("has a fixture for each kind of answer", () => {
    expect(onePerOutcome.map((entry) => entry?.expected.outcome)).toEqual([...OUTCOMES]);
  });

  it.each(uploads)("answers %s as its expected JSON says", async (_name, entry) => {
    const response = await upload(site, entry.bytes, { fileName: entry.name });
    const { expected } = entry;
    switch (expected.outcome) {
      case "ok": {
        expect(response.status).toBe(200);
        const body = (await response.json()) as CompareFdesResponse;
        expectComparison(body);
        const uploaded = body.uploaded_product;
        expect(uploaded.details.standard).toBe(expected.standard);
        expect(uploaded.name).toBe(expected.product_name);
        expectWithinHalfPercent(uploaded.thermal_resistance, expected.functional_unit.thermal_resistance, "thermal_resistance");
        for (const [key, read] of Object.entries(VALUE_IN_ANSWER)) {
          expectWithinHalfPercent(read(uploaded), expected.values[key as keyof FdesExpectedValues], key);
        }
        if (expected.functional_unit.thermal_resistance !== null) expect(body.closest_match).not.toBeNull();
        break;
      }
      case "incomplete": {
        expect(response.status).toBe(422);
        expect(await response.json()).toMatchObject({ incomplete: true, error: expect.any(String), description: expect.any(String) });
        break;
      }
      case "unsupported": {
        expect(response.status).toBe(422);
        expect(await response.json()).toMatchObject({
          error: FDES_MESSAGES.unsupportedStandard.title,
          description: FDES_MESSAGES.unsupportedStandard.description,
          incomplete: true,
        });
        break;
      }
      case "not-pdf":
        await expectRefusal(response, 415, FDES_MESSAGES.invalidFormat);
        break;
    }
  });

  it("compares one of our own declarations with our bales: the same bale is the closest match, 0 % apart", async () => {
    const response = await upload(site, ourSample("FDES_Botte_36cm.pdf"), { fileName: "FDES_Botte_36cm.pdf" });
    expect(response.status).toBe(200);
    const body = (await response.json()) as CompareFdesResponse;
    expectComparison(body);
    expect(body.closest_match?.name).toBe("Botte 36");
    const same = body.isol_en_paille_products.find((bale) => bale.name === "Botte 36")!;
    expect(same.gwp_reduction_percent).toBe(0);
    expectWithinHalfPercent(same.gwp, body.uploaded_product.gwp, "gwp of the same bale");
    // Each figure says what it sums and where it was read, on both sides; our bale's GWP by stage and biogenic carbon
    // are read as our sample prints them (the declared storage for the carbon).
    for (const sources of [body.uploaded_product.details.sources, same.sources]) {
      expect(sources.gwp).toMatchObject({ modules: "A1-C4", label: expect.stringMatching(/Changement climatique/) });
      expect(sources.gwp!.page).toBeGreaterThanOrEqual(1);
      expect(sources.water?.modules).toBe("A1-C4");
    }
    expect(Object.keys(same.gwp_by_stage).sort()).toEqual(["a1_a3", "a4_a5", "b", "c", "d"]);
    const stages = sampleGwpStages(PRODUCTS["botte-36"]);
    expectWithinHalfPercent(same.gwp_by_stage.a1_a3, stages.a1a3, "A1-A3 of Botte 36");
    expectWithinHalfPercent(same.gwp_by_stage.c, stages.c, "C1-C4 of Botte 36");
    expectWithinHalfPercent(same.biogenic_carbon, carbonFromCo2(PRODUCTS["botte-36"].carbonStoragePerM2), "biogenic carbon");
  });

  it("refuses a PDF holding only a picture (a scan): it says the file has no text and what to do instead", async () => {
    const response = await upload(site, imageOnlyPdf(), { fileName: "fdes-numerisee.pdf" });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: string; description: string } & Partial<CompareFdesIncomplete>;
    expect(body).toMatchObject({ error: FDES_MESSAGES.noText.title, description: FDES_MESSAGES.noText.description });
    expect(body.description).toContain("ne contient aucun texte");
    expect(body.description).toContain("scan");
    expect(body.description).toContain("FDES d'origine");
    // Incomplete, with nothing read: the page offers to type its figures (compare-fdes-choices.test.ts).
    expect(body).toMatchObject({ incomplete: true, uploaded_product: { gwp: null, energy: null, water: null, thermal_resistance: null } });
  });

  it("refuses a file over 614,400 bytes with 413 while it streams in, accepts one of exactly 614,400, and keeps answering", async () => {
    await expectRefusal(await upload(site, pdfOfSize(FDES_MAX_BYTES + 1)), 413, FDES_MESSAGES.tooLarge);
    // The limit itself passes the size checks: it is then read, and being padding it is unreadable.
    await expectRefusal(await upload(site, pdfOfSize(FDES_MAX_BYTES)), 422, FDES_MESSAGES.unreadable);
    const response = await upload(site, goodPdf().bytes);
    expect(response.status).toBe(200);
  });

  it("refuses a body announced far over the limit with 413 before reading it", async () => {
    await expectRefusal(await upload(site, pdfOfSize(2 * 1024 * 1024)), 413, FDES_MESSAGES.tooLarge);
    expect((await fetch(`${site.server.url}/healthz`)).status).toBe(200);
  });

  it("refuses a renamed non-PDF with 415 whatever its name and announced type", async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(2048)]);
    await expectRefusal(await upload(site, png, { fileName: "FDES_laine.pdf", type: "application/pdf" }), 415, FDES_MESSAGES.invalidFormat);
    await expectRefusal(
      await upload(site, Buffer.from("Ceci n'est pas un PDF"), { fileName: "fdes.pdf" }),
      415,
      FDES_MESSAGES.invalidFormat,
    );
  });

  it("answers 400 'Aucun fichier' without a file, with an empty file, or with the file under another field", async () => {
    await expectRefusal(await upload(site, null), 400, FDES_MESSAGES.noFile);
    await expectRefusal(await upload(site, new Uint8Array(0)), 400, FDES_MESSAGES.noFile);
    await expectRefusal(await upload(site, goodPdf().bytes, { field: "document" }), 400, FDES_MESSAGES.noFile);
  });

  it("answers 415 in French to a JSON body, 400 to a malformed multipart body, 405 to GET", async () => {
    const json = await site.post("compare-fdes", { pdf_url: "https://exemple.fr/fdes.pdf", filename: "fdes.pdf" });
    expect(json.status).toBe(415);
    expect(await json.json()).toMatchObject({
      error: FDES_MESSAGES.invalidFormat.title,
      description: expect.stringContaining("multipart"),
    });

    const malformed = await fetch(`${site.server.url}/api/compare-fdes`, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=abc", "x-forwarded-for": site.nextAddress() },
      body: '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.7 sans fin',
    });
    await expectRefusal(malformed, 400, FDES_MESSAGES.uploadFailed);

    const get = await fetch(`${site.server.url}/api/compare-fdes`);
    expect(get.status).toBe(405);
  });

  it("answers a damaged PDF with a French 422, never a 500, and goes on comparing", async () => {
    const { bytes } = goodPdf();
    const truncated = await upload(site, bytes.subarray(0, Math.floor(bytes.length / 3)), { fileName: "tronque.pdf" });
    expect(truncated.status).toBe(422);
    const truncatedBody = (await truncated.json()) as { error: string };
    expect([FDES_MESSAGES.unreadable.title, FDES_MESSAGES.incomplete.title]).toContain(truncatedBody.error);

    const random = Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(200_000)]);
    await expectRefusal(await upload(site, random, { fileName: "aleatoire.pdf" }), 422, FDES_MESSAGES.unreadable);

    expect((await fetch(`${site.server.url}/healthz`)).status).toBe(200);
    expect((await upload(site, bytes)).status).toBe(200);
  });

  it("answers the 11th comparison of the day from one visitor with 429 and Retry-After; refusals before the count do not count", async () => {
    const from = site.nextAddress();
    // A refusal that never reaches the reading (no file, not a PDF) is not a comparison.
    expect((await upload(site, null, { from })).status).toBe(400);
    expect((await upload(site, Buffer.from("texte"), { from })).status).toBe(415);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await upload(site, pdfOfSize(64), { from });
      expect(response.status, `comparison ${attempt}`).toBe(422);
    }
    const eleventh = await upload(site, goodPdf().bytes, { from });
    expect(eleventh.status).toBe(429);
    expect(Number(eleventh.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await eleventh.json()).toMatchObject({ error: "Too Many Requests", retryAfter: expect.any(Number) });
    // Another visitor is not affected.
    expect((await upload(site, goodPdf().bytes)).status).toBe(200);
  });
});

describe("POST /api/compare-fdes past its time limit", () => {
  const site = setUpTestSite({ addressPrefix: "90.84.21", env: { FDES_READ_TIMEOUT_MS: "1" } });

  it("stops the reading and answers 504 'Délai d'attente dépassé', then keeps answering", async () => {
    await expectRefusal(await upload(site, goodPdf().bytes), 504, FDES_MESSAGES.timeout);
    expect((await fetch(`${site.server.url}/healthz`)).status).toBe(200);
    await expectRefusal(await upload(site, Buffer.from("texte")), 415, FDES_MESSAGES.invalidFormat);
  });
});
