import { and, inArray, sql } from "drizzle-orm";
import type pg from "pg";
import { parisDay } from "@domain/calendar";
import { type DayRange, type TrafficPeriodId, trafficPeriodDays } from "@domain/traffic-period";
import {
  addTotals,
  type BreakdownRow,
  countriesCovered,
  type DailyFigures,
  daysBetween,
  type Dimension,
  sortBreakdown,
  type TrafficAggregate,
  type TrafficExclusions,
  type TrafficTotals,
  ZERO_TOTALS,
} from "@domain/analytics/definitions";
import { pageViews, trafficDaily, trafficDailyBreakdown } from "../db/schema.server";
import { computeDaysFromRawRows, type DailyBreakdownRow, exclusionsFingerprint, oldestCompleteRawDay } from "./traffic-sql.server";
import { queryRows, reader, select } from "./typed-sql.server";

const DIMENSIONS: Dimension[] = ["page", "source", "country", "region"];

/** Contiguous runs of days. */
function runs(days: string[]): DayRange[] {
  const result: DayRange[] = [];
  for (const day of days) {
    const last = result.at(-1);
    if (last && daysBetween(last.to, day).length === 2) last.to = day;
    else result.push({ from: day, to: day });
  }
  return result;
}

/**
 * The roll-ups that stand for days of `range` before today: computed under the current exclusions, or older than
 * the oldest complete raw day, which can no longer be recomputed and stands whatever its rules.
 */
function validRollup(range: DayRange, today: string, exclusions: TrafficExclusions, now: Date) {
  const d = trafficDaily;
  return sql`${d.day} BETWEEN ${range.from} AND ${range.to} AND ${d.day} < ${today} AND (${d.exclusionsFingerprint} = ${exclusionsFingerprint(exclusions)} OR ${d.day} < ${oldestCompleteRawDay(now)})`;
}

/** The rolled-up totals of each valid day of `range`. */
function rolledUpTotals(pool: pg.Pool, range: DayRange, today: string, exclusions: TrafficExclusions, now: Date): Promise<DailyFigures[]> {
  const d = trafficDaily;
  return reader(pool)
    .select({ day: d.day, views: d.views, visitors: d.visitors, visits: d.visits, bounces: d.bounces, visitMs: d.visitMs })
    .from(d)
    .where(validRollup(range, today, exclusions, now));
}

/** The rolled-up breakdown lines of `dimensions`, summed over the valid days of `range`. */
function rolledUpBreakdown(
  pool: pg.Pool,
  range: DayRange,
  today: string,
  exclusions: TrafficExclusions,
  now: Date,
  dimensions: readonly Dimension[],
) {
  const b = trafficDailyBreakdown;
  const db = reader(pool);
  const validDays = db
    .select({ day: trafficDaily.day })
    .from(trafficDaily)
    .where(validRollup(range, today, exclusions, now));
  return db
    .select({
      dimension: sql<Dimension>`${b.dimension}`,
      name: b.name,
      country: b.country,
      views: sql<number>`sum(${b.views})::int`,
      visitors: sql<number>`sum(${b.visitors})::int`,
      visits: sql<number>`sum(${b.visits})::int`,
    })
    .from(b)
    .where(and(sql`${b.dimension} = ANY(${sql.param(dimensions)})`, inArray(b.day, validDays)))
    .groupBy(b.dimension, b.name, b.country);
}

/**
 * How long a recount of today serves the dashboards: they reload every 30 s while visible (docs/product.md §7), and a
 * busy day's recount costs more than all the rest of a dashboard, so one recount serves every dashboard, period and
 * admin in that time; a view is in today's figures at most this long after it is stored.
 */
export const TODAY_RECOUNT_MAX_AGE_MS = 30_000;

type Recount = ReturnType<typeof computeDaysFromRawRows>;

/** Today's recounts from page_views, per pool, with the instant each started. */
const todayRecounts = new WeakMap<pg.Pool, Map<string, { recount: Recount; startedAt: number }>>();

