import { describe, expect, it } from "vitest";
import { readWorksheetState, serializeWorksheetState, STORAGE_KEYS, type WorksheetState } from "./stored-state";
import { computeMeasurement } from "./worksheet";

const row = {
  ...computeMeasurement({
    baleType: "22",
    lot: "L001",
    lengthCm: 55,
    humidity: 10,
    weightKg: 5.5,
    weightType: "bale",
  }),
  id: "a",
  timestamp: "2026-11-23T07:00:00.000Z",
};

describe("worksheet browser storage", () => {
  it("round-trips every saved field", () => {
    const state: WorksheetState = {
      baleType: "36",
      humidity: 24,
      lengthCm: 80,
      weightType: "pallet",
      lot: "L002",
      measurements: [row],
    };
    const store = new Map(serializeWorksheetState(state));
    expect(Object.values(STORAGE_KEYS).every((k) => k.startsWith("bordereau_"))).toBe(true);
    expect(readWorksheetState((k) => store.get(k) ?? null)).toEqual(state);
  });

  it("empty storage gives the defaults", () => {
    expect(readWorksheetState(() => null)).toEqual({
      baleType: "22",
      humidity: 10,
      lengthCm: 55,
      weightType: "bale",
      lot: "L001",
      measurements: [],
    });
  });

  it("keeps the lot number to come across a reload, under a bordereau_ key", () => {
    const store = new Map<string, string>([
      [STORAGE_KEYS.lot, '"P-042"'],
      [STORAGE_KEYS.measurements, JSON.stringify([row])],
    ]);
    expect(STORAGE_KEYS.lot).toBe("bordereau_lot");
    expect(readWorksheetState((k) => store.get(k) ?? null).lot).toBe("P-042");
    // Stored by an earlier version, without the lot: the one after the last measurement, never L001 again.
    store.delete(STORAGE_KEYS.lot);
    expect(readWorksheetState((k) => store.get(k) ?? null).lot).toBe("L002");
    store.set(STORAGE_KEYS.lot, "42");
    expect(readWorksheetState((k) => store.get(k) ?? null).lot).toBe("L002");
  });

  it("corrupt values fall back one by one; a damaged row is dropped; stored figures are recomputed", () => {
    const store = new Map<string, string>([
      [STORAGE_KEYS.baleType, "{not json"],
      [STORAGE_KEYS.humidity, "25"], // not an option
      [STORAGE_KEYS.lengthCm, '"abc"'],
      [STORAGE_KEYS.weightType, '"pallet"'],
      [STORAGE_KEYS.measurements, JSON.stringify([{ ...row, dryDensity: 1, status: "ecarte" }, { id: "b" }, 42])],
    ]);
    const state = readWorksheetState((k) => store.get(k) ?? null);
    expect(state.baleType).toBe("22");
    expect(state.humidity).toBe(10);
    expect(state.lengthCm).toBe(55);
    expect(state.weightType).toBe("pallet");
    expect(state.measurements).toHaveLength(1);
    expect(state.measurements[0]!.status).toBe("conforme");
    expect(state.measurements[0]!.dryDensity).toBeCloseTo(114.784, 3);
  });
});
