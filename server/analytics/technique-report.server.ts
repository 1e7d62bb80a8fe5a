import type pg from "pg";
import { addDays, parisDay } from "@domain/calendar";
import { type DashboardPeriodId, dashboardPeriodDays, type DayRange } from "@domain/traffic-period";
import type { DashboardStatus } from "@domain/worksheet/worksheet";
import type { TrafficExclusions } from "@domain/analytics/definitions";
import { inParisDays, LOCATION_SQL } from "./paris-days-sql.server";
import { trafficAggregateSinceFirstView } from "./traffic-report.server";

/** A worksheet event's measurements as a JSON array, empty for a row whose metadata is not a list. */
const MEASUREMENTS_JSON = `CASE WHEN jsonb_typeof(metadata) = 'array' THEN metadata ELSE '[]'::jsonb END`;

/** The worksheet's page, whose views and visitors the engine counts (tools §2.7 'Bordereau section'). */
export const WORKSHEET_PAGE = "/bordereau-autocontrole";

/** Tools §2.7: the list lengths. */
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

/** A measurement's bale type as tracked: its own (and section for autre), or the row's botte_type for rows older than issue 27. */
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
}

/** A summary's bale types from its measurements' metadata, else (rows older than issue 27) the row's botte_type. */
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

async function cardCounts(pool: pg.Pool, range: DayRange) {
  const { rows } = await pool.query<{ downloads: string; calculations: string; worksheets: string }>(
    `SELECT
       (SELECT count(*) FROM document_downloads WHERE NOT is_admin AND ${inParisDays("downloaded_at", 1)}) AS downloads,
       (SELECT count(*) FROM calculator_usage WHERE ${inParisDays("created_at", 1)}) AS calculations,
       (SELECT count(*) FROM bordereau_usage WHERE event_type = 'email_sent' AND NOT is_admin AND ${inParisDays("created_at", 1)}) AS worksheets`,
    [range.from, range.to],
  );
  const row = rows[0]!;
  return { downloads: Number(row.downloads), calculations: Number(row.calculations), worksheets: Number(row.worksheets) };
}

