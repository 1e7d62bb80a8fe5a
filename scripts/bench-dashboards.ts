/**
 * `npm run bench:dashboards -- --page-views N`: what an admin waits for on each dashboard, at N demo page views
 * (and the demo activity that goes with them), every period:
 *
 * - the HTTP answer of the page (`GET /technique?periode=tout`, the whole HTML) and of its `.data` request (what
 *   the browser fetches on a period change and every 30 s), from the production build (`npm run build` first) signed
 *   in as an admin, the body read to its end, as a browser on the same machine would;
 * - beside them, the loader function alone, in this process, on the same database.
 *
 * Median and p95 of `--runs` calls (20 by default) after one warm-up, as served: the server shares one recount of
 * today between its dashboards for 30 s, as it does for the admins (docs/analytics.md). With `--busy`, everything is
 * timed again while a spinning process holds one core. Goals (issue #43): ≤ 100 ms quiet, ≤ 300 ms with one core
 * busy, for the page and for its `.data`. Every figure is printed with the load average.
 *
 * Run it with a busy day in "today": the demo's data ends at the moment it is generated, so at 00:30 today is nearly
 * empty. The README's figures are taken under libfaketime, the data generated and measured at the same fake evening:
 *   FAKETIME_DONT_FAKE_MONOTONIC=1 faketime '2026-11-28 20:30:00' npm run bench:dashboards -- --page-views 10000000 --busy
 * (`faketime 'YYYY-MM-DD hh:mm:ss'` starts the clock there and lets it run; the server inherits it).
 *
 * Before the dashboards, unless `--dashboards-only`: the nightly roll-up of one day (goal: under 1 s), and the
 * /traffic loader against the original fetch-every-row approach (skipped above 3 M rows per period, where that
 * approach would need gigabytes; `--business-only` skips it too, as before).
 *
 * The data goes into an embedded PostgreSQL under the system's temporary directory, one per N, kept and reused by the
 * next run with the same N (delete it to start afresh), or into DATABASE_URL when set (emptied first unless --reuse).
 */
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { parisDay } from "@domain/calendar";
import {
  DASHBOARD_PERIODS,
  type DashboardPeriodId,
  TRAFFIC_PERIODS,
  trafficPeriodDays,
  type TrafficPeriodId,
} from "@domain/traffic-period";
import { countriesCovered, type TrafficExclusions } from "../domain/analytics/definitions";
import { createOrPromoteAdmin } from "../server/auth/accounts.server";
import { fetchAllThenAggregate } from "../server/analytics/traffic-fetch-all.server";
import { loadBusinessPlanDashboard } from "../server/analytics/business-plan-report.server";
import { loadCommercialDashboard } from "../server/analytics/commercial-report.server";
import { loadTechniqueDashboard } from "../server/analytics/technique-report.server";
import { forgetTodayRecounts, loadTrafficDashboard, trafficAggregate } from "../server/analytics/traffic-report.server";
import { runTrafficRollup } from "../server/analytics/traffic-rollup.server";
import { exclusionsFromConfig } from "../server/analytics/traffic-sql.server";
import { runUsageRollup } from "../server/analytics/usage-rollup.server";
import { parseConfig } from "../server/config.server";
import type pg from "pg";
import { generateDemoActivity } from "./demo/demo-activity";
import { generateDemoPageViews } from "./demo/demo-traffic";
import { openScriptDatabase, scriptAuth } from "./lib/demo-database";
import { holdOneCoreBusy, loadAverage } from "./lib/machine-load";
import { type RunningServer, startServer } from "./lib/server";

