import { sql } from "drizzle-orm";
import type pg from "pg";
import type { BusinessPlanFigures } from "@domain/analytics/business-plan-figures";
import { addDays, parisDay } from "@domain/calendar";
import { type DashboardPeriodId, dashboardPeriodDays, type DayRange } from "@domain/traffic-period";
import type { TrafficExclusions } from "@domain/analytics/definitions";
import type { QuoteFollowUpFigures } from "@domain/analytics/quote-follow-up-figures";
import { latestQuoteRequests, type QuoteRequestRow, quoteRequestTotals, type QuoteRequestTotals } from "./contact-quote-requests.server";
import { quoteFollowUpFigures } from "./quote-follow-up-figures.server";
import { QUALIFIED_LEAD_MIN_COST } from "@domain/analytics/lead-definitions";
import { calculatorUsage, conversionEvents, documentDownloads } from "../db/schema.server";
import { inParisDaysOf } from "./paris-days-sql.server";
import { trafficAggregateSinceFirstView } from "./traffic-report.server";
import { queryRows } from "./typed-sql.server";

/** docs/product.md §3.5: projections are made from the last 30 days, times 12. */
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
  /** The follow-up of the period's quote requests, and of the previous period's. */
  followUp: QuoteFollowUpFigures;
  previousFollowUp: QuoteFollowUpFigures | null;
}

interface PeriodCountsRow {
  calculations: string;
  emailed: string;
  average_cost: string | null;
  qualified: string;
  downloads: string;
  conversions: string;
}

/** The period's calculations, e-mailed ones, average cost, qualified leads, downloads and conversions. */
async function periodCounts(pool: pg.Pool, range: DayRange) {
  const c = calculatorUsage;
  const [row] = await queryRows<PeriodCountsRow>(
    pool,
    sql`SELECT c.calculations, c.emailed, c.average_cost, c.qualified,
              (SELECT count(*) FROM ${documentDownloads} WHERE NOT ${documentDownloads.isAdmin} AND ${inParisDaysOf(documentDownloads.downloadedAt, range)}) AS downloads,
              (SELECT count(*) FROM ${conversionEvents} WHERE NOT ${conversionEvents.isAdmin} AND ${inParisDaysOf(conversionEvents.createdAt, range)}) AS conversions
         FROM (SELECT count(*) AS calculations, count(*) FILTER (WHERE ${c.emailSent}) AS emailed,
                      round(avg(${c.estimatedCost})) AS average_cost,
                      count(*) FILTER (WHERE ${c.emailSent} AND ${c.estimatedCost} > ${QUALIFIED_LEAD_MIN_COST}) AS qualified
                 FROM ${c} WHERE ${inParisDaysOf(c.createdAt, range)}) AS c`,
  );
  return row!;
}

async function figuresOf(pool: pg.Pool, range: DayRange, exclusions: TrafficExclusions, now: Date): Promise<BusinessPlanFigures> {
  const [traffic, row] = await Promise.all([
    trafficAggregateSinceFirstView(pool, range, exclusions, { now, dimensions: [] }),
    periodCounts(pool, range),
  ]);
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

interface TopProductRow {
  product_name: string;
  calculations: string;
}

/** The products most calculated in the range. */
async function topProducts(pool: pg.Pool, range: DayRange): Promise<BusinessPlanDashboard["topProducts"]> {
  const c = calculatorUsage;
  const rows = await queryRows<TopProductRow>(
    pool,
    sql`SELECT ${c.productName} AS product_name, count(*) AS calculations FROM ${c} WHERE ${inParisDaysOf(c.createdAt, range)}
        GROUP BY ${c.productName} ORDER BY count(*) DESC, ${c.productName} LIMIT ${BUSINESS_PLAN_LIMITS.topProducts}`,
  );
  return rows.map((row) => ({ product: row.product_name, calculations: Number(row.calculations) }));
}

/**
 * The Business Plan dashboard (docs/product.md §3.5) over the Paris days of the period, every figure counted in SQL (page
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
  const [figures, previousFigures, last30Days, products, quoteTotals, latestQuotes, followUp, previousFollowUp] = await Promise.all([
    figuresOf(pool, current, exclusions, now),
    previous ? figuresOf(pool, previous, exclusions, now) : null,
    figuresOf(pool, last30, exclusions, now),
    topProducts(pool, current),
    quoteRequestTotals(pool, { range: current }),
    latestQuoteRequests(pool, { range: current }, BUSINESS_PLAN_LIMITS.quoteRequests),
    quoteFollowUpFigures(pool, current),
    previous ? quoteFollowUpFigures(pool, previous) : null,
  ]);
  return {
    periodId,
    current,
    previous,
    figures,
    previousFigures,
    last30Days,
    topProducts: products,
    quoteRequests: { ...quoteTotals, latest: latestQuotes },
    followUp,
    previousFollowUp,
  };
}
