import { desc, type SQL, sql } from "drizzle-orm";
import type pg from "pg";
import { addDays, parisDay } from "@domain/calendar";
import { type DashboardPeriodId, dashboardPeriodDays, type DayRange } from "@domain/traffic-period";
import type { DashboardStatus } from "@domain/worksheet/worksheet";
import type { TrafficExclusions } from "@domain/analytics/definitions";
import { PRODUCTS } from "@domain/products";
import { findPreset } from "@domain/wall/presets";
import { bordereauUsage, calculatorDaily, calculatorUsage, downloadDaily, wallDaily, worksheetDaily } from "../db/schema.server";
import { inParisDaysOf, locationOf } from "./paris-days-sql.server";
import { trafficAggregateSinceFirstView } from "./traffic-report.server";
import { columnOf, queryRows, reader, roundedQuotient, select, sumOf } from "./typed-sql.server";
import {
  CALCULATOR_ROLLUP,
  DOWNLOAD_ROLLUP,
  usageDays,
  type UsageDays,
  usageSource,
  WALL_ROLLUP,
  WORKSHEET_ROLLUP,
} from "./usage-rollup.server";

/** A worksheet event's measurements as a JSON array, empty for a row whose metadata is not a list. */
const MEASUREMENTS_JSON: SQL = sql`CASE WHEN jsonb_typeof(${bordereauUsage.metadata}) = 'array' THEN ${bordereauUsage.metadata} ELSE '[]'::jsonb END`;

/** The worksheet's page, whose views and visitors the engine counts (docs/product.md §3.7 'Bordereau section'). */
export const WORKSHEET_PAGE = "/bordereau-autocontrole";

/** docs/product.md §3.7: the list lengths. */
export const TECHNIQUE_LIMITS = { calculations: 30, measurements: 100, summaries: 100, chartDays: 7 } as const;

export interface CountWithPrevious {
  current: number;
  /** Null for 'Tout', which has no previous period. */
  previous: number | null;
}

export interface CalculationRow {
  createdAt: string;
  product: string;
  thermalResistance: number;
  bales: number;
  surfaceM2: number;
  cost: number;
  comparison: { product: string; bales: number | null; cost: number | null } | null;
  email: string | null;
  location: string | null;
}

/** A measurement's bale type as tracked: its own (and section for autre), or the row's botte_type for rows stored before measurements carried their own type. */
export interface TrackedBale {
  baleType: string | null;
  widthCm: number | null;
  heightCm: number | null;
}

export interface MeasurementRow extends TrackedBale {
  createdAt: string;
  lengthCm: number | null;
  humidity: number | null;
  dryDensity: number | null;
  status: DashboardStatus | null;
  location: string | null;
}

export interface SummaryRow {
  createdAt: string;
  /** The bale types of its measurements (a summary may mix them), each as tracked. */
  bales: TrackedBale[];
  email: string | null;
  measurements: number;
  /** Share of 'good' measurements, 0 to 100; null for a summary without readable measurements. */
  conformityRate: number | null;
}

export interface WorksheetDay {
  day: string;
  pageViews: number;
  measurements: number;
  emailsSent: number;
}

export interface TechniqueDashboard {
  periodId: DashboardPeriodId;
  current: DayRange;
  previous: DayRange | null;
  cards: { downloads: CountWithPrevious; calculations: CountWithPrevious; worksheets: CountWithPrevious };
  calculator: { total: number; withEmail: number; comparisons: number; averageCost: number | null };
  latestCalculations: CalculationRow[];
  worksheet: { pageViews: number; visitors: number; measurements: number; emailsSent: number };
  latestMeasurements: MeasurementRow[];
  latestSummaries: SummaryRow[];
  lastDays: WorksheetDay[];
  wallCalculator: WallCalculatorSummary;
  wallPresets: WallPresetRow[];
}

/** The wall calculator's section (docs/analytics.md 'Wall calculator tracking'): admin-mode calculations left out. */
export interface WallCalculatorSummary {
  total: number;
  withCondensation: number;
  /** The bale of ours most walls used (the thickest of the wall's), null when no wall had one. */
  topBale: { productId: string; label: string; calculations: number } | null;
}

/** A preset and the calculations made on it unchanged, most used first. */
export interface WallPresetRow {
  presetId: string;
  label: string;
  calculations: number;
}