const { values } = parseArgs({
  options: {
    "page-views": { type: "string", default: "1000000" },
    runs: { type: "string", default: "20" },
    reuse: { type: "boolean" },
    busy: { type: "boolean" },
    "business-only": { type: "boolean" },
    "dashboards-only": { type: "boolean" },
  },
});
const pageViews = Number(values["page-views"].replace(/[_,\s]/g, ""));
if (!Number.isInteger(pageViews) || pageViews < 0) throw new Error(`--page-views expects a whole number, not ${values["page-views"]}`);
const RUNS = Number(values.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs expects a whole number, not ${values.runs}`);
/** Above this many rows in a period, the fetch-all approach would need gigabytes of memory: it is not run. */
const FETCH_ALL_ROW_LIMIT = 3_000_000;
/** The goals of issue #43, for the page and its `.data` as served. */
const GOAL_QUIET_MS = 100;
const GOAL_BUSY_MS = 300;

const config = parseConfig();
const exclusions = exclusionsFromConfig(config);
const dataDir = path.join(os.tmpdir(), `isolenpaille-bench-dashboards-${pageViews}`);

interface Timing {
  median: number;
  p95: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function time(runs: number, call: () => Promise<unknown>): Promise<Timing> {
  await call(); // warm-up: plans, caches, the server's first render of the page
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), p95: percentile(times, 95) };
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** The demo's page views, roll-ups and activity, loaded once per N. */
async function loadData(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ n: string }>("SELECT count(*) AS n FROM page_views");
  let stored = Number(rows[0]!.n);
  if (stored > 0 && (values.reuse || !config.DATABASE_URL)) {
    console.log(`Reusing ${stored.toLocaleString("en")} page views already loaded.`);
  } else {
    if (stored > 0) await pool.query("TRUNCATE page_views, traffic_daily, traffic_daily_breakdown");
    const started = performance.now();
    stored = await generateDemoPageViews(pool, { pageViews });
    console.log(`Loaded ${stored.toLocaleString("en")} demo page views in ${seconds(started)}.`);
    const rollup = performance.now();
    const days = await runTrafficRollup(pool, exclusions, new Date(), { connections: 2 });
    console.log(`Rolled up ${days?.length ?? 0} days in ${seconds(rollup)}.`);
  }
  // A day closed since the last run (the same data reused the next day) is rolled up as the server would.
  await runTrafficRollup(pool, exclusions);
  const activity = await pool.query<{ n: string }>("SELECT count(*) AS n FROM calculator_usage");
  if (Number(activity.rows[0]!.n) === 0) {
    const started = performance.now();
    const counts = await generateDemoActivity(pool, { pageViews: stored });
    console.log(`Loaded the demo activity in ${seconds(started)}: ${JSON.stringify(counts)}`);
  }
  const started = performance.now();
  const days = await runUsageRollup(pool);
  console.log(`Usage roll-ups: ${days?.length ?? 0} days rolled up in ${seconds(started)}.`);
  return stored;
}

/** The nightly job's work: yesterday's roll-up removed, then rolled up again. */
async function timeNightlyRollup(pool: pg.Pool) {
  await pool.query("DELETE FROM traffic_daily WHERE day = (SELECT max(day) FROM traffic_daily)");
  const started = performance.now();
  const days = await runTrafficRollup(pool, exclusions);
  console.log(
    `Nightly roll-up of one day (${days?.join(", ")}): ${ms(performance.now() - started)} (goal < 1,000 ms; load ${loadAverage()})`,
  );
}

/** The /traffic loader against selecting every row of the period and aggregating in JavaScript; figures compared. */
async function compareWithFetchAll(pool: pg.Pool) {
  const today = parisDay(new Date());
  for (const periodId of ["30j", "12m"] as TrafficPeriodId[]) {
    const { current } = trafficPeriodDays(periodId, today);
    // Today recounted at every call: the ratio is not flattered by the recount shared between dashboards.
    const loader = await time(RUNS, () => {
      forgetTodayRecounts(pool);
      return loadTrafficDashboard(pool, exclusions, periodId);
    });
    const count = await pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM page_views
       WHERE viewed_at >= ($1::date)::timestamp AT TIME ZONE 'Europe/Paris' AND viewed_at < ($2::date + 1)::timestamp AT TIME ZONE 'Europe/Paris'`,
      [current.from, current.to],
    );
    const periodRows = Number(count.rows[0]!.n);
    console.log(`\n${periodId} (${current.from} to ${current.to}, ${periodRows.toLocaleString("en")} raw rows)`);
    console.log(`  /traffic loader (roll-ups + today recounted): median ${ms(loader.median)}, p95 ${ms(loader.p95)} over ${RUNS} calls`);
    if (periodRows > FETCH_ALL_ROW_LIMIT) {
      console.log(`  fetch-all-then-aggregate: not run (${periodRows.toLocaleString("en")} rows would not fit in memory)`);
      const started = performance.now();
      const [viaRollups, raw] = await Promise.all([
        trafficAggregate(pool, current, exclusions),
        trafficAggregate(pool, current, exclusions, { useRollups: false }),
      ]);
      const same = JSON.stringify(viaRollups) === JSON.stringify(raw);
      console.log(`  figures equal to the raw SQL recount (${seconds(started)}): ${same ? "yes" : "NO"} (views ${raw.totals.views})`);
      if (!same) process.exitCode = 1;
      continue;
    }
    const fetchAllRuns = periodRows > 500_000 ? 3 : 10;
    const fetchAll = await time(fetchAllRuns, () => fetchAllThenAggregate(pool, current, exclusions));
    console.log(`  fetch-all-then-aggregate: median ${ms(fetchAll.median)}, p95 ${ms(fetchAll.p95)} over ${fetchAllRuns} calls`);
    console.log(`  ratio (median): ${(fetchAll.median / loader.median).toFixed(1)}x faster (load ${loadAverage()})`);
    const [sql, javascript] = await Promise.all([
      trafficAggregate(pool, current, exclusions),
      fetchAllThenAggregate(pool, current, exclusions),
    ]);
    const same = JSON.stringify(sql) === JSON.stringify(javascript);
    console.log(
      `  figures equal to the raw recount: ${same ? "yes" : "NO"} (views ${sql.totals.views}, visitors ${sql.totals.visitors}, countries ${countriesCovered(sql)})`,
    );
    if (!same) process.exitCode = 1;
  }
}

