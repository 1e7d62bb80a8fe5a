import { between, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type pg from "pg";
import type { DayRange } from "@domain/traffic-period";
import type { QuoteSource } from "@domain/quotes/quote-source";
import type { QuoteStatus } from "@domain/quotes/quote-status";
import { contactRequests, quoteFollowUpDaily, quoteFollowUps, quoteRequests } from "../db/schema.server";
import { inParisDaysOf } from "./paris-days-sql.server";
import { reader } from "./typed-sql.server";

/**
 * The quote requests of the dashboards and the admin pages (docs/product.md §3.5, §3.6, §6.10): one row of
 * quote_follow_ups per request, from /devis (quote_requests) or a contact message mentioning "devis"
 * (contact_requests), each listed and counted once with where it came from.
 */

export interface QuoteRequestRow {
  /** The follow-up's id: the request's address on the admin pages (/commercial/devis/{id}). */
  id: number;
  source: QuoteSource;
  status: QuoteStatus;
  createdAt: string;
  firstAnsweredAt: string | null;
  /** DEV-<year>-<n>; null for a request the site could not price (a bale without surface) and for a contact message. */
  number: string | null;
  name: string;
  company: string | null;
  email: string;
  phone: string | null;
  location: string | null;
  /** The project's title, or the contact message's subject. */
  projectTitle: string;
  /** What the customer wrote: the project's details, or the contact message. */
  details: string;
  /** € HT and TTC of the personalised quote; null when not priced. */
  subtotalHT: number | null;
  totalTTC: number | null;
}

export interface QuoteRequestTotals {
  total: number;
  /** Distinct company names (trimmed, any case), over both sources. */
  companies: number;
}

const f = quoteFollowUps;
const q = quoteRequests;
const c = contactRequests;

/** What restricts a list or a count: the Paris days of a period, a status, received at or before an instant. */
export interface QuoteRequestFilter {
  range?: DayRange;
  status?: QuoteStatus | null;
  receivedBefore?: Date;
}

function whereOf(filter: QuoteRequestFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filter.range) conditions.push(inParisDaysOf(f.receivedAt, filter.range));
  if (filter.status) conditions.push(sql`${f.status} = ${filter.status}`);
  if (filter.receivedBefore) conditions.push(sql`${f.receivedAt} <= ${filter.receivedBefore.toISOString()}`);
  return sql.join(conditions, sql` AND `);
}

/**
 * How many quote requests match, and their distinct companies (the follow-up's trimmed, lowercased copy): the requests
 * grouped by company, walking the index on (company, received_at) in its order. PostgreSQL 15's `count(DISTINCT …)`
 * sorts every request of the period instead, and its planner prefers hashing a sequential scan: at 100,000 requests
 * both took 30–50 ms for "Tout", the walk 5–15 ms (migration 0018). So hashing and sequential scans are off for this
 * one statement (set for its own transaction only).
 */
export function quoteRequestTotals(pool: pg.Pool, filter: QuoteRequestFilter): Promise<QuoteRequestTotals> {
  return reader(pool).transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('enable_hashagg', 'off', true), set_config('enable_seqscan', 'off', true)`);
    const byCompany = tx
      .select({ companyKey: f.companyKey, requests: count().as("requests") })
      .from(f)
      .where(whereOf(filter))
      .groupBy(f.companyKey)
      .as("by_company");
    const [row] = await tx
      .select({ total: sql`coalesce(sum(${byCompany.requests}), 0)`.mapWith(Number), companies: count(byCompany.companyKey) })
      .from(byCompany);
    return row!;
  });
}

/** How many quote requests the period's Paris days received (the funnel's 'Demandes de Devis'), from the daily roll-up. */
export async function countQuoteRequests(pool: pg.Pool, range: DayRange): Promise<number> {
  const d = quoteFollowUpDaily;
  const [row] = await reader(pool)
    .select({ total: sql`coalesce(sum(${d.requests}), 0)`.mapWith(Number) })
    .from(d)
    .where(between(d.day, range.from, range.to));
  return row!.total;
}

/** The select list of one quote request, either source. */
const QUOTE_REQUEST_FIELDS = {
  id: f.id,
  source: sql<QuoteSource>`CASE WHEN ${f.quoteRequestId} IS NOT NULL THEN 'devis' ELSE 'contact' END`,
  status: f.status,
  receivedAt: f.receivedAt,
  firstAnsweredAt: f.firstAnsweredAt,
  number: q.number,
  name: sql<string>`coalesce(${q.customerName}, btrim(${c.firstName} || ' ' || ${c.lastName}))`,
  company: sql<string | null>`coalesce(${q.company}, ${c.company})`,
  email: sql<string>`coalesce(${q.email}, ${c.email})`,
  phone: sql<string | null>`coalesce(${q.phone}, ${c.phone})`,
  location: sql<
    string | null
  >`NULLIF(concat_ws(', ', coalesce(${q.city}, ${c.city}), coalesce(${q.region}, ${c.region}), coalesce(${q.country}, ${c.country})), '')`,
  projectTitle: sql<string>`coalesce(${q.projectTitle}, ${c.subject})`,
  details: sql<string>`coalesce(${q.form} ->> 'detailsProjet', ${c.message}, '')`,
  subtotalHT: q.subtotalHT,
  totalTTC: q.totalTTC,
};

/** The quote requests matching `where`, latest first, with both sources joined. */
async function quoteRequestsWhere(pool: pg.Pool, where: SQL, limit: number, offset = 0): Promise<QuoteRequestRow[]> {
  const rows = await reader(pool)
    .select(QUOTE_REQUEST_FIELDS)
    .from(f)
    .leftJoin(q, eq(q.id, f.quoteRequestId))
    .leftJoin(c, eq(c.id, f.contactRequestId))
    .where(where)
    .orderBy(desc(f.receivedAt), desc(f.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ receivedAt, firstAnsweredAt, ...row }) => ({
    ...row,
    createdAt: receivedAt.toISOString(),
    firstAnsweredAt: firstAnsweredAt?.toISOString() ?? null,
  }));
}

/** The latest quote requests matching the filter, latest first. */
export function latestQuoteRequests(pool: pg.Pool, filter: QuoteRequestFilter, limit: number, offset = 0): Promise<QuoteRequestRow[]> {
  return quoteRequestsWhere(pool, whereOf(filter), limit, offset);
}

/** One quote request by its follow-up id, or null. */
export async function quoteRequestById(pool: pg.Pool, id: number): Promise<QuoteRequestRow | null> {
  const [row] = await quoteRequestsWhere(pool, eq(f.id, id), 1);
  return row ?? null;
}

/** SQL: the contact message is a quote request (it has a follow-up). */
export const contactIsQuoteRequest = sql<boolean>`EXISTS (SELECT 1 FROM ${f} WHERE ${f.contactRequestId} = ${c.id})`;
