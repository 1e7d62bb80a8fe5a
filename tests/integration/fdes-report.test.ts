import { describe, expect, it } from "vitest";
import { FDES_COMPARABILITY_CAVEATS } from "@domain/fdes/comparability";
import { FDES_REPORT_FILE_NAME, FDES_REPORT_MESSAGES } from "@domain/fdes/fdes-report-schema";
import { scaledIndicator, STRAW_REFERENCE_INDICATORS } from "@domain/fdes-reference";
import { formatIndicatorNumber } from "@domain/fdes/fdes-format";
import { comparisonAnswer } from "../support/fdes-answer";
import { pdfPagesText } from "../support/pdf-text";
import { setUpTestSite } from "../support/site";

const REPORT_LIMIT = 6;
const site = setUpTestSite({ addressPrefix: "90.84.31", env: { RATE_LIMIT_WALL_PER_HOUR: String(REPORT_LIMIT) } });

async function reportText(response: Response): Promise<string> {
  return (await pdfPagesText(new Uint8Array(await response.arrayBuffer()))).join(" ");
}

describe("POST /api/fdes-report", () => {
  it("answers the comparison as a PDF: the inputs, each figure with its modules and source, GWP by stage, the caveats", async () => {
    const answer = comparisonAnswer();
    // A figure of ours written by the client is not printed: our side is computed again from our declarations.
    answer.isol_en_paille_products[1]!.gwp = 987.65;
    const response = await site.post("fdes-report", answer);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${FDES_REPORT_FILE_NAME}"`);
    const pdf = await reportText(response);

    expect(pdf).toContain("Comparaison environnementale d'un isolant");
    expect(pdf).toContain("Laine de verre Exemple 120 mm");
    expect(pdf).toContain("NF EN 15804+A2");
    expect(pdf).toContain("R = 3,75 m².K/W");
    // The analysed product's figures, with the modules they sum and where they were read.
    for (const text of ["7,01 kg CO₂ éq.", "150 MJ", "A1 à C4", "page 4", "tableau « Indicateurs d'impacts environnementaux »"]) {
      expect(pdf).toContain(text);
    }
    expect(pdf).toContain("ligne « Changement climatique - total »");
    // GWP by stage: the analysed product's as sent, ours as our sample FDES give them (or "non lu").
    expect(pdf).toContain("Réchauffement climatique par étape du cycle de vie");
    for (const text of ["A1-A3", "A4-A5", "B1-B7", "C1-C4", "5,83", "0,41", "0,77"]) expect(pdf).toContain(text);
    // Our bales at equal R from their rules' R (docs/product.md §10.9): the Botte 36's 5.1 kg CO₂ éq. at R 6.92
    // becomes 2.764 at R 3.75.
    const botte36 = scaledIndicator(STRAW_REFERENCE_INDICATORS.gwpTotal, 360).value * (3.75 / 6.92);
    expect(pdf).toContain(formatIndicatorNumber(botte36));
    expect(pdf).not.toContain("987");
    for (const bale of ["Botte 22", "Botte 36", "Botte 46", "ArgiBotte"]) expect(pdf).toContain(bale);
    expect(pdf).toContain("Carbone biogénique stocké dans nos bottes");
    expect(pdf).toContain("Analyse");
    expect(pdf).toContain("Comparabilité (NF EN 15804+A2, NF EN 15942)");
    expect(pdf).toContain(FDES_COMPARABILITY_CAVEATS[0].slice(0, 60));
  });

  it("refuses a body that is not a comparison answer with a French 400 by field, never a 500", async () => {
    const missing = await site.post("fdes-report", { ...comparisonAnswer(), uploaded_product: undefined });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { fields: Record<string, string> }).fields.uploaded_product).toBe(FDES_REPORT_MESSAGES.object);

    const answer = comparisonAnswer();
    const retyped = { ...answer, uploaded_product: { ...answer.uploaded_product, gwp: "beaucoup" } };
    const wrongType = await site.post("fdes-report", retyped);
    expect(wrongType.status).toBe(400);
    const body = (await wrongType.json()) as { error: string; fields: Record<string, string> };
    expect(body.error).toBe("Données invalides.");
    expect(body.fields["uploaded_product.gwp"]).toBe(FDES_REPORT_MESSAGES.number);

    const badSource = structuredClone(answer) as unknown as { uploaded_product: { details: { sources: Record<string, unknown> } } };
    badSource.uploaded_product.details.sources.gwp = { modules: "<script>", page: -1, table: null, label: null };
    const refusedSource = await site.post("fdes-report", badSource);
    expect(refusedSource.status).toBe(400);
    const fields = ((await refusedSource.json()) as { fields: Record<string, string> }).fields;
    expect(fields["uploaded_product.details.sources.gwp.modules"]).toBe(FDES_REPORT_MESSAGES.modules);
    expect(fields["uploaded_product.details.sources.gwp.page"]).toBe(FDES_REPORT_MESSAGES.page);

    for (const hostile of [null, [], "texte", 42, { ok: false }, { ...answer, analysis: "x".repeat(20_000) }]) {
      const response = await site.post("fdes-report", hostile);
      expect(response.status, JSON.stringify(hostile).slice(0, 40)).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/^[A-ZÉ]/);
    }
  });

  it("answers 429 past the hourly limit of reports", async () => {
    const from = "90.84.31.200";
    const statuses: number[] = [];
    for (let i = 0; i <= REPORT_LIMIT; i++) statuses.push((await site.post("fdes-report", comparisonAnswer(), { from })).status);
    expect(statuses).toEqual([...Array<number>(REPORT_LIMIT).fill(200), 429]);
  });
});
