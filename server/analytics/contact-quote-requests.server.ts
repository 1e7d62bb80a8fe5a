import type pg from "pg";
import type { DayRange } from "@domain/traffic-period";
import { inParisDays } from "./paris-days-sql.server";

/** Contact requests that are quote requests (tools §2.5, §2.6): 'devis' in the subject or the message, in any case. */
export const IS_QUOTE_REQUEST_SQL = `(subject ILIKE '%devis%' OR message ILIKE '%devis%')`;

export interface QuoteRequestRow {
  createdAt: string;
  name: string;
  company: string | null;
  email: string;
  phone: string | null;
  location: string | null;
  subject: string;
  message: string;
}

/** The latest quote requests among the contact requests of the period's Paris days. */
export async function latestQuoteRequests(pool: pg.Pool, range: DayRange, limit: number): Promise<QuoteRequestRow[]> {
  const { rows } = await pool.query(
    `SELECT created_at, first_name, last_name, company, email, phone, subject, message,
            NULLIF(concat_ws(', ', city, region, country), '') AS location
       FROM contact_requests WHERE ${IS_QUOTE_REQUEST_SQL} AND ${inParisDays("created_at", 1)}
      ORDER BY created_at DESC, id DESC LIMIT ${Number(limit)}`,
    [range.from, range.to],
  );
  return rows.map((row) => ({
    createdAt: (row.created_at as Date).toISOString(),
    name: `${row.first_name} ${row.last_name}`.trim(),
    company: row.company,
    email: row.email,
    phone: row.phone,
    location: row.location,
    subject: row.subject,
    message: row.message,
  }));
}
