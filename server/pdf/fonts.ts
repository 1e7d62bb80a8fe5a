import path from "node:path";
import { Font } from "@react-pdf/renderer";

/**
 * The font embedded in every PDF of the site: DejaVu Sans (Bitstream Vera licence, see fonts/LICENSE) has the
 * French accents, the narrow no-break space Intl puts between thousands, and the subscript of "CO₂", which the
 * PDF standard fonts lack. react-pdf embeds only the glyphs a document uses.
 */
export const PDF_FONT_FAMILY = "DejaVu Sans";

/** The fonts' folder relative to the repository root (the server resolves it with projectRoot()). */
export const PDF_FONTS_DIR = path.join("server", "pdf", "fonts");

let registeredFrom: string | null = null;

/** Registers the font once per process, from the absolute folder given. */
export function registerPdfFonts(fontsDir: string): void {
  if (registeredFrom === fontsDir) return;
  Font.register({
    family: PDF_FONT_FAMILY,
    fonts: [
      { src: path.join(fontsDir, "DejaVuSans.ttf"), fontWeight: 400 },
      { src: path.join(fontsDir, "DejaVuSans-Bold.ttf"), fontWeight: 700 },
    ],
  });
  // react-pdf hyphenates with English rules by default; French words are better wrapped whole.
  Font.registerHyphenationCallback((word) => [word]);
  registeredFrom = fontsDir;
}
