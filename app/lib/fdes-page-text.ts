/**
 * What the FDES comparator page shows of a text the reader took from the declaration (issue #40 item 6). The reader
 * may join a page's running header or footer ("FDES Laine de verre 120 mm – Page 2 / 8") to a sentence that goes on
 * over a page break: the page leaves those out, so that "Fin de vie" starts with the scenario, not with a footer. The
 * cause is in the reader (server/fdes/document-fields.server.ts), which should skip running lines.
 */

/** "Page 2 / 8", "page 2/8", "Page 2 sur 8", "p. 2/8": a page number as running lines print it. */
const PAGE_NUMBER = String.raw`(?:page|p\.)\s*\d{1,3}\s*(?:\/|sur)\s*\d{1,3}`;
/** A running line up to its page number: "FDES <anything short> Page 2 / 8", or the page number alone. */
const RUNNING_LINE = new RegExp(String.raw`(?:\bFDES\b[^.!?]{0,160}?)?\b${PAGE_NUMBER}\b[\s\-–—|·:]*`, "gi");

export function withoutRunningLines(text: string): string {
  const cleaned = text
    .replace(RUNNING_LINE, " ")
    .replace(/\s{2,}/g, " ")
    .trim();
  return cleaned.charAt(0).toUpperCase() + cleaned.slice(1);
}
