import { type Column, type SQL, sql } from "drizzle-orm";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { PgDialect } from "drizzle-orm/pg-core";
import type pg from "pg";

/**
 * How the dashboards read the database, the row types always inferred, never written by hand:
 *
 * - `reader(pool)`: Drizzle's query builder, for every statement it can express (a select list, joins, filters,
 *   grouping, order). The row type comes from the select object, and Drizzle maps each value (a timestamptz column
 *   to a Date, `count()` to a number).
 * - `select(fields, rest)`: for what the builder cannot say (window functions over a temporary table, lateral
 *   `jsonb_array_elements`, `generate_series` joins, UNION ALL, and a sub-query correlated with a one-table query:
 *   the builder writes that query's columns without their table, so `${table.id}` in the sub-query would name the
 *   sub-query's own `id`). The select list and
 *   the row type are built from the same object, so an output column is named once: reading a name the list does not
 *   give, or a sub-query's column that does not exist (`query.column("dya")`), fails `npm run typecheck`
 *   (tests/unit/typed-sql-probes.test.ts proves it). Its rows are what node-postgres gives (no Drizzle session,
 *   whose parsers turn timestamptz, timestamp, date and interval into strings): a timestamptz is a Date, a `date` a
 *   Date too (so days are selected `::text`), count(*) and other int8 or numeric values are strings.
 *
 * Tables and columns are the schema's objects (`${calculatorUsage.createdAt}` renders
 * `"calculator_usage"."created_at"`) and values become parameters, so renaming a column in
 * server/db/schema.server.ts fails the type check too.
 */

const dialect = new PgDialect();

const readers = new WeakMap<pg.Pool, NodePgDatabase>();

/** Drizzle's query builder on `pool` (one per pool: the loaders receive the pool, not the server's Drizzle object). */
export function reader(pool: pg.Pool): NodePgDatabase {
  let db = readers.get(pool);
  if (!db) {
    db = drizzle(pool);
    readers.set(pool, db);
  }
  return db;
}

/** `count(*) FILTER (WHERE condition)` as a number, for the query builder's select objects. */
export function countWhere(condition: SQL): SQL<number> {
  return sql`count(*) FILTER (WHERE ${condition})`.mapWith(Number);
}

/** A numeric or text value to a number, null kept (a value pg gives as text: numeric, int8, a `->>` of JSON). */
const numberOrNull = { mapFromDriverValue: (value: unknown): number | null => (value === null ? null : Number(value)) };

/**
 * `column` as a value of the select list when the FROM is a derived table named like the column's table (the query
 * builder refuses a column whose table it does not see there), typed and mapped as the column.
 */
export function columnOf<C extends Column>(column: C): SQL<C["_"]["data"] | (C["_"]["notNull"] extends true ? never : null)> {
  return sql`${column}`.mapWith(column);
}

/** The column's sum as a number, 0 over no row. */
export function sumOf(column: Column): SQL<number> {
  return sql`coalesce(sum(${column}), 0)`.mapWith(Number);
}

/** sum(numerator) / sum(denominator) rounded to a unit (an average in euros from sums), null when the denominator sums to 0. */
export function roundedQuotient(numerator: Column, denominator: Column): SQL<number | null> {
  return sql`round(sum(${numerator})::numeric / nullif(sum(${denominator}), 0))`.mapWith(numberOrNull);
}

/**
 * The value node-postgres gives for a selected column of the schema: Drizzle's type for text, boolean, integer,
 * double precision, timestamptz (a Date) and jsonb; a string for int8 and numeric columns, which pg does not parse.
 */
export type PgValue<C extends Column> =
  | (C["_"]["dataType"] extends "bigint" | "number"
      ? C["_"]["columnType"] extends
          "PgBigInt53" | "PgBigInt64" | "PgBigSerial53" | "PgBigSerial64" | "PgNumeric" | "PgNumericNumber" | "PgNumericBigInt"
        ? string
        : C["_"]["data"]
      : C["_"]["data"])
  | (C["_"]["notNull"] extends true ? never : null);

/** One output column of `select`: a schema column, or a fragment typed with what node-postgres returns (`sql<string>`). */
type Field = Column | SQL<unknown>;

/** The row `fields` selects: each key an output column, of its column's or its fragment's type. */
export type RowOf<Fields extends Record<string, Field>> = {
  [Key in keyof Fields]: Fields[Key] extends Column ? PgValue<Fields[Key]> : Fields[Key] extends SQL<infer Value> ? Value : never;
};

/** A fragment left as `sql` (unknown) would give an unknown value: the type check asks for `sql<T>`. */
type TypedFields<Fields extends Record<string, Field>> = {
  [Key in keyof Fields]: Fields[Key] extends Column
    ? Fields[Key]
    : unknown extends RowOf<Fields>[Key]
      ? "give this fragment the type node-postgres returns for it: sql<T>`…`"
      : Fields[Key];
};

/** A SELECT statement and the type of its rows, built by `select` and read by `queryRows` (or as a sub-query). */
export class TypedQuery<Row> {
  /** Never set: carries the row type, so that a query of one row type is not taken for another. */
  declare readonly row: Row;

  constructor(
    readonly sql: SQL,
    /** The output columns, in order. */
    readonly columns: readonly (keyof Row & string)[],
  ) {}

  /** The output column `key`, for a statement that reads this one as a sub-query (`FROM (${query.sql}) AS t`). */
  column(key: keyof Row & string): SQL {
    return sql`${sql.identifier(key)}`;
  }
}

/** `SELECT <fields, each AS its key> <rest>`; `rest` is the FROM clause on. */
export function select<Fields extends Record<string, Field>>(fields: Fields & TypedFields<Fields>, rest: SQL): TypedQuery<RowOf<Fields>> {
  const entries = Object.entries(fields as Record<string, Field>);
  const list = sql.join(
    entries.map(([key, field]) => sql`${field} AS ${sql.identifier(key)}`),
    sql`, `,
  );
  return new TypedQuery<RowOf<Fields>>(sql`SELECT ${list} ${rest}`, entries.map(([key]) => key) as (keyof RowOf<Fields> & string)[]);
}

/** The queries' rows one after the other (`UNION ALL`); each must select the same columns, in the same order. */
export function unionAll<Row>(first: TypedQuery<Row>, ...rest: TypedQuery<Row>[]): TypedQuery<Row> {
  for (const query of rest) {
    if (query.columns.join() !== first.columns.join()) {
      throw new Error(`UNION ALL of different columns: ${first.columns.join()} / ${query.columns.join()}`);
    }
  }
  return new TypedQuery(
    sql.join(
      [first, ...rest].map((query) => query.sql),
      sql` UNION ALL `,
    ),
    first.columns,
  );
}

/** The rows of a typed query, as node-postgres gives them. */
export async function queryRows<Row>(client: pg.Pool | pg.PoolClient, query: TypedQuery<Row>): Promise<Row[]> {
  const { sql: text, params } = dialect.sqlToQuery(query.sql);
  const result = await client.query(text, params);
  return result.rows as Row[];
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

/** A column list without table names, as INSERT wants it: `("day", "views")`. */
export function columnList(...columns: Column[]): SQL {
  return sql`(${sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  )})`;
}
