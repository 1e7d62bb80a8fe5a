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

/** The font's file for each weight the documents use. */
const FONT_FILES = [
  { fontWeight: 400, file: "DejaVuSans.ttf" },
  { fontWeight: 700, file: "DejaVuSans-Bold.ttf" },
] as const;

/** What fontkit's font (react-pdf's loaded font source) offers for the binding below. */
interface FontkitFont {
  characterSet: number[];
  glyphForCodePoint(codePoint: number): unknown;
}

/**
 * Creates every glyph of the font from the character it draws, before any document uses the font.
 *
 * fontkit keeps one glyph object per glyph for the life of the process, with the characters it was first created
 * for, and the PDF's text layer (its ToUnicode map) is written from those. DejaVu draws É, È, Ç… as composites of
 * E, C… and an accent: a PDF that drew an accented capital before any plain one created the plain glyph as a
 * component, without a character, and every later PDF of the process lost that letter when its text was copied,
 * searched or extracted ("D V-2026-0001", "SIR T"). Created here from its character first, a glyph keeps it.
 * Compatibility characters (the ligature ﬀ, the no-break spaces…) are left to the text itself: the ligature glyph
 * then reads "ff", as it was typed.
 */
function bindGlyphsToCharacters(font: FontkitFont): void {
  for (const codePoint of [...font.characterSet].sort((a, b) => a - b)) {
    const character = String.fromCodePoint(codePoint);
    if (character.normalize("NFKC") === character) font.glyphForCodePoint(codePoint);
  }
}

let registered: { fontsDir: string; loaded: Promise<void> } | null = null;

/**
 * Registers and loads the font once per process, from the absolute folder given. Await it before rendering any
 * PDF: the first render must find the glyphs bound to their characters (see bindGlyphsToCharacters).
 */
export function registerPdfFonts(fontsDir: string): Promise<void> {
  if (registered?.fontsDir === fontsDir) return registered.loaded;
  Font.register({
    family: PDF_FONT_FAMILY,
    fonts: FONT_FILES.map(({ fontWeight, file }) => ({ src: path.join(fontsDir, file), fontWeight })),
  });
  // react-pdf hyphenates with English rules by default; French words are better wrapped whole.
  Font.registerHyphenationCallback((word) => [word]);
  const loaded = Promise.all(
    FONT_FILES.map(async ({ fontWeight }) => {
      const source = Font.getFont({ fontFamily: PDF_FONT_FAMILY, fontWeight });
      await source.load();
      bindGlyphsToCharacters(source.data as unknown as FontkitFont);
    }),
  ).then(() => undefined);
  registered = { fontsDir, loaded };
  return loaded;
}
