/**
 * `npm run bench:dashboards -- --page-views N`: times the Traffic dashboard's loader function (median and p95 of 20
 * calls, 30-day and 12-month periods) on N demo page views, and on the same data the original dashboards' approach
 * (select every row of the period, aggregate in JavaScript) for the ratio; checks both give the same figures. Then
 * the Technique, Business Plan and Commercial loaders on the demo activity that goes with those page views
 * (calculations, downloads, contacts, conversions, worksheet events), over all time and 30 days. `--business-only`
 * skips the Traffic part (the 10 M recount alone takes minutes). `--busy` times the four loaders again with one core
 * held busy by a spinning process, and prints both medians side by side (goals: ≤ 100 ms quiet, ≤ 300 ms busy), each
 * as served (one recount of today shared for 30 s) and with today recounted at every call.
 * The nightly roll-up of one day is timed too (goal: under 1 s). Every figure is printed with the load average.
 * The data goes into an embedded PostgreSQL under the system's temporary directory, one per N, kept and reused by
 * the next run with the same N (delete it to start afresh); or into DATABASE_URL when set (emptied first unless
 * --reuse is given).
 */
import os from "node:os";
import path from "node:path";
import { parisDay } from "@domain/calendar";
import { trafficPeriodDays, type TrafficPeriodId } from "@domain/traffic-period";
import { countriesCovered } from "../domain/analytics/definitions";
import { fetchAllThenAggregate } from "../server/analytics/traffic-fetch-all.server";
import { loadBusinessPlanDashboard } from "../server/analytics/business-plan-report.server";
import { loadCommercialDashboard } from "../server/analytics/commercial-report.server";
import { loadTechniqueDashboard } from "../server/analytics/technique-report.server";
import {
  forgetTodayRecounts,
  loadTrafficDashboard,
  TODAY_RECOUNT_MAX_AGE_MS,
  trafficAggregate,
} from "../server/analytics/traffic-report.server";
import { runTrafficRollup } from "../server/analytics/traffic-rollup.server";
import { exclusionsFromConfig } from "../server/analytics/traffic-sql.server";
import { parseConfig } from "../server/config.server";
import { generateDemoActivity } from "./demo/demo-activity";
import { generateDemoPageViews } from "./demo/demo-traffic";
import { openScriptDatabase, pageViewsArgument } from "./lib/demo-database";
import { holdOneCoreBusy, loadAverage } from "./lib/machine-load";

const RUNS = 20;
/** Above this many rows in a period, the fetch-all approach would need gigabytes of memory: it is not run. */
const FETCH_ALL_ROW_LIMIT = 3_000_000;

