import { describe, expect, it } from "vitest";
import { calculate } from "./calculator";
import { resultRows } from "./result-rows";
import { SEED_CATALOGUE } from "../../tests/support/catalogue";

const NBSP = "\u00a0";
const NNBSP = "\u202f";

describe("resultRows", () => {
  it("formats the figures in French", () => {
    const rows = Object.fromEntries(
      resultRows(calculate({ productId: "argibotte", unit: "m2", quantity: 1000 }, SEED_CATALOGUE)!).map((r) => [r.key, r.value]),
    );
    expect(rows.bottles).toBe(`4${NNBSP}960`);
    expect(rows.weight).toBe(`56${NNBSP}000${NBSP}kg`);
    expect(rows.trucks).toBe("4 semi-remorques, dernière remplie à 64 %");
    expect(rows.cost).toBe(`45${NNBSP}000${NBSP}€${NBSP}HT`);
    expect(rows.carbon).toBe(`35,14${NBSP}t`);
    expect(rows.quantity).toBe(`1${NNBSP}000 m²`);
    expect(rows.resistance).toBe(`2,8${NBSP}m².K/W`);
    expect(rows["resistance-rules"]).toMatch(/^non établi/);
  });

  it("names both R of a bale, the declared one and the professional rules' one (docs/product.md §10.9)", () => {
    const rows = resultRows(calculate({ productId: "botte-36", unit: "m2", quantity: 10 }, SEED_CATALOGUE)!);
    expect(rows.filter((row) => row.key.startsWith("resistance")).map((row) => [row.label, row.value])).toEqual([
      ["R déclaré par le fabricant", `7,5${NBSP}m².K/W`],
      ["R selon les règles professionnelles", `6,92${NBSP}m².K/W`],
    ]);
  });

  it("says when the last truck is full", () => {
    const rows = Object.fromEntries(
      resultRows(calculate({ productId: "botte-36", unit: "bottes", quantity: 784 }, SEED_CATALOGUE)!).map((r) => [r.key, r.value]),
    );
    expect(rows.trucks).toBe("1 semi-remorque complète");
  });
});
