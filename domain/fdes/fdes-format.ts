import { formatDateLong, formatNumber } from "../format";
import type { FunctionalUnit } from "./compare-fdes-api";

/** The indicators the page shows, with their unit per functional unit (docs/product.md §5). */
export const INDICATOR_UNITS = {
  gwp: "kg CO₂ éq.",
  energy: "MJ",
  water: "m³",
  waste: "kg",
} as const;

/** What the page prints for a figure the declaration does not show: never 0. */
export const NOT_READ = "non lu";

const NBSP = "\u00A0";

/**
 * Decimals that keep an FDES figure readable without inventing precision: whole numbers from 100, one decimal from
 * 10, two from 1, and two significant digits below (0,000061 kg of radioactive waste).
 */
function decimalsFor(value: number): number {
  const size = Math.abs(value);
  if (size === 0 || size >= 100) return 0;
  if (size >= 10) return 1;
  if (size >= 1) return 2;
  return Math.min(10, 1 - Math.floor(Math.log10(size)));
}

/** "1 234", "-12,5", "0,00061" in French (domain/format.ts); "non lu" for null. */
export function formatIndicatorNumber(value: number | null): string {
  return value === null ? NOT_READ : formatNumber(value, decimalsFor(value));
}

/** "12,5 kg CO₂ éq."; "non lu" for null. */
export function formatIndicator(value: number | null, unit: string): string {
  return value === null ? NOT_READ : `${formatIndicatorNumber(value)}${NBSP}${unit}`;
}

/** A reduction of docs/product.md §5 (positive when ours is lower): "45,2 % de moins", "12 % de plus", "identique". */
export function formatReduction(percent: number | null): string | null {
  if (percent === null) return null;
  const rounded = formatNumber(Math.abs(percent), 1);
  if (rounded === "0") return "identique";
  return `${rounded}${NBSP}% de ${percent > 0 ? "moins" : "plus"}`;
}

/** "R = 3,15 m².K/W". */
export function formatThermalResistance(r: number | null): string {
  return r === null ? NOT_READ : `R${NBSP}=${NBSP}${formatNumber(r, 2)}${NBSP}m².K/W`;
}

/** "1 m², 120 mm d'épaisseur, durée de vie de référence 50 ans". */
export function formatFunctionalUnit(unit: FunctionalUnit): string {
  const parts: string[] = [];
  if (unit.quantity !== null || unit.unit !== null) {
    parts.push([unit.quantity === null ? null : formatNumber(unit.quantity, 3), unit.unit].filter(Boolean).join(NBSP));
  }
  if (unit.thickness_mm !== null) parts.push(`${formatNumber(unit.thickness_mm, 1)}${NBSP}mm d'épaisseur`);
  if (unit.reference_service_life_years !== null) {
    parts.push(`durée de vie de référence ${formatNumber(unit.reference_service_life_years, 0)}${NBSP}ans`);
  }
  return parts.length > 0 ? parts.join(", ") : NOT_READ;
}

/** "20 novembre 2026", or null when the date is missing or not a calendar day. */
export function formatValidity(isoDay: string | null): string | null {
  if (!isoDay || !/^\d{4}-\d{2}-\d{2}$/.test(isoDay)) return null;
  try {
    return formatDateLong(isoDay);
  } catch {
    return null;
  }
}
