import path from "node:path";
import { createElement } from "react";
import { Document, Page, renderToBuffer, Text } from "@react-pdf/renderer";
import { describe, expect, it } from "vitest";
import { legalIdentity, sellerIdentityLines } from "@domain/legal";
import { priceQuote } from "@domain/quote/quote-pricing";
import { PDF_FONT_FAMILY, PDF_FONTS_DIR, registerPdfFonts } from "@server/pdf/fonts";
import type { QuoteDocumentData } from "@server/pdf/quote-document";
import { pdfPagesText } from "../../tests/support/pdf-text";
import { SEED_CATALOGUE } from "../../tests/support/catalogue";
import { renderPdfJob } from "@server/pdf/pdf-jobs";

const fontsDir = path.resolve(import.meta.dirname, "../..", PDF_FONTS_DIR);

const QUOTE: QuoteDocumentData = {
  number: "DEV-2026-0001",
  date: "2026-11-25",
  validUntil: "2026-12-25",
  customer: {
    name: "Émilie Dévé",
    company: "SCOP Charpente du Layon",
    vatNumber: "FR40123456789",
    email: "emilie.deve@exemple.fr",
    phone: "06 12 34 56 78",
    address: ["12 rue des Tilleuls", "49300 Cholet"],
  },
  deliveryAddress: null,
  project: { title: "Maison ossature bois", details: "Maison de 110 m² en ossature bois, murs et rampants.", horizon: "Dans 3 à 6 mois" },
  delivery: { date: "2027-03-01", urgent: false, siteAccessible: "Oui", unloading: "Non" },
  // Botte 22 100 m² = 2 000 € + Botte 36 50 m² = 1 250 €: 3 250 HT, 650 VAT, 3 900 TTC
  pricing: priceQuote(
    [
      { productId: "botte-22", surfaceM2: 100 },
      { productId: "botte-36", surfaceM2: 50 },
    ],
    SEED_CATALOGUE,
  ),
  unspecifiedBales: [],
  // No identity configured: the "[à compléter]" marks.
  sellerIdentity: sellerIdentityLines(legalIdentity({}).company),
};

/** What a reader searches in a quote: number, names, amounts, the seller's identity, in both weights of the font. */
function expectSearchable(text: string) {
  expect(text).toContain("Devis n° DEV-2026-0001");
  expect(text).toContain("Devis DEV-2026-0001");
  expect(text).toContain("Émilie Dévé");
  expect(text).toContain("SCOP Charpente du Layon");
  expect(text).toContain("SIRET [à compléter] · RCS [à compléter]");
  expect(text).toContain("Échéance prévue : Dans 3 à 6 mois");
  expect(text).toContain("2 000 € HT");
  expect(text).toContain("Total HT 3 250 € HT");
  expect(text).toContain("Total TTC 3 900 € TTC");
  expect(text).toContain("chiffré selon la distance");
}

describe("the quote PDF's text layer", () => {
  it("holds every letter, even after another PDF of the process drew accented capitals first", async () => {
    // A server process renders many PDFs with the one embedded font. DejaVu draws É, È, Ç… as composites of E, C…
    // and an accent: a document drawing them before any plain E once left E without its character in the font's
    // glyph cache, and every later PDF read "D V-2026-0001", "SIR T".
    await registerPdfFonts(fontsDir);
    const accents = "ÀÂÇÉÈÊËÎÏÔÙÛÜ àâçéèêëîïôùûü";
    await renderToBuffer(
      createElement(
        Document,
        null,
        createElement(
          Page,
          null,
          createElement(Text, { style: { fontFamily: PDF_FONT_FAMILY } }, accents),
          createElement(Text, { style: { fontFamily: PDF_FONT_FAMILY, fontWeight: 700 } }, accents),
        ),
      ),
    );

    expectSearchable((await pdfPagesText(await renderPdfJob({ kind: "quote", data: QUOTE, createdAt: new Date() }, fontsDir))).join(" "));
  });
});
