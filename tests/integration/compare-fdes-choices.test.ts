import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { COMPARE_FDES_FIELDS, type CompareFdesResponse, FDES_MESSAGES, type UploadedProduct } from "@domain/fdes/compare-fdes-api";
import { TYPED_VALUE_MESSAGES } from "@domain/fdes/typed-values";
import { BROWSER_USER_AGENT } from "../../scripts/lib/browser";
import { pdfPagesText } from "../support/pdf-text";
import { setUpTestSite, type TestSite } from "../support/site";

/**
 * `POST /api/compare-fdes` with the person's choices (docs/api-contract.md): the product or thickness chosen among those
 * a declaration gives (`variant`), and values typed for figures the reader left unknown (`typed_values`), down to a scan
 * of which nothing is read. Then the report prints the typed values as such, beside what the reader found where.
 */

const CORPUS = path.resolve(import.meta.dirname, "../fixtures/fdes-corpus");
const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/fdes");
/** A declaration giving the results of two thicknesses, the functional unit's and another "for information". */
const TWO_PRODUCTS = readFileSync(path.join(CORPUS, "ghostscript-00-deux-produits.pdf"));
/** A scan: pictures of pages, no text. */
const SCAN = readFileSync(path.join(FIXTURES, "image-only-scan.pdf"));

const site = setUpTestSite({ addressPrefix: "90.84.41" });

function upload(target: TestSite, bytes: Uint8Array, fields: Record<string, string> = {}): Promise<Response> {
  const form = new FormData();
  form.append(COMPARE_FDES_FIELDS.file, new Blob([new Uint8Array(bytes)], { type: "application/pdf" }), "fdes.pdf");
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return fetch(`${target.server.url}/api/compare-fdes`, {
    method: "POST",
    headers: { "user-agent": BROWSER_USER_AGENT, "x-forwarded-for": target.nextAddress() },
    body: form,
  });
}

const TYPED = { gwp: 6.5, energy: 150, water: 0.08, waste: 2.4, thermal_resistance: 5 };

