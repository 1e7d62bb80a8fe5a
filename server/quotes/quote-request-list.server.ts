import type pg from "pg";
import type { QuoteStatus } from "@domain/quotes/quote-status";
import { ANSWER_DUE_WORKING_HOURS, workingHoursBefore, workingMinutesBetween } from "@domain/quotes/working-hours";
import { latestQuoteRequests, quoteRequestTotals, type QuoteRequestRow } from "../analytics/contact-quote-requests.server";

/** Requests per page of the admin list and of `GET /api/admin/quote-requests`. */
export const QUOTE_LIST_PAGE_SIZE = 50;

export interface ListedQuoteRequest extends QuoteRequestRow {
  /** Working hours since receipt while the request is new (unanswered); null once answered or closed. */
  waitingWorkingHours: number | null;
  /** New and past 48 working hours. */
  overdue: boolean;
}

export interface QuoteRequestList {
  status: QuoteStatus | null;
  overdueOnly: boolean;
  page: number;
  pageSize: number;
  total: number;
  /** Unanswered requests past 48 working hours, whatever the filter. */
  overdueTotal: number;
  requests: ListedQuoteRequest[];
}

/**
 * The admin list of quote requests (docs/product.md §6.10), latest first, optionally of one status or only the
 * overdue ones (new and received before the instant 48 working hours back). Each new one carries its wait in working
 * hours, computed here from its instant.
 */
export async function listQuoteRequests(
  pool: pg.Pool,
  options: { status: QuoteStatus | null; overdueOnly?: boolean; page: number; now?: Date },
): Promise<QuoteRequestList> {
  const now = options.now ?? new Date();
  const overdueSince = workingHoursBefore(now, ANSWER_DUE_WORKING_HOURS);
  const overdueOnly = options.overdueOnly ?? false;
  const filter = overdueOnly ? { status: "new" as const, receivedBefore: overdueSince } : { status: options.status };
  const page = Math.max(1, Math.floor(options.page));
  const [totals, overdue, rows] = await Promise.all([
    quoteRequestTotals(pool, filter),
    quoteRequestTotals(pool, { status: "new", receivedBefore: overdueSince }),
    latestQuoteRequests(pool, filter, QUOTE_LIST_PAGE_SIZE, (page - 1) * QUOTE_LIST_PAGE_SIZE),
  ]);
  return {
    status: overdueOnly ? "new" : options.status,
    overdueOnly,
    page,
    pageSize: QUOTE_LIST_PAGE_SIZE,
    total: totals.total,
    overdueTotal: overdue.total,
    requests: rows.map((row) => {
      const waiting = row.status === "new" ? workingMinutesBetween(new Date(row.createdAt), now) / 60 : null;
      return { ...row, waitingWorkingHours: waiting, overdue: row.status === "new" && new Date(row.createdAt) <= overdueSince };
    }),
  };
}
