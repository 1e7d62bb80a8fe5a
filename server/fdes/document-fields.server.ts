import type { FdesStandard } from "./fdes-types.server";
import { TITLE_DISTANCE_H, TITLE_SIZE_SHARE, WRAPPED_LINE_H } from "./reading-tolerances.server";
import { normalise, type TextLine } from "./text-lines.server";

/** "EN 15804+A2", "EN 15804:2012+A1:2013", "15804 + A2:2019-10": one mention of an amendment, with its number. */
const AMENDMENT = /15804\s*(?::\s*\d{4}\s*)?\+\s*a([12])/g;
/** Words saying the declaration is made after the standard that follows them ("according to", "établie selon"). */
const MADE_ACCORDING =
  /(?:according to|in accordance with|in compliance with|conformement a|conforme a|en conformite avec|selon|suivant)\b/;

/** "Annex – Results according to EN 15804+A1": the standard of some results printed beside, not the declaration's. */
const RESULTS_ONLY = /result|valeur|value|indicat|annex|comparison|comparaison/;

/**
 * The standard the declaration says it follows: "NF EN 15804+A2" / "+A1" when the text names only one, or of two the
 * one it is made "according to" / "conformément à" / "selon" (a cue in the mention's sentence with no other mention
 * between: "EN 15804:2012+A1:2013. Note: not yet updated to EN 15804+A2" is A1), never results' ("Annex – Results
 * according to EN 15804+A1"); null when both are named alike (the caller then asks the result rows), or the pre-2014
 * "NF P 01-010" when neither is named.
 */
export function standardInText(text: string): FdesStandard {
  const flat = normalise(text);
  const mentions = [...flat.matchAll(AMENDMENT)].map((match) => ({ at: match.index, amendment: match[1]! }));
  const named = new Set(mentions.map((mention) => mention.amendment));
  if (named.size === 0) return /p\s*01[\s-]*010/.test(flat) ? "NF P01-010" : null;
  const declared = new Set(
    mentions
      .filter((mention, index) => {
        const sentenceStart = Math.max(0, ...[". ", "; ", "! ", "? "].map((end) => flat.lastIndexOf(end, mention.at)));
        const since = Math.max(sentenceStart, index > 0 ? mentions[index - 1]!.at : 0);
        const clause = flat.slice(since, mention.at);
        const cue = MADE_ACCORDING.exec(clause);
        return cue !== null && !RESULTS_ONLY.test(clause.slice(0, cue.index));
      })
      .map((mention) => mention.amendment),
  );
  const [only] = named.size === 1 ? named : declared.size === 1 ? declared : [null];
  return only === "1" ? "NF EN 15804+A1" : only === "2" ? "NF EN 15804+A2" : null;
}

export function mentionsP01010(text: string): boolean {
  return /p\s*01[\s-]*010/.test(normalise(text));
}

const TITLE_WORDS =
  /fiche de declaration|declaration environnementale|environmental|product declaration|^fdes\b|^epd\b|^exemple\b|^specimen\b|conformite|norme|15804|^page \d|^sommaire|^table des matieres/;

/** Life-cycle modules' codes ("A1-A3", "C4", "B1-B7"). */
const MODULE_CODE = /\b[abcd]\d\b/g;
/** A number, as in a table's header or row ("45 mm (R = 1.2)", "2.58E+00"). */
const ANY_NUMBER = /\d+(?:[.,]\d+)?/g;
/** Numbers enough for a table's line: a name holds a few sizes ("600 x 1200 x 100 mm, λ 0,032": four), not five. */
const MIN_TABLE_NUMBERS = 5;

/**
 * A table's line, never a product's name: a header naming modules ("Indicator Unit A1-A3 A4 … D") or a row or header
 * with more numbers than a name holds ("45 mm (R = 1.2) 100 mm (R = 2.65) 160 mm (R = 4.25)", outsider d21).
 */
function isTableLine(text: string): boolean {
  return (text.match(MODULE_CODE)?.length ?? 0) >= 2 || (text.match(ANY_NUMBER)?.length ?? 0) >= MIN_TABLE_NUMBERS;
}

/**
 * The product's name on the cover: a "Nom du produit : …" line when printed, otherwise the line set in the largest
 * type that is not the FDES title, a watermark or the standard (with its continuation line when the name wraps).
 */
export function productName(cover: readonly TextLine[]): string | null {
  for (const line of cover) {
    const match = /^(?:nom (?:commercial )?du produit|produit|product name|nom commercial)\s*:\s*(.+)$/i.exec(line.text.trim());
    if (match && match[1]!.trim().length > 1) return match[1]!.trim();
  }
  const candidates = cover.filter((line) => {
    const text = normalise(line.text);
    return text.length >= 3 && /[a-z]/.test(text) && !TITLE_WORDS.test(text) && !isTableLine(text) && line.height < 60;
  });
  if (candidates.length === 0) return null;
  const largest = Math.max(...candidates.map((line) => line.height));
  const index = candidates.findIndex((line) => line.height >= largest * 0.98);
  const first = candidates[index]!;
  const next = candidates[index + 1];
  const wraps = next && next.height >= largest * 0.98 && first.y - next.y < 1.6 * first.height;
  return (wraps ? `${first.text} ${next.text}` : first.text).trim();
}

