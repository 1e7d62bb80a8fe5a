/**
 * The corpus's pipeline for one document, named stages end to end:
 *   spec (producer, seed, kinds asked for) → declaration (facts) → authored document (page model + facts)
 *   → answer (from the printed cells) → PDF (the producer) → check (every printed value is in the PDF's text).
 * Everything up to the answer is pure and seeded; printing is the producers' (produce.ts).
 */
import { type Answer, computeAnswer } from "./answer";
import type { AuthoredDocument } from "./author-parts";
import { authorEpdEn, EPD_EN_KINDS } from "./author-epd-en";
import { authorInies, INIES_KINDS } from "./author-inies";
import { authorSpreadsheet, SPREADSHEET_KINDS } from "./author-spreadsheet";
import { type Declaration, drawDeclaration } from "./declaration";
import type { Kind } from "./kinds";
import { Draws } from "./random";

/** The producers the corpus prints with (each one's module is produce-<name>.ts). */
export const PRODUCERS = ["chromium", "writer", "calc", "pdfkit", "ghostscript"] as const;
export type ProducerName = (typeof PRODUCERS)[number];
/** The authors, the kinds each can make, and how often a document of no particular kind is theirs. */
const AUTHORS = [
  { name: "inies-fr", write: authorInies, kinds: INIES_KINDS, weight: 0.6 },
  { name: "epd-en", write: authorEpdEn, kinds: EPD_EN_KINDS, weight: 0.25 },
  { name: "tableur", write: authorSpreadsheet, kinds: SPREADSHEET_KINDS, weight: 0.15 },
] as const;

export interface DocumentSpec {
  producer: ProducerName;
  seed: number;
  /** Kinds the document must contain (the author adds others by chance). */
  force: Kind[];
}

export interface AuthoredSpec {
  spec: DocumentSpec;
  declaration: Declaration;
  authored: AuthoredDocument;
  answer: Answer;
}

/** Stages 1-3 for one spec: the same spec always gives the same document and answer. */
export function authorDocument(spec: DocumentSpec): AuthoredSpec {
  const draws = new Draws(spec.seed, 0x5eed);
  const force = new Set(spec.force);
  const able = AUTHORS.filter((author) => spec.force.every((kind) => author.kinds.has(kind)));
  if (able.length === 0) throw new Error(`no author makes ${spec.force.join(" + ")}`);
  let pick = draws.next() * able.reduce((sum, author) => sum + author.weight, 0);
  const author = able.find((a) => (pick -= a.weight) < 0) ?? able.at(-1)!;
  const products = author.name === "inies-fr" && (force.has("deux produits") || draws.chance(0.08)) ? 2 : 1;
  const declaration = drawDeclaration(draws, products);
  const authored = author.write(draws, declaration, force);
  const answer = computeAnswer(authored.model, authored.facts, {
    producer: spec.producer,
    author: authored.author,
    seed: spec.seed,
    kinds: [...authored.kinds],
    axes: { ...draws.axes },
  });
  return { spec, declaration, authored, answer };
}
