/**
 * Lighthouse on the production build (run `npm run build` first; `npm run bench:web` does): the mobile default
 * configuration (emulated phone, simulated slow 4G and CPU slowdown) on each page, printing the four category scores
 * and LCP, CLS and TBT. The server runs on a throw-away embedded PostgreSQL and Debian's Chromium is driven headless.
 * Targets: 100 for accessibility, best practices and SEO; for performance 98 on a content page and 95 on a tool
 * (scripts/lib/page-budgets.ts, issue #41; docs/decisions/0007-first-load-speed.md, 0013-islands.md).
 *
 * Each run starts a new Chromium with an empty profile (`--fresh`, the default), as PageSpeed Insights measures a
 * page: nothing in a cache, no compiled code kept. `--warm` reuses one browser for every run, as this script did
 * before (its figures are better than a visitor's first load). Each page is measured several times (5 by default,
 * `--runs N`) and the median run is reported, as Lighthouse's documentation on variability advises; the score of
 * every run is printed too, with Lighthouse's CPU benchmark index: its mobile simulation multiplies the CPU time it
 * observes, so on a busy or slow machine (index well under 1000) the performance figures come out pessimistic.
 *
 * Pages: the arguments (`npx tsx scripts/bench-web.ts --runs 5 /produits /faq`), or with `--sitemap` every page of
 * the sitemap (every public page, tool and blog article), else `/`, `/produits`, `/blog`, `/faq`. With `--save DIR`,
 * the median report of each page is written there as JSON (open it in the Lighthouse viewer to see why a score
 * moved). With `--busy`, a busy loop holds one core (core 0, with `taskset` when the machine has it) for the whole
 * run, as another job would: the targets hold with one core busy (issue #41). The machine's load average is printed
 * before and after the run, and a table of every page at the end.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { parseArgs } from "node:util";
import { startBenchServer } from "./lib/bench-server";
import { pageKind, PERFORMANCE_TARGET, sitemapPaths } from "./lib/page-budgets";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./lib/browser";
import { holdOneCoreBusy, loadAverage } from "./lib/machine-load";

const DEFAULT_PAGES = ["/", "/produits", "/blog", "/faq"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const OTHER_TARGETS = { accessibility: 100, "best-practices": 100, seo: 100 } as const;
const target = (category: (typeof CATEGORIES)[number], page: string) =>
  category === "performance" ? PERFORMANCE_TARGET[pageKind(page)] : OTHER_TARGETS[category];

/** Under this index Lighthouse's command line warns that the host CPU is slower than its throttling expects. */
const SLOW_CPU_BENCHMARK_INDEX = 1000;

const { values, positionals } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    save: { type: "string" },
    busy: { type: "boolean" },
    sitemap: { type: "boolean" },
    fresh: { type: "boolean" },
    warm: { type: "boolean" },
  },
  allowPositionals: true,
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs expects a whole number of runs, 1 or more");
if (values.fresh && values.warm) throw new Error("--fresh and --warm exclude each other");
const fresh = !values.warm;
const saveDir = values.save;
const busy = values.busy ?? false;
console.log(`Before the run: load average ${loadAverage()}`);
const { url, stop } = await startBenchServer();
const pages = positionals.length > 0 ? positionals : values.sitemap ? await sitemapPaths(url) : DEFAULT_PAGES;
console.log(`${pages.length} page(s), ${runs} run(s) each, ${fresh ? "a new Chromium for each run" : "one warm Chromium for every run"}`);

const launchChrome = () =>
  chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS], logLevel: "silent" });
let warmChrome = fresh ? undefined : await launchChrome();

/** One Lighthouse run of `page`, in the warm browser or in a new one closed after it. */
async function lighthouseRun(page: string) {
  const chrome = warmChrome ?? (await launchChrome());
  try {
    return await lighthouse(url + page, { port: chrome.port, logLevel: "error", output: "json" });
  } finally {
    if (!warmChrome) chrome.kill();
  }
}

