/**
 * What the worksheet keeps in the browser (docs/product.md §7 "browser storage"): bale type, humidity, length, weight type and the
 * list of measurements, under `bordereau_` keys, and the lot number to come (restarting at L001 after a
 * reload gave duplicate lots). Reading is defensive: a value another version wrote, or a hand-edited
 * one, falls back to its default instead of breaking the page.
 */
import { z } from "zod";
import {
  BALE_TYPES,
  type BaleType,
  computeMeasurement,
  type ComputedMeasurement,
  DEFAULT_HUMIDITY,
  DEFAULT_LENGTH_CM,
  DEFAULT_LOT,
  HUMIDITY_OPTIONS,
  measurementInputSchema,
  nextLot,
  WEIGHT_TYPES,
  type WeightType,
} from "./worksheet";

export const STORAGE_KEYS = {
  baleType: "bordereau_botte_type",
  humidity: "bordereau_humidity",
  lengthCm: "bordereau_length",
  weightType: "bordereau_weight_type",
  lot: "bordereau_lot",
  measurements: "bordereau_measurements",
} as const;

export interface StoredMeasurement extends ComputedMeasurement {
  id: string;
  timestamp: string;
}

export interface WorksheetState {
  baleType: BaleType;
  humidity: number;
  lengthCm: number;
  weightType: WeightType;
  /** The lot number in the form, the next one after each measurement added. */
  lot: string;
  measurements: StoredMeasurement[];
}

const storedRowSchema = z.object({ id: z.string().min(1), timestamp: z.string().min(1) }).loose();

function parseJson(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** Restores the state from `get` (localStorage.getItem); each field independently, rows re-validated and recomputed. */
export function readWorksheetState(get: (key: string) => string | null): WorksheetState {
  const baleType = z.enum(BALE_TYPES).safeParse(parseJson(get(STORAGE_KEYS.baleType)));
  const humidity = z
    .number()
    .refine((h) => HUMIDITY_OPTIONS.some((o) => o.value === h))
    .safeParse(parseJson(get(STORAGE_KEYS.humidity)));
  const lengthCm = z
    .number()
    .finite()
    .positive()
    .max(1000)
    .safeParse(parseJson(get(STORAGE_KEYS.lengthCm)));
  const weightType = z.enum(WEIGHT_TYPES).safeParse(parseJson(get(STORAGE_KEYS.weightType)));
  const lot = z
    .string()
    .max(40)
    .safeParse(parseJson(get(STORAGE_KEYS.lot)));
  const rows = parseJson(get(STORAGE_KEYS.measurements));
  const measurements: StoredMeasurement[] = [];
  if (Array.isArray(rows)) {
    for (const row of rows) {
      const meta = storedRowSchema.safeParse(row);
      const input = measurementInputSchema.safeParse(row);
      // a damaged row is dropped alone; the figures are recomputed rather than trusted
      if (meta.success && input.success) {
        measurements.push({
          ...computeMeasurement(input.data),
          id: meta.data.id,
          timestamp: meta.data.timestamp,
        });
      }
    }
  }
  return {
    baleType: baleType.success ? baleType.data : "22",
    humidity: humidity.success ? humidity.data : DEFAULT_HUMIDITY,
    lengthCm: lengthCm.success ? lengthCm.data : DEFAULT_LENGTH_CM,
    weightType: weightType.success ? weightType.data : "bale",
    // Stored before the lot was kept: the one after the last measurement rather than L001 again.
    lot: lot.success ? lot.data : measurements.length > 0 ? nextLot(measurements.at(-1)!.lot) : DEFAULT_LOT,
    measurements,
  };
}

/** The key/value pairs to write back (localStorage.setItem each). */
export function serializeWorksheetState(state: WorksheetState): [string, string][] {
  return [
    [STORAGE_KEYS.baleType, JSON.stringify(state.baleType)],
    [STORAGE_KEYS.humidity, JSON.stringify(state.humidity)],
    [STORAGE_KEYS.lengthCm, JSON.stringify(state.lengthCm)],
    [STORAGE_KEYS.weightType, JSON.stringify(state.weightType)],
    [STORAGE_KEYS.lot, JSON.stringify(state.lot)],
    [STORAGE_KEYS.measurements, JSON.stringify(state.measurements)],
  ];
}
