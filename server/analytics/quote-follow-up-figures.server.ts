import { and, between, isNotNull, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type pg from "pg";
import type { QuoteFollowUpFigures } from "@domain/analytics/quote-follow-up-figures";
import { OPEN_STATUSES } from "@domain/quotes/quote-status";
import type { DayRange } from "@domain/traffic-period";
import { quoteFollowUpDaily, quoteFollowUps } from "../db/schema.server";
import { inParisDaysOf } from "./paris-days-sql.server";
import { reader } from "./typed-sql.server";

/**
 * The period's follow-up figures (docs/product.md §3.5), for the requests received in the period's Paris days as they
 * stand now (docs/analytics.md, "Suivi des devis"):
 *
 * 1. counts and sums from quote_follow_up_daily, which a trigger keeps equal to a recount (migration 0017);
 * 2. each median as PostgreSQL's `percentile_cont(0.5)` gives it, without sorting the period: the middle one or two
 *    values read in order from an index on (value, received_at), skipping the others (100 000 requests: two sorts of
 *    the period's rows took most of the Business Plan's and Commercial's time at 10 M page views).
 *
 * Both read one snapshot (a read-only repeatable-read transaction): the medians' positions come from the counts.
 */
export function quoteFollowUpFigures(pool: pg.Pool, range: DayRange): Promise<QuoteFollowUpFigures> {
  return reader(pool).transaction((tx) => figuresInSnapshot(tx, range), { isolationLevel: "repeatable read", accessMode: "read only" });
}

async function figuresInSnapshot(db: NodePgDatabase, range: DayRange): Promise<QuoteFollowUpFigures> {
  const d = quoteFollowUpDaily;
  const byStatus = (statuses: readonly string[], value: AnyPgColumn) =>
    sql`coalesce(sum(${value}) FILTER (WHERE ${d.status} IN (${sql.join(
      statuses.map((status) => sql`${status}`),
      sql`, `,
    )})), 0)`.mapWith(Number);
  const [totals] = await db
    .select({
      requests: sql`coalesce(sum(${d.requests}), 0)`.mapWith(Number),
      answered: sql`coalesce(sum(${d.answered}), 0)`.mapWith(Number),
      timed: sql`coalesce(sum(${d.timed}), 0)`.mapWith(Number),
      won: byStatus(["won"], d.requests),
      lost: byStatus(["lost"], d.requests),
      noFollowUp: byStatus(["no_follow_up"], d.requests),
      openValueHT: byStatus(OPEN_STATUSES, d.valueHT),
      openWithoutValue: byStatus(OPEN_STATUSES, d.withoutValue),
      wonValueHT: byStatus(["won"], d.valueHT),
      wonWithoutValue: byStatus(["won"], d.withoutValue),
    })
    .from(d)
    .where(between(d.day, range.from, range.to));
  const { timed, ...figures } = totals!;
  const medianWorkingMinutes = await median(db, quoteFollowUps.firstAnswerWorkingMinutes, range, timed);
  const medianSeconds = await median(db, quoteFollowUps.firstAnswerSeconds, range, figures.answered);
  return {
    ...figures,
    medianFirstAnswerWorkingHours: medianWorkingMinutes === null ? null : medianWorkingMinutes / 60,
    medianFirstAnswerHours: medianSeconds === null ? null : medianSeconds / 3600,
  };
}

/**
 * The median of `column` over the `count` requests of the range where it is set, as `percentile_cont(0.5)` computes
 * it: the middle value, or for an even count `lower + (upper - lower) * 0.5` (the same float arithmetic, so the same
 * figure to the last bit). Null over no value.
 */
async function median(db: NodePgDatabase, column: AnyPgColumn, range: DayRange, count: number): Promise<number | null> {
  if (count === 0) return null;
  const rows = await db
    .select({ value: sql`${column}`.mapWith(Number) })
    .from(quoteFollowUps)
    .where(and(isNotNull(column), inParisDaysOf(quoteFollowUps.receivedAt, range)))
    .orderBy(column)
    .offset(Math.floor((count - 1) / 2))
    .limit(count % 2 === 1 ? 1 : 2);
  const [lower, upper = lower] = rows.map((row) => row.value);
  if (lower === undefined || upper === undefined) throw new Error(`quote_follow_up_daily counts ${count} values the rows do not hold`);
  return lower + (upper - lower) * 0.5;
}