const summary: { page: string; performance: number; target: number; tbt: number; lcp: number; each: number[] }[] = [];
const releaseBusyCore = busy ? holdOneCoreBusy() : undefined;
let belowTarget = 0;
try {
  // One warm-up load, so the first measured page does not pay for the server's cold start.
  await fetch(url + "/");
  for (const page of pages) {
    const results: Result[] = [];
    for (let run = 0; run < runs; run++) {
      let result = await lighthouseRun(page);
      // On a loaded machine Chrome now and then records no navigation in its trace; Lighthouse then asks to be run
      // again, which we do, twice at most.
      for (let retry = 0; retry < 2 && result?.lhr.runtimeError?.code === "NO_NAVSTART"; retry++) {
        console.log(`  ${page}: Lighthouse recorded no navigation (NO_NAVSTART), run again`);
        result = await lighthouseRun(page);
      }
      if (!result) throw new Error(`Lighthouse returned no result for ${page}`);
      if (result.lhr.runtimeError) {
        throw new Error(`${page}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
      }
      results.push(result.lhr);
    }
    const lhr: Result = computeMedianRun(results);
    if (saveDir) {
      await mkdir(saveDir, { recursive: true });
      const name = page === "/" ? "home" : page.replace(/^\//, "").replaceAll("/", "_");
      await writeFile(path.join(saveDir, `${name}.json`), JSON.stringify(lhr));
    }
    const benchmarks = results.map((result) => Math.round(result.environment.benchmarkIndex));

    const scores = CATEGORIES.map((category) => {
      const score = Math.round((lhr.categories[category]?.score ?? 0) * 100);
      const mark = score >= target(category, page) ? "" : ` (below target ${target(category, page)})`;
      if (mark) belowTarget++;
      return `${category} ${score}${mark}`;
    });
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    console.log(`${page} (median of ${runs} run${runs > 1 ? "s" : ""}; CPU benchmark index ${benchmarks.join(", ")})`);
    // Lighthouse gives its slow-CPU warning to its command line only, not to this API: the same threshold, said here.
    const slowRuns = benchmarks.filter((index) => index < SLOW_CPU_BENCHMARK_INDEX).length;
    if (slowRuns > 0) {
      console.log(
        `  ${slowRuns} run(s) on a CPU benchmark index under ${SLOW_CPU_BENCHMARK_INDEX}: slower than Lighthouse's fourfold slowdown expects, figures pessimistic`,
      );
    }
    for (const warning of new Set(results.flatMap((result) => result.runWarnings))) {
      console.log(`  Lighthouse warns: ${String(warning).replace(/\s+/g, " ")}`);
    }
    console.log(`  ${scores.join(", ")}`);
    const each = results.map((result) => Math.round((result.categories.performance?.score ?? 0) * 100));
    if (runs > 1) console.log(`  performance of each run: ${each.join(", ")}`);
    console.log(
      `  LCP ${(audit("largest-contentful-paint") / 1000).toFixed(2)} s, CLS ${audit("cumulative-layout-shift").toFixed(3)}, TBT ${Math.round(audit("total-blocking-time"))} ms`,
    );
    // Where the simulated figures come from (docs/decisions/0007, 2026-11-24): Lighthouse's simulation puts in the
    // first paint every script that finished downloading before the paint it observed, and counts in TBT only the
    // long tasks between its simulated first paint and TTI, so moving one moves the other.
    const metrics = lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined;
    const observed = metrics?.items?.[0];
    const longTasks = (lhr.audits["long-tasks"]?.details as { items?: { startTime: number; duration: number }[] } | undefined)?.items;
    const fcp = audit("first-contentful-paint");
    const afterFcp = (longTasks ?? []).filter((task) => task.startTime + task.duration > fcp);
    console.log(
      `  FCP ${(fcp / 1000).toFixed(2)} s (observed ${((observed?.observedFirstContentfulPaint ?? Number.NaN) / 1000).toFixed(2)} s), ` +
        `TTI ${(audit("interactive") / 1000).toFixed(2)} s, simulated long tasks after FCP: ${afterFcp.length}, ` +
        `${Math.round(afterFcp.reduce((sum, task) => sum + task.duration, 0))} ms`,
    );
    // Say why a category missed its target: the failing audits that weigh on it.
    for (const category of CATEGORIES) {
      const entry = lhr.categories[category];
      if (!entry || Math.round((entry.score ?? 0) * 100) >= target(category, page)) continue;
      const failing = entry.auditRefs
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((item) => item && item.score !== null && item.score < 1)
        .map((item) => `${item!.id} (${Math.round(item!.score! * 100)})`);
      console.log(`  ${category}: ${failing.join(", ")}`);
    }
    summary.push({
      page,
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      target: target("performance", page),
      tbt: audit("total-blocking-time"),
      lcp: audit("largest-contentful-paint"),
      each,
    });
  }
  console.log(`\n${"page".padEnd(52)} ${"kind".padEnd(8)} perf. target ${"TBT".padStart(8)} ${"LCP".padStart(7)}  runs`);
  for (const row of summary) {
    console.log(
      `${row.page.padEnd(52)} ${pageKind(row.page).padEnd(8)} ${String(row.performance).padStart(5)} ${String(row.target).padStart(6)} ` +
        `${`${Math.round(row.tbt)} ms`.padStart(8)} ${`${(row.lcp / 1000).toFixed(2)} s`.padStart(7)}  ${row.each.join(", ")}${row.performance < row.target ? "  below target" : ""}`,
    );
  }
  console.log(belowTarget === 0 ? "All pages meet the targets." : `${belowTarget} score(s) below target.`);
  console.log(`After the run: load average ${loadAverage()}${busy ? ", one core held by the busy loop" : ""}`);
} finally {
  warmChrome?.kill();
  warmChrome = undefined;
  releaseBusyCore?.();
  await stop();
}
