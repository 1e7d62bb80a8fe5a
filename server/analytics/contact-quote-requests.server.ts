import { and, count, countDistinct, desc, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import type { DayRange } from "@domain/traffic-period";
import { contactRequests, quoteRequests } from "../db/schema.server";
import { inParisDaysOf } from "./paris-days-sql.server";

/**
 * The dashboards' quote requests (docs/product.md §3.5, §3.6; docs/decisions/0011): the rows of quote_requests, one per request
 * sent from /devis, priced or not. A contact message whose subject or message mentions "devis" is no quote request:
 * it stays a contact message, marked as mentioning a quote, and is counted apart.
 */

/** Condition on contact_requests: the subject or the message contains "devis", in any case. */
export const mentionsQuote = sql<boolean>`(${contactRequests.subject} ILIKE '%devis%' OR ${contactRequests.message} ILIKE '%devis%')`;

export interface QuoteRequestRow {
  createdAt: string;
  /** DEV-<year>-<n>; null for a request the site could not price (a bale without surface). */
  number: string | null;
  name: string;
  company: string | null;
  email: string;
  phone: string;
  location: string | null;
  projectTitle: string;
  /** What the customer wrote about the project ('Détails du projet'). */
  details: string;
  /** € HT and TTC of the personalised quote; null when not priced. */
  subtotalHT: number | null;
  totalTTC: number | null;
}

export interface QuoteRequestTotals {
  total: number;
  /** Distinct company names (trimmed, any case). */
  companies: number;
  /** Contact messages of the period mentioning "devis": listed as contact messages, never in `total`. */
  contactsMentioningQuote: number;
}

/** The period's quote requests and companies, and apart the contact messages that mention "devis". */
export async function quoteRequestTotals(pool: pg.Pool, range: DayRange): Promise<QuoteRequestTotals> {
  const db = drizzle(pool);
  const company = sql`lower(btrim(${quoteRequests.company}))`;
  const [[quotes], [contacts]] = await Promise.all([
    db
      .select({
        total: count(),
        companies: countDistinct(sql`CASE WHEN btrim(${quoteRequests.company}) <> '' THEN ${company} END`),
      })
      .from(quoteRequests)
      .where(inParisDaysOf(quoteRequests.createdAt, range)),
    db
      .select({ total: count() })
      .from(contactRequests)
      .where(and(mentionsQuote, inParisDaysOf(contactRequests.createdAt, range))),
  ]);
  return { total: quotes!.total, companies: quotes!.companies, contactsMentioningQuote: contacts!.total };
}

/** How many quote requests the period's Paris days received (the funnel's 'Demandes de Devis'). */
export async function countQuoteRequests(pool: pg.Pool, range: DayRange): Promise<number> {
  const [row] = await drizzle(pool).select({ total: count() }).from(quoteRequests).where(inParisDaysOf(quoteRequests.createdAt, range));
  return row!.total;
}

/** The latest quote requests of the period's Paris days, latest first. */
export async function latestQuoteRequests(pool: pg.Pool, range: DayRange, limit: number): Promise<QuoteRequestRow[]> {
  const rows = await drizzle(pool)
    .select({
      createdAt: quoteRequests.createdAt,
      number: quoteRequests.number,
      name: quoteRequests.customerName,
      company: quoteRequests.company,
      email: quoteRequests.email,
      phone: quoteRequests.phone,
      location: sql<string | null>`NULLIF(concat_ws(', ', ${quoteRequests.city}, ${quoteRequests.region}, ${quoteRequests.country}), '')`,
      projectTitle: quoteRequests.projectTitle,
      details: sql<string>`coalesce(${quoteRequests.form} ->> 'detailsProjet', '')`,
      subtotalHT: quoteRequests.subtotalHT,
      totalTTC: quoteRequests.totalTTC,
    })
    .from(quoteRequests)
    .where(inParisDaysOf(quoteRequests.createdAt, range))
    .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
