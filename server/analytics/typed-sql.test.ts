import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { calculatorUsage, trafficDaily } from "../db/schema.server";
import { inParisDaysOf, locationOf } from "./paris-days-sql.server";
import { columnList, toQuery } from "./typed-sql.server";

describe("the dashboards' SQL through the schema", () => {
  it("names columns with their table and binds the Paris days as parameters", () => {
    const query = toQuery(
      sql`SELECT count(*) FROM ${calculatorUsage} WHERE ${inParisDaysOf(calculatorUsage.createdAt, { from: "2026-11-01", to: "2026-11-30" })}`,
    );
    expect(query.sql).toBe(
      `SELECT count(*) FROM "calculator_usage" WHERE "calculator_usage"."created_at" >= ($1::date::timestamp AT TIME ZONE 'Europe/Paris') AND "calculator_usage"."created_at" < (($2::date + 1)::timestamp AT TIME ZONE 'Europe/Paris')`,
    );
    expect(query.params).toEqual(["2026-11-01", "2026-11-30"]);
  });

  it("binds a list given through sql.param as one array parameter, not a list of values", () => {
    const query = toQuery(sql`SELECT 1 WHERE 'a' = ANY(${sql.param(["a", "b"])})`);
    expect(query.sql).toBe(`SELECT 1 WHERE 'a' = ANY($1)`);
    expect(query.params).toEqual([["a", "b"]]);
  });

  it("writes INSERT column lists without table names, and the location as before", () => {
    expect(toQuery(columnList(trafficDaily.day, trafficDaily.visitMs)).sql).toBe(`("day", "visit_ms")`);
    expect(toQuery(locationOf(calculatorUsage)).sql).toBe(
      `NULLIF(concat_ws(', ', "calculator_usage"."city", "calculator_usage"."country"), '')`,
    );
  });
});
