import type { FdesStandard } from "./fdes-types.server";
import { normalise, type TextLine } from "./text-lines.server";

/**
 * The standard the declaration follows, from its text: "NF EN 15804+A2" / "+A1" (the first one named wins: the
 * cover names it before any history), or the pre-2014 "NF P 01-010". The caller prefers what the result rows say.
 */
export function standardInText(text: string): FdesStandard {
  const flat = normalise(text);
  const a2 = flat.search(/15804\s*\+\s*a2/);
  const a1 = flat.search(/15804\s*\+\s*a1/);
  if (a1 >= 0 || a2 >= 0) {
    if (a1 < 0) return "NF EN 15804+A2";
    if (a2 < 0) return "NF EN 15804+A1";
    return a2 < a1 ? "NF EN 15804+A2" : "NF EN 15804+A1";
  }
  if (/p\s*01[\s-]*010/.test(flat)) return "NF P01-010";
  return null;
}

export function mentionsP01010(text: string): boolean {
  return /p\s*01[\s-]*010/.test(normalise(text));
}

const TITLE_WORDS =
  /fiche de declaration|declaration environnementale|environmental|product declaration|^fdes\b|^epd\b|^exemple\b|^specimen\b|conformite|norme|15804|^page \d|^sommaire|^table des matieres/;

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
    return text.length >= 3 && /[a-z]/.test(text) && !TITLE_WORDS.test(text) && line.height < 60;
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
 * The end-of-life scenario as the declaration states it: the text after "Scénario de fin de vie :", or the first
 * sentence under a "fin de vie" heading that names a treatment (landfill, incineration, recycling…). Lines of a
 * table of contents (dot leaders, page numbers) are not headings.
 */
export function endOfLifeScenario(pages: readonly (readonly TextLine[])[]): string | null {
  const found = scenarioSentence(pages);
  // Shown as a sentence of its own: "le produit est déposé…" after "Scénario de fin de vie :" starts with a capital.
  return found === null ? null : found.charAt(0).toUpperCase() + found.slice(1);
}

function scenarioSentence(pages: readonly (readonly TextLine[])[]): string | null {
  const lines = pages.flat();
  for (const line of lines) {
    const match = /sc[ée]nario (?:de|en) fin de vie\s*(?:retenu\s*)?:\s*(.{10,})$/i.exec(line.text);
    if (match) return firstSentence(match[1]!, lines, lines.indexOf(line));
  }
  for (let index = 0; index < lines.length; index++) {
    const text = normalise(lines[index]!.text);
    const heading = /fin de vie/.test(text) && text.split(" ").length <= 10 && !/\.{4,}|…|\s\d+$/.test(text);
    if (!heading) continue;
    const paragraph = lines
      .slice(index + 1, index + 8)
      .map((line) => line.text)
      .join(" ");
    const sentence = paragraph.split(/(?<=[.!?])\s+/).find((part) => SCENARIO_WORDS.test(normalise(part)));
    if (sentence) return sentence.trim().slice(0, 400);
  }
  return null;
}

function firstSentence(start: string, lines: readonly TextLine[], index: number): string {
  let text = start;
  for (let next = index + 1; next < lines.length && !/[.!?]\s*$/.test(text) && next < index + 4; next++) {
    text += ` ${lines[next]!.text}`;
  }
  return (text.split(/(?<=[.!?])\s+/)[0] ?? text).trim().slice(0, 400);
}
