import { and, count, desc, eq, not, sql } from "drizzle-orm";
import type pg from "pg";
import type { CommercialFigures } from "@domain/analytics/commercial-funnel";
import { parisDay } from "@domain/calendar";
import { type DashboardPeriodId, dashboardPeriodDays, type DayRange } from "@domain/traffic-period";
import type { QuoteFollowUpFigures } from "@domain/analytics/quote-follow-up-figures";
import { contactIsQuoteRequest, countQuoteRequests, latestQuoteRequests, type QuoteRequestRow } from "./contact-quote-requests.server";
import { quoteFollowUpFigures } from "./quote-follow-up-figures.server";
import type { TrafficExclusions } from "@domain/analytics/definitions";
import { bordereauUsage, calculatorDaily, calculatorUsage, contactRequests, downloadDaily } from "../db/schema.server";
import { inParisDaysOf, locationOf } from "./paris-days-sql.server";
import { trafficAggregateSinceFirstView } from "./traffic-report.server";
import { columnOf, queryRows, reader, roundedQuotient, select, sumOf } from "./typed-sql.server";
import { CALCULATOR_ROLLUP, DOWNLOAD_ROLLUP, usageDays, usageSource } from "./usage-rollup.server";

export const PRODUCTS_PAGE = "/produits";
export const COMMERCIAL_LIMITS = { projects: 10, quoteRequests: 20, contacts: 20, regions: 20, topRegions: 5 } as const;

export interface RegionRow {
  country: string;
  /** Empty when unknown ('Non spécifié'). */
  region: string;
  count: number;
}

export interface GeographyPanel {
  total: number;
  countries: number;
  regions: number;
  /** Every region, most first (the page shows the top 5 and a table of 20). */
  rows: RegionRow[];
}

export interface ProjectRow {
  createdAt: string;
  email: string;
  product: string;
  comparison: string | null;
  surfaceM2: number;
  budget: number;
  location: string | null;
}

export interface ContactRow {
  createdAt: string;
  name: string;
  email: string;
  subject: string;
  company: string | null;
  /** The subject or the message mentions "devis" (docs/product.md §3.5's rule): also listed among the quote requests. */
  isQuoteRequest: boolean;
}

export interface CommercialDashboard {
  periodId: DashboardPeriodId;
  current: DayRange;
  previous: DayRange | null;
  figures: CommercialFigures;
  previousFigures: CommercialFigures | null;
  downloadsGeography: GeographyPanel;
  visitorsGeography: GeographyPanel;
  projects: ProjectRow[];
  quoteRequests: QuoteRequestRow[];
  contacts: { total: number; latest: ContactRow[] };
  /** The follow-up of the period's quote requests, and of the previous period's. */
  followUp: QuoteFollowUpFigures;
  previousFollowUp: QuoteFollowUpFigures | null;
}

/** The funnel's steps counted in the usage tables: prospects, leads, average budget, market validations. */
async function funnelCounts(pool: pg.Pool, range: DayRange, now: Date) {
  const c = calculatorUsage;
  const b = bordereauUsage;
  const daily = calculatorDaily;
  const db = reader(pool);
  // Distinct addresses cannot be summed from days: prospects and validations are counted in the raw rows.
  const [[distinct], [calculations]] = await Promise.all([
    db
      .select({
        prospects: sql`count(DISTINCT lower(${c.emailAddress}))`.mapWith(Number),
        validations: sql`(${db
          .select({ n: sql`count(DISTINCT lower(${b.emailSentTo}))` })
          .from(b)
          .where(and(eq(b.eventType, "email_sent"), not(b.isAdmin), inParisDaysOf(b.createdAt, range)))})`.mapWith(Number),
      })
      .from(c)
      .where(and(c.emailSent, inParisDaysOf(c.createdAt, range))),
    db
      .select({ leads: sumOf(daily.emailed), averageBudget: roundedQuotient(daily.costSum, daily.calculations) })
      .from(usageSource(CALCULATOR_ROLLUP, await usageDays(pool, range, now))),
  ]);
  return { ...distinct!, ...calculations! };
}

async function figuresOf(pool: pg.Pool, range: DayRange, exclusions: TrafficExclusions, now: Date) {
  const [traffic, row, quoteRequests] = await Promise.all([
    trafficAggregateSinceFirstView(pool, range, exclusions, { now, dimensions: ["page", "region"] }),
    funnelCounts(pool, range, now),
    countQuoteRequests(pool, range),
  ]);
  const figures: CommercialFigures = {
    visitors: traffic.totals.visitors,
    productViewers: traffic.breakdowns.page.find((line) => line.name === PRODUCTS_PAGE)?.visitors ?? 0,
    prospects: row.prospects,
    qualifiedLeads: row.leads,
    averageBudget: row.averageBudget,
    quoteRequests,
    marketValidations: row.validations,
  };
  return { figures, visitorRegions: traffic.breakdowns.region };
}

