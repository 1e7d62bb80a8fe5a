import { type SQL, sql } from "drizzle-orm";
import type pg from "pg";
import { addDays, parisDay } from "@domain/calendar";
import { type DashboardPeriodId, dashboardPeriodDays, type DayRange } from "@domain/traffic-period";
import type { DashboardStatus } from "@domain/worksheet/worksheet";
import type { TrafficExclusions } from "@domain/analytics/definitions";
import { PRODUCTS } from "@domain/products";
import { findPreset } from "@domain/wall/presets";
import { bordereauUsage, calculatorUsage, documentDownloads, wallCalculations } from "../db/schema.server";
import { inParisDaysOf, locationOf } from "./paris-days-sql.server";
import { trafficAggregateSinceFirstView } from "./traffic-report.server";
import { type PgValue, queryRows } from "./typed-sql.server";

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

/** The downloads of the range, for the cards (their calculations and worksheets are the sections' own counts). */
async function downloadCount(pool: pg.Pool, range: DayRange): Promise<number> {
  const [row] = await queryRows<{ downloads: string }>(
    pool,
    sql`SELECT count(*) AS downloads FROM ${documentDownloads}
         WHERE NOT ${documentDownloads.isAdmin} AND ${inParisDaysOf(documentDownloads.downloadedAt, range)}`,
  );
  return Number(row!.downloads);
}

interface CalculatorSummaryRow {
  total: string;
  with_email: string;
  comparisons: string;
  average_cost: string | null;
}

/** The calculator section's counts. */
async function calculatorSummary(pool: pg.Pool, range: DayRange): Promise<TechniqueDashboard["calculator"]> {
  const [row] = await queryRows<CalculatorSummaryRow>(
    pool,
    sql`SELECT count(*) AS total, count(*) FILTER (WHERE ${calculatorUsage.emailSent}) AS with_email,
              count(*) FILTER (WHERE ${calculatorUsage.isComparative}) AS comparisons, round(avg(${calculatorUsage.estimatedCost})) AS average_cost
         FROM ${calculatorUsage} WHERE ${inParisDaysOf(calculatorUsage.createdAt, range)}`,
  );
  return {
    total: Number(row!.total),
    withEmail: Number(row!.with_email),
    comparisons: Number(row!.comparisons),
    averageCost: numberOrNull(row!.average_cost),
  };
}

interface CalculationListRow {
  created_at: PgValue<typeof calculatorUsage.createdAt>;
  product_name: PgValue<typeof calculatorUsage.productName>;
  thermal_resistance: PgValue<typeof calculatorUsage.thermalResistance>;
  bottles_needed: PgValue<typeof calculatorUsage.bottlesNeeded>;
  surface_m2: PgValue<typeof calculatorUsage.surfaceM2>;
  estimated_cost: PgValue<typeof calculatorUsage.estimatedCost>;
  is_comparative: PgValue<typeof calculatorUsage.isComparative>;
  comparative_product_name: PgValue<typeof calculatorUsage.comparativeProductName>;
  comparative_bottles_needed: PgValue<typeof calculatorUsage.comparativeBottlesNeeded>;
  comparative_estimated_cost: PgValue<typeof calculatorUsage.comparativeEstimatedCost>;
  email: PgValue<typeof calculatorUsage.emailAddress>;
  location: string | null;
}

/** The latest calculations of the range. */
async function latestCalculations(pool: pg.Pool, range: DayRange): Promise<CalculationRow[]> {
  const c = calculatorUsage;
  const rows = await queryRows<CalculationListRow>(
    pool,
    sql`SELECT ${c.createdAt} AS created_at, ${c.productName} AS product_name, ${c.thermalResistance} AS thermal_resistance,
              ${c.bottlesNeeded} AS bottles_needed, ${c.surfaceM2} AS surface_m2, ${c.estimatedCost} AS estimated_cost,
              ${c.isComparative} AS is_comparative, ${c.comparativeProductName} AS comparative_product_name,
              ${c.comparativeBottlesNeeded} AS comparative_bottles_needed, ${c.comparativeEstimatedCost} AS comparative_estimated_cost,
              CASE WHEN ${c.emailSent} THEN ${c.emailAddress} END AS email, ${locationOf(c)} AS location
         FROM ${c} WHERE ${inParisDaysOf(c.createdAt, range)}
        ORDER BY ${c.createdAt} DESC, ${c.id} DESC LIMIT ${TECHNIQUE_LIMITS.calculations}`,
  );
  return rows.map((row) => ({
    createdAt: row.created_at.toISOString(),
    product: row.product_name,
    thermalResistance: Number(row.thermal_resistance),
    bales: Number(row.bottles_needed),
    surfaceM2: Number(row.surface_m2),
    cost: Number(row.estimated_cost),
    comparison:
      row.is_comparative && row.comparative_product_name
        ? {
            product: row.comparative_product_name,
            bales: numberOrNull(row.comparative_bottles_needed),
            cost: numberOrNull(row.comparative_estimated_cost),
          }
        : null,
    email: row.email,
    location: row.location,
  }));
}

interface WorksheetCountsRow {
  measurements: string;
  emails_sent: string;
}

