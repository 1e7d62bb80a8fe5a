/**
 * Shows one corpus document's answer beside what the reader reads, field by field, with the reader's warnings.
 * Usage: npx tsx scripts/fdes-corpus-show.ts NAME [--holdout]
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { FIELDS } from "./fdes-corpus/answer";
import { CORPUS_DIR, HOLDOUT_DIR, loadCorpus } from "./fdes-corpus/corpus-files";
import { judge, readField, wantField } from "./fdes-corpus/judge";
import { judgePdf, readDocument } from "./fdes-corpus/read-corpus";

const { values: args, positionals } = parseArgs({ options: { holdout: { type: "boolean", default: false } }, allowPositionals: true });
const doc = loadCorpus(args.holdout ? HOLDOUT_DIR : CORPUS_DIR).find((d) => d.name === positionals[0]);
if (!doc) throw new Error(`no document ${positionals[0]}`);
const read = await readDocument(new Uint8Array(readFileSync(doc.pdfPath)));
const outcomes = judge(doc.answer, read);
console.log(`${doc.pdfPath}\nkinds: ${doc.answer.kinds.join(", ")}\naxes: ${JSON.stringify(doc.answer.axes)}`);
for (const field of FIELDS) {
  console.log(
    `${field.padEnd(20)} ${outcomes[field].padEnd(6)} want ${String(wantField(doc.answer, field)).padEnd(24)} read ${readField(read, field)}`,
  );
}
console.log("warnings:", read?.warnings);
if (doc.answer.products.length > 0) {
  const judged = await judgePdf(doc.name, doc.answer, new Uint8Array(readFileSync(doc.pdfPath)));
  console.log(
    `products: ${doc.answer.products.map((p) => `${p.thickness_mm} mm`).join(", ")}; listed by the reader: ${JSON.stringify(read?.variants)}`,
  );
  for (const [key, outcome] of Object.entries(judged.outcomes))
    if (key === "variants" || key.includes("@")) console.log(`${key.padEnd(30)} ${outcome}`);
}
