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
import { type Answer, FIELDS, type ValueField } from "./answer";
import { declares, judge, judgeValues, judgeVariants, type Outcome, variantOf } from "./judge";

export async function readDocument(bytes: Uint8Array, variant: string | null = null): Promise<FdesExtraction | null> {
  try {
    return await readFdes(bytes, { variant });
  } catch {
    // A reader that throws has read nothing: every field is lost (or right, where nothing is declared).
    return null;
  }
}

/**
 * A document judged: its fields as the reader gives them unasked, and, when it declares several products, whether
 * the reader lists them ("variants") and each product's fields read with that product chosen ("gwp@60 mm").
 */
export function judgeDocument(doc: CorpusDocument): Promise<Judged> {
  return judgePdf(doc.name, doc.answer, new Uint8Array(readFileSync(doc.pdfPath)));
}

export async function judgePdf(name: string, answer: Answer, bytes: Uint8Array): Promise<Judged> {
  const read = await readDocument(bytes);
  const outcomes: Record<string, Outcome> = judge(answer, read);
  const declared = new Set<string>(FIELDS.filter((field) => declares(answer, field)));
  // A list of products offered where the document declares one is wrong; an empty one there is no field at all.
  const variants = judgeVariants(answer, read);
  if (answer.products.length === 0 && variants === "wrong") outcomes.variants = variants;
  if (answer.products.length > 0) {
    outcomes.variants = variants;
    declared.add("variants");
    for (const product of answer.products) {
      const variant = variantOf(read, product.thickness_mm);
      const chosen = variant === null ? null : await readDocument(bytes, variant);
      for (const [field, outcome] of Object.entries(judgeValues(product.values, product.tolerance, chosen))) {
        const key = `${field}@${product.thickness_mm} mm`;
        outcomes[key] = outcome;
        if (product.values[field as ValueField] !== null) declared.add(key);
      }
    }
  }
  return { name, answer, outcomes, declared };
}

export function asApprovals(judged: Judged[]): Approvals {
  return Object.fromEntries(judged.map((doc) => [doc.name, doc.outcomes]));
}
