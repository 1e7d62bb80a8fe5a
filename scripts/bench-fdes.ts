/**
 * Time to read each FDES of the test corpus with readFdes (pdf.js text extraction, drawn rules + the staged reader), on
 * the calling thread: median and p95 of 10 runs after one warm-up, then the largest file (~600 ko) on its own with the
 * same count; then every document of the multi-producer corpus (tests/fixtures/fdes-corpus/, its holdout aside) read
 * once after a warm-up, median, p95 and slowest per producer.
 *
 * Then the whole comparison over HTTP against the production build (`npm run build` first), on a throw-away embedded
 * PostgreSQL, for a typical declaration and for the largest file: the first `POST /api/compare-fdes` sent as soon as
 * the server answers /healthz (what a visitor right after a deployment waits: our declarations read at build, the
 * reading process made ready at start), beside the median of the next calls sent one after the other, and the first
 * call of a second start sent 5 s after /healthz answers. Goal (issue #37 item 6): under 1 s for a typical declaration
 * on a quiet machine, under 2 s with one core busy. The load average is printed with the figures:
 * the machine may be shared.
 *
 * Usage: npm run bench:fdes [-- --busy]   (--busy: a busy loop holds one core for the whole run)
 */
import { readdir, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { readFdes } from "../server/fdes/read-fdes.server";
import { loadCorpus } from "./fdes-corpus/corpus-files";
import { BROWSER_USER_AGENT } from "./lib/browser";
import { startBenchServer } from "./lib/bench-server";
import { holdOneCoreBusy } from "./lib/machine-load";

const busy = process.argv.includes("--busy");
const releaseBusyCore = busy ? holdOneCoreBusy() : undefined;

const RUNS = 10;
const dir = path.resolve(import.meta.dirname, "../tests/fixtures/fdes");

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

async function time(bytes: Uint8Array): Promise<{ median: number; p95: number }> {
  await readFdes(bytes);
  const durations: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    await readFdes(bytes);
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  return { median: percentile(durations, 0.5), p95: percentile(durations, 0.95) };
}

const files: { name: string; bytes: Uint8Array }[] = [];
for (const name of (await readdir(dir)).filter((file) => file.endsWith(".pdf")).sort()) {
  const bytes = new Uint8Array(await readFile(path.join(dir, name)));
  // Not a PDF: the API refuses it on its magic bytes before any reading.
  if (new TextDecoder().decode(bytes.subarray(0, 5)) === "%PDF-") files.push({ name, bytes });
}

const rows: string[][] = [["fichier", "Ko", "médiane ms", "p95 ms"]];
for (const { name, bytes } of files) {
  const { median, p95 } = await time(bytes);
  rows.push([name, String(Math.round(bytes.length / 1024)), median.toFixed(0), p95.toFixed(0)]);
}
const largest = files.reduce((a, b) => (b.bytes.length > a.bytes.length ? b : a));
const { median, p95 } = await time(largest.bytes);
rows.push([`le plus gros : ${largest.name}`, String(Math.round(largest.bytes.length / 1024)), median.toFixed(0), p95.toFixed(0)]);

function printTable(table: string[][]) {
  const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  for (const row of table)
    console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join("  "));
}
console.log(`readFdes, ${RUNS} lectures après une lecture d'échauffement (Node ${process.version})${busy ? ", un cœur tenu occupé" : ""}`);
printTable(rows);

// The multi-producer corpus: each document read once (after a warm-up read of the first), per producer.
const byProducer = new Map<string, number[]>();
const corpus = loadCorpus();
if (corpus.length > 0) await readFdes(new Uint8Array(await readFile(corpus[0]!.pdfPath)));
for (const doc of corpus) {
  const bytes = new Uint8Array(await readFile(doc.pdfPath));
  const started = performance.now();
  await readFdes(bytes);
  const list = byProducer.get(doc.answer.producer) ?? [];
  list.push(performance.now() - started);
  byProducer.set(doc.answer.producer, list);
}
const producerRows: string[][] = [["producteur", "documents", "médiane ms", "p95 ms", "max ms"]];
for (const [producer, durations] of [...byProducer].sort(([a], [b]) => a.localeCompare(b))) {
  durations.sort((a, b) => a - b);
  producerRows.push([
    producer,
    String(durations.length),
    percentile(durations, 0.5).toFixed(0),
    percentile(durations, 0.95).toFixed(0),
    durations.at(-1)!.toFixed(0),
  ]);
}
console.log(
  `\nCorpus de plusieurs producteurs (tests/fixtures/fdes-corpus/), une lecture par document, charge ${os.loadavg()[0]!.toFixed(2)}`,
);
printTable(producerRows);

const HTTP_RUNS = 10;
const SETTLE_MS = 5_000;
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(", ");

/** One comparison over HTTP, in ms, with its status. */
async function compare(url: string, file: { name: string; bytes: Uint8Array }, from: string): Promise<{ ms: number; status: number }> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(file.bytes)], { type: "application/pdf" }), `${file.name}`);
  const started = performance.now();
  const response = await fetch(`${url}/api/compare-fdes`, {
    method: "POST",
    headers: { "user-agent": BROWSER_USER_AGENT, "x-forwarded-for": from },
    body: form,
  });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

/**
 * The goal's "typical declaration": the largest of the seven ordinary declarations of tests/fixtures/fdes/ (88 to
 * 105 ko: an EN 15804+A2 FDES in landscape), so on the safe side; the largest file (~600 ko) is timed beside it.
 */
const TYPICAL_FILE = "a2-wood-fibre-landscape.pdf";
const typical = files.find((file) => file.name === TYPICAL_FILE);
if (!typical) throw new Error(`${TYPICAL_FILE} is missing from ${dir}`);

console.log(`\nPOST /api/compare-fdes sur la version de production, charge avant : ${load()} (${os.cpus().length} cœurs)`);
for (const file of [typical, largest]) {
  console.log(`fichier : ${file.name} (${Math.round(file.bytes.length / 1024)} Ko)${file === typical ? ", une déclaration typique" : ""}`);
  const server = await startBenchServer({ RATE_LIMIT_FDES_PER_DAY: "1000" });
  try {
    const first = await compare(server.url, file, "203.0.113.1");
    const warm: number[] = [];
    for (let run = 0; run < HTTP_RUNS; run++) {
      const answer = await compare(server.url, file, `203.0.113.${run + 2}`);
      if (answer.status !== 200) console.log(`appel ${run + 2} : statut ${answer.status}`);
      warm.push(answer.ms);
    }
    warm.sort((a, b) => a - b);
    console.log(`  premier appel, envoyé dès que /healthz répond : ${first.ms.toFixed(0)} ms (statut ${first.status})`);
    console.log(
      `  appels suivants, l'un après l'autre : médiane ${percentile(warm, 0.5).toFixed(0)} ms, p95 ${percentile(warm, 0.95).toFixed(0)} ms sur ${HTTP_RUNS}`,
    );
  } finally {
    await server.stop();
  }
  // The same first call a few seconds after the start: what is left once the start-up work (a reading process made
  // ready) is done, apart from the machine's load.
  const settled = await startBenchServer({ RATE_LIMIT_FDES_PER_DAY: "1000" });
  try {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const first = await compare(settled.url, file, "203.0.113.100");
    console.log(
      `  premier appel, envoyé ${SETTLE_MS / 1000} s après que /healthz répond : ${first.ms.toFixed(0)} ms (statut ${first.status})`,
    );
  } finally {
    await settled.stop();
  }
}
console.log(`charge après : ${load()}${busy ? " (un cœur tenu occupé)" : ""}`);
releaseBusyCore?.();
