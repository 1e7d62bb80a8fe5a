import { and, count, desc, gt, not, sql } from "drizzle-orm";
import type pg from "pg";
import type { BusinessPlanFigures } from "@domain/analytics/business-plan-figures";
import { addDays, parisDay } from "@domain/calendar";
import { type DashboardPeriodId, dashboardPeriodDays, type DayRange } from "@domain/traffic-period";
import type { TrafficExclusions } from "@domain/analytics/definitions";
import { latestQuoteRequests, type QuoteRequestRow, quoteRequestTotals, type QuoteRequestTotals } from "./contact-quote-requests.server";
import { QUALIFIED_LEAD_MIN_COST } from "@domain/analytics/lead-definitions";
import { calculatorUsage, conversionEvents, documentDownloads } from "../db/schema.server";
import { inParisDaysOf } from "./paris-days-sql.server";
import { trafficAggregateSinceFirstView } from "./traffic-report.server";
import { countWhere, reader, roundedAverage } from "./typed-sql.server";

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
}

/** The period's calculations, e-mailed ones, average cost, qualified leads, downloads and conversions. */
async function periodCounts(pool: pg.Pool, range: DayRange) {
  const c = calculatorUsage;
  const d = documentDownloads;
  const e = conversionEvents;
  const db = reader(pool);
  const [row] = await db
    .select({
      calculations: count(),
      emailed: countWhere(c.emailSent),
      averageCost: roundedAverage(c.estimatedCost),
      qualified: countWhere(and(c.emailSent, gt(c.estimatedCost, QUALIFIED_LEAD_MIN_COST))!),
      // The other tables' counts ride along as sub-queries: one statement for the period's figures.
      downloads: sql`(${db
        .select({ n: count() })
        .from(d)
        .where(and(not(d.isAdmin), inParisDaysOf(d.downloadedAt, range)))})`.mapWith(Number),
      conversions: sql`(${db
        .select({ n: count() })
        .from(e)
        .where(and(not(e.isAdmin), inParisDaysOf(e.createdAt, range)))})`.mapWith(Number),
    })
    .from(c)
    .where(inParisDaysOf(c.createdAt, range));
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
    calculations: row.calculations,
    emailedCalculations: row.emailed,
    averageCost: row.averageCost,
    qualifiedLeads: row.qualified,
    downloads: row.downloads,
    conversions: row.conversions,
  };
}

/** The products most calculated in the range. */
async function topProducts(pool: pg.Pool, range: DayRange): Promise<BusinessPlanDashboard["topProducts"]> {
  const c = calculatorUsage;
  const calculations = count();
  return reader(pool)
    .select({ product: c.productName, calculations })
    .from(c)
    .where(inParisDaysOf(c.createdAt, range))
    .groupBy(c.productName)
    .orderBy(desc(calculations), c.productName)
    .limit(BUSINESS_PLAN_LIMITS.topProducts);
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
  const [figures, previousFigures, last30Days, products, quoteTotals, latestQuotes] = await Promise.all([
    figuresOf(pool, current, exclusions, now),
    previous ? figuresOf(pool, previous, exclusions, now) : null,
    figuresOf(pool, last30, exclusions, now),
    topProducts(pool, current),
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
    topProducts: products,
    quoteRequests: { ...quoteTotals, latest: latestQuotes },
  };
}
