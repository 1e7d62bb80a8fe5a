/**
 * Reads corpus documents with the comparator's reader and judges each field: the step shared by the ratchet test,
 * `npm run fdes:approve` and the figures of the holdout.
 */
import { readFileSync } from "node:fs";
import { readFdes } from "../../server/fdes/read-fdes.server";
import type { FdesExtraction } from "../../server/fdes/fdes-types.server";
import type { Approvals } from "./approvals";
import type { CorpusDocument } from "./corpus-files";
import type { Judged } from "./figures";
import { judge } from "./judge";

export async function readDocument(bytes: Uint8Array): Promise<FdesExtraction | null> {
  try {
    return await readFdes(bytes);
  } catch {
    // A reader that throws has read nothing: every field is lost (or right, where nothing is declared).
    return null;
  }
}

export async function judgeDocument(doc: CorpusDocument): Promise<Judged> {
  const read = await readDocument(new Uint8Array(readFileSync(doc.pdfPath)));
  return { name: doc.name, answer: doc.answer, outcomes: judge(doc.answer, read) };
}

export function asApprovals(judged: Judged[]): Approvals {
  return Object.fromEntries(judged.map((doc) => [doc.name, doc.outcomes]));
}
