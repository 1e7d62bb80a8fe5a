/**
 * The fixed corpus on disk (tests/fixtures/fdes-corpus/): each `<name>.pdf` beside `<name>.answer.json`, and
 * `approvals.json`, the ratchet. `holdout/` holds documents of the same producers that the reader is never tuned on.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type Answer, answerSchema } from "./answer";
import { type DocumentSpec, PRODUCERS } from "./document";
import { KINDS } from "./kinds";

export const CORPUS_DIR = path.resolve(import.meta.dirname, "../../tests/fixtures/fdes-corpus");
export const HOLDOUT_DIR = path.join(CORPUS_DIR, "holdout");
export const APPROVALS_FILE = path.join(CORPUS_DIR, "approvals.json");

export interface CorpusDocument {
  name: string;
  pdfPath: string;
  answer: Answer;
}

export function loadCorpus(dir = CORPUS_DIR): CorpusDocument[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(".pdf"))
    .sort()
    .map((file) => {
      const name = file.slice(0, -".pdf".length);
      const answer = answerSchema.parse(JSON.parse(readFileSync(path.join(dir, `${name}.answer.json`), "utf8")));
      return { name, pdfPath: path.join(dir, file), answer };
    });
}

export interface CorpusEntry {
  name: string;
  spec: DocumentSpec;
}

const slug = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/**
 * The fixed corpus: one document per producer and kind (the kind forced, others drawn by chance), seeds fixed.
 * The holdout: other seeds, a few kinds per producer, never read by the ratchet.
 */
export function corpusPlan(holdout = false): CorpusEntry[] {
  const entries: CorpusEntry[] = [];
  PRODUCERS.forEach((producer, p) => {
    KINDS.forEach((kind, k) => {
      if (holdout && k % 4 !== p % 4) return;
      const seed = (holdout ? 900_000 : 10_000) + 100 * p + k;
      entries.push({ name: `${producer}-${String(k).padStart(2, "0")}-${slug(kind)}`, spec: { producer, seed, force: [kind] } });
    });
  });
  return entries;
}