/** Forgets the recounts of today kept for `pool`: the next dashboard counts today afresh. */
export function forgetTodayRecounts(pool: pg.Pool): void {
  todayRecounts.delete(pool);
}

/** Today's figures from page_views: the recount started less than TODAY_RECOUNT_MAX_AGE_MS ago, or a new one. */
function todayFromRawRows(pool: pg.Pool, today: string, exclusions: TrafficExclusions) {
  const kept = todayRecounts.get(pool) ?? new Map<string, { recount: Recount; startedAt: number }>();
  todayRecounts.set(pool, kept);
  const key = `${today}\n${exclusionsFingerprint(exclusions)}`;
  // Only today's recounts are ever asked for again: the former days' go (a server runs for months).
  for (const former of kept.keys()) if (!former.startsWith(`${today}\n`)) kept.delete(former);
  const last = kept.get(key);
  if (last && Date.now() - last.startedAt < TODAY_RECOUNT_MAX_AGE_MS) return last.recount;
  const recount = computeDaysFromRawRows(pool, today, today, exclusions);
  const entry = { recount, startedAt: Date.now() };
  kept.set(key, entry);
  // A failed recount is not kept: the next caller tries again.
  recount.catch(() => {
    if (kept.get(key) === entry) kept.delete(key);
  });
  return recount;
}

/**
 * The figures of the Paris days `range`, aggregated in SQL: closed days from the daily roll-ups, and today (plus
 * any day the job has not rolled up yet under the current exclusions) from page_views. `useRollups: false` computes
 * every day from page_views: the raw path the roll-ups are tested against.
 */
export async function trafficAggregate(
  pool: pg.Pool,
  range: DayRange,
  exclusions: TrafficExclusions,
  options: { now?: Date; useRollups?: boolean; dimensions?: readonly Dimension[] } = {},
): Promise<TrafficAggregate> {
  const dimensions = options.dimensions ?? DIMENSIONS;
  const now = options.now ?? new Date();
  const today = parisDay(now);
  const daily = new Map<string, DailyFigures>();
  const lines = new Map<string, BreakdownRow & { dimension: Dimension }>();
  const addLine = ({ dimension, name, country, views, visitors, visits }: Omit<DailyBreakdownRow, "day">) => {
    const row = { dimension, name, country, views, visitors, visits };
    const id = `${row.dimension}\n${row.name}\n${row.country}`;
    const line = lines.get(id);
    if (line) {
      line.views += row.views;
      line.visitors += row.visitors;
      line.visits += row.visits;
    } else {
      lines.set(id, { ...row });
    }
  };

  const useRollups = options.useRollups !== false;
  const addLive = (live: Awaited<ReturnType<typeof computeDaysFromRawRows>>) => {
    for (const figures of live.daily) daily.set(figures.day, figures);
    for (const row of live.breakdown) if (dimensions.includes(row.dimension)) addLine(row);
  };
  // Today is never rolled up: its live count starts at once, beside the roll-up reads.
  const includesToday = useRollups && range.from <= today && today <= range.to;
  const todayLive = includesToday ? todayFromRawRows(pool, today, exclusions) : undefined;
  // Awaited below; marked handled now so that a failing roll-up read first cannot leave it unhandled.
  todayLive?.catch(() => {});

  if (useRollups) {
    const [totals, breakdown] = await Promise.all([
      rolledUpTotals(pool, range, today, exclusions, now),
      rolledUpBreakdown(pool, range, today, exclusions, now, dimensions),
    ]);
    for (const row of totals) daily.set(row.day, row);
    for (const row of breakdown) addLine(row);
  }

  if (todayLive) addLive(await todayLive);
  const allDays = daysBetween(range.from, range.to);
  const missing = allDays.filter((day) => !daily.has(day) && day <= today);
  for (const run of runs(missing)) addLive(await computeDaysFromRawRows(pool, run.from, run.to, exclusions));

  const dailyRows = allDays.map((day) => daily.get(day) ?? { day, ...ZERO_TOTALS });
  const breakdowns = Object.fromEntries(DIMENSIONS.map((dimension) => [dimension, [] as BreakdownRow[]])) as Record<
    Dimension,
    BreakdownRow[]
  >;
  for (const { dimension, ...row } of lines.values()) breakdowns[dimension].push(row);
  for (const dimension of DIMENSIONS) sortBreakdown(dimension, breakdowns[dimension]);
  return {
    totals: dailyRows.reduce<TrafficTotals>(addTotals, { ...ZERO_TOTALS }),
    daily: dailyRows,
    breakdowns,
  };
}

