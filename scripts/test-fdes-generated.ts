/**
 * Reads generated FDES (scripts/lib/fdes-corpus-generator.ts) with the comparator's reader and prints, per field and
 * per axis value, the share of values read exactly, missing (null) and WRONG (non-null and more than 0.5 % away).
 * Exits 1 when any value is wrong or fewer than 97 % are read.
 *
 * Usage: npm run test:fdes-generated -- [--count 1000] [--seed 1] [--only K] [--keep DIR] [--jobs 2]
 *   --only K  replays document K of the seed, keeps its PDF and prints what was read beside the answer.
 * Printed PDFs are cached by content under the system's temporary directory (scripts/lib/fdes-corpus-compare.ts):
 * a second run of the same seed only reads.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import type { FdesExtraction } from "../server/fdes/fdes-types.server";
import { readFdes } from "../server/fdes/read-fdes.server";
import { launchBrowser } from "./lib/browser";
import { compare, generatedPdf, type Outcome, READ, type Result } from "./lib/fdes-corpus-compare";
import type { GeneratedValues } from "./lib/fdes-corpus-generator";

const { values: args } = parseArgs({
  options: {
    count: { type: "string", default: "100" },
    seed: { type: "string", default: "1" },
    only: { type: "string" },
    keep: { type: "string" },
    jobs: { type: "string", default: "2" },
  },
});

function pct(part: number, whole: number): string {
  return whole === 0 ? "   -  " : `${((100 * part) / whole).toFixed(1).padStart(5)} %`;
}

function table(title: string, groups: Map<string, Record<Outcome, number>>) {
  console.log(`\n${title}`);
  console.log(`${"".padEnd(44)} ${"n".padStart(6)}  exact     missing   wrong`);
  for (const [name, counts] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    const n = counts.exact + counts.missing + counts.wrong;
    console.log(
      `${name.slice(0, 44).padEnd(44)} ${String(n).padStart(6)}  ${pct(counts.exact, n)}  ${pct(counts.missing, n)}  ${pct(counts.wrong, n)}${counts.wrong > 0 ? "  <<<" : ""}`,
    );
  }
}

async function main() {
  const seed = Number(args.seed);
  const browser = await launchBrowser();
  try {
    if (args.only !== undefined) {
      const index = Number(args.only);
      const { doc, bytes } = await generatedPdf(browser, seed, index);
      const dir = args.keep ?? "/tmp/fdes-generated";
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `seed-${seed}-${index}.pdf`);
      await writeFile(file, bytes);
      await writeFile(file.replace(/\.pdf$/, ".html"), doc.html);
      const read = await readFdes(new Uint8Array(bytes));
      const outcomes = compare(doc.truth, read);
      console.log(`PDF: ${file}`);
      console.log("axes:", doc.truth.axes);
      for (const [field, result] of Object.entries(outcomes)) {
        const want =
          field in READ ? doc.truth.values[field as keyof GeneratedValues] : field === "valid_until" ? doc.truth.valid_until : "";
        const got = field in READ ? READ[field as keyof GeneratedValues](read) : field === "valid_until" ? read.validUntil : "";
        console.log(`${field.padEnd(22)} ${result.padEnd(8)} want ${String(want).padEnd(14)} read ${got}`);
      }
      console.log("warnings:", read.warnings);
      return;
    }
    const count = Number(args.count);
    const jobs = Math.max(1, Number(args.jobs));
    const results: Result[] = [];
    let next = 0;
    const started = performance.now();
    if (args.keep) await mkdir(args.keep, { recursive: true });
    await Promise.all(
      Array.from({ length: jobs }, async () => {
        while (next < count) {
          const index = next++;
          const t0 = performance.now();
          const { doc, bytes } = await generatedPdf(browser, seed, index);
          if (args.keep) await writeFile(path.join(args.keep, `seed-${seed}-${index}.pdf`), bytes);
          let read: FdesExtraction | null = null;
          try {
            read = await readFdes(new Uint8Array(bytes));
          } catch (error) {
            console.error(`document ${index}: ${(error as Error).message}`);
          }
          results.push({ index, doc, read, outcomes: compare(doc.truth, read), ms: performance.now() - t0 });
          if (results.length % 50 === 0) process.stderr.write(`${results.length}/${count}\n`);
        }
      }),
    );
    const elapsed = performance.now() - started;
    const byField = new Map<string, Record<Outcome, number>>();
    const byAxis = new Map<string, Record<Outcome, number>>();
    const empty = () => ({ exact: 0, missing: 0, wrong: 0, absent: 0 });
    const wrongs: string[] = [];
    const totals = empty();
    for (const result of results.sort((a, b) => a.index - b.index)) {
      for (const [field, got] of Object.entries(result.outcomes)) {
        if (!byField.has(field)) byField.set(field, empty());
        byField.get(field)![got]++;
        if (field in READ) totals[got]++;
        if (got === "wrong") {
          const want = field in READ ? result.doc.truth.values[field as keyof GeneratedValues] : result.doc.truth.valid_until;
          const read = result.read && field in READ ? READ[field as keyof GeneratedValues](result.read) : result.read?.validUntil;
          wrongs.push(`--seed ${seed} --only ${result.index}: ${field} want ${want} read ${read}`);
        }
        if (!(field in READ)) continue;
        for (const [axis, value] of Object.entries(result.doc.truth.axes)) {
          const key = `${axis} = ${value}`;
          if (!byAxis.has(key)) byAxis.set(key, empty());
          byAxis.get(key)![got]++;
        }
      }
    }
    table("Per field", byField);
    table("Per axis value (value fields)", byAxis);
    const n = totals.exact + totals.missing + totals.wrong;
    const times = results.map((result) => result.ms).sort((a, b) => a - b);
    console.log(
      `\n${results.length} documents, seed ${seed}: ${n} values, exact ${pct(totals.exact, n)}, missing ${pct(totals.missing, n)}, wrong ${totals.wrong} (${pct(totals.wrong, n)})`,
    );
    console.log(
      `time: ${(elapsed / results.length).toFixed(0)} ms per document (wall, ${jobs} jobs), median ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms each (print + read); load average ${(
        await import("node:os")
      )
        .loadavg()
        .map((x) => x.toFixed(2))
        .join(" ")}`,
    );
    if (wrongs.length > 0)
      console.log(`\nWrong values (replay with npm run test:fdes-generated -- --seed N --only K):\n${wrongs.slice(0, 60).join("\n")}`);
    if (totals.wrong > 0 || totals.exact < 0.97 * n) process.exitCode = 1;
  } finally {
    await browser.close();
  }
}

await main();
