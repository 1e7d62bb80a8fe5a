import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { DayRange } from "@domain/traffic-period";

/**
 * SQL condition: `column` (a timestamptz) falls within the Paris calendar days of `range` (inclusive), as a half-open
 * instant range, so that an index on the column serves it.
 */
export function inParisDaysOf(column: AnyPgColumn, range: DayRange): SQL {
  return sql`${column} >= (${range.from}::date::timestamp AT TIME ZONE 'Europe/Paris') AND ${column} < ((${range.to}::date + 1)::timestamp AT TIME ZONE 'Europe/Paris')`;
}

/** "Cholet, France" from a table's location columns, null when neither is known. */
export function locationOf(table: { city: AnyPgColumn; country: AnyPgColumn }): SQL<string | null> {
  return sql<string | null>`NULLIF(concat_ws(', ', ${table.city}, ${table.country}), '')`;
}
