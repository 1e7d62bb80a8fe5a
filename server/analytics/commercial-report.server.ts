import { sql } from "drizzle-orm";
import type pg from "pg";
import type { CommercialFigures } from "@domain/analytics/commercial-funnel";
import { parisDay } from "@domain/calendar";
import { type DashboardPeriodId, dashboardPeriodDays, type DayRange } from "@domain/traffic-period";
import type { QuoteFollowUpFigures } from "@domain/analytics/quote-follow-up-figures";
import { contactIsQuoteRequest, countQuoteRequests, latestQuoteRequests, type QuoteRequestRow } from "./contact-quote-requests.server";
import { quoteFollowUpFigures } from "./quote-follow-up-figures.server";
import type { TrafficExclusions } from "@domain/analytics/definitions";
import { bordereauUsage, calculatorUsage, contactRequests, documentDownloads } from "../db/schema.server";
import { inParisDaysOf, locationOf } from "./paris-days-sql.server";
import { trafficAggregateSinceFirstView } from "./traffic-report.server";
import { type PgValue, queryRows } from "./typed-sql.server";

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

interface FunnelCountsRow {
  prospects: string;
  leads: string;
  average_budget: string | null;
  validations: string;
}

/** The funnel's steps counted in the usage tables: prospects, leads, average budget, market validations. */
async function funnelCounts(pool: pg.Pool, range: DayRange) {
  const c = calculatorUsage;
  const b = bordereauUsage;
  const [row] = await queryRows<FunnelCountsRow>(
    pool,
    // The calculations are read in one pass for the three figures drawn from them.
    sql`SELECT calculations.prospects, calculations.leads, calculations.average_budget,
         (SELECT count(DISTINCT lower(${b.emailSentTo})) FROM ${b}
           WHERE ${b.eventType} = 'email_sent' AND NOT ${b.isAdmin} AND ${inParisDaysOf(b.createdAt, range)}) AS validations
        FROM (SELECT count(DISTINCT lower(${c.emailAddress})) FILTER (WHERE ${c.emailSent}) AS prospects,
                     count(*) FILTER (WHERE ${c.emailSent}) AS leads, round(avg(${c.estimatedCost})) AS average_budget
                FROM ${c} WHERE ${inParisDaysOf(c.createdAt, range)}) AS calculations`,
  );
  return row!;
}

async function figuresOf(pool: pg.Pool, range: DayRange, exclusions: TrafficExclusions, now: Date) {
  const [traffic, row, quoteRequests] = await Promise.all([
    trafficAggregateSinceFirstView(pool, range, exclusions, { now, dimensions: ["page", "region"] }),
    funnelCounts(pool, range),
    countQuoteRequests(pool, range),
  ]);
  const figures: CommercialFigures = {
    visitors: traffic.totals.visitors,
    productViewers: traffic.breakdowns.page.find((line) => line.name === PRODUCTS_PAGE)?.visitors ?? 0,
    prospects: Number(row.prospects),
    qualifiedLeads: Number(row.leads),
    averageBudget: row.average_budget === null ? null : Number(row.average_budget),
    quoteRequests,
    marketValidations: Number(row.validations),
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

interface DownloadRegionRow {
  country: string;
  region: string;
  count: string;
}

/** Downloads per country and region ('' when unknown). */
async function downloadsGeography(pool: pg.Pool, range: DayRange): Promise<GeographyPanel> {
  const d = documentDownloads;
  const rows = await queryRows<DownloadRegionRow>(
    pool,
    sql`SELECT coalesce(${d.country}, '') AS country, coalesce(${d.region}, '') AS region, count(*) AS count
         FROM ${d} WHERE NOT ${d.isAdmin} AND ${inParisDaysOf(d.downloadedAt, range)} GROUP BY 1, 2`,
  );
  return panelOf(rows.map((row) => ({ country: row.country, region: row.region, count: Number(row.count) })));
}

interface ProjectListRow {
  created_at: PgValue<typeof calculatorUsage.createdAt>;
  email_address: PgValue<typeof calculatorUsage.emailAddress>;
  product_name: PgValue<typeof calculatorUsage.productName>;
  comparison: PgValue<typeof calculatorUsage.comparativeProductName>;
  surface_m2: PgValue<typeof calculatorUsage.surfaceM2>;
  estimated_cost: PgValue<typeof calculatorUsage.estimatedCost>;
  location: string | null;
}

/** The latest e-mailed calculations (projects). */
async function latestProjects(pool: pg.Pool, range: DayRange): Promise<ProjectRow[]> {
  const c = calculatorUsage;
  const rows = await queryRows<ProjectListRow>(
    pool,
    sql`SELECT ${c.createdAt} AS created_at, ${c.emailAddress} AS email_address, ${c.productName} AS product_name,
              CASE WHEN ${c.isComparative} THEN ${c.comparativeProductName} END AS comparison,
              ${c.surfaceM2} AS surface_m2, ${c.estimatedCost} AS estimated_cost, ${locationOf(c)} AS location
         FROM ${c} WHERE ${c.emailSent} AND ${inParisDaysOf(c.createdAt, range)}
        ORDER BY ${c.createdAt} DESC, ${c.id} DESC LIMIT ${COMMERCIAL_LIMITS.projects}`,
  );
  return rows.map((row) => ({
    createdAt: row.created_at.toISOString(),
    // An e-mailed calculation carries its address.
    email: row.email_address as string,
    product: row.product_name,
    comparison: row.comparison,
    surfaceM2: Number(row.surface_m2),
    budget: Number(row.estimated_cost),
    location: row.location,
  }));
}

interface ContactTotalRow {
  total: string;
}

interface ContactListRow {
  created_at: PgValue<typeof contactRequests.createdAt>;
  first_name: PgValue<typeof contactRequests.firstName>;
  last_name: PgValue<typeof contactRequests.lastName>;
  email: PgValue<typeof contactRequests.email>;
  subject: PgValue<typeof contactRequests.subject>;
  company: PgValue<typeof contactRequests.company>;
  is_quote_request: boolean;
}

/** The contact requests of the range: how many, and the latest. */
async function contactsPanel(pool: pg.Pool, range: DayRange): Promise<CommercialDashboard["contacts"]> {
  const r = contactRequests;
  const [totals, rows] = await Promise.all([
    queryRows<ContactTotalRow>(pool, sql`SELECT count(*) AS total FROM ${r} WHERE ${inParisDaysOf(r.createdAt, range)}`),
    queryRows<ContactListRow>(
      pool,
      sql`SELECT ${r.createdAt} AS created_at, ${r.firstName} AS first_name, ${r.lastName} AS last_name, ${r.email} AS email,
                ${r.subject} AS subject, ${r.company} AS company, ${contactIsQuoteRequest} AS is_quote_request FROM ${r} WHERE ${inParisDaysOf(r.createdAt, range)}
          ORDER BY ${r.createdAt} DESC, ${r.id} DESC LIMIT ${COMMERCIAL_LIMITS.contacts}`,
    ),
  ]);
  return {
    total: Number(totals[0]!.total),
    latest: rows.map((row) => ({
      createdAt: row.created_at.toISOString(),
      name: `${row.first_name} ${row.last_name}`.trim(),
      email: row.email,
      subject: row.subject,
      company: row.company,
      isQuoteRequest: row.is_quote_request,
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
    downloadsGeography(pool, current),
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
