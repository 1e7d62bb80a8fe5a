import { withoutFootnoteMarks } from "./cell-value.server";
import type { PageText, PositionedText } from "./fdes-types.server";
import { isValueCell } from "./parse-number.server";
import {
  GLYPH_GAP_H,
  GLYPH_OVERLAP_H,
  SAME_LINE_H,
  SCRIPT_GAP_H,
  SCRIPT_SIZE_SHARE,
  THOUSANDS_GAP_H,
  WORD_GAP_H,
} from "./reading-tolerances.server";

/**
 * Stage "tokens" of the reader: pdf.js's text runs cut into tokens (one per value, one per stretch of words: a run
 * may hold a whole row), pieces of one word or one number joined again, and a unit's sub- or superscript digit
 * ("CO" "2", "m" "3") joined to its word, so that it is never read as a value; then tokens grouped into lines.
 */

/** True when a token's text is a value: a number or a "not declared" mark, footnote marks aside. */
export function isValueText(text: string): boolean {
  return isValueCell(withoutFootnoteMarks(text));
}

/** A line of text: items whose baselines agree, left to right. */
export interface TextLine {
  page: number;
  y: number;
  height: number;
  items: PositionedText[];
  text: string;
}

/**
 * Lower-case, no accents, one kind of apostrophe, dash and space: labels are compared in this form, so that
 * "d’eau", "d'eau" and "D'EAU" read alike and "œ" matches "oe". Compatibility forms are unfolded too: the ligature
 * "ﬁ" some PDFs keep becomes "fi", "m²" becomes "m2".
 */
