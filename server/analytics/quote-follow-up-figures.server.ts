import { sql } from "drizzle-orm";
import type pg from "pg";
import type { QuoteFollowUpFigures } from "@domain/analytics/quote-follow-up-figures";
import { OPEN_STATUSES } from "@domain/quotes/quote-status";
import type { DayRange } from "@domain/traffic-period";
import { quoteFollowUps } from "../db/schema.server";
import { inParisDaysOf } from "./paris-days-sql.server";
import { queryRows } from "./typed-sql.server";

interface FiguresRow {
  requests: string;
  answered: string;
  won: string;
  lost: string;
  no_follow_up: string;
  median_working_minutes: number | null;
  median_seconds: number | null;
  open_value: string | null;
  open_without_value: string;
  won_value: string | null;
  won_without_value: string;
}

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
  const [row] = await queryRows<FiguresRow>(
    pool,
    sql`SELECT count(*) AS requests, count(${f.firstAnsweredAt}) AS answered,
               count(*) FILTER (WHERE ${won}) AS won, count(*) FILTER (WHERE ${f.status} = 'lost') AS lost,
               count(*) FILTER (WHERE ${f.status} = 'no_follow_up') AS no_follow_up,
               percentile_cont(0.5) WITHIN GROUP (ORDER BY ${f.firstAnswerWorkingMinutes}) AS median_working_minutes,
               percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM ${f.firstAnsweredAt} - ${f.receivedAt})) AS median_seconds,
               sum(${f.valueHT}) FILTER (WHERE ${open}) AS open_value,
               count(*) FILTER (WHERE ${open} AND ${f.valueHT} IS NULL) AS open_without_value,
               sum(${f.valueHT}) FILTER (WHERE ${won}) AS won_value,
               count(*) FILTER (WHERE ${won} AND ${f.valueHT} IS NULL) AS won_without_value
          FROM ${f}
         WHERE ${inParisDaysOf(f.receivedAt, range)}`,
  );
  const r = row!;
  return {
    requests: Number(r.requests),
    answered: Number(r.answered),
    won: Number(r.won),
    lost: Number(r.lost),
    noFollowUp: Number(r.no_follow_up),
    medianFirstAnswerWorkingHours: r.median_working_minutes === null ? null : Number(r.median_working_minutes) / 60,
    medianFirstAnswerHours: r.median_seconds === null ? null : Number(r.median_seconds) / 3600,
    openValueHT: Number(r.open_value ?? 0),
    openWithoutValue: Number(r.open_without_value),
    wonValueHT: Number(r.won_value ?? 0),
    wonWithoutValue: Number(r.won_without_value),
  };
}