describe("POST /api/compare-fdes: the person's choices", () => {
  it("lists the products a declaration gives, compares the functional unit's, and the one chosen when asked", async () => {
    const answer = JSON.parse(readFileSync(path.join(CORPUS, "ghostscript-00-deux-produits.answer.json"), "utf8")) as {
      declared: number;
      products: { thickness_mm: number; thermal_resistance: number; values: { gwp: number } }[];
    };
    const declaredProduct = answer.products[answer.declared]!;
    const otherProduct = answer.products.find((_, index) => index !== answer.declared)!;
    const first = await upload(site, TWO_PRODUCTS);
    expect(first.status).toBe(200);
    const declared = ((await first.json()) as CompareFdesResponse).uploaded_product;
    const listed = declared.details.variants.map((variant) => [variant.thickness_mm, variant.thermal_resistance]);
    expect(listed.sort()).toEqual(answer.products.map((product) => [product.thickness_mm, product.thermal_resistance]).sort());
    expect(declared.details.chosen_variant).toBe(`e${declaredProduct.thickness_mm}`);
    expect(declared.thermal_resistance).toBe(declaredProduct.thermal_resistance);
    expect(declared.gwp).toBeCloseTo(declaredProduct.values.gwp, 6);

    const chosen = await upload(site, TWO_PRODUCTS, { [COMPARE_FDES_FIELDS.variant]: `e${otherProduct.thickness_mm}` });
    expect(chosen.status).toBe(200);
    const other = (await chosen.json()) as CompareFdesResponse;
    expect(other.uploaded_product.details.chosen_variant).toBe(`e${otherProduct.thickness_mm}`);
    // The other product with its own thickness and R, never the functional unit's.
    expect(other.uploaded_product.thermal_resistance).toBe(otherProduct.thermal_resistance);
    expect(other.uploaded_product.details.functional_unit.thickness_mm).toBe(otherProduct.thickness_mm);
    expect(other.uploaded_product.gwp).toBeCloseTo(otherProduct.values.gwp, 6);
    expect(other.closest_match).not.toBeNull();
  });

  it("answers a scan with the form's fields (422, nothing read), then compares the values typed for it", async () => {
    const scan = await upload(site, SCAN);
    expect(scan.status).toBe(422);
    const refused = (await scan.json()) as { error: string; uploaded_product: UploadedProduct };
    expect(refused.error).toBe(FDES_MESSAGES.noText.title);
    expect(refused.uploaded_product).toMatchObject({ gwp: null, energy: null, water: null, thermal_resistance: null });

    const typed = await upload(site, SCAN, { [COMPARE_FDES_FIELDS.typed]: JSON.stringify(TYPED) });
    expect(typed.status).toBe(200);
    const body = (await typed.json()) as CompareFdesResponse;
    const product = body.uploaded_product;
    expect(product).toMatchObject({ gwp: 6.5, energy: 150, water: 0.08, waste: 2.4, thermal_resistance: 5 });
    expect(product.details.typed.gwp).toEqual({ value: 6.5, read: expect.objectContaining({ reason: expect.any(String) }) });
    expect(product.details.typed.thermal_resistance).toEqual({ value: 5, read: null });
    expect(product.details.sources.gwp).toBeUndefined();
    // Compared at the typed R, as any other.
    expect(body.closest_match).not.toBeNull();
    expect(body.isol_en_paille_products.every((bale) => bale.gwp_reduction_percent !== null)).toBe(true);

    // The report prints them as typed, beside what the reader found.
    const report = await site.post("fdes-report", body);
    expect(report.status).toBe(200);
    const text = (await pdfPagesText(new Uint8Array(await report.arrayBuffer()))).join(" ");
    expect(text).toContain("saisi par l'utilisateur");
    expect(text).toContain("non lu dans la FDES");
  });

  it("keeps a figure that was read over a typed one, and says so", async () => {
    const response = await upload(site, TWO_PRODUCTS, { [COMPARE_FDES_FIELDS.typed]: JSON.stringify({ gwp: 999 }) });
    expect(response.status).toBe(200);
    const product = ((await response.json()) as CompareFdesResponse).uploaded_product;
    expect(product.gwp).not.toBe(999);
    expect(product.details.typed.gwp).toBeUndefined();
    expect(product.details.warnings).toContainEqual(expect.stringContaining("la valeur saisie n'est pas retenue"));
  });

  it("refuses a typed value or a choice the contract does not allow, in French, before counting or reading", async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ [COMPARE_FDES_FIELDS.typed]: JSON.stringify({ gwp: "6,5" }) }, "gwp", TYPED_VALUE_MESSAGES.number],
      [{ [COMPARE_FDES_FIELDS.typed]: JSON.stringify({ thermal_resistance: 40 }) }, "thermal_resistance", TYPED_VALUE_MESSAGES.resistance],
      [{ [COMPARE_FDES_FIELDS.typed]: JSON.stringify({ water: -1 }) }, "water", TYPED_VALUE_MESSAGES.negative],
      [{ [COMPARE_FDES_FIELDS.typed]: "{" }, COMPARE_FDES_FIELDS.typed, TYPED_VALUE_MESSAGES.object],
      [{ [COMPARE_FDES_FIELDS.typed]: "x".repeat(5_000) }, COMPARE_FDES_FIELDS.typed, TYPED_VALUE_MESSAGES.tooLong],
      [{ [COMPARE_FDES_FIELDS.variant]: "../../etc" }, COMPARE_FDES_FIELDS.variant, TYPED_VALUE_MESSAGES.variant],
    ];
    const from = "90.84.41.250";
    for (const [fields, field, message] of cases) {
      const form = new FormData();
      form.append(COMPARE_FDES_FIELDS.file, new Blob([new Uint8Array(SCAN)], { type: "application/pdf" }), "fdes.pdf");
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      const response = await fetch(`${site.server.url}/api/compare-fdes`, {
        method: "POST",
        headers: { "user-agent": BROWSER_USER_AGENT, "x-forwarded-for": from },
        body: form,
      });
      expect(response.status, field).toBe(400);
      expect(await response.json()).toMatchObject({ error: "Valeur saisie invalide", description: message, fields: { [field]: message } });
    }
    // None of them counted: the same visitor still has its ten comparisons of the day.
    for (let index = 0; index < 10; index++) {
      const form = new FormData();
      form.append(COMPARE_FDES_FIELDS.file, new Blob([new Uint8Array(SCAN)], { type: "application/pdf" }), "fdes.pdf");
      const response = await fetch(`${site.server.url}/api/compare-fdes`, {
        method: "POST",
        headers: { "user-agent": BROWSER_USER_AGENT, "x-forwarded-for": from },
        body: form,
      });
      expect(response.status).toBe(422);
    }
  });
});