/** A summary's bale types from its measurements' metadata, else (rows stored before measurements carried their own type) the row's botte_type. */
function trackedBales(fromMetadata: unknown, botteType: string | null): TrackedBale[] {
  const number = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : null);
  const bales = Array.isArray(fromMetadata)
    ? fromMetadata.flatMap((bale: Record<string, unknown>) =>
        typeof bale.baleType === "string"
          ? [{ baleType: bale.baleType, widthCm: number(bale.widthCm), heightCm: number(bale.heightCm) }]
          : [],
      )
    : [];
  if (bales.length > 0) return bales;
  return botteType ? [{ baleType: botteType, widthCm: null, heightCm: null }] : [];
}

/** A count or another value pg returns as text (int8, numeric) to a number, null kept; '' is null. */
const numberOrNull = (value: string | number | null) => (value === null || value === "" ? null : Number(value));

/** The downloads of the days, for the cards (their calculations and worksheets are the sections' own counts). */
async function downloadCount(pool: pg.Pool, days: UsageDays): Promise<number> {
  const [row] = await reader(pool)
    .select({ downloads: sumOf(downloadDaily.downloads) })
    .from(usageSource(DOWNLOAD_ROLLUP, days));
  return row!.downloads;
}

/** The calculator section's counts. */
async function calculatorSummary(pool: pg.Pool, days: UsageDays): Promise<TechniqueDashboard["calculator"]> {
  const daily = calculatorDaily;
  const [row] = await reader(pool)
    .select({
      total: sumOf(daily.calculations),
      withEmail: sumOf(daily.emailed),
      comparisons: sumOf(daily.comparisons),
      averageCost: roundedQuotient(daily.costSum, daily.calculations),
    })
    .from(usageSource(CALCULATOR_ROLLUP, days));
  return row!;
}

/** The latest calculations of the range. */
async function latestCalculations(pool: pg.Pool, range: DayRange): Promise<CalculationRow[]> {
  const c = calculatorUsage;
  const rows = await reader(pool)
    .select({
      createdAt: c.createdAt,
      product: c.productName,
      thermalResistance: c.thermalResistance,
      bales: c.bottlesNeeded,
      surfaceM2: c.surfaceM2,
      cost: c.estimatedCost,
      isComparative: c.isComparative,
      comparisonProduct: c.comparativeProductName,
      comparisonBales: c.comparativeBottlesNeeded,
      comparisonCost: c.comparativeEstimatedCost,
      email: sql<string | null>`CASE WHEN ${c.emailSent} THEN ${c.emailAddress} END`,
      location: locationOf(c),
    })
    .from(c)
    .where(inParisDaysOf(c.createdAt, range))
    .orderBy(desc(c.createdAt), desc(c.id))
    .limit(TECHNIQUE_LIMITS.calculations);
  return rows.map(({ isComparative, comparisonProduct, comparisonBales, comparisonCost, ...row }) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    comparison: isComparative && comparisonProduct ? { product: comparisonProduct, bales: comparisonBales, cost: comparisonCost } : null,
  }));
}

/** The worksheet section's measurements and e-mailed summaries (its page's views come from the engine). */
async function worksheetCounts(pool: pg.Pool, days: UsageDays) {
  const [row] = await reader(pool)
    .select({ measurements: sumOf(worksheetDaily.measurements), emailsSent: sumOf(worksheetDaily.emailsSent) })
    .from(usageSource(WORKSHEET_ROLLUP, days));
  return row!;
}

/**
 * The latest measurements. A measurement_added row holds the one measurement added (metadata is a one-element
 * list). Its own bale type is in the metadata since measurements carry their own type; older rows have only the row's botte_type.
 */
async function latestMeasurements(pool: pg.Pool, range: DayRange): Promise<MeasurementRow[]> {
  const b = bordereauUsage;
  const rows = await queryRows(
    pool,
    select(
      {
        createdAt: b.createdAt,
        baleType: sql<string | null>`COALESCE(m->>'baleType', ${b.botteType})`,
        widthCm: sql<string | null>`m->>'widthCm'`,
        heightCm: sql<string | null>`m->>'heightCm'`,
        lengthCm: sql<string | null>`m->>'lengthCm'`,
        humidity: sql<string | null>`m->>'humidity'`,
        dryDensity: sql<string | null>`m->>'dryDensity'`,
        status: sql<string | null>`m->>'status'`,
        location: locationOf(b),
      },
      sql`FROM ${b} CROSS JOIN LATERAL jsonb_array_elements(${MEASUREMENTS_JSON}) AS m
         WHERE ${b.eventType} = 'measurement_added' AND NOT ${b.isAdmin} AND ${inParisDaysOf(b.createdAt, range)}
         ORDER BY ${b.createdAt} DESC, ${b.id} DESC LIMIT ${TECHNIQUE_LIMITS.measurements}`,
    ),
  );
  return rows.map((row) => ({
    createdAt: row.createdAt.toISOString(),
    baleType: row.baleType,
    widthCm: numberOrNull(row.widthCm),
    heightCm: numberOrNull(row.heightCm),
    lengthCm: numberOrNull(row.lengthCm),
    humidity: numberOrNull(row.humidity),
    dryDensity: numberOrNull(row.dryDensity),
    status: row.status !== null && ["good", "tolerance", "other"].includes(row.status) ? (row.status as DashboardStatus) : null,
    location: row.location,
  }));
}

