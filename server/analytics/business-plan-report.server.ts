import { and, count, desc, not } from "drizzle-orm";
import type pg from "pg";
import type { BusinessPlanFigures } from "@domain/analytics/business-plan-figures";
import { addDays, parisDay } from "@domain/calendar";
import { type DashboardPeriodId, dashboardPeriodDays, type DayRange } from "@domain/traffic-period";
import type { TrafficExclusions } from "@domain/analytics/definitions";
import type { QuoteFollowUpFigures } from "@domain/analytics/quote-follow-up-figures";
import { latestQuoteRequests, type QuoteRequestRow, quoteRequestTotals, type QuoteRequestTotals } from "./contact-quote-requests.server";
import { quoteFollowUpFigures } from "./quote-follow-up-figures.server";
import { calculatorDaily, conversionEvents, downloadDaily } from "../db/schema.server";
import { inParisDaysOf } from "./paris-days-sql.server";
import { trafficAggregateSinceFirstView } from "./traffic-report.server";
import { columnOf, reader, roundedQuotient, sumOf } from "./typed-sql.server";
import { CALCULATOR_ROLLUP, DOWNLOAD_ROLLUP, usageDays, type UsageDays, usageSource } from "./usage-rollup.server";

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

/** The period's calculations, e-mailed ones, average cost, qualified leads, downloads and conversions. */
async function periodCounts(pool: pg.Pool, range: DayRange, days: UsageDays) {
  const daily = calculatorDaily;
  const e = conversionEvents;
  const db = reader(pool);
  const [[calculations], [downloads], [conversions]] = await Promise.all([
    db
      .select({
        calculations: sumOf(daily.calculations),
        emailed: sumOf(daily.emailed),
        averageCost: roundedQuotient(daily.costSum, daily.calculations),
        qualified: sumOf(daily.qualified),
      })
      .from(usageSource(CALCULATOR_ROLLUP, days)),
    db.select({ downloads: sumOf(downloadDaily.downloads) }).from(usageSource(DOWNLOAD_ROLLUP, days)),
    db
      .select({ conversions: count() })
      .from(e)
      .where(and(not(e.isAdmin), inParisDaysOf(e.createdAt, range))),
  ]);
  return { ...calculations!, ...downloads!, ...conversions! };
}

async function figuresOf(pool: pg.Pool, range: DayRange, exclusions: TrafficExclusions, now: Date): Promise<BusinessPlanFigures> {
  const [traffic, row] = await Promise.all([
    trafficAggregateSinceFirstView(pool, range, exclusions, { now, dimensions: [] }),
    usageDays(pool, range, now).then((days) => periodCounts(pool, range, days)),
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
async function topProducts(pool: pg.Pool, range: DayRange, now: Date): Promise<BusinessPlanDashboard["topProducts"]> {
  const daily = calculatorDaily;
  const calculations = sumOf(daily.calculations);
  return reader(pool)
    .select({ product: columnOf(daily.productName), calculations })
    .from(usageSource(CALCULATOR_ROLLUP, await usageDays(pool, range, now)))
    .groupBy(daily.productName)
    .orderBy(desc(calculations), daily.productName)
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
  const [figures, previousFigures, last30Days, products, quoteTotals, latestQuotes, followUp, previousFollowUp] = await Promise.all([
    figuresOf(pool, current, exclusions, now),
    previous ? figuresOf(pool, previous, exclusions, now) : null,
    figuresOf(pool, last30, exclusions, now),
    topProducts(pool, current, now),
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
