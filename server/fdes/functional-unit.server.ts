import { parseFdesNumber } from "./parse-number.server";
import { normalise } from "./text-lines.server";

export interface FunctionalUnitFields {
  quantity: number | null;
  unit: string | null;
  declaredUnit: boolean;
  thicknessMm: number | null;
  thermalResistance: number | null;
  referenceServiceLifeYears: number | null;
  /** Density of the product (kg/m³) when stated: with the thickness, it brings a per-kg declaration to 1 m². */
  densityKgM3: number | null;
}

/** The unit as read, with where its thickness and R come from. */
export interface FunctionalUnitReading extends FunctionalUnitFields {
  /**
   * Whether the thickness and R were stated by the functional unit itself, not found in other lines (technical data,
   * a product's heading): with several products, only the unit's own say which one it declares.
   */
  statedByUnit: { thickness: boolean; resistance: boolean };
}

const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;
const R_UNIT = String.raw`\(?m(?:²|2)\s*\.?\s*k\)?\s*(?:/|\.)\s*w(?:-1)?|m(?:²|2)k/w`;
// "1,00 à 6,00", "1,00 - 6,00", "1,00 m².K/W à 6,00": a range (the unit's own "W-1" is not one).
const RANGE_AFTER = /^\s*(?:m(?:²|2)\S*\s+)?(?:a|-|et)\s*\d/;

function number(raw: string | undefined): number | null {
  return raw === undefined ? null : parseFdesNumber(raw);
}

/**
 * R in one piece of (normalised) text: "R = 5,00 m².K/W", "Rd : 3,75", "résistance thermique de 5,50 m².K/W",
 * "Résistance thermique R (déclarée) 4,60 m².K/W". Never a range ("de 1,00 à 6,00 m².K/W"), never λ (W/(m.K)).
 */
export function resistanceIn(text: string): number | null {
  const patterns = [
    new RegExp(String.raw`(?:^|[^a-z0-9])r(?:d|_d)?\s*(?:=|:)\s*${NUMBER}`, "g"),
    new RegExp(String.raw`resistance thermique[^0-9=:]{0,60}?(?:=|:)?\s*${NUMBER}\s*(?:${R_UNIT})`, "g"),
  ];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      const before = text.slice(Math.max(0, match.index - 25), match.index + match[0].indexOf(match[1]!));
      const after = text.slice(match.index + match[0].length);
      // "jusqu'à R = 10,24" is the best of a range of products, not this one.
      if (RANGE_AFTER.test(after) || /entre|allant|validite|de la paroi|jusqu/.test(before)) continue;
      const value = number(match[1]);
      if (value !== null && value > 0 && value < 30) return value;
    }
  }
  return null;
}

function thicknessIn(text: string): number | null {
  const match = new RegExp(
    String.raw`(?:epaisseur|thickness)\s*(?:\(mm\)|du produit|nominale|de reference|of the product|reference)?\s*(?:de|of|:|=)?\s*${NUMBER}\s*(mm|cm)\b`,
  ).exec(text);
  if (!match) return null;
  const value = number(match[1]);
  if (value === null) return null;
  return match[2] === "cm" ? value * 10 : value;
}

/**
 * The thickness the unit's own sentence gives without naming it: "1 m² of stone wool slab, 100 mm, R = 2.65" (one size
 * in mm; never a range "de 40 à 240 mm", a panel's "600 x 1200 mm" or two sizes).
 */
function sizeInUnitSentence(sentence: string): number | null {
  if (/\d\s*(?:x|×|\*)\s*\d/.test(sentence) || /\d\s*(?:mm\s*)?(?:a|-|to|et|and)\s*\d+(?:[.,]\d+)?\s*mm\b/.test(sentence)) return null;
  const sizes = new Set([...sentence.matchAll(/(?<![\d,.])(\d{1,3}(?:[.,]\d+)?)\s*mm\b/g)].map((match) => number(match[1])));
  const [only] = sizes;
  return sizes.size === 1 && only !== undefined && only !== null && only > 0 ? only : null;
}