export function normalise(text: string): string {
  return text
    .replace(/[œŒ]/g, "oe")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[’‘`´ʼ]/g, "'")
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .replace(/[\s\u00a0\u202f\u2009\u2007]+/g, " ")
    .trim()
    .toLowerCase();
}

/** The height of a line or a set of items: the median of their font heights (a stray superscript does not count). */
export function medianHeight(items: readonly { height: number }[]): number {
  if (items.length === 0) return 0;
  const heights = items.map((item) => item.height).sort((a, b) => a - b);
  return heights[Math.floor(heights.length / 2)]!;
}

/** Items joined left to right: a space where they are apart, nothing where one continues the other. */
export function joinItems(items: readonly PositionedText[]): string {
  let text = "";
  let end = -Infinity;
  for (const item of items) {
    const gap = item.x - end;
    if (text !== "" && gap > WORD_GAP_H * item.height && !text.endsWith(" ")) text += " ";
    text += item.text;
    end = Math.max(end, item.x + item.width);
  }
  return text.replace(/\s+/g, " ").trim();
}

/**
 * Pieces of one word that touch ("Béné" "fi" "ces": pdf.js cuts a word around a ligature glyph) are joined into one
 * item, so that a header reads "Bénéfices". Numbers are never joined: two cells can touch.
 */
function mendWords(items: PositionedText[]): PositionedText[] {
  const mended: PositionedText[] = [];
  for (const item of items) {
    const last = mended[mended.length - 1];
    const gap = last ? item.x - (last.x + last.width) : Infinity;
    const h = Math.min(last?.height ?? 0, item.height);
    if (
      last &&
      gap < GLYPH_GAP_H * h &&
      gap > -GLYPH_OVERLAP_H * h &&
      !isValueCell(last.text) &&
      !isValueCell(item.text) &&
      /\p{L}$/u.test(last.text)
    ) {
      mended[mended.length - 1] = { ...last, text: last.text + item.text, width: item.x + item.width - last.x };
    } else {
      mended.push(item);
    }
  }
  return mended;
}

/**
 * "1 046,5" set with a (no-break, narrow) space between digit groups comes out of pdf.js as two items, "1" and
 * "046,5": they are joined when they are a space apart, the first a group of one to three digits (not a lone zero,
 * which is a cell of its own) and the next exactly three digits with or without decimals.
 */
function mendThousands(items: PositionedText[]): PositionedText[] {
  const mended: PositionedText[] = [];
  for (const item of items) {
    const last = mended[mended.length - 1];
    const gap = last ? item.x - (last.x + last.width) : Infinity;
    const h = Math.min(last?.height ?? 0, item.height);
    const tail = /^\d{3}(?:[.,]\d+)?(?:[eE][+-]?\d+)?\)?$/.test(item.text.trim());
    const head = last ? /(^|\s)([-\u2212(]?[1-9]\d{0,2}(?:[ \u00a0\u202f]\d{3})*)$/.exec(last.text.trimEnd()) : null;
    if (last && head && tail && gap > 0 && gap < THOUSANDS_GAP_H * h) {
      if (head[1] === "") {
        mended[mended.length - 1] = { ...last, text: `${last.text.trim()} ${item.text.trim()}`, width: item.x + item.width - last.x };
      } else {
        // The head group ran into the text before it ("MJ, PCI 2" then "647"): cut it off, by its share of the characters.
        const text = last.text.trimEnd();
        const cut = text.length - head[2]!.length;
        const perCharacter = last.width / last.text.length;
        const x = last.x + cut * perCharacter;
        mended[mended.length - 1] = { ...last, text: text.slice(0, cut).trimEnd(), width: x - last.x };
        mended.push({ ...item, text: `${head[2]} ${item.text.trim()}`, x, width: item.x + item.width - x });
      }
    } else {
      mended.push(item);
    }
  }
  return mended;
}

/**
 * A lone digit set against the end of a word ("kg CO" "2", "m" "3"), or set smaller than the word before it: the
 * index or exponent of a unit, joined to its word. A cell is set apart from its neighbours, never against a word.
 */
function attachScripts(items: PositionedText[]): PositionedText[] {
  const attached: PositionedText[] = [];
  for (const item of items) {
    const last = attached.at(-1);
    const h = Math.max(last?.height ?? 0, item.height, 1);
    const gap = last ? item.x - (last.x + last.width) : Infinity;
    const script = /^[1-9]$/.test(item.text.trim()) && last !== undefined && /\p{L}$/u.test(last.text.trim());
    if (script && (Math.abs(gap) <= WORD_GAP_H * h || (item.height < SCRIPT_SIZE_SHARE * last.height && gap < SCRIPT_GAP_H * h))) {
      attached[attached.length - 1] = { ...last, text: last.text.trim() + item.text.trim(), width: item.x + item.width - last.x };
    } else {
      attached.push(item);
    }
  }
  return attached;
}

/**
 * Lines of a set of items, top to bottom: an item joins a line when its baseline is within 40 % of the smaller
 * font height of it. Relative tolerance, because FDES tables are set in 6-pt type and titles in 20-pt.
 */
export function groupLines(items: readonly PositionedText[], page: number): TextLine[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const groups: PositionedText[][] = [];
  for (const item of sorted) {
    const last = groups[groups.length - 1];
    if (last) {
      const anchor = last[0]!;
      if (Math.abs(anchor.y - item.y) <= SAME_LINE_H * Math.min(anchor.height || item.height, item.height || anchor.height)) {
        last.push(item);
        continue;
      }
    }
    groups.push([item]);
  }
  return groups.map((group) => {
    const ordered = mendThousands(attachScripts(mendWords(group.sort((a, b) => a.x - b.x))));
    return {
      page,
      y: ordered.reduce((sum, item) => sum + item.y, 0) / ordered.length,
      height: medianHeight(ordered),
      items: ordered,
      text: joinItems(ordered),
    };
  });
}

/** "0,003210,00170": digits and at least two decimal marks, two numbers printed without a space (cut by the table). */
export function isGluedNumbers(text: string): boolean {
  const trimmed = text.trim();
  return /^[-\u2212\u2013]?\d[\d.,eE+\-\u2212]*\d$/.test(trimmed) && (trimmed.match(/[.,]/g) ?? []).length >= 2 && !isValueCell(trimmed);
}

/**
 * pdf.js merges table cells into one item when a PDF writes them in one run ("1,39E-07 1,27E-08 1,44E-08", even
 * "éq. 1,15E+01 4,99E-01 …" with the end of the unit): such an item is cut at its plain spaces, one item per value
 * and one per stretch of words between values, each placed by the widths of its characters. Only runs that are mostly
 * values (or module codes), or words ending in one value, are cut, and a no-break space (thousands) never cuts.
 */
/**
 * Advance widths of a sans-serif font (Helvetica's, which Arial and Liberation Sans share), in thousandths of the font
 * size. A piece of a merged run is placed by them rather than by its count of characters: "MND" is as wide as five
 * digits, a comma half of one, and over a row of cells the difference moves a value into the next column.
 */
const ADVANCE: Record<string, number> = {
  " ": 278,
  "!": 278,
  '"': 355,
  "#": 556,
  $: 556,
  "%": 889,
  "&": 667,
  "'": 191,
  "(": 333,
  ")": 333,
  "*": 389,
  "+": 584,
  ",": 278,
  "-": 333,
  ".": 278,
  "/": 278,
  ":": 278,
  ";": 278,
  "<": 584,
  "=": 584,
  ">": 584,
  "?": 556,
  "@": 1015,
  A: 667,
  B: 667,
  C: 722,
  D: 722,
  E: 667,
  F: 611,
  G: 778,
  H: 722,
  I: 278,
  J: 500,
  K: 667,
  L: 556,
  M: 833,
  N: 722,
  O: 778,
  P: 667,
  Q: 778,
  R: 722,
  S: 667,
  T: 611,
  U: 722,
  V: 667,
  W: 944,
  X: 667,
  Y: 667,
  Z: 611,
  "[": 278,
  "]": 278,
  _: 556,
  a: 556,
  b: 556,
  c: 500,
  d: 556,
  e: 556,
  f: 278,
  g: 556,
  h: 556,
  i: 222,
  j: 222,
  k: 500,
  l: 222,
  m: 833,
  n: 556,
  o: 556,
  p: 556,
  q: 556,
  r: 333,
  s: 500,
  t: 278,
  u: 556,
  v: 500,
  w: 722,
  x: 500,
  y: 500,
  z: 500,
  "\u2212": 584,
  "\u2013": 556,
  "\u2014": 1000,
  "\u2019": 222,
  "\u00b2": 333,
  "\u00b3": 333,
  "\u00b0": 400,
  "\u0153": 944,
  "\u0152": 1000,
};

function advance(character: string): number {
  if (/^\d$/.test(character)) return 556;
  return ADVANCE[character] ?? ADVANCE[character.normalize("NFD")[0] ?? ""] ?? 556;
}

/**
 * Pieces of an item (spans of its text), each placed by the advance widths of its characters, scaled so that they fill
 * the item's width. A space between two pieces stands for a gap pdf.js measured (it writes one for a gap of 0.1 to
 * 0.6 of the font size, whatever the font's own space): the room the glyphs leave is shared equally among the spaces,
 * within those bounds, and the glyphs are stretched or narrowed for the rest (a condensed or a wide font). The gap
 * kept is at least 0.2 of the font size, so that the pieces, joined again, read as words apart ("17 février").
 */
export function cutItem(item: PositionedText, spans: readonly { start: number; end: number }[]): PositionedText[] {
  const characters = [...item.text];
  if (characters.length !== item.text.length) {
    // Characters outside the basic plane: code units and characters disagree, the plain share is kept.
    const perCharacter = item.width / item.text.length;
    return spans.map(({ start, end }) => ({
      ...item,
      text: item.text.slice(start, end),
      x: item.x + start * perCharacter,
      width: (end - start) * perCharacter,
    }));
  }
  const size = item.height > 0 ? item.height : item.width / Math.max(1, characters.length);
  const glyphs = characters.reduce((sum, character) => sum + (character === " " ? 0 : advance(character) / 1000), 0) * size;
  const spaces = characters.filter((character) => character === " ").length;
  let gap = spaces > 0 ? (item.width - glyphs) / spaces : 0;
  gap = Math.min(0.6 * size, Math.max(0.2 * size, gap));
  const scale = glyphs > 0 ? Math.max(0, item.width - spaces * gap) / glyphs : 0;
  const edges = [item.x];
  for (const character of characters) edges.push(edges.at(-1)! + (character === " " ? gap : (advance(character) / 1000) * size * scale));
  return spans.map(({ start, end }) => ({
    ...item,
    text: item.text.slice(start, end),
    x: edges[start]!,
    width: edges[end]! - edges[start]!,
  }));
}

export function splitRuns(item: PositionedText): PositionedText[] {
  // "A1 à A3" is one header, a range of modules, not two.
  if (/^[a-d] ?[1-7]\s*(?:à|a|-|–|to)\s*[a-d] ?[1-7]$/i.test(item.text.trim())) return [item];
  const tokens = [...item.text.matchAll(/[^ ]+/g)];
  const isCell = (token: string) => isValueCell(token) || isGluedNumbers(token) || /^[a-d][1-7]?$/i.test(token);
  const cells = tokens.filter(([token]) => isCell(token)).length;
  // A unit run into the one value after it ("MJ, PCI 8.942E+00": a cramped unit column): the value is cut off, unless
  // it is a lone digit (an exponent set on the line, "m 3") or a footnote mark.
  const last = tokens.at(-1)?.[0] ?? "";
  const trailingValue = cells === 1 && isValueCell(last) && /\d/.test(last) && !/^[1-9]$|^\(\d+\)$/.test(last);
  if (tokens.length < 2 || (cells < 2 && !trailingValue) || (cells >= 2 && cells < 3 && cells * 2 < tokens.length)) return [item];
  const pieces: { start: number; end: number }[] = [];
  let words: { start: number; end: number } | null = null;
  for (const match of tokens) {
    const span = { start: match.index, end: match.index + match[0].length };
    if (isCell(match[0])) {
      if (words) pieces.push(words);
      words = null;
      pieces.push(span);
    } else {
      words = words ? { start: words.start, end: span.end } : span;
    }
  }
  if (words) pieces.push(words);
  return cutItem(item, pieces);
}

export function pageLines(page: PageText): TextLine[] {
  return groupLines(page.items.flatMap(splitRuns), page.page);
}
