/**
 * Density self-check worksheet (bordereau d'autocontrôle), docs/product.md §3.2, §8.5, §12.
 * Pure rules shared by the page and the server: the server recomputes every figure from the raw inputs with these
 * same functions, so the e-mailed summary and its PDF never carry the browser's figures.
 */
import { z } from "zod";
import type { DecimalRule } from "../decimal";
import { decimalNumberSchema } from "../decimal-schema";
import { PRODUCTS } from "../products";

export const BALE_TYPES = ["22", "36", "46", "argibotte", "autre"] as const;
export type BaleType = (typeof BALE_TYPES)[number];

/** Bale types with a known cross section: taken from the product module, never restated here. */
const PRODUCT_OF: Record<Exclude<BaleType, "autre">, keyof typeof PRODUCTS> = {
  "22": "botte-22",
  "36": "botte-36",
  "46": "botte-46",
  argibotte: "argibotte",
};

const productLabel = (type: Exclude<BaleType, "autre">): string => PRODUCTS[PRODUCT_OF[type]].label;

/** The names the worksheet shows: the products' own ("ArgiBotte"), and "Autre" for a bale of another maker. */
export const BALE_TYPE_LABELS: Record<BaleType, string> = {
  "22": productLabel("22"),
  "36": productLabel("36"),
  "46": productLabel("46"),
  argibotte: productLabel("argibotte"),
  autre: "Autre",
};

/** Typical bale weights (kg) offered as a hint; 5.5 kg when nothing else applies. */
export const TYPICAL_WEIGHT_KG: Record<BaleType, number> = {
  "22": 5.5,
  "36": 11,
  "46": 11,
  argibotte: 15,
  autre: 5.5,
};

/**
 * Bales on one weighed pallet, to turn a pallet weight into a bale weight (docs/product.md §12.1): the worksheet's
 * own figures, as the specification gives them for it, 60 for a bale of unknown type. They are the pallets the
 * workshop weighs, not the catalogue's offer (docs/product.md §10.1), which the owner may change for sale.
 */
const WEIGHED_PALLET_BALES: Record<BaleType, number> = { "22": 62, "36": 28, "46": 28, argibotte: 62, autre: 60 };

export function balesPerPallet(type: BaleType): number {
  return WEIGHED_PALLET_BALES[type];
}

export const HUMIDITY_OPTIONS = [
  { value: 10, label: "10%" },
  { value: 15, label: "15%" },
  { value: 20, label: "20%" },
  { value: 24, label: "<25% HR" },
  { value: 26, label: ">25% HR" },
] as const;
export const DEFAULT_HUMIDITY = 10;
export const DEFAULT_LENGTH_CM = 55;
export const DEFAULT_LOT = "L001";

export const WEIGHT_TYPES = ["bale", "pallet"] as const;
export type WeightType = (typeof WEIGHT_TYPES)[number];

/** Thresholds of docs/product.md §12.3, also printed in the PDF report. */
export const THRESHOLDS = {
  rejectedHumidityAbove: 25,
  dryHumidityAbove: 20,
  minDensity: 80,
  maxDensityExclusive: 125,
} as const;

export const MEASUREMENT_STATUSES = ["ecarte", "faire-secher", "a-redensifier", "conforme", "trop-dense"] as const;
export type MeasurementStatus = (typeof MEASUREMENT_STATUSES)[number];

export const STATUS_LABELS: Record<MeasurementStatus, string> = {
  ecarte: "Écarté du lot",
  "faire-secher": "Faire sécher",
  "a-redensifier": "À redensifier",
  conforme: "Conforme",
  "trop-dense": "Trop dense",
};

/**
 * Mapping to the dashboards' statuses (docs/product.md §6 "Dashboard-side measurement status", read by the Technique dashboard
 * from bordereau_usage.metadata):
 * - good: Conforme;
 * - tolerance: Trop dense (a sound bale, only heavier than needed) and Faire sécher (usable once dried, 20–25 % HR);
 * - other (Non conforme): À redensifier (too light to insulate and hold plaster) and Écarté du lot (above 25 % HR).
 */
export type DashboardStatus = "good" | "tolerance" | "other";
export const DASHBOARD_STATUS: Record<MeasurementStatus, DashboardStatus> = {
  conforme: "good",
  "trop-dense": "tolerance",
  "faire-secher": "tolerance",
  "a-redensifier": "other",
  ecarte: "other",
};

/** An "autre" bale without its width or height: under the field, and in the toast of the page (WORKSHEET_MESSAGES). */
export const MISSING_DIMENSIONS = "Veuillez renseigner la largeur et la hauteur";

/** The form's typed numbers (docs/product.md §8.5, §8.9): each above 0, up to a bound no bale reaches. */
export const MEASUREMENT_RULES = {
  widthCm: { subject: "La largeur", min: 0, minExclusive: true, max: 500, unit: "cm" },
  heightCm: { subject: "La hauteur", min: 0, minExclusive: true, max: 500, unit: "cm" },
  lengthCm: { subject: "La longueur", min: 0, minExclusive: true, max: 1000, unit: "cm" },
  weightKg: { subject: "Le poids", min: 0, minExclusive: true, max: 5000, unit: "kg" },
} as const satisfies Record<string, DecimalRule>;

