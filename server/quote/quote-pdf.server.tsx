import path from "node:path";
import { renderToBuffer } from "@react-pdf/renderer";
import { PDF_FONTS_DIR, registerPdfFonts } from "@server/pdf/fonts";
import { QuoteDocument, type QuoteDocumentData } from "@server/pdf/quote-document";
import { projectRoot } from "../project-root.server";

/** The personalised quote as PDF bytes. */
export async function renderQuotePdf(data: QuoteDocumentData): Promise<Buffer> {
  await registerPdfFonts(path.join(projectRoot(), PDF_FONTS_DIR));
  return renderToBuffer(<QuoteDocument data={data} />);
}