const SCENARIO_WORDS =
  /enfouissement|incineration|recycl|valorisation|compost|decharge|installation de stockage|isdnd|reutilis|elimination|mise en decharge|retour au sol/;

/**
 * The end-of-life scenario as the declaration states it: the text after "Scénario de fin de vie :" (an English EPD's
 * "End of life:"), or the first
 * sentence under a "fin de vie" heading that names a treatment (landfill, incineration, recycling…). Lines of a
 * table of contents (dot leaders, page numbers) are not headings. A sentence goes on only over its own paragraph
 * (`paragraphAfter`): never into a running footer, a watermark or a table's rows.
 */
export function endOfLifeScenario(pages: readonly (readonly TextLine[])[]): string | null {
  const found = scenarioSentence(pages);
  // Shown as a sentence of its own: "le produit est déposé…" after "Scénario de fin de vie :" starts with a capital.
  return found === null ? null : found.charAt(0).toUpperCase() + found.slice(1);
}

/** Longest scenario shown: a sentence, not a page. */
const MAX_SCENARIO_CHARS = 400;

function scenarioSentence(pages: readonly (readonly TextLine[])[]): string | null {
  for (const lines of pages) {
    for (const [index, line] of lines.entries()) {
      const match = /(?:sc[ée]nario (?:de|en) fin de vie\s*(?:retenu\s*)?|end[ -]of[ -]life(?: scenario)?\s*):\s*(.{10,})$/i.exec(
        line.text,
      );
      if (match) return firstSentence([match[1]!, ...paragraphAfter(lines, index).map((next) => next.text)]);
    }
  }
  for (const lines of pages) {
    for (const [index, line] of lines.entries()) {
      const text = normalise(line.text);
      const heading = /fin de vie/.test(text) && text.split(" ").length <= 10 && !/\.{4,}|…|\s\d+$/.test(text);
      if (!heading) continue;
      const body = lines.slice(index + 1).find((next) => next.height <= line.height * TITLE_SIZE_SHARE);
      if (body === undefined || !isProse(body) || line.y - body.y > TITLE_DISTANCE_H * line.height) continue;
      const paragraph = [body, ...paragraphAfter(lines, lines.indexOf(body))].map((next) => next.text).join(" ");
      const sentence = paragraph.split(/(?<=[.!?])\s+/).find((part) => SCENARIO_WORDS.test(normalise(part)));
      if (sentence) return sentence.trim().slice(0, MAX_SCENARIO_CHARS);
    }
  }
  return null;
}

/**
 * The lines that go on with the paragraph of `lines[index]`, on its page: each under the one before it by a line's
 * leading at most (`WRAPPED_LINE_H`), set in the same type (within `TITLE_SIZE_SHARE`), and prose, not a table's row.
 * A line set in another size in between (a watermark's letters) is passed over; a running footer, far below the
 * text and smaller, ends the paragraph, as does a page break.
 */
export function paragraphAfter(lines: readonly TextLine[], index: number): TextLine[] {
  const paragraph: TextLine[] = [];
  let last = lines[index]!;
  for (const line of lines.slice(index + 1)) {
    const sameType = line.height <= last.height * TITLE_SIZE_SHARE && last.height <= line.height * TITLE_SIZE_SHARE;
    if (!sameType && line.height > last.height) continue;
    if (!sameType || !isProse(line) || last.y - line.y > WRAPPED_LINE_H * last.height) break;
    paragraph.push(line);
    last = line;
  }
  return paragraph;
}

/** A line of running text: more words than numbers (a results row prints more values than words). */
function isProse(line: TextLine): boolean {
  const tokens = line.text.split(/\s+/);
  const numbers = tokens.filter((token) => /\d/.test(token) && !/[a-z]{2}/i.test(token)).length;
  const words = tokens.filter((token) => /\p{L}{2}/u.test(token)).length;
  return words > numbers;
}

/** The first sentence of a paragraph; one cut short (by a page break, or too long to show) ends with "…". */
function firstSentence(parts: readonly string[]): string {
  const text = parts.join(" ");
  const sentence = (text.split(/(?<=[.!?])\s+/)[0] ?? text).trim();
  const whole = /[.!?]$/.test(sentence) && sentence.length <= MAX_SCENARIO_CHARS;
  return whole ? sentence : `${sentence.slice(0, MAX_SCENARIO_CHARS - 1)}…`;
}
