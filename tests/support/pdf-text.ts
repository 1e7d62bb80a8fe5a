import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** The text of each page of a PDF, as pdf.js extracts it (items joined by spaces), to check what a reader sees. */
export async function pdfPagesText(bytes: Uint8Array): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(
        content.items
          .map((item) => ("str" in item ? item.str : ""))
          .join(" ")
          // No-break spaces (French thousands, units) read as plain spaces.
          .replace(/[\s\u00a0\u202f]+/g, " "),
      );
    }
    return pages;
  } finally {
    await document.destroy();
  }
}
