/**
 * The corpus's pipeline for one document, named stages end to end:
 *   spec (producer, seed, kinds asked for) → declaration (facts) → authored document (page model + facts)
 *   → answer (from the printed cells) → PDF (the producer) → check (every printed value is in the PDF's text).
 * Everything up to the answer is pure and seeded; printing is the producers' (produce.ts).
 */
import { type Answer, computeAnswer } from "./answer";
import { authorInies, type AuthoredDocument } from "./author-inies";
import { drawDeclaration } from "./declaration";
import type { Kind } from "./kinds";
import { Draws } from "./random";

/** The producers the corpus prints with (each one's module is produce-<name>.ts). */
export const PRODUCERS = ["chromium", "writer", "calc", "pdfkit", "ghostscript"] as const;
export type ProducerName = (typeof PRODUCERS)[number];
export const AUTHORS = ["inies-fr"] as const;
export type AuthorName = (typeof AUTHORS)[number];

export interface DocumentSpec {
  producer: ProducerName;
  seed: number;
  /** Kinds the document must contain (the author adds others by chance). */
  force: Kind[];
}

export interface AuthoredSpec {
  spec: DocumentSpec;
  authored: AuthoredDocument;
  answer: Answer;
}

/** Stages 1-3 for one spec: the same spec always gives the same document and answer. */
export function authorDocument(spec: DocumentSpec): AuthoredSpec {
  const draws = new Draws(spec.seed, 0x5eed);
  const force = new Set(spec.force);
  const products = force.has("deux produits") || draws.chance(0.08) ? 2 : 1;
  const declaration = drawDeclaration(draws, products);
  const authored = authorInies(draws, declaration, force);
  const answer = computeAnswer(authored.model, authored.facts, {
    producer: spec.producer,
    author: authored.author,
    seed: spec.seed,
    kinds: [...authored.kinds],
    axes: { ...draws.axes },
  });
  return { spec, authored, answer };
}