type Loader = (pool: pg.Pool, exclusions: TrafficExclusions, periodId: DashboardPeriodId) => Promise<unknown>;

const DASHBOARDS: { path: string; periods: readonly DashboardPeriodId[]; load: Loader }[] = [
  {
    path: "/traffic",
    periods: TRAFFIC_PERIODS.map((period) => period.id),
    load: (pool, exclusions, periodId) => loadTrafficDashboard(pool, exclusions, periodId as TrafficPeriodId),
  },
  { path: "/technique", periods: DASHBOARD_PERIODS.map((period) => period.id), load: loadTechniqueDashboard },
  { path: "/business-plan", periods: DASHBOARD_PERIODS.map((period) => period.id), load: loadBusinessPlanDashboard },
  { path: "/commercial", periods: DASHBOARD_PERIODS.map((period) => period.id), load: loadCommercialDashboard },
];

interface Measured {
  label: string;
  loader: Timing;
  data: Timing;
  page: Timing;
  /** Bytes of the `.data` answer and of the page's HTML, uncompressed. */
  dataBytes: number;
  pageBytes: number;
}

/**
 * GETs `url` as the browser does (its cookie, compression) and reads the body to its end; throws unless 200. Returns
 * the body's size uncompressed (what the server serialised or rendered, and the browser parses).
 */