/** The latest e-mailed summaries, each with its bale types and conformity rate from its measurements. */
async function latestSummaries(pool: pg.Pool, range: DayRange): Promise<SummaryRow[]> {
  const b = bordereauUsage;
  const rows = await queryRows(
    pool,
    select(
      {
        createdAt: b.createdAt,
        botteType: b.botteType,
        email: b.emailSentTo,
        /** jsonb_agg of {baleType, widthCm, heightCm}, null without any. */
        bales: sql<unknown[] | null>`(SELECT jsonb_agg(bale ORDER BY first) FROM (
                 SELECT jsonb_build_object('baleType', m->'baleType', 'widthCm', m->'widthCm', 'heightCm', m->'heightCm') AS bale,
                        min(position) AS first
                   FROM jsonb_array_elements(${MEASUREMENTS_JSON}) WITH ORDINALITY AS e(m, position)
                  WHERE m ? 'baleType' GROUP BY 1) AS types)`,
        measured: sql<string>`(SELECT count(*) FROM jsonb_array_elements(${MEASUREMENTS_JSON}))`,
        good: sql<string>`(SELECT count(*) FILTER (WHERE m->>'status' = 'good') FROM jsonb_array_elements(${MEASUREMENTS_JSON}) AS m)`,
        measurementCount: b.measurementCount,
      },
      sql`FROM ${b} WHERE ${b.eventType} = 'email_sent' AND NOT ${b.isAdmin} AND ${inParisDaysOf(b.createdAt, range)}
         ORDER BY ${b.createdAt} DESC, ${b.id} DESC LIMIT ${TECHNIQUE_LIMITS.summaries}`,
    ),
  );
  return rows.map((row) => {
    const measured = Number(row.measured);
    return {
      createdAt: row.createdAt.toISOString(),
      bales: trackedBales(row.bales, row.botteType),
      email: row.email,
      measurements: measured || (row.measurementCount ?? 0),
      conformityRate: measured > 0 ? (Number(row.good) / measured) * 100 : null,
    };
  });
}

/** The worksheet's events per Paris day of `range` (the 7-day chart), zeros for a day without any. */
async function worksheetChart(pool: pg.Pool, range: DayRange): Promise<WorksheetDay[]> {
  const b = bordereauUsage;
  const rows = await queryRows(
    pool,
    select(
      {
        day: sql<string>`to_char(day, 'YYYY-MM-DD')`,
        pageViews: sql<string>`count(${b.id}) FILTER (WHERE ${b.eventType} = 'page_view')`,
        measurements: sql<string>`count(${b.id}) FILTER (WHERE ${b.eventType} = 'measurement_added')`,
        emailsSent: sql<string>`count(${b.id}) FILTER (WHERE ${b.eventType} = 'email_sent')`,
      },
      sql`FROM generate_series(${range.from}::date, ${range.to}::date, interval '1 day') AS day
         LEFT JOIN ${b} ON NOT ${b.isAdmin}
              AND ${b.createdAt} >= (day::timestamp AT TIME ZONE 'Europe/Paris')
              AND ${b.createdAt} < ((day + interval '1 day')::timestamp AT TIME ZONE 'Europe/Paris')
        GROUP BY day ORDER BY day`,
    ),
  );
  return rows.map((row) => ({
    day: row.day,
    pageViews: Number(row.pageViews),
    measurements: Number(row.measurements),
    emailsSent: Number(row.emailsSent),
  }));
}

/** The worksheet page's views and unique visitors, from the engine. */
async function worksheetPage(pool: pg.Pool, range: DayRange, exclusions: TrafficExclusions, now: Date) {
  const pages = await trafficAggregateSinceFirstView(pool, range, exclusions, { now, dimensions: ["page"] });
  const page = pages.breakdowns.page.find((row) => row.name === WORKSHEET_PAGE);
  return { pageViews: page?.views ?? 0, visitors: page?.visitors ?? 0 };
}