/** The worksheet section's measurements and e-mailed summaries (its page's views come from the engine). */
async function worksheetCounts(pool: pg.Pool, range: DayRange) {
  const [row] = await queryRows<WorksheetCountsRow>(
    pool,
    sql`SELECT count(*) FILTER (WHERE ${bordereauUsage.eventType} = 'measurement_added') AS measurements,
              count(*) FILTER (WHERE ${bordereauUsage.eventType} = 'email_sent') AS emails_sent
         FROM ${bordereauUsage} WHERE NOT ${bordereauUsage.isAdmin} AND ${inParisDaysOf(bordereauUsage.createdAt, range)}`,
  );
  return { measurements: Number(row!.measurements), emailsSent: Number(row!.emails_sent) };
}

interface MeasurementListRow {
  created_at: PgValue<typeof bordereauUsage.createdAt>;
  bale_type: string | null;
  width_cm: string | null;
  height_cm: string | null;
  length_cm: string | null;
  humidity: string | null;
  dry_density: string | null;
  status: string | null;
  location: string | null;
}

/**
 * The latest measurements. A measurement_added row holds the one measurement added (metadata is a one-element
 * list). Its own bale type is in the metadata since measurements carry their own type; older rows have only the row's botte_type.
 */
async function latestMeasurements(pool: pg.Pool, range: DayRange): Promise<MeasurementRow[]> {
  const b = bordereauUsage;
  const rows = await queryRows<MeasurementListRow>(
    pool,
    sql`SELECT ${b.createdAt} AS created_at, COALESCE(m->>'baleType', ${b.botteType}) AS bale_type, m->>'widthCm' AS width_cm,
              m->>'heightCm' AS height_cm, m->>'lengthCm' AS length_cm, m->>'humidity' AS humidity,
              m->>'dryDensity' AS dry_density, m->>'status' AS status, ${locationOf(b)} AS location
         FROM ${b} CROSS JOIN LATERAL jsonb_array_elements(
                ${MEASUREMENTS_JSON}) AS m
        WHERE ${b.eventType} = 'measurement_added' AND NOT ${b.isAdmin} AND ${inParisDaysOf(b.createdAt, range)}
        ORDER BY ${b.createdAt} DESC, ${b.id} DESC LIMIT ${TECHNIQUE_LIMITS.measurements}`,
  );
  return rows.map((row) => ({
    createdAt: row.created_at.toISOString(),
    baleType: row.bale_type,
    widthCm: numberOrNull(row.width_cm),
    heightCm: numberOrNull(row.height_cm),
    lengthCm: numberOrNull(row.length_cm),
    humidity: numberOrNull(row.humidity),
    dryDensity: numberOrNull(row.dry_density),
    status: row.status !== null && ["good", "tolerance", "other"].includes(row.status) ? (row.status as DashboardStatus) : null,
    location: row.location,
  }));
}

interface SummaryListRow {
  created_at: PgValue<typeof bordereauUsage.createdAt>;
  botte_type: PgValue<typeof bordereauUsage.botteType>;
  email_sent_to: PgValue<typeof bordereauUsage.emailSentTo>;
  /** jsonb_agg of {baleType, widthCm, heightCm}, null without any. */
  bales: unknown;
  measured: string;
  good: string;
  measurement_count: PgValue<typeof bordereauUsage.measurementCount>;
}

/** The latest e-mailed summaries, each with its bale types and conformity rate from its measurements. */
async function latestSummaries(pool: pg.Pool, range: DayRange): Promise<SummaryRow[]> {
  const b = bordereauUsage;
  const rows = await queryRows<SummaryListRow>(
    pool,
    sql`SELECT ${b.createdAt} AS created_at, ${b.botteType} AS botte_type, ${b.emailSentTo} AS email_sent_to,
              (SELECT jsonb_agg(bale ORDER BY first) FROM (
                 SELECT jsonb_build_object('baleType', m->'baleType', 'widthCm', m->'widthCm', 'heightCm', m->'heightCm') AS bale,
                        min(position) AS first
                   FROM jsonb_array_elements(${MEASUREMENTS_JSON}) WITH ORDINALITY AS e(m, position)
                  WHERE m ? 'baleType' GROUP BY 1) AS types) AS bales,
              (SELECT count(*) FROM jsonb_array_elements(${MEASUREMENTS_JSON})) AS measured,
              (SELECT count(*) FILTER (WHERE m->>'status' = 'good')
                 FROM jsonb_array_elements(${MEASUREMENTS_JSON}) AS m) AS good,
              ${b.measurementCount} AS measurement_count
         FROM ${b} WHERE ${b.eventType} = 'email_sent' AND NOT ${b.isAdmin} AND ${inParisDaysOf(b.createdAt, range)}
        ORDER BY ${b.createdAt} DESC, ${b.id} DESC LIMIT ${TECHNIQUE_LIMITS.summaries}`,
  );
  return rows.map((row) => {
    const measured = Number(row.measured);
    return {
      createdAt: row.created_at.toISOString(),
      bales: trackedBales(row.bales, row.botte_type),
      email: row.email_sent_to,
      measurements: measured || Number(row.measurement_count ?? 0),
      conformityRate: measured > 0 ? (Number(row.good) / measured) * 100 : null,
    };
  });
}