async function fetchAsAdmin(url: string, cookie: string, accept: string): Promise<number> {
  const response = await fetch(url, { headers: { cookie, accept, "accept-encoding": "gzip, deflate, br" } });
  const body = await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status} (${body.byteLength} bytes)`);
  return body.byteLength;
}

async function measureDashboards(pool: pg.Pool, server: RunningServer, cookie: string): Promise<Measured[]> {
  const measured: Measured[] = [];
  for (const dashboard of DASHBOARDS) {
    for (const periodId of dashboard.periods) {
      const query = `?periode=${periodId}`;
      const loader = await time(RUNS, () => dashboard.load(pool, exclusions, periodId));
      const dataUrl = `${server.url}${dashboard.path}.data${query}`;
      const pageUrl = `${server.url}${dashboard.path}${query}`;
      const data = await time(RUNS, () => fetchAsAdmin(dataUrl, cookie, "*/*"));
      const page = await time(RUNS, () => fetchAsAdmin(pageUrl, cookie, "text/html"));
      const [dataBytes, pageBytes] = [await fetchAsAdmin(dataUrl, cookie, "*/*"), await fetchAsAdmin(pageUrl, cookie, "text/html")];
      measured.push({ label: `${dashboard.path} ${periodId}`, loader, data, page, dataBytes, pageBytes });
    }
  }
  return measured;
}

/** Signs the bench's admin in on the server, as the /auth page does; returns the session cookie. */
async function signIn(server: RunningServer, email: string, password: string): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: HTTP ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

function printTable(title: string, measured: Measured[], goalMs: number) {
  const pair = (timing: Timing) => `${ms(timing.median).padStart(9)} ${ms(timing.p95).padStart(9)}`;
  console.log(`\n${title}`);
  const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `  ${"dashboard period".padEnd(22)} ${"loader alone".padEnd(19)} ${".data over HTTP".padEnd(19)} ${"page over HTTP".padEnd(19)} uncompressed`,
  );
  console.log(`  ${"".padEnd(22)} ${"median p95".padStart(19)} ${"median p95".padStart(19)} ${"median p95".padStart(19)} .data / page`);
  for (const row of measured) {
    console.log(
      `  ${row.label.padEnd(22)} ${pair(row.loader)} ${pair(row.data)} ${pair(row.page)} ${kilobytes(row.dataBytes)} / ${kilobytes(row.pageBytes)}`,
    );
  }
  const slowest = measured.reduce((worst, row) => Math.max(worst, row.data.median, row.page.median), 0);
  const over = measured.filter((row) => row.data.median > goalMs || row.page.median > goalMs).map((row) => row.label);
  console.log(
    `  slowest median over HTTP: ${ms(slowest)} (goal ≤ ${goalMs} ms): ${over.length === 0 ? "met" : `NOT met by ${over.join(", ")}`}`,
  );
}

const database = await openScriptDatabase(config.DATABASE_URL ? undefined : dataDir);
const { pool } = database;
let server: RunningServer | undefined;
try {
  console.log(`Database: ${database.where}`);
  console.log(`Load average at start: ${loadAverage()}`);
  const stored = await loadData(pool);
  if (!values["dashboards-only"]) {
    await timeNightlyRollup(pool);
    if (!values["business-only"]) await compareWithFetchAll(pool);
  }
  const tables = await pool.query<{ calculations: string; worksheet: string; downloads: string; walls: string }>(
    `SELECT (SELECT count(*) FROM calculator_usage) AS calculations, (SELECT count(*) FROM bordereau_usage) AS worksheet,
            (SELECT count(*) FROM document_downloads) AS downloads, (SELECT count(*) FROM wall_calculations) AS walls`,
  );
  const { calculations, worksheet, downloads, walls } = tables.rows[0]!;
  const today = parisDay(new Date());
  const todayViews = await pool.query<{ n: string }>(
    `SELECT count(*) AS n FROM page_views WHERE viewed_at >= ($1::date)::timestamp AT TIME ZONE 'Europe/Paris'`,
    [today],
  );
  console.log(
    `\n${stored.toLocaleString("en")} page views (today ${today}: ${Number(todayViews.rows[0]!.n).toLocaleString("en")}), ` +
      `${calculations} calculations, ${walls} wall calculations, ${worksheet} worksheet events, ${downloads} downloads`,
  );

  // The production build on the same database, with an admin of the bench's own (a new password at each run).
  const email = "bench-dashboards@isolenpaille.fr";
  const password = randomBytes(12).toString("base64url");
  await createOrPromoteAdmin(await scriptAuth(pool), email, password);
  server = await startServer({ DATABASE_URL: database.url, ADMIN_MFA: "optional" });
  const cookie = await signIn(server, email, password);

  const quiet = await measureDashboards(pool, server, cookie);
  printTable(`Quiet (load ${loadAverage()}), ${RUNS} calls each as served`, quiet, GOAL_QUIET_MS);
  if (values.busy) {
    const release = holdOneCoreBusy();
    try {
      const busy = await measureDashboards(pool, server, cookie);
      printTable(`One core held busy (load ${loadAverage()}), ${RUNS} calls each as served`, busy, GOAL_BUSY_MS);
    } finally {
      release();
    }
  }
} finally {
  await server?.stop();
  await database.close();
}
