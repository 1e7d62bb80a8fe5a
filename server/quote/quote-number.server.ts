import { sql } from "drizzle-orm";
import type { Transaction } from "../db/client.server";
import { quoteNumberCounters } from "../db/schema.server";

/**
 * The next quote number of the year, DEV-2026-0001, inside the caller's transaction: the counter row stays locked
 * until it commits, so two instances never give the same number, and a rolled-back quote gives its number back.
 */
export async function nextQuoteNumber(tx: Transaction, year: number): Promise<string> {
  const [counter] = await tx
    .insert(quoteNumberCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: quoteNumberCounters.year, set: { last: sql`${quoteNumberCounters.last} + 1` } })
    .returning({ last: quoteNumberCounters.last });
  return `DEV-${year}-${String(counter!.last).padStart(4, "0")}`;
}