// "1 m²", "1 m3", "1 kg"; never the "3,75 m².K/W" of R, which may come first in the sentence.
const QUANTITY = new RegExp(String.raw`(?:^|\s|sur\s)${NUMBER}\s*(m²|m2|m³|m3|kg|tonne|t|ml|m)(?![a-z0-9])(?!\s*\.?\s*k)`);

// "un mètre carré", "un m²", "un kilogramme", "one cubic metre": the quantity in words.
const WORDS =
  /\b(?:un|one) (metre carre|m2|m²|metre cube|m3|m³|kilogramme|kg|square metre|square meter|cubic metre|cubic meter|kilogram)\b/;

const FUNCTIONAL = [
  /assurer (?:une |la )?fonction/g,
  /unite fonctionnelle\s*(?:\(uf\))?\s*(?=\d|un )/g,
  /unite fonctionnelle\s*(?:\(uf\)\s*)?(?:[:=]|est|correspond|retenue)/g,
  /description de l'unite fonctionnelle/g,
  /functional unit\s*(?:\(fu\)\s*)?(?:[:=]|is)/g,
];
const DECLARED =
  /(?:unite declaree\s*(?:\(ud\)\s*)?(?:[:=]|est|correspond|retenue|(?=\d|un ))|declared unit\s*(?:\(du\)\s*)?(?:[:=]|is|(?=\d|one )))/g;

/**
 * The sentence or box of the functional unit: from "Assurer une fonction…" or "Unité fonctionnelle :" on; the first
 * place, in that order, that states a quantity (a table of contents names the section but states none).
 */
