/**
 * SQL condition: `column` (a timestamptz) falls within the Paris calendar days bound to parameters $from and
 * $from+1 (YYYY-MM-DD, inclusive), as a half-open instant range, so that an index on the column serves it.
 */
export function inParisDays(column: string, from: number): string {
  return `${column} >= ($${from}::date::timestamp AT TIME ZONE 'Europe/Paris') AND ${column} < (($${from + 1}::date + 1)::timestamp AT TIME ZONE 'Europe/Paris')`;
}

/** "Cholet, France" from the location columns, null when neither is known. */
export const LOCATION_SQL = `NULLIF(concat_ws(', ', city, country), '')`;
