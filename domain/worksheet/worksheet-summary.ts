import { formatFixed, formatNumber } from "../format";
import {
  BALE_TYPE_LABELS,
  type BaleType,
  type ComputedMeasurement,
  CONFORMITY_CLASS_LABELS,
  type ConformityClass,
  DENSITY_DECIMALS,
  STATUS_LABELS,
  computeMeasurement,
  conformityClass,
  conformityRate,
  type MeasurementInput,
  shownDensity,
  THRESHOLDS,
} from "./worksheet";

/** What the page, the e-mail and the PDF report show of a worksheet: the rows recomputed, the rate and its class. */
export interface WorksheetSummary {
  /** The bale types of the measurements, each once in the order first measured ("Botte 22", "Autre 30 × 40 cm"). */
  baleTypes: string[];
  measurements: ComputedMeasurement[];
  rate: number;
  conformity: ConformityClass;
}

/** A measurement's bale type as shown: "Botte 36", or for autre its section, "Autre 30 × 40 cm". */
export function baleTypeLabel(m: { baleType: BaleType; widthCm?: number | null; heightCm?: number | null }): string {
  const label = BALE_TYPE_LABELS[m.baleType];
  if (m.baleType !== "autre" || m.widthCm == null || m.heightCm == null) return label;
  return `${label} ${formatNumber(m.widthCm, 1)}\u00A0×\u00A0${formatNumber(m.heightCm, 1)}\u00A0cm`;
}

/** Each bale type of the list once, in the order first measured. */
export function baleTypeLabels(measurements: readonly Pick<MeasurementInput, "baleType" | "widthCm" | "heightCm">[]): string[] {
  return [...new Set(measurements.map(baleTypeLabel))];
}

/** The header line naming the bale types of the measurements (never the type chosen last in the form). */
export function baleTypesLine(summary: Pick<WorksheetSummary, "baleTypes">): string {
  return `Types de botte : ${summary.baleTypes.join(", ")}`;
}

/** Every measurement keeps its own bale type (and section for autre): a list may mix them. */
export function summarizeWorksheet(inputs: readonly MeasurementInput[]): WorksheetSummary {
  const measurements = inputs.map(computeMeasurement);
  const rate = conformityRate(measurements.map((m) => m.status));
  return { baleTypes: baleTypeLabels(measurements), measurements, rate, conformity: conformityClass(rate) };
}

/** The dry density as shown beside its status: one decimal, never across a threshold it has not reached ("79,9 kg/m³"). */
export function formatDensity(density: number): string {
  return `${formatFixed(shownDensity(density), DENSITY_DECIMALS)}\u00A0kg/m³`;
}

/** "84 %" and "Conforme", or "N/A" for an empty list. */
export function formatConformity(summary: Pick<WorksheetSummary, "rate" | "conformity">): string {
  return summary.conformity === "na" ? "N/A" : `${formatNumber(summary.rate, 0)}\u00A0% – ${CONFORMITY_CLASS_LABELS[summary.conformity]}`;
}

/** One measurement as a row of text cells: lot, bale type, weight, length, humidity, dry density, status. */
export function measurementCells(m: ComputedMeasurement): string[] {
  return [
    m.lot,
    baleTypeLabel(m),
    `${formatNumber(m.weightKg, 2)}\u00A0kg${m.weightType === "pallet" ? " (palette)" : ""}`,
    `${formatNumber(m.lengthCm, 1)}\u00A0cm`,
    `${formatNumber(m.humidity, 0)}\u00A0%`,
    formatDensity(m.dryDensity),
    STATUS_LABELS[m.status],
  ];
}

export const MEASUREMENT_HEADERS = ["Lot", "Type de botte", "Poids", "Longueur", "Humidité", "Masse volumique sèche", "Statut"] as const;

/** The thresholds used, in words, for the report and the page's method text. */
export const THRESHOLD_LINES = [
  `Humidité au-dessus de ${THRESHOLDS.rejectedHumidityAbove} % : ${STATUS_LABELS.ecarte}`,
  `Humidité au-dessus de ${THRESHOLDS.dryHumidityAbove} % : ${STATUS_LABELS["faire-secher"]}`,
  `Masse volumique sèche sous ${THRESHOLDS.minDensity} kg/m³ : ${STATUS_LABELS["a-redensifier"]}`,
  `De ${THRESHOLDS.minDensity} à moins de ${THRESHOLDS.maxDensityExclusive} kg/m³ : ${STATUS_LABELS.conforme}`,
  `${THRESHOLDS.maxDensityExclusive} kg/m³ et plus : ${STATUS_LABELS["trop-dense"]}`,
  "Taux de conformité : 80 % et plus Conforme, de 60 à 79 % Attention, sous 60 % Non conforme",
] as const;
