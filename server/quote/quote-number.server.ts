import { sql } from "drizzle-orm";
import type { Transaction } from "../db/client.server";
import { quoteNumberCounters } from "../db/schema.server";

/** DEV-2026-0042: the year, then the number within it on at least four digits. */
export function formatQuoteNumber(year: number, last: number): string {
  return `DEV-${year}-${String(last).padStart(4, "0")}`;
}

/**
 * The next quote number of the year, DEV-2026-0001, inside the caller's transaction: the counter row stays locked
 * until it commits, so two instances never give the same number. The caller commits it at once (before the PDF is
 * rendered, server/quote/quote-requests.server.tsx): a quote that fails afterwards leaves a gap, never a repeat.
 * A restore into an empty database moves the series on past anything issued before it (server/db/backup/).
 */
export async function nextQuoteNumber(tx: Transaction, year: number): Promise<string> {
  const [counter] = await tx
    .insert(quoteNumberCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: quoteNumberCounters.year, set: { last: sql`${quoteNumberCounters.last} + 1` } })
    .returning({ last: quoteNumberCounters.last });
  return formatQuoteNumber(year, counter!.last);
}
