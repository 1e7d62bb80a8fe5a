import type pg from "pg";
import type { BusinessPlanFigures } from "@domain/analytics/business-plan-figures";
import { addDays, parisDay } from "@domain/calendar";
import { type DashboardPeriodId, dashboardPeriodDays, type DayRange } from "@domain/traffic-period";
import type { TrafficExclusions } from "@domain/analytics/definitions";
import { latestQuoteRequests, type QuoteRequestRow, quoteRequestTotals, type QuoteRequestTotals } from "./contact-quote-requests.server";
import { QUALIFIED_LEAD_MIN_COST } from "@domain/analytics/lead-definitions";
import { inParisDays } from "./paris-days-sql.server";
import { trafficAggregateSinceFirstView } from "./traffic-report.server";

/** Tools §2.5: projections are made from the last 30 days, times 12. */
export const PROJECTION_DAYS = 30;
export const BUSINESS_PLAN_LIMITS = { topProducts: 3, quoteRequests: 10 } as const;

export interface BusinessPlanDashboard {
  periodId: DashboardPeriodId;
  current: DayRange;
  previous: DayRange | null;
  figures: BusinessPlanFigures;
  previousFigures: BusinessPlanFigures | null;
  /** Views of the last 30 days, for '+x% ce mois' and the projections. */
  last30Days: BusinessPlanFigures;
  topProducts: Array<{ product: string; calculations: number }>;
  quoteRequests: QuoteRequestTotals & { latest: QuoteRequestRow[] };
}

async function figuresOf(pool: pg.Pool, range: DayRange, exclusions: TrafficExclusions, now: Date): Promise<BusinessPlanFigures> {
  const [traffic, counts] = await Promise.all([
    trafficAggregateSinceFirstView(pool, range, exclusions, { now, dimensions: [] }),
    pool.query<Record<string, string | null>>(
      `SELECT c.calculations, c.emailed, c.average_cost, c.qualified,
              (SELECT count(*) FROM document_downloads WHERE NOT is_admin AND ${inParisDays("downloaded_at", 1)}) AS downloads,
              (SELECT count(*) FROM conversion_events WHERE NOT is_admin AND ${inParisDays("created_at", 1)}) AS conversions
         FROM (SELECT count(*) AS calculations, count(*) FILTER (WHERE email_sent) AS emailed,
                      round(avg(estimated_cost)) AS average_cost,
                      count(*) FILTER (WHERE email_sent AND estimated_cost > $3) AS qualified
                 FROM calculator_usage WHERE ${inParisDays("created_at", 1)}) AS c`,
      [range.from, range.to, QUALIFIED_LEAD_MIN_COST],
    ),
  ]);
  const row = counts.rows[0]!;
  return {
    visitors: traffic.totals.visitors,
    views: traffic.totals.views,
    calculations: Number(row.calculations),
    emailedCalculations: Number(row.emailed),
    averageCost: row.average_cost === null ? null : Number(row.average_cost),
    qualifiedLeads: Number(row.qualified),
    downloads: Number(row.downloads),
    conversions: Number(row.conversions),
  };
}

/**
 * The Business Plan dashboard (tools §2.5) over the Paris days of the period, every figure counted in SQL (page
 * views through the engine); the projections always from the last 30 days.
 */
export async function loadBusinessPlanDashboard(
  pool: pg.Pool,
  exclusions: TrafficExclusions,
  periodId: DashboardPeriodId,
  now = new Date(),
): Promise<BusinessPlanDashboard> {
  const today = parisDay(now);
  const { current, previous } = dashboardPeriodDays(periodId, today);
  const last30: DayRange = { from: addDays(today, 1 - PROJECTION_DAYS), to: today };
  const days = [current.from, current.to];
  const [figures, previousFigures, last30Days, topProducts, quoteTotals, latestQuotes] = await Promise.all([
    figuresOf(pool, current, exclusions, now),
    previous ? figuresOf(pool, previous, exclusions, now) : null,
    figuresOf(pool, last30, exclusions, now),
    pool.query<{ product_name: string; calculations: string }>(
      `SELECT product_name, count(*) AS calculations FROM calculator_usage WHERE ${inParisDays("created_at", 1)}
        GROUP BY product_name ORDER BY count(*) DESC, product_name LIMIT ${BUSINESS_PLAN_LIMITS.topProducts}`,
      days,
    ),
    quoteRequestTotals(pool, current),
    latestQuoteRequests(pool, current, BUSINESS_PLAN_LIMITS.quoteRequests),
  ]);
  return {
    periodId,
    current,
    previous,
    figures,
    previousFigures,
    last30Days,
    topProducts: topProducts.rows.map((row) => ({ product: row.product_name, calculations: Number(row.calculations) })),
    quoteRequests: { ...quoteTotals, latest: latestQuotes },
  };
}
