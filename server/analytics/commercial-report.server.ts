import type pg from "pg";
import type { CommercialFigures } from "@domain/analytics/commercial-funnel";
import { parisDay } from "@domain/calendar";
import { type DashboardPeriodId, dashboardPeriodDays, type DayRange } from "@domain/traffic-period";
import { countQuoteRequests, latestQuoteRequests, MENTIONS_QUOTE_SQL, type QuoteRequestRow } from "./contact-quote-requests.server";
import type { TrafficExclusions } from "@domain/analytics/definitions";
import { inParisDays, LOCATION_SQL } from "./paris-days-sql.server";
import { trafficAggregateSinceFirstView } from "./traffic-report.server";

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
  /** The subject or the message mentions "devis" (tools §2.5's rule): a contact message, never a quote request. */
  mentionsQuote: boolean;
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
}

async function figuresOf(pool: pg.Pool, range: DayRange, exclusions: TrafficExclusions, now: Date) {
  const [traffic, counts, quoteRequests] = await Promise.all([
    trafficAggregateSinceFirstView(pool, range, exclusions, { now, dimensions: ["page", "region"] }),
    pool.query<Record<string, string | null>>(
      `SELECT
         (SELECT count(DISTINCT lower(email_address)) FROM calculator_usage WHERE email_sent AND ${inParisDays("created_at", 1)}) AS prospects,
         (SELECT count(*) FROM calculator_usage WHERE email_sent AND ${inParisDays("created_at", 1)}) AS leads,
         (SELECT round(avg(estimated_cost)) FROM calculator_usage WHERE ${inParisDays("created_at", 1)}) AS average_budget,
         (SELECT count(DISTINCT lower(email_sent_to)) FROM bordereau_usage
           WHERE event_type = 'email_sent' AND NOT is_admin AND ${inParisDays("created_at", 1)}) AS validations`,
      [range.from, range.to],
    ),
    countQuoteRequests(pool, range),
  ]);
  const row = counts.rows[0]!;
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

/**
 * The Commercial dashboard (tools §2.6) over the Paris days of the period: the funnel's counts in SQL (visitors
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
  const days = [current.from, current.to];
  const [currentFigures, previousFigures, downloads, projects, quotes, contactTotal, contacts] = await Promise.all([
    figuresOf(pool, current, exclusions, now),
    previous ? figuresOf(pool, previous, exclusions, now) : null,
    pool.query<{ country: string; region: string; count: string }>(
      `SELECT coalesce(country, '') AS country, coalesce(region, '') AS region, count(*) AS count
         FROM document_downloads WHERE NOT is_admin AND ${inParisDays("downloaded_at", 1)} GROUP BY 1, 2`,
      days,
    ),
    pool.query(
      `SELECT created_at, email_address, product_name, CASE WHEN is_comparative THEN comparative_product_name END AS comparison,
              surface_m2, estimated_cost, ${LOCATION_SQL} AS location
         FROM calculator_usage WHERE email_sent AND ${inParisDays("created_at", 1)}
        ORDER BY created_at DESC, id DESC LIMIT ${COMMERCIAL_LIMITS.projects}`,
      days,
    ),
    latestQuoteRequests(pool, current, COMMERCIAL_LIMITS.quoteRequests),
    pool.query<{ total: string }>(`SELECT count(*) AS total FROM contact_requests WHERE ${inParisDays("created_at", 1)}`, days),
    pool.query(
      `SELECT created_at, first_name, last_name, email, subject, company, ${MENTIONS_QUOTE_SQL} AS mentions_quote FROM contact_requests WHERE ${inParisDays("created_at", 1)}
        ORDER BY created_at DESC, id DESC LIMIT ${COMMERCIAL_LIMITS.contacts}`,
      days,
    ),
  ]);
  return {
    periodId,
    current,
    previous,
    figures: currentFigures.figures,
    previousFigures: previousFigures?.figures ?? null,
    downloadsGeography: panelOf(downloads.rows.map((row) => ({ country: row.country, region: row.region, count: Number(row.count) }))),
    visitorsGeography: panelOf(
      currentFigures.visitorRegions.map((line) => ({ country: line.country, region: line.name, count: line.visitors })),
    ),
    projects: projects.rows.map((row) => ({
      createdAt: (row.created_at as Date).toISOString(),
      email: row.email_address,
      product: row.product_name,
      comparison: row.comparison,
      surfaceM2: Number(row.surface_m2),
      budget: Number(row.estimated_cost),
      location: row.location,
    })),
    quoteRequests: quotes,
    contacts: {
      total: Number(contactTotal.rows[0]!.total),
      latest: contacts.rows.map((row) => ({
        createdAt: (row.created_at as Date).toISOString(),
        name: `${row.first_name} ${row.last_name}`.trim(),
        email: row.email,
        subject: row.subject,
        company: row.company,
        mentionsQuote: row.mentions_quote,
      })),
    },
  };
}