/**
 * The Technique dashboard (tools §2.7) over the Paris days of the period: every figure counted in SQL over all the
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
  const chartFrom = addDays(today, 1 - TECHNIQUE_LIMITS.chartDays);
  const days = [current.from, current.to];

  const [currentCounts, previousCounts, calculator, calculations, worksheet, measurements, summaries, chart, pages] = await Promise.all([
    cardCounts(pool, current),
    previous ? cardCounts(pool, previous) : null,
    pool.query<{ total: string; with_email: string; comparisons: string; average_cost: string | null }>(
      `SELECT count(*) AS total, count(*) FILTER (WHERE email_sent) AS with_email,
              count(*) FILTER (WHERE is_comparative) AS comparisons, round(avg(estimated_cost)) AS average_cost
         FROM calculator_usage WHERE ${inParisDays("created_at", 1)}`,
      days,
    ),
    pool.query(
      `SELECT created_at, product_name, thermal_resistance, bottles_needed, surface_m2, estimated_cost, is_comparative,
              comparative_product_name, comparative_bottles_needed, comparative_estimated_cost,
              CASE WHEN email_sent THEN email_address END AS email, ${LOCATION_SQL} AS location
         FROM calculator_usage WHERE ${inParisDays("created_at", 1)}
        ORDER BY created_at DESC, id DESC LIMIT ${TECHNIQUE_LIMITS.calculations}`,
      days,
    ),
    pool.query<{ measurements: string; emails_sent: string }>(
      `SELECT count(*) FILTER (WHERE event_type = 'measurement_added') AS measurements,
              count(*) FILTER (WHERE event_type = 'email_sent') AS emails_sent
         FROM bordereau_usage WHERE NOT is_admin AND ${inParisDays("created_at", 1)}`,
      days,
    ),
    // A measurement_added row holds the one measurement added (metadata is a one-element list). Its own bale type
    // is in the metadata since issue 27; older rows have only the row's botte_type.
    pool.query(
      `SELECT created_at, COALESCE(m->>'baleType', botte_type) AS bale_type, m->>'widthCm' AS width_cm,
              m->>'heightCm' AS height_cm, m->>'lengthCm' AS length_cm, m->>'humidity' AS humidity,
              m->>'dryDensity' AS dry_density, m->>'status' AS status, ${LOCATION_SQL} AS location
         FROM bordereau_usage CROSS JOIN LATERAL jsonb_array_elements(
                ${MEASUREMENTS_JSON}) AS m
        WHERE event_type = 'measurement_added' AND NOT is_admin AND ${inParisDays("created_at", 1)}
        ORDER BY created_at DESC, id DESC LIMIT ${TECHNIQUE_LIMITS.measurements}`,
      days,
    ),
    pool.query(
      `SELECT created_at, botte_type, email_sent_to,
              (SELECT jsonb_agg(bale ORDER BY first) FROM (
                 SELECT jsonb_build_object('baleType', m->'baleType', 'widthCm', m->'widthCm', 'heightCm', m->'heightCm') AS bale,
                        min(position) AS first
                   FROM jsonb_array_elements(${MEASUREMENTS_JSON}) WITH ORDINALITY AS e(m, position)
                  WHERE m ? 'baleType' GROUP BY 1) AS types) AS bales,
              (SELECT count(*) FROM jsonb_array_elements(${MEASUREMENTS_JSON})) AS measured,
              (SELECT count(*) FILTER (WHERE m->>'status' = 'good')
                 FROM jsonb_array_elements(${MEASUREMENTS_JSON}) AS m) AS good,
              measurement_count
         FROM bordereau_usage WHERE event_type = 'email_sent' AND NOT is_admin AND ${inParisDays("created_at", 1)}
        ORDER BY created_at DESC, id DESC LIMIT ${TECHNIQUE_LIMITS.summaries}`,
      days,
    ),
    pool.query<{ day: string; page_views: string; measurements: string; emails_sent: string }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day,
              count(b.id) FILTER (WHERE b.event_type = 'page_view') AS page_views,
              count(b.id) FILTER (WHERE b.event_type = 'measurement_added') AS measurements,
              count(b.id) FILTER (WHERE b.event_type = 'email_sent') AS emails_sent
         FROM generate_series($1::date, $2::date, interval '1 day') AS day
         LEFT JOIN bordereau_usage b ON NOT b.is_admin
              AND b.created_at >= (day::timestamp AT TIME ZONE 'Europe/Paris')
              AND b.created_at < ((day + interval '1 day')::timestamp AT TIME ZONE 'Europe/Paris')
        GROUP BY day ORDER BY day`,
      [chartFrom, today],
    ),
    trafficAggregateSinceFirstView(pool, current, exclusions, { now, dimensions: ["page"] }),
  ]);

  const page = pages.breakdowns.page.find((row) => row.name === WORKSHEET_PAGE);
  const calculatorRow = calculator.rows[0]!;
  const worksheetRow = worksheet.rows[0]!;
  const withPrevious = (key: keyof typeof currentCounts): CountWithPrevious => ({
    current: currentCounts[key],
    previous: previousCounts ? previousCounts[key] : null,
  });
  const numberOrNull = (value: string | null) => (value === null || value === "" ? null : Number(value));

  return {
    periodId,
    current,
    previous,
    cards: { downloads: withPrevious("downloads"), calculations: withPrevious("calculations"), worksheets: withPrevious("worksheets") },
    calculator: {
      total: Number(calculatorRow.total),
      withEmail: Number(calculatorRow.with_email),
      comparisons: Number(calculatorRow.comparisons),
      averageCost: numberOrNull(calculatorRow.average_cost),
    },
    latestCalculations: calculations.rows.map((row) => ({
      createdAt: (row.created_at as Date).toISOString(),
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
    })),
    worksheet: {
      pageViews: page?.views ?? 0,
      visitors: page?.visitors ?? 0,
      measurements: Number(worksheetRow.measurements),
      emailsSent: Number(worksheetRow.emails_sent),
    },
    latestMeasurements: measurements.rows.map((row) => ({
      createdAt: (row.created_at as Date).toISOString(),
      baleType: row.bale_type,
      widthCm: numberOrNull(row.width_cm),
      heightCm: numberOrNull(row.height_cm),
      lengthCm: numberOrNull(row.length_cm),
      humidity: numberOrNull(row.humidity),
      dryDensity: numberOrNull(row.dry_density),
      status: ["good", "tolerance", "other"].includes(row.status) ? (row.status as DashboardStatus) : null,
      location: row.location,
    })),
    latestSummaries: summaries.rows.map((row) => {
      const measured = Number(row.measured);
      return {
        createdAt: (row.created_at as Date).toISOString(),
        bales: trackedBales(row.bales, row.botte_type),
        email: row.email_sent_to,
        measurements: measured || Number(row.measurement_count ?? 0),
        conformityRate: measured > 0 ? (Number(row.good) / measured) * 100 : null,
      };
    }),
    lastDays: chart.rows.map((row) => ({
      day: row.day,
      pageViews: Number(row.page_views),
      measurements: Number(row.measurements),
      emailsSent: Number(row.emails_sent),
    })),
  };
}
