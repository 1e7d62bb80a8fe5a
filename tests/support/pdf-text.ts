import { readPdfPages } from "@server/fdes/pdf-text.server";

/** The text of each page of a PDF as pdf.js extracts it (the FDES reader's loader), items joined by spaces. */
export async function pdfPagesText(bytes: Uint8Array): Promise<string[]> {
  const pages = await readPdfPages(bytes, { maxPages: Number.MAX_SAFE_INTEGER });
  return pages.map((page) =>
    page.items
      .map((item) => item.text)
      .join(" ")
      // No-break spaces (French thousands, units) read as plain spaces.
      .replace(/[\s\u00a0\u202f]+/g, " "),
  );
}
