/**
 * Time to read each FDES of the test corpus with readFdes (pdf.js text extraction + rule-based extraction), on the
 * calling thread: median and p95 of 10 runs after one warm-up, then the largest file (~600 ko) on its own with the
 * same count. The server reads in a child process, which adds its start-up (not measured here).
 *
 * Usage: npm run bench:fdes
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { readFdes } from "../server/fdes/read-fdes.server";

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

const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
console.log(`readFdes, ${RUNS} lectures après une lecture d'échauffement (Node ${process.version})`);
for (const row of rows)
  console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join("  "));
