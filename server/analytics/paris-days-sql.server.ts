import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { DayRange } from "@domain/traffic-period";

/**
 * SQL condition: `column` (a timestamptz) falls within the Paris calendar days bound to parameters $from and
 * $from+1 (YYYY-MM-DD, inclusive), as a half-open instant range, so that an index on the column serves it.
 * The string form, for the SQL still written as text (contact-quote-requests.server.ts); `inParisDaysOf` otherwise.
 */
export function inParisDays(column: string, from: number): string {
  return `${column} >= ($${from}::date::timestamp AT TIME ZONE 'Europe/Paris') AND ${column} < (($${from + 1}::date + 1)::timestamp AT TIME ZONE 'Europe/Paris')`;
}

/** The same condition on a schema column, the range's days as parameters. */
export function inParisDaysOf(column: AnyPgColumn, range: DayRange): SQL {
  return sql`${column} >= (${range.from}::date::timestamp AT TIME ZONE 'Europe/Paris') AND ${column} < ((${range.to}::date + 1)::timestamp AT TIME ZONE 'Europe/Paris')`;
}

/** "Cholet, France" from a table's location columns, null when neither is known. */
export function locationOf(table: { city: AnyPgColumn; country: AnyPgColumn }): SQL<string | null> {
  return sql<string | null>`NULLIF(concat_ws(', ', ${table.city}, ${table.country}), '')`;
}
