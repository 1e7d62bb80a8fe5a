import { describe, expect, it } from "vitest";
import { readPdfPages, repairLigatures } from "./pdf-text.server";

/**
 * A minimal PDF written by hand (Helvetica, uncompressed), one page per content stream, with its /Rotate: enough to
 * check where readPdfPages puts text on rotated pages without a PDF library.
 */
function pdf(pages: { rotate: number; content: string }[]): Uint8Array {
  const objects: string[] = [];
  const pageIds = pages.map((_, index) => 4 + index * 2);
  objects[1] = "<< /Type /Catalog /Pages 2 0 R >>";
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pages.length} >>`;
  objects[3] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>";
  pages.forEach((page, index) => {
    const id = pageIds[index]!;
    objects[id] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Rotate ${page.rotate} ` +
      `/Resources << /Font << /F1 3 0 R >> >> /Contents ${id + 1} 0 R >>`;
    objects[id + 1] = `<< /Length ${page.content.length} >>\nstream\n${page.content}\nendstream`;
  });
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = body.length;
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) body += `${String(offsets[id]).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

/** One row of a table, label then value, written along the text matrix (a, b, c, d) from (x, y). */
function row(matrix: string, x: number, y: number, dx: number, dy: number): string {
  return `BT /F1 10 Tf ${matrix} ${x} ${y} Tm (Rechauffement climatique) Tj ${matrix} ${x + dx} ${y + dy} Tm (3,12) Tj ET`;
}

describe("readPdfPages", () => {
  it("reads an upright page with y growing upwards", async () => {
    const [page] = await readPdfPages(pdf([{ rotate: 0, content: row("1 0 0 1", 40, 700, 250, 0) }]), { maxPages: 5 });
    expect(page).toMatchObject({ page: 1, width: 595, height: 842 });
    expect(page!.items.map((item) => [item.text, Math.round(item.x), Math.round(item.y)])).toEqual([
      ["Rechauffement climatique", 40, 700],
      ["3,12", 290, 700],
    ]);
    expect(page!.items[0]!.height).toBeCloseTo(10, 5);
  });

  it.each([90, 270])("turns a page with /Rotate %i so that its table rows are horizontal", async (rotate) => {
    // Text drawn across the portrait page so that it reads left to right once the page is turned.
    const content = rotate === 90 ? row("0 1 -1 0", 100, 40, 0, 250) : row("0 -1 1 0", 500, 800, 0, -250);
    const [page] = await readPdfPages(pdf([{ rotate, content }]), { maxPages: 5 });
    expect(page).toMatchObject({ width: 842, height: 595 });
    const [label, value] = page!.items;
    expect(label!.y).toBeCloseTo(value!.y, 3);
    expect(value!.x - label!.x).toBeCloseTo(250, 3);
  });

  it("turns a landscape table drawn sideways on a portrait page without /Rotate", async () => {
    const [page] = await readPdfPages(pdf([{ rotate: 0, content: row("0 1 -1 0", 300, 100, 0, 250) }]), { maxPages: 5 });
    expect(page).toMatchObject({ width: 842, height: 595 });
    const [label, value] = page!.items;
    expect(label!.y).toBeCloseTo(value!.y, 3);
    expect(value!.x - label!.x).toBeCloseTo(250, 3);
  });

  it("reads no more than maxPages pages and skips empty strings", async () => {
    const pages = await readPdfPages(
      pdf([
        { rotate: 0, content: "BT /F1 10 Tf 40 700 Td (Un) Tj ( ) Tj ET" },
        { rotate: 0, content: "BT /F1 10 Tf 40 700 Td (Deux) Tj ET" },
        { rotate: 0, content: "BT /F1 10 Tf 40 700 Td (Trois) Tj ET" },
      ]),
      { maxPages: 2 },
    );
    expect(pages.map((page) => page.items.map((item) => item.text))).toEqual([["Un"], ["Deux"]]);
  });

  it("rejects bytes that are not a PDF", async () => {
    await expect(readPdfPages(new TextEncoder().encode("\x89PNG not a pdf"), { maxPages: 5 })).rejects.toThrow();
  });
});

describe("repairLigatures", () => {
  it("reads a ligature whose letters were written one byte to a two-byte code (Ghostscript's re-rendering)", () => {
    expect(repairLigatures("Land\u6600\u6900ll of the product")).toBe("Landfill of the product");
    expect(repairLigatures("e\u6600\u6600icace, \u6600\u6c00ux")).toBe("efficace, flux");
  });

  it("leaves other text, ideographs included, as it is", () => {
    expect(repairLigatures("Changement climatique 1,2E+01 \u6600")).toBe("Changement climatique 1,2E+01 \u6600");
  });
});
