import { count, sql } from "drizzle-orm";
import type pg from "pg";
import type { QuoteFollowUpFigures } from "@domain/analytics/quote-follow-up-figures";
import { OPEN_STATUSES } from "@domain/quotes/quote-status";
import type { DayRange } from "@domain/traffic-period";
import { quoteFollowUps } from "../db/schema.server";
import { inParisDaysOf } from "./paris-days-sql.server";
import { countWhere, reader } from "./typed-sql.server";

/**
 * The period's follow-up figures (docs/product.md §3.5), one aggregate over quote_follow_ups alone (the quotes' amounts
 * are copied there when stored): the requests received in the period's Paris days, as they stand now. The medians are PostgreSQL's
 * `percentile_cont(0.5)` (the mean of the two middle values for an even count).
 */
export async function quoteFollowUpFigures(pool: pg.Pool, range: DayRange): Promise<QuoteFollowUpFigures> {
  const f = quoteFollowUps;
  const open = sql`${f.status} IN (${sql.join(
    OPEN_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  )})`;
  const won = sql`${f.status} = 'won'`;
  const [row] = await reader(pool)
    .select({
      requests: count(),
      answered: count(f.firstAnsweredAt),
      won: countWhere(won),
      lost: countWhere(sql`${f.status} = 'lost'`),
      noFollowUp: countWhere(sql`${f.status} = 'no_follow_up'`),
      medianWorkingMinutes: sql<number | null>`percentile_cont(0.5) WITHIN GROUP (ORDER BY ${f.firstAnswerWorkingMinutes})`,
      // date_part gives a float8 where extract gives a numeric, which sorts several times slower (100 000 requests).
      medianSeconds: sql<
        number | null
      >`percentile_cont(0.5) WITHIN GROUP (ORDER BY date_part('epoch', ${f.firstAnsweredAt} - ${f.receivedAt}))`,
      openValueHT: sql`coalesce(sum(${f.valueHT}) FILTER (WHERE ${open}), 0)`.mapWith(Number),
      openWithoutValue: countWhere(sql`${open} AND ${f.valueHT} IS NULL`),
      wonValueHT: sql`coalesce(sum(${f.valueHT}) FILTER (WHERE ${won}), 0)`.mapWith(Number),
      wonWithoutValue: countWhere(sql`${won} AND ${f.valueHT} IS NULL`),
    })
    .from(f)
    .where(inParisDaysOf(f.receivedAt, range));
  const { medianWorkingMinutes, medianSeconds, ...figures } = row!;
  return {
    ...figures,
    medianFirstAnswerWorkingHours: medianWorkingMinutes === null ? null : medianWorkingMinutes / 60,
    medianFirstAnswerHours: medianSeconds === null ? null : medianSeconds / 3600,
  };
}