/** One measurement as entered (raw inputs only): the one schema used by the page and by the API. */
export const measurementInputSchema = z
  .object({
    baleType: z.enum(BALE_TYPES, { error: "Type de botte inconnu" }),
    /** cm, only for autre */
    widthCm: decimalNumberSchema(MEASUREMENT_RULES.widthCm).optional(),
    heightCm: decimalNumberSchema(MEASUREMENT_RULES.heightCm).optional(),
    lot: z.string({ error: "Numéro de lot requis" }).trim().min(1, "Numéro de lot requis").max(40, "Numéro de lot : 40 caractères au plus"),
    lengthCm: decimalNumberSchema(MEASUREMENT_RULES.lengthCm),
    humidity: z
      .number({ error: "Humidité : valeur numérique requise" })
      .finite({ error: "Humidité : valeur numérique requise" })
      .min(0, "Humidité : entre 0 et 100 %")
      .max(100, "Humidité : entre 0 et 100 %"),
    weightKg: decimalNumberSchema(MEASUREMENT_RULES.weightKg),
    weightType: z.enum(WEIGHT_TYPES, { error: "Type de pesée inconnu" }),
  })
  .refine((m) => m.baleType !== "autre" || (m.widthCm !== undefined && m.heightCm !== undefined), {
    message: MISSING_DIMENSIONS,
    path: ["widthCm"],
  });
export type MeasurementInput = z.infer<typeof measurementInputSchema>;

/** Cross section in m²; undefined for autre without both dimensions. */
export function crossSectionM2(type: BaleType, widthCm?: number, heightCm?: number): number | undefined {
  if (type === "autre") {
    if (!widthCm || !heightCm) return undefined;
    return (widthCm / 100) * (heightCm / 100);
  }
  const product = PRODUCTS[PRODUCT_OF[type]];
  return product.width * product.height;
}

export function baleWeightKg(weightKg: number, weightType: WeightType, type: BaleType): number {
  return weightType === "pallet" ? weightKg / balesPerPallet(type) : weightKg;
}

/** Dry density kg/m³ = bale weight ÷ (1 + humidity/100) ÷ (cross section × length); undefined when incomplete. */
export function dryDensity(m: Omit<MeasurementInput, "lot">): number | undefined {
  const section = crossSectionM2(m.baleType, m.widthCm, m.heightCm);
  if (section === undefined || !(m.lengthCm > 0) || !(m.weightKg > 0)) return undefined;
  const dryWeight = baleWeightKg(m.weightKg, m.weightType, m.baleType) / (1 + m.humidity / 100);
  return dryWeight / (section * (m.lengthCm / 100));
}

/** Status in the order of docs/product.md §12.3: humidity first, then density. */
export function measurementStatus(density: number, humidity: number): MeasurementStatus {
  if (humidity > THRESHOLDS.rejectedHumidityAbove) return "ecarte";
  if (humidity > THRESHOLDS.dryHumidityAbove) return "faire-secher";
  if (density < THRESHOLDS.minDensity) return "a-redensifier";
  if (density < THRESHOLDS.maxDensityExclusive) return "conforme";
  return "trop-dense";
}

/**
 * The dry density as shown (kg/m³, one decimal), taken only after the status is decided on the exact figure: rounded
 * half up, except that a density under a threshold of THRESHOLDS is cut instead of rounded up to it, so a shown value
 * never contradicts its status or the legend (79.96 shows 79.9 beside 'À redensifier', 124.96 shows 124.9 beside
 * 'Conforme', while 80 and 125 show as themselves beside 'Conforme' and 'Trop dense').
 */
export const DENSITY_DECIMALS = 1;
export function shownDensity(density: number): number {
  const scale = 10 ** DENSITY_DECIMALS;
  const rounded = Math.round(density * scale) / scale;
  for (const threshold of [THRESHOLDS.minDensity, THRESHOLDS.maxDensityExclusive]) {
    if (density < threshold && rounded >= threshold) return Math.floor(density * scale) / scale;
  }
  return rounded;
}

/** Next lot number: trailing digits + 1 keeping their width (L009 → L010, A-99 → A-100); no digits → "1" appended. */
export function nextLot(lot: string): string {
  const match = /^(.*?)(\d+)$/.exec(lot);
  if (!match) return `${lot}1`;
  const [, prefix, digits] = match;
  const next = (BigInt(digits!) + 1n).toString();
  return prefix + next.padStart(digits!.length, "0");
}

export interface ComputedMeasurement extends MeasurementInput {
  dryDensity: number;
  status: MeasurementStatus;
}

/** Recomputes the figures of one validated measurement (used server-side on every posted row). */
export function computeMeasurement(input: MeasurementInput): ComputedMeasurement {
  const density = dryDensity(input)!; // the schema guarantees every input the density needs
  return {
    ...input,
    dryDensity: density,
    status: measurementStatus(density, input.humidity),
  };
}

/** Share of Conforme measurements, in percent (0 for an empty list). */
export function conformityRate(statuses: readonly MeasurementStatus[]): number {
  if (statuses.length === 0) return 0;
  return (statuses.filter((s) => s === "conforme").length / statuses.length) * 100;
}

export type ConformityClass = "conforme" | "attention" | "non-conforme" | "na";
export const CONFORMITY_CLASS_LABELS: Record<ConformityClass, string> = {
  conforme: "Conforme",
  attention: "Attention",
  "non-conforme": "Non conforme",
  na: "N/A",
};

/** 80 % and more Conforme; 60 up to 80 Attention; above 0 and under 60 Non conforme; 0 N/A. */
export function conformityClass(rate: number): ConformityClass {
  if (rate >= 80) return "conforme";
  if (rate >= 60) return "attention";
  if (rate > 0) return "non-conforme";
  return "na";
}