interface WorksheetDayRow {
  day: string;
  page_views: string;
  measurements: string;
  emails_sent: string;
}

/** The worksheet's events per Paris day of `range` (the 7-day chart), zeros for a day without any. */
async function worksheetChart(pool: pg.Pool, range: DayRange): Promise<WorksheetDay[]> {
  const b = bordereauUsage;
  const rows = await queryRows<WorksheetDayRow>(
    pool,
    sql`SELECT to_char(day, 'YYYY-MM-DD') AS day,
              count(${b.id}) FILTER (WHERE ${b.eventType} = 'page_view') AS page_views,
              count(${b.id}) FILTER (WHERE ${b.eventType} = 'measurement_added') AS measurements,
              count(${b.id}) FILTER (WHERE ${b.eventType} = 'email_sent') AS emails_sent
         FROM generate_series(${range.from}::date, ${range.to}::date, interval '1 day') AS day
         LEFT JOIN ${b} ON NOT ${b.isAdmin}
              AND ${b.createdAt} >= (day::timestamp AT TIME ZONE 'Europe/Paris')
              AND ${b.createdAt} < ((day + interval '1 day')::timestamp AT TIME ZONE 'Europe/Paris')
        GROUP BY day ORDER BY day`,
  );
  return rows.map((row) => ({
    day: row.day,
    pageViews: Number(row.page_views),
    measurements: Number(row.measurements),
    emailsSent: Number(row.emails_sent),
  }));
}

/** The worksheet page's views and unique visitors, from the engine. */
async function worksheetPage(pool: pg.Pool, range: DayRange, exclusions: TrafficExclusions, now: Date) {
  const pages = await trafficAggregateSinceFirstView(pool, range, exclusions, { now, dimensions: ["page"] });
  const page = pages.breakdowns.page.find((row) => row.name === WORKSHEET_PAGE);
  return { pageViews: page?.views ?? 0, visitors: page?.visitors ?? 0 };
}

interface WallCountRow {
  /** Which grouping the row is: 3 the whole range, 1 a bale (bale_product_id), 2 a preset (preset_id). */
  grouping: number;
  bale_product_id: PgValue<typeof wallCalculations.baleProductId>;
  preset_id: PgValue<typeof wallCalculations.presetId>;
  calculations: string;
  with_condensation: string;
}

/** The three groupings of WallCountRow. */
const WALL_GROUPING = { all: 3, bale: 1, preset: 2 } as const;

/**
 * The wall calculator's section in one pass over its calculations (they are read over all time for 'Tout'): the
 * counts, the bale of ours most walls used, and the presets ranked by the calculations made on them unchanged,
 * admin-mode calculations left out.
 */
async function wallCalculatorSection(
  pool: pg.Pool,
  range: DayRange,
): Promise<{ summary: WallCalculatorSummary; presets: WallPresetRow[] }> {
  const w = wallCalculations;
  const rows = await queryRows<WallCountRow>(
    pool,
    sql`SELECT GROUPING(${w.baleProductId}, ${w.presetId}) AS grouping, ${w.baleProductId} AS bale_product_id,
               ${w.presetId} AS preset_id, count(*) AS calculations, count(*) FILTER (WHERE ${w.condensation}) AS with_condensation
         FROM ${w} WHERE NOT ${w.isAdmin} AND ${inParisDaysOf(w.createdAt, range)}
         GROUP BY GROUPING SETS ((), (${w.baleProductId}), (${w.presetId}))
         ORDER BY 1, 4 DESC, 2, 3`,
  );
  const all = rows.find((row) => row.grouping === WALL_GROUPING.all);
  const bale = rows.find((row) => row.grouping === WALL_GROUPING.bale && row.bale_product_id !== null);
  const label = (id: string) => (Object.hasOwn(PRODUCTS, id) ? PRODUCTS[id as keyof typeof PRODUCTS].label : id);
  return {
    summary: {
      total: Number(all?.calculations ?? 0),
      withCondensation: Number(all?.with_condensation ?? 0),
      topBale: bale?.bale_product_id
        ? { productId: bale.bale_product_id, label: label(bale.bale_product_id), calculations: Number(bale.calculations) }
        : null,
    },
    presets: rows.flatMap((row) =>
      row.grouping === WALL_GROUPING.preset && row.preset_id !== null
        ? [{ presetId: row.preset_id, label: findPreset(row.preset_id)?.label ?? row.preset_id, calculations: Number(row.calculations) }]
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
    downloadCount(pool, current),
    previous ? downloadCount(pool, previous) : null,
    calculatorSummary(pool, current),
    previous ? calculatorSummary(pool, previous) : null,
    worksheetCounts(pool, current),
    previous ? worksheetCounts(pool, previous) : null,
    latestCalculations(pool, current),
    latestMeasurements(pool, current),
    latestSummaries(pool, current),
    worksheetChart(pool, chartDays),
    worksheetPage(pool, current, exclusions, now),
    wallCalculatorSection(pool, current),
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