/** Which grouping a row of the wall section's GROUPING SETS is: the whole range, a bale, a preset. */
const WALL_GROUPING = { all: 3, bale: 1, preset: 2 } as const;

/**
 * The wall calculator's section in one pass over its daily roll-ups (and today's raw rows): the
 * counts, the bale of ours most walls used, and the presets ranked by the calculations made on them unchanged,
 * admin-mode calculations left out.
 */
async function wallCalculatorSection(
  pool: pg.Pool,
  days: UsageDays,
): Promise<{ summary: WallCalculatorSummary; presets: WallPresetRow[] }> {
  const daily = wallDaily;
  const calculations = sumOf(daily.calculations);
  const rows = await reader(pool)
    .select({
      grouping: sql<number>`GROUPING(${daily.baleProductId}, ${daily.presetId})`,
      baleProductId: columnOf(daily.baleProductId),
      presetId: columnOf(daily.presetId),
      calculations,
      withCondensation: sumOf(daily.withCondensation),
    })
    .from(usageSource(WALL_ROLLUP, days))
    .groupBy(sql`GROUPING SETS ((), (${daily.baleProductId}), (${daily.presetId}))`)
    .orderBy(sql`1`, desc(calculations), daily.baleProductId, daily.presetId);
  const all = rows.find((row) => row.grouping === WALL_GROUPING.all);
  const bale = rows.find((row) => row.grouping === WALL_GROUPING.bale && row.baleProductId !== null);
  const label = (id: string) => (Object.hasOwn(PRODUCTS, id) ? PRODUCTS[id as keyof typeof PRODUCTS].label : id);
  return {
    summary: {
      total: all?.calculations ?? 0,
      withCondensation: all?.withCondensation ?? 0,
      topBale: bale?.baleProductId
        ? { productId: bale.baleProductId, label: label(bale.baleProductId), calculations: bale.calculations }
        : null,
    },
    presets: rows.flatMap((row) =>
      row.grouping === WALL_GROUPING.preset && row.presetId !== null
        ? [{ presetId: row.presetId, label: findPreset(row.presetId)?.label ?? row.presetId, calculations: row.calculations }]
        : [],
    ),
  };
}

/**
 * The Technique dashboard (docs/product.md §3.7) over the Paris days of the period: every figure counted in SQL over all the
 * rows, the lists limited to their latest rows. Admin events are left out as everywhere in the analytics; the
 * worksheet page's views and visitors come from the engine (roll-ups, exclusions, bots), the rest from its tables.
 */
export async function loadTechniqueDashboard(
  pool: pg.Pool,
  exclusions: TrafficExclusions,
  periodId: DashboardPeriodId,
  now = new Date(),
): Promise<TechniqueDashboard> {
  const today = parisDay(now);
  const { current, previous } = dashboardPeriodDays(periodId, today);
  const chartDays: DayRange = { from: addDays(today, 1 - TECHNIQUE_LIMITS.chartDays), to: today };

  const [currentDays, previousDays] = await Promise.all([usageDays(pool, current, now), previous ? usageDays(pool, previous, now) : null]);
  // The cards' previous figures are the same counts over the previous period: each table is read once per period.
  const [
    downloads,
    previousDownloads,
    calculator,
    previousCalculator,
    worksheet,
    previousWorksheet,
    calculations,
    measurements,
    summaries,
    lastDays,
    page,
    wall,
  ] = await Promise.all([
    downloadCount(pool, currentDays),
    previousDays ? downloadCount(pool, previousDays) : null,
    calculatorSummary(pool, currentDays),
    previousDays ? calculatorSummary(pool, previousDays) : null,
    worksheetCounts(pool, currentDays),
    previousDays ? worksheetCounts(pool, previousDays) : null,
    latestCalculations(pool, current),
    latestMeasurements(pool, current),
    latestSummaries(pool, current),
    worksheetChart(pool, chartDays),
    worksheetPage(pool, current, exclusions, now),
    wallCalculatorSection(pool, currentDays),
  ]);
  return {
    periodId,
    current,
    previous,
    cards: {
      downloads: { current: downloads, previous: previousDownloads },
      calculations: { current: calculator.total, previous: previousCalculator?.total ?? null },
      worksheets: { current: worksheet.emailsSent, previous: previousWorksheet?.emailsSent ?? null },
    },
    calculator,
    latestCalculations: calculations,
    worksheet: { pageViews: page.pageViews, visitors: page.visitors, ...worksheet },
    latestMeasurements: measurements,
    latestSummaries: summaries,
    lastDays,
    wallCalculator: wall.summary,
    wallPresets: wall.presets,
  };
}