/** How many lines each table of /traffic shows (docs/product.md §10: top 10 pages and sources, 20 region rows, 30 days). */
export const TRAFFIC_TABLE_LIMITS = { pages: 10, sources: 10, countries: 20, regions: 20, dailyRows: 30 } as const;

export interface TrafficSummary extends TrafficTotals {
  countries: number;
}

/** What the /traffic loader returns: aggregates only, never a raw row. */
export interface TrafficDashboard {
  periodId: TrafficPeriodId;
  current: DayRange;
  previous: DayRange;
  summary: TrafficSummary;
  previousSummary: TrafficSummary;
  /** Every day of the period, oldest first (the chart; the table shows the latest 30). */
  daily: DailyFigures[];
  pages: BreakdownRow[];
  sources: BreakdownRow[];
  countries: BreakdownRow[];
  regions: BreakdownRow[];
}

export async function loadTrafficDashboard(
  pool: pg.Pool,
  exclusions: TrafficExclusions,
  periodId: TrafficPeriodId,
  now = new Date(),
): Promise<TrafficDashboard> {
  const { current, previous } = trafficPeriodDays(periodId, parisDay(now));
  const [report, before] = await Promise.all([
    trafficAggregate(pool, current, exclusions, { now }),
    // Of the previous period only the cards are shown: its countries, not its other breakdowns.
    trafficAggregate(pool, previous, exclusions, { now, dimensions: ["country"] }),
  ]);
  return {
    periodId,
    current,
    previous,
    summary: { ...report.totals, countries: countriesCovered(report) },
    previousSummary: { ...before.totals, countries: countriesCovered(before) },
    daily: report.daily,
    pages: report.breakdowns.page.slice(0, TRAFFIC_TABLE_LIMITS.pages),
    sources: report.breakdowns.source.slice(0, TRAFFIC_TABLE_LIMITS.sources),
    countries: report.breakdowns.country.slice(0, TRAFFIC_TABLE_LIMITS.countries),
    regions: report.breakdowns.region.slice(0, TRAFFIC_TABLE_LIMITS.regions),
  };
}

/**
 * The same figures as `trafficAggregate`, for a range that may start long before the first page view ('Tout' starts
 * at the epoch): the range is first narrowed to the days that can hold data, the oldest roll-up or raw view on.
 */
export async function trafficAggregateSinceFirstView(
  pool: pg.Pool,
  range: DayRange,
  exclusions: TrafficExclusions,
  options: { now?: Date; dimensions?: readonly Dimension[] } = {},
): Promise<TrafficAggregate> {
  const rows = await queryRows(
    pool,
    select(
      {
        first: sql<string | null>`least((SELECT min(${trafficDaily.day}) FROM ${trafficDaily}),
                  (SELECT (min(${pageViews.viewedAt}) AT TIME ZONE 'Europe/Paris')::date FROM ${pageViews}))::text`,
      },
      sql``,
    ),
  );
  const first = rows[0]?.first ?? null;
  const from = first !== null && first > range.from ? (first > range.to ? range.to : first) : range.from;
  return trafficAggregate(pool, { from, to: range.to }, exclusions, options);
}
