import { sql } from "drizzle-orm";
import type { Transaction } from "../db/client.server";

/**
 * The next quote number of the year, DEV-2026-0001, inside the caller's transaction: the counter row stays locked
 * until it commits, so two instances never give the same number, and a rolled-back quote gives its number back.
 */
export async function nextQuoteNumber(tx: Transaction, year: number): Promise<string> {
  const { rows } = await tx.execute<{ last: number }>(sql`
    INSERT INTO quote_number_counters (year, last) VALUES (${year}, 1)
    ON CONFLICT (year) DO UPDATE SET last = quote_number_counters.last + 1
    RETURNING last`);
  return `DEV-${year}-${String(rows[0]!.last).padStart(4, "0")}`;
}
