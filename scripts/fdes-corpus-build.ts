/**
 * Writes the fixed FDES corpus (tests/fixtures/fdes-corpus/) or its holdout (`--holdout`): each planned document
 * authored, printed by its producer, checked (every printed value found in the PDF's text by pdftotext), and written
 * as `<name>.pdf` beside `<name>.answer.json`. Needs Debian's Chromium, LibreOffice (soffice) and Ghostscript; CI
 * needs none of them, the PDFs being committed. Then `npm run fdes:approve` records how the reader reads them.
 *
 * Usage: npm run fdes:corpus -- [--holdout] [--producers chromium,pdfkit] [--only NAME]
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { formatJson } from "./fdes-corpus/approvals";
import { CORPUS_DIR, corpusPlan, HOLDOUT_DIR } from "./fdes-corpus/corpus-files";
import { authorDocument, PRODUCERS } from "./fdes-corpus/document";
import { missingValues } from "./fdes-corpus/printed-check";
import { cacheKey, Producers } from "./fdes-corpus/produce";

const { values: args } = parseArgs({
  options: { holdout: { type: "boolean", default: false }, producers: { type: "string" }, only: { type: "string" } },
});

const dir = args.holdout ? HOLDOUT_DIR : CORPUS_DIR;
const producers = args.producers ? args.producers.split(",") : [...PRODUCERS];
const plan = corpusPlan(args.holdout).filter(
  (entry) => producers.includes(entry.spec.producer) && (!args.only || entry.name === args.only),
);
mkdirSync(dir, { recursive: true });

/** For each document, the key of the model and producer code it was printed from. */
const sourcesFile = path.join(dir, "printed-from.json");
const sources: Record<string, string> = existsSync(sourcesFile)
  ? (JSON.parse(readFileSync(sourcesFile, "utf8")) as Record<string, string>)
  : {};
const printers = new Producers();
let failed = 0;
try {
  for (const entry of plan) {
    const { authored, answer } = authorDocument(entry.spec);
    // A document printed from the same model by the same producer code is left as it is: a reprint differs only by
    // its dates, and would be history for nothing.
    const printed = cacheKey(entry.spec.producer, authored.model, entry.spec.seed);
    if (sources[entry.name] === printed && existsSync(path.join(dir, `${entry.name}.pdf`))) {
      const answerFile = path.join(dir, `${entry.name}.answer.json`);
      writeFileSync(answerFile, await formatJson(answer, answerFile));
      continue;
    }
    const pdf = await printers.print(entry.spec.producer, authored.model, entry.spec.seed);
    const missing = missingValues(authored.model, pdf);
    if (missing.length > 0) {
      failed++;
      console.error(`${entry.name}: ${missing.length} printed values not found in the PDF (${missing.slice(0, 5).join(" | ")})`);
      continue;
    }
    writeFileSync(path.join(dir, `${entry.name}.pdf`), pdf);
    const answerFile = path.join(dir, `${entry.name}.answer.json`);
    writeFileSync(answerFile, await formatJson(answer, answerFile));
    sources[entry.name] = printed;
    console.log(`${entry.name}: ${(pdf.length / 1024).toFixed(0)} KB, ${answer.kinds.join(", ")}`);
  }
  if (!args.only) {
    // Files of a producer rebuilt here that the plan no longer has.
    const names = new Set(plan.map((entry) => entry.name));
    for (const file of readdirSync(dir)) {
      const name = file.replace(/\.(pdf|answer\.json)$/, "");
      if (name !== file && producers.some((p) => name.startsWith(`${p}-`)) && !names.has(name)) rmSync(path.join(dir, file));
    }
  }
} finally {
  await printers.close();
  const kept = Object.fromEntries(
    Object.keys(sources)
      .filter((name) => existsSync(path.join(dir, `${name}.pdf`)))
      .sort()
      .map((name) => [name, sources[name]]),
  );
  writeFileSync(sourcesFile, await formatJson(kept, sourcesFile));
}
if (failed > 0) {
  console.error(`${failed} documents not written`);
  process.exitCode = 1;
}
