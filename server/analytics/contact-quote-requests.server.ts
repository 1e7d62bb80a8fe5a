import { type SQL, sql } from "drizzle-orm";
import type pg from "pg";
import type { DayRange } from "@domain/traffic-period";
import type { QuoteSource } from "@domain/quotes/quote-source";
import type { QuoteStatus } from "@domain/quotes/quote-status";
import { contactRequests, quoteFollowUps, quoteRequests } from "../db/schema.server";
import { inParisDaysOf } from "./paris-days-sql.server";
import { type PgValue, queryRows } from "./typed-sql.server";

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

/** The two sources joined to their follow-up: `FROM` … with aliases-free column references. */
const JOINED = sql`${f} LEFT JOIN ${q} ON ${q.id} = ${f.quoteRequestId} LEFT JOIN ${c} ON ${c.id} = ${f.contactRequestId}`;

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

interface TotalsRow {
  total: string;
  companies: string;
}

/** How many quote requests match, and their distinct companies (the follow-up's trimmed, lowercased copy). */
export async function quoteRequestTotals(pool: pg.Pool, filter: QuoteRequestFilter): Promise<QuoteRequestTotals> {
  const [row] = await queryRows<TotalsRow>(
    pool,
    sql`SELECT count(*) AS total, count(DISTINCT ${f.companyKey}) AS companies FROM ${f} WHERE ${whereOf(filter)}`,
  );
  return { total: Number(row!.total), companies: Number(row!.companies) };
}

/** How many quote requests the period's Paris days received (the funnel's 'Demandes de Devis'). */
export async function countQuoteRequests(pool: pg.Pool, range: DayRange): Promise<number> {
  const [row] = await queryRows<{ total: string }>(
    pool,
    sql`SELECT count(*) AS total FROM ${f} WHERE ${inParisDaysOf(f.receivedAt, range)}`,
  );
  return Number(row!.total);
}

interface ListRow {
  id: PgValue<typeof f.id>;
  source: QuoteSource;
  status: QuoteStatus;
  received_at: PgValue<typeof f.receivedAt>;
  first_answered_at: PgValue<typeof f.firstAnsweredAt>;
  number: PgValue<typeof q.number>;
  name: string;
  company: string | null;
  email: string;
  phone: string | null;
  location: string | null;
  title: string;
  details: string;
  subtotal_ht: PgValue<typeof q.subtotalHT>;
  total_ttc: PgValue<typeof q.totalTTC>;
}

/** The SELECT list of one quote request, either source. */
export const QUOTE_REQUEST_COLUMNS = sql`${f.id} AS id, CASE WHEN ${f.quoteRequestId} IS NOT NULL THEN 'devis' ELSE 'contact' END AS source,
  ${f.status} AS status, ${f.receivedAt} AS received_at, ${f.firstAnsweredAt} AS first_answered_at, ${q.number} AS number,
  coalesce(${q.customerName}, btrim(${c.firstName} || ' ' || ${c.lastName})) AS name, coalesce(${q.company}, ${c.company}) AS company,
  coalesce(${q.email}, ${c.email}) AS email, coalesce(${q.phone}, ${c.phone}) AS phone,
  NULLIF(concat_ws(', ', coalesce(${q.city}, ${c.city}), coalesce(${q.region}, ${c.region}), coalesce(${q.country}, ${c.country})), '') AS location,
  coalesce(${q.projectTitle}, ${c.subject}) AS title, coalesce(${q.form} ->> 'detailsProjet', ${c.message}, '') AS details,
  ${q.subtotalHT} AS subtotal_ht, ${q.totalTTC} AS total_ttc`;

export function quoteRequestOf(row: ListRow): QuoteRequestRow {
  return {
    id: Number(row.id),
    source: row.source,
    status: row.status,
    createdAt: row.received_at.toISOString(),
    firstAnsweredAt: row.first_answered_at?.toISOString() ?? null,
    number: row.number,
    name: row.name,
    company: row.company,
    email: row.email,
    phone: row.phone,
    location: row.location,
    projectTitle: row.title,
    details: row.details,
    subtotalHT: row.subtotal_ht,
    totalTTC: row.total_ttc,
  };
}

/** The latest quote requests matching the filter, latest first. */
export async function latestQuoteRequests(
  pool: pg.Pool,
  filter: QuoteRequestFilter,
  limit: number,
  offset = 0,
): Promise<QuoteRequestRow[]> {
  const rows = await queryRows<ListRow>(
    pool,
    sql`SELECT ${QUOTE_REQUEST_COLUMNS} FROM ${JOINED} WHERE ${whereOf(filter)}
        ORDER BY ${f.receivedAt} DESC, ${f.id} DESC LIMIT ${limit} OFFSET ${offset}`,
  );
  return rows.map(quoteRequestOf);
}

/** One quote request by its follow-up id, or null. */
export async function quoteRequestById(pool: pg.Pool, id: number): Promise<QuoteRequestRow | null> {
  const rows = await queryRows<ListRow>(pool, sql`SELECT ${QUOTE_REQUEST_COLUMNS} FROM ${JOINED} WHERE ${f.id} = ${id}`);
  return rows[0] ? quoteRequestOf(rows[0]) : null;
}

/** SQL: the contact message is a quote request (it has a follow-up). */
export const contactIsQuoteRequest = sql<boolean>`EXISTS (SELECT 1 FROM ${f} WHERE ${f.contactRequestId} = ${c.id})`;
