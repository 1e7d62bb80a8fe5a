/**
 * The reader on any number of declarations from every producer and author of the corpus (scripts/fdes-corpus/):
 * document i of seed S is printed by producer i mod 5 with kind ⌊i / 5⌋ mod 20 forced (each producer meets each kind
 * alike), from document seed S × 1000 + i. Prints read %, lost % and wrong count per producer, per author, per kind,
 * per field and in all; exits 1 when any value is wrong or fewer than 95 % are read, in all or for one producer.
 * PDFs are cached by content (produce.ts): a rerun only reads.
 *
 * Seeds 900 and above are the HOLDOUT: the reader is never tuned on them. With `--seed 900` or more, only the
 * figures are printed, never a document.
 *
 * Usage: npm run test:fdes-producers -- [--count 1000] [--seed 1] [--only I] [--keep DIR]
 *   --only I   prints document I's answer beside the reading, with the products it lists and each one's figures once
 *              chosen (not for holdout seeds), and keeps its PDF.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { type Answer, type Field, FIELDS, type ValueField } from "./fdes-corpus/answer";
import { authorDocument, type DocumentSpec, PRODUCERS } from "./fdes-corpus/document";
import { type Judged, printFigures, tally } from "./fdes-corpus/figures";
import { judge, readField, wantField } from "./fdes-corpus/judge";
import { KINDS } from "./fdes-corpus/kinds";
import { missingValues } from "./fdes-corpus/printed-check";
import { Producers } from "./fdes-corpus/produce";
import { judgePdf, readDocument } from "./fdes-corpus/read-corpus";

const { values: args } = parseArgs({
  options: {
    count: { type: "string", default: "100" },
    seed: { type: "string", default: "1" },
    only: { type: "string" },
    keep: { type: "string" },
  },
});

/** Seeds from this one on are held out. */
const HOLDOUT_SEED = 900;
/** The issue's goal: at least this share read, per producer and in all, with no wrong value. */
const READ_GOAL = 0.95;

const seed = Number(args.seed);
const holdout = seed >= HOLDOUT_SEED;
const count = Math.min(1000, Number(args.count));

/** The answer's value for an outcome's key: a field, "variants", or one product's field ("gwp@60 mm"). */
function wantOf(answer: Answer, key: string): string {
  const [field, product] = key.split("@");
  if (key === "variants") return answer.products.map((p) => `${p.thickness_mm} mm`).join(", ") || "none";
  if (product === undefined) return String(wantField(answer, field as Field));
  return String(answer.products.find((p) => `${p.thickness_mm} mm` === product)?.values[field as ValueField] ?? null);
}

function specOf(i: number): DocumentSpec {
  return {
    producer: PRODUCERS[i % PRODUCERS.length]!,
    seed: seed * 1000 + i,
    force: [KINDS[Math.floor(i / PRODUCERS.length) % KINDS.length]!],
  };
}

const printers = new Producers();
try {
  if (args.only !== undefined) {
    if (holdout) throw new Error("holdout documents are not shown");
    const { authored, answer } = authorDocument(specOf(Number(args.only)));
    const pdf = await printers.print(answer.producer as DocumentSpec["producer"], authored.model, answer.seed);
    const dir = args.keep ?? "/tmp/fdes-producers";
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `seed-${seed}-${args.only}.pdf`);
    writeFileSync(file, pdf);
    const read = await readDocument(new Uint8Array(pdf));
    const outcomes = judge(answer, read);
    console.log(
      `PDF: ${file}\nproducer: ${answer.producer}, author: ${answer.author}, kinds: ${answer.kinds.join(", ")}\naxes: ${JSON.stringify(answer.axes)}`,
    );
    for (const field of FIELDS)
      console.log(
        `${field.padEnd(20)} ${outcomes[field].padEnd(6)} want ${String(wantField(answer, field)).padEnd(24)} read ${readField(read, field)}`,
      );
    console.log("warnings:", read?.warnings);
    // What the person sees beyond the main fields: the products offered, and each one's figures once chosen.
    const judged = await judgePdf(args.only, answer, new Uint8Array(pdf));
    if (judged.outcomes.variants !== undefined)
      console.log(
        `products: ${answer.products.map((p) => `${p.thickness_mm} mm R ${p.thermal_resistance}`).join(", ") || "one"}; listed: ${JSON.stringify(read?.variants)}`,
      );
    for (const [key, outcome] of Object.entries(judged.outcomes))
      if (key === "variants" || key.includes("@")) console.log(`${key.padEnd(30)} ${outcome}`);
  } else {
    const started = performance.now();
    const documents = Array.from({ length: count }, (_, i) => ({ i, ...authorDocument(specOf(i)) }));
    await printers.prepare(documents.map((d) => ({ producer: d.spec.producer, model: d.authored.model, seed: d.spec.seed })));
    const printedAt = performance.now();
    const judged: (Judged & { index: number })[] = [];
    let unprintable = 0;
    let readMs = 0;
    for (const doc of documents) {
      const pdf = await printers.print(doc.spec.producer, doc.authored.model, doc.spec.seed);
      if (missingValues(doc.authored.model, pdf).length > 0) {
        unprintable++;
        continue;
      }
      if (args.keep && !holdout) {
        mkdirSync(args.keep, { recursive: true });
        writeFileSync(path.join(args.keep, `seed-${seed}-${doc.i}.pdf`), pdf);
      }
      const t0 = performance.now();
      judged.push({ index: doc.i, ...(await judgePdf(`${doc.i}`, doc.answer, new Uint8Array(pdf))) });
      readMs += performance.now() - t0;
      if (judged.length % 100 === 0) process.stderr.write(`${judged.length}/${count}\n`);
    }
    const all = printFigures(judged);
    if (unprintable > 0) console.log(`${unprintable} documents left out: a printed value was missing from their PDF's text`);
    console.log(
      `seed ${seed}${holdout ? " (holdout)" : ""}: printing ${((printedAt - started) / 1000).toFixed(0)} s (cached PDFs reused), reading ${(readMs / judged.length).toFixed(0)} ms per document; load average ${os
        .loadavg()
        .map((x) => x.toFixed(2))
        .join(" ")}`,
    );
    if (!holdout) {
      // Every field the person sees: the main ones, the products offered ("variants") and a chosen product's ("gwp@60 mm").
      const wrong = judged.flatMap((doc) =>
        Object.entries(doc.outcomes)
          .filter(([, outcome]) => outcome === "wrong")
          .map(([f]) => `--seed ${seed} --only ${doc.index}: ${f} want ${wantOf(doc.answer, f)}`),
      );
      if (wrong.length)
        console.log(
          `\nWrong values (replay with npm run test:fdes-producers -- --seed ${seed} --only I):\n${wrong.slice(0, 60).join("\n")}`,
        );
    }
    const producers = tally(judged, (doc) => [doc.answer.producer]);
    const short = [...producers].filter(([, t]) => t.exact < READ_GOAL * t.declared).map(([name]) => name);
    if (all.wrong > 0 || all.exact < READ_GOAL * all.declared || short.length > 0) process.exitCode = 1;
  }
} finally {
  await printers.close();
}