function functionalUnitText(text: string): { text: string; declared: boolean } | null {
  let fallback: { text: string; declared: boolean } | null = null;
  for (const [patterns, declared] of [
    [FUNCTIONAL, false],
    [[DECLARED], true],
  ] as const) {
    for (const pattern of patterns) {
      for (const match of text.matchAll(pattern)) {
        // The unit's own text: up to a key-figure box or a validity range printed after it.
        const raw = text.slice(match.index, match.index + 400);
        const stop = raw.slice(20).search(/chiffres cles|cadre de validite|jusqu'a|valable pour les epaisseurs/);
        const window = { text: stop >= 0 ? raw.slice(0, stop + 20) : raw, declared };
        if (QUANTITY.test(window.text) || WORDS.test(window.text)) return window;
        fallback ??= window;
      }
    }
  }
  return fallback;
}

/** A label of the unit alone on its line: a facts table's row ("Unité déclarée" beside its value). */
const UNIT_LABEL = /^(?:unite (fonctionnelle|declaree)|(functional|declared) unit)\s*(?:\((?:uf|ud|fu|du)\))?\s*:?$/;

/**
 * The unit as a facts table gives it: its label alone on a line, its value on the lines around it (a value wrapped
 * over two lines is set with the label on its middle, between them), below it first.
 */
function labelledUnit(pages: readonly (readonly string[])[]): { text: string; declared: boolean } | null {
  for (const lines of pages) {
    for (const [index, line] of lines.entries()) {
      const label = UNIT_LABEL.exec(line.trim());
      if (!label) continue;
      const declared = label[1] === "declaree" || label[2] === "declared";
      for (const window of [lines.slice(index + 1, index + 3), [lines[index - 1] ?? "", lines[index + 1] ?? ""]]) {
        const text = window.join(" ");
        if (QUANTITY.test(text) || WORDS.test(text)) return { text, declared };
      }
    }
  }
  return null;
}

/**
 * The functional unit of the declaration and the R that goes with it, looked for in this order: the functional unit's
 * sentence, the technical data ("Résistance thermique … m².K/W", "Épaisseur … mm"), the cover page.
 * `pages` holds the lines of each page.
 */
export function readFunctionalUnit(pages: readonly (readonly string[])[]): FunctionalUnitReading {
  const texts = pages.map((lines) => lines.map(normalise).join("\n"));
  const all = texts.join("\n").replace(/\n/g, " ");
  const unitText = labelledUnit(pages.map((lines) => lines.map(normalise))) ?? functionalUnitText(all);
  let quantity: number | null = null;
  let unit: string | null = null;
  const declaredUnit = unitText?.declared ?? false;
  // The unit's own sentence ("sur 1 m² de paroi", "un mètre carré"), not a density further on.
  const sentence = unitText ? unitText.text.split(/\.\s|\n/)[0]!.slice(0, 300) : "";
  if (unitText) {
    const words = WORDS.exec(sentence);
    const match = QUANTITY.exec(sentence);
    if (words && (!match || words.index < match.index)) {
      quantity = 1;
      unit = /^kilo|^kg/.test(words[1]!) ? "kg" : /cub/.test(words[1]!) ? "m³" : "m²";
    } else if (match) {
      quantity = number(match[1]);
      unit = match[2]!.replace("m2", "m²").replace("m3", "m³");
    }
  }
  // A unit per m³ or per kg needs converting; one of 1 m² (an EPD's "declared unit" too) is the comparison's own.
  const declared = unit === "m³" || unit === "kg" || (declaredUnit && unit !== "m²");
  // A declared unit states no R of its own; the technical data may still give the product's.
  let thermalResistance: number | null = declared ? null : ((unitText && resistanceIn(unitText.text)) ?? null);
  // Stated by the unit's sentence itself, not by what follows it within its window (a product's heading).
  const resistanceInUnit = thermalResistance !== null && resistanceIn(sentence) === thermalResistance;
  for (const text of texts) {
    if (thermalResistance !== null) break;
    for (const line of text.split("\n")) {
      if (/validite|epaisseurs|chiffres cles/.test(line)) continue;
      thermalResistance = resistanceIn(line);
      if (thermalResistance !== null) break;
    }
  }
  const unitThickness = (unitText && thicknessIn(unitText.text)) ?? sizeInUnitSentence(sentence);
  const thicknessMm = unitThickness ?? thicknessFromLines(texts) ?? thicknessInProductName(texts);
  const life =
    /(?:duree de vie de reference|dvr|duree de vie typique|dvt|reference service life|rsl)\D{0,40}?(\d{1,3})\s*(?:ans|years)/.exec(all);
  return {
    quantity,
    unit,
    declaredUnit: declared,
    thicknessMm,
    thermalResistance,
    referenceServiceLifeYears: life ? Number(life[1]) : null,
    densityKgM3: densityIn(all),
    statedByUnit: {
      thickness: unitThickness !== null && (thicknessIn(sentence) ?? sizeInUnitSentence(sentence)) === unitThickness,
      resistance: resistanceInUnit,
    },
  };
}

/** "Masse volumique : 40 kg/m³", "densité de 35 kg/m3"; never a range ("80 à 120 kg/m³"). */
function densityIn(text: string): number | null {
  const pattern = new RegExp(
    String.raw`(?:masse volumique|densite|density)[^0-9]{0,40}?${NUMBER}\s*(a|-|to)?\s*(?:\d+(?:[.,]\d+)?\s*)?kg\s*/\s*m(?:3|³)`,
    "g",
  );
  for (const match of text.matchAll(pattern)) {
    if (match[2]) continue;
    const value = number(match[1]);
    if (value !== null && value > 0) return value;
  }
  return null;
}

/**
 * A facts table's product line ("Produit  Cellufloc HD 180 mm"): the product named with one thickness and no other
 * size ("600 x 1200 mm" is a panel's, not its thickness), when nothing else states it. Only the line the label starts.
 */
function thicknessInProductName(texts: readonly string[]): number | null {
  for (const text of texts) {
    for (const line of text.split("\n")) {
      const name = /^(?:produit|product|nom du produit|product name)\s*:?\s+(.+)$/.exec(line.trim())?.[1];
      if (!name || /\d\s*(?:x|×|\*)\s*\d/.test(name)) continue;
      const sizes = [...name.matchAll(/(?<![\d,.])(\d{2,3})\s*mm\b/g)];
      if (sizes.length === 1 && !/(?<![\d,.])\d+(?:[.,]\d+)?\s*(?:cm|m)\b/.test(name)) return Number(sizes[0]![1]);
    }
  }
  return null;
}

function thicknessFromLines(texts: readonly string[]): number | null {
  for (const text of texts) {
    for (const line of text.split("\n")) {
      if (/validite|epaisseurs|de \d+ a \d+/.test(line)) continue;
      const value = thicknessIn(line);
      if (value !== null) return value;
    }
  }
  return null;
}
