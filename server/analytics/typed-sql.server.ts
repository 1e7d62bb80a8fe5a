import { type Column, type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type pg from "pg";

/**
 * The dashboards' SQL, written with Drizzle's `sql` template: tables and columns are the schema's objects
 * (`${calculatorUsage.createdAt}` renders `"calculator_usage"."created_at"`), values become parameters, so renaming a
 * column in server/db/schema.server.ts fails `npm run typecheck` instead of a dashboard at run time.
 *
 * The statement runs on node-postgres as `pool.query` did, not through `db.execute`: Drizzle's session replaces pg's
 * parsers of timestamptz, timestamp, date and interval with strings, and every figure and date must stay as before.
 * So a row holds what pg gives: a timestamptz is a Date, count(*) and other int8 or numeric values are strings.
 */

const dialect = new PgDialect();

/** The rows of one statement, typed once by the caller's row type. */
export async function queryRows<Row extends object>(client: pg.Pool | pg.PoolClient, statement: SQL): Promise<Row[]> {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  const result = await client.query<Row>(text, params);
  return result.rows;
}

/** Runs a statement that returns nothing the caller reads (DDL, INSERT … SELECT, DELETE). */
export async function runStatement(client: pg.Pool | pg.PoolClient, statement: SQL): Promise<void> {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  await client.query(text, params);
}

/** The SQL text and parameters of a statement (tests and benchmarks compare them). */
export function toQuery(statement: SQL): { sql: string; params: unknown[] } {
  return dialect.sqlToQuery(statement);
}

/**
 * The value node-postgres gives for a selected column of the schema: Drizzle's type for text, boolean, integer,
 * double precision, timestamptz (a Date) and jsonb; a string for int8 and numeric columns, which pg does not parse.
 */
export type PgValue<C extends Column> =
  | (C["_"]["dataType"] extends "bigint" | "number"
      ? C["_"]["columnType"] extends "PgBigInt53" | "PgBigInt64" | "PgBigSerial53" | "PgBigSerial64" | "PgNumeric"
        ? string
        : C["_"]["data"]
      : C["_"]["data"])
  | (C["_"]["notNull"] extends true ? never : null);

/** A column list without table names, as INSERT wants it: `("day", "views")`. */
export function columnList(...columns: Column[]): SQL {
  return sql`(${sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  )})`;
}
