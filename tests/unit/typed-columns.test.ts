import { describe, expect, it } from "vitest";
import type { bordereauUsage, conversionEvents, documentDownloads, wallCalculations } from "@server/db/schema.server";
import { BALE_TYPES } from "@domain/worksheet/worksheet";

/**
 * The enumerated columns are declared from domain/'s constants, so that a value the domain does not know fails
 * `npm run typecheck` where it is written (each `@ts-expect-error` below fails the type check if its line compiles).
 */
type Row<Table extends { $inferInsert: object }> = Table["$inferInsert"];

describe("enumerated columns take domain/'s values only", () => {
  it("refuses a misspelt value at compile time", () => {
    // @ts-expect-error: no such worksheet event
    const event: Row<typeof bordereauUsage>["eventType"] = "page_vue";
    // @ts-expect-error: bale types are "22", "36", "46", "argibotte", "autre"
    const bale: Row<typeof bordereauUsage>["botteType"] = "botte-22";
    // @ts-expect-error: document types are French ("fiche_technique"…)
    const document: Row<typeof documentDownloads>["documentType"] = "data_sheet";
    // @ts-expect-error: a wall, a roof or a floor
    const element: Row<typeof wallCalculations>["element"] = "ceiling";
    // @ts-expect-error: the conversions the site records
    const conversion: Row<typeof conversionEvents>["eventType"] = "quote";
    expect([event, bale, document, element, conversion]).toHaveLength(5);
  });

  it("reads back the domain's type, not a string", () => {
    const read: (typeof bordereauUsage.$inferSelect)["botteType"] = BALE_TYPES[0];
    const narrowed: (typeof BALE_TYPES)[number] | null = read;
    expect(narrowed).toBe("22");
  });
});