const { pageViews, values } = pageViewsArgument(1_000_000);
const config = parseConfig();
const dataDir = path.join(os.tmpdir(), `isolenpaille-bench-dashboards-${pageViews}`);
const database = await openScriptDatabase(dataDir);
const { pool } = database;
const exclusions = exclusionsFromConfig(config);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function time(runs: number, call: () => Promise<unknown>): Promise<{ median: number; p95: number }> {
  await call(); // warm-up: plans and caches
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

try {
  console.log(`Database: ${config.DATABASE_URL ? "DATABASE_URL" : dataDir}`);
  console.log(`Load average at start: ${loadAverage()}`);
  const { rows } = await pool.query<{ n: string }>("SELECT count(*) AS n FROM page_views");
  let stored = Number(rows[0]!.n);
  if (stored > 0 && (values.reuse || !config.DATABASE_URL)) {
    console.log(`Reusing ${stored.toLocaleString("en")} page views already loaded.`);
  } else {
    if (stored > 0) await pool.query("TRUNCATE page_views, traffic_daily, traffic_daily_breakdown");
    let started = performance.now();
    stored = await generateDemoPageViews(pool, { pageViews });
    console.log(`Loaded ${stored.toLocaleString("en")} demo page views in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    started = performance.now();
    const days = await runTrafficRollup(pool, exclusions);
    console.log(`Rolled up ${days?.length ?? 0} days in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  }
  // A day closed since the last run (the same data reused the next day) is rolled up as the server would.
  await runTrafficRollup(pool, exclusions);
  {
    // The nightly job's work: yesterday's roll-up removed, then rolled up again.
    await pool.query("DELETE FROM traffic_daily WHERE day = (SELECT max(day) FROM traffic_daily)");
    const started = performance.now();
    const days = await runTrafficRollup(pool, exclusions);
    console.log(
      `Nightly roll-up of one day (${days?.join(", ")}): ${ms(performance.now() - started)} (goal < 1,000 ms; load ${loadAverage()})`,
    );
  }

  const today = parisDay(new Date());
  for (const periodId of (values["business-only"] ? [] : ["30j", "12m"]) as TrafficPeriodId[]) {
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
    console.log(
      `\n${periodId === "30j" ? "30 days" : "12 months"} (${current.from} to ${current.to}, ${periodRows.toLocaleString("en")} raw rows)`,
    );
    console.log(
      `  /traffic loader (both periods, roll-ups + today recounted): median ${ms(loader.median)}, p95 ${ms(loader.p95)} over ${RUNS} calls`,
    );
    if (periodRows > FETCH_ALL_ROW_LIMIT) {
      console.log(`  fetch-all-then-aggregate: not run (${periodRows.toLocaleString("en")} rows would not fit in memory)`);
      // The recount is then made by SQL from the raw rows, every day of the period, without the roll-ups.
      const started = performance.now();
      const [viaRollups, raw] = await Promise.all([
        trafficAggregate(pool, current, exclusions),
        trafficAggregate(pool, current, exclusions, { useRollups: false }),
      ]);
      const same = JSON.stringify(viaRollups) === JSON.stringify(raw);
      console.log(
        `  figures equal to the raw SQL recount (${((performance.now() - started) / 1000).toFixed(1)} s): ${same ? "yes" : "NO"} ` +
          `(views ${raw.totals.views}, visitors ${raw.totals.visitors}, visits ${raw.totals.visits}, bounces ${raw.totals.bounces})`,
      );
      if (!same) process.exitCode = 1;
      continue;
    }
    const fetchAllRuns = periodRows > 500_000 ? 3 : 10;
    const fetchAll = await time(fetchAllRuns, () => fetchAllThenAggregate(pool, current, exclusions));
    console.log(
      `  fetch-all-then-aggregate (current period only): median ${ms(fetchAll.median)}, p95 ${ms(fetchAll.p95)} over ${fetchAllRuns} calls`,
    );
    console.log(`  ratio (median): ${(fetchAll.median / loader.median).toFixed(1)}x faster (load ${loadAverage()})`);
    const [sql, javascript] = await Promise.all([
      trafficAggregate(pool, current, exclusions),
      fetchAllThenAggregate(pool, current, exclusions),
    ]);
    const same = JSON.stringify(sql) === JSON.stringify(javascript);
    console.log(
      `  figures equal to the raw recount: ${same ? "yes" : "NO"} (views ${sql.totals.views}, visitors ${sql.totals.visitors}, ` +
        `visits ${sql.totals.visits}, bounces ${sql.totals.bounces}, countries ${countriesCovered(sql)})`,
    );
    if (!same) process.exitCode = 1;
  }

  const activity = await pool.query<{ n: string }>("SELECT count(*) AS n FROM calculator_usage");
  if (Number(activity.rows[0]!.n) === 0) {
    const started = performance.now();
    const counts = await generateDemoActivity(pool, { pageViews: stored });
    console.log(`\nLoaded the demo activity in ${((performance.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(counts)}`);
  }
  const tables = await pool.query<{ calculations: string; worksheet: string; downloads: string }>(
    `SELECT (SELECT count(*) FROM calculator_usage) AS calculations, (SELECT count(*) FROM bordereau_usage) AS worksheet,
            (SELECT count(*) FROM document_downloads) AS downloads`,
  );
  const { calculations, worksheet, downloads } = tables.rows[0]!;
  console.log(
    `\nOn ${calculations} calculations, ${worksheet} worksheet events, ${downloads} downloads, each loader over all time and 30 days:`,
  );
  const loaders: Record<string, (period: "tout" | "30j") => Promise<unknown>> = {
    "/traffic": (period) => loadTrafficDashboard(pool, exclusions, period === "tout" ? "12m" : "30j"),
    "/technique": (period) => loadTechniqueDashboard(pool, exclusions, period),
    "/business-plan": (period) => loadBusinessPlanDashboard(pool, exclusions, period),
    "/commercial": (period) => loadCommercialDashboard(pool, exclusions, period),
  };
  // Each loader as served (today's recount shared for TODAY_RECOUNT_MAX_AGE_MS, as every dashboard and admin share
  // it), and with today recounted at every call: the cost of the first dashboard opened after that time.
  const timeAll = async () => {
    const medians = new Map<string, { served: number; recounted: number }>();
    for (const [page, load] of Object.entries(loaders)) {
      for (const period of ["tout", "30j"] as const) {
        const served = await time(RUNS, () => load(period));
        const recounted = await time(RUNS, () => {
          forgetTodayRecounts(pool);
          return load(period);
        });
        medians.set(`${page} ${period === "tout" ? (page === "/traffic" ? "12 months" : "all time") : "30 days"}`, {
          served: served.median,
          recounted: recounted.median,
        });
      }
    }
    return medians;
  };
  const quiet = await timeAll();
  const quietLoad = loadAverage();
  let busy: Map<string, { served: number; recounted: number }> | undefined;
  let busyLoad = "";
  if (values.busy) {
    const release = holdOneCoreBusy();
    try {
      busy = await timeAll();
      busyLoad = loadAverage();
    } finally {
      release();
    }
  }
  console.log(
    `  median of ${RUNS} calls as served (today recounted at most every ${TODAY_RECOUNT_MAX_AGE_MS / 1000} s) / today recounted at each call`,
  );
  console.log(`  as run (load ${quietLoad})${busy ? ` | with one core held busy (load ${busyLoad})` : ""}`);
  const pair = (medians: { served: number; recounted: number }) =>
    `${ms(medians.served).padStart(10)} / ${ms(medians.recounted).padStart(10)}`;
  for (const [label, medians] of quiet) {
    const held = busy?.get(label);
    console.log(`  ${label.padEnd(26)} ${pair(medians)}${held === undefined ? "" : ` | ${pair(held)}`}`);
  }
  const worst = (all: Map<string, { served: number; recounted: number }>, key: "served" | "recounted") =>
    Math.max(...[...all.values()].map((medians) => medians[key]));
  console.log(
    `  slowest as served: ${ms(worst(quiet, "served"))} (goal ≤ 100 ms on a quiet machine)` +
      (busy ? `, ${ms(worst(busy, "served"))} with one core busy (goal ≤ 300 ms)` : "") +
      `; recounting today at each call: ${ms(worst(quiet, "recounted"))}${busy ? `, ${ms(worst(busy, "recounted"))}` : ""}`,
  );
} finally {
  await database.close();
}
