import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SEED_OFFERS } from "../support/catalogue";

describe("the tests' catalogue", () => {
  it("is the one migration 0014 gives a fresh database", () => {
    const sql = readFileSync(new URL("../../drizzle/0014_product_offers.sql", import.meta.url), "utf8");
    const rows = [...sql.matchAll(/\('([a-z0-9-]+)', ([\d.]+), (\d+), ([\d.]+), (\d+), (NULL|\d+), (true|false)\)/g)];
    expect(rows).toHaveLength(4);
    const seeded = Object.fromEntries(
      rows.map(([, id, price, bales, weight, trucks, lead, available]) => [
        id,
        {
          pricePerM2: Number(price),
          balesPerPallet: Number(bales),
          palletWeightKg: Number(weight),
          palletsPerTruck: Number(trucks),
          leadTimeWeeks: lead === "NULL" ? null : Number(lead),
          available: available === "true",
        },
      ]),
    );
    expect(seeded).toEqual(SEED_OFFERS);
  });
});