function panelOf(rows: RegionRow[]): GeographyPanel {
  const sorted = [...rows].sort((a, b) => b.count - a.count || a.country.localeCompare(b.country) || a.region.localeCompare(b.region));
  return {
    total: sorted.reduce((sum, row) => sum + row.count, 0),
    countries: new Set(sorted.filter((row) => row.country !== "").map((row) => row.country)).size,
    regions: sorted.filter((row) => row.region !== "").length,
    rows: sorted,
  };
}

/** Downloads per country and region ('' when unknown). */
async function downloadsGeography(pool: pg.Pool, range: DayRange, now: Date): Promise<GeographyPanel> {
  const daily = downloadDaily;
  const rows = await reader(pool)
    .select({ country: columnOf(daily.country), region: columnOf(daily.region), count: sumOf(daily.downloads) })
    .from(usageSource(DOWNLOAD_ROLLUP, await usageDays(pool, range, now)))
    .groupBy(daily.country, daily.region);
  return panelOf(rows);
}

/** The latest e-mailed calculations (projects). */
async function latestProjects(pool: pg.Pool, range: DayRange): Promise<ProjectRow[]> {
  const c = calculatorUsage;
  const rows = await reader(pool)
    .select({
      createdAt: c.createdAt,
      email: c.emailAddress,
      product: c.productName,
      comparison: sql<string | null>`CASE WHEN ${c.isComparative} THEN ${c.comparativeProductName} END`,
      surfaceM2: c.surfaceM2,
      budget: c.estimatedCost,
      location: locationOf(c),
    })
    .from(c)
    .where(and(c.emailSent, inParisDaysOf(c.createdAt, range)))
    .orderBy(desc(c.createdAt), desc(c.id))
    .limit(COMMERCIAL_LIMITS.projects);
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    // An e-mailed calculation carries its address.
    email: row.email as string,
  }));
}

/** The contact requests of the range: how many, and the latest. */
async function contactsPanel(pool: pg.Pool, range: DayRange): Promise<CommercialDashboard["contacts"]> {
  const r = contactRequests;
  const [[totals], rows] = await Promise.all([
    reader(pool).select({ total: count() }).from(r).where(inParisDaysOf(r.createdAt, range)),
    // select() rather than the builder: the builder writes a one-table query's columns without their table, and
    // contactIsQuoteRequest's sub-query must name the outer row's id with it.
    queryRows(
      pool,
      select(
        {
          createdAt: r.createdAt,
          firstName: r.firstName,
          lastName: r.lastName,
          email: r.email,
          subject: r.subject,
          company: r.company,
          isQuoteRequest: contactIsQuoteRequest,
        },
        sql`FROM ${r} WHERE ${inParisDaysOf(r.createdAt, range)} ORDER BY ${r.createdAt} DESC, ${r.id} DESC LIMIT ${COMMERCIAL_LIMITS.contacts}`,
      ),
    ),
  ]);
  return {
    total: totals!.total,
    latest: rows.map(({ firstName, lastName, ...row }) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      name: `${firstName} ${lastName}`.trim(),
    })),
  };
}

/**
 * The Commercial dashboard (docs/product.md §3.6) over the Paris days of the period: the funnel's counts in SQL (visitors
 * and product viewers through the engine), geography of downloads and visitors, and the latest projects, quote
 * requests and contacts. Admin-mode rows are left out.
 */
export async function loadCommercialDashboard(
  pool: pg.Pool,
  exclusions: TrafficExclusions,
  periodId: DashboardPeriodId,
  now = new Date(),
): Promise<CommercialDashboard> {
  const { current, previous } = dashboardPeriodDays(periodId, parisDay(now));
  const [currentFigures, previousFigures, downloads, projects, quotes, contacts, followUp, previousFollowUp] = await Promise.all([
    figuresOf(pool, current, exclusions, now),
    previous ? figuresOf(pool, previous, exclusions, now) : null,
    downloadsGeography(pool, current, now),
    latestProjects(pool, current),
    latestQuoteRequests(pool, { range: current }, COMMERCIAL_LIMITS.quoteRequests),
    contactsPanel(pool, current),
    quoteFollowUpFigures(pool, current),
    previous ? quoteFollowUpFigures(pool, previous) : null,
  ]);
  return {
    periodId,
    current,
    previous,
    figures: currentFigures.figures,
    previousFigures: previousFigures?.figures ?? null,
    downloadsGeography: downloads,
    visitorsGeography: panelOf(
      currentFigures.visitorRegions.map((line) => ({ country: line.country, region: line.name, count: line.visitors })),
    ),
    projects,
    quoteRequests: quotes,
    contacts,
    followUp,
    previousFollowUp,
  };
}
