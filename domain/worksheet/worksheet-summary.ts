import { formatNumber } from "../format";
import {
  BALE_TYPE_LABELS,
  type BaleType,
  type ComputedMeasurement,
  CONFORMITY_CLASS_LABELS,
  type ConformityClass,
  STATUS_LABELS,
  computeMeasurement,
  conformityClass,
  conformityRate,
  type MeasurementInput,
  THRESHOLDS,
} from "./worksheet";

/** What the page, the e-mail and the PDF report show of a worksheet: the rows recomputed, the rate and its class. */
export interface WorksheetSummary {
  baleType: BaleType;
  baleLabel: string;
  measurements: ComputedMeasurement[];
  rate: number;
  conformity: ConformityClass;
}

export function summarizeWorksheet(baleType: BaleType, inputs: readonly MeasurementInput[]): WorksheetSummary {
  const measurements = inputs.map(computeMeasurement);
  const rate = conformityRate(measurements.map((m) => m.status));
  return { baleType, baleLabel: BALE_TYPE_LABELS[baleType], measurements, rate, conformity: conformityClass(rate) };
}

/** "84 %" and "Conforme", or "N/A" for an empty list. */
export function formatConformity(summary: Pick<WorksheetSummary, "rate" | "conformity">): string {
  return summary.conformity === "na" ? "N/A" : `${formatNumber(summary.rate, 0)}\u00A0% – ${CONFORMITY_CLASS_LABELS[summary.conformity]}`;
}

/** One measurement as a row of text cells: lot, weight, length, humidity, dry density, status. */
export function measurementCells(m: ComputedMeasurement): string[] {
  return [
    m.lot,
    `${formatNumber(m.weightKg, 2)}\u00A0kg${m.weightType === "pallet" ? " (palette)" : ""}`,
    `${formatNumber(m.lengthCm, 1)}\u00A0cm`,
    `${formatNumber(m.humidity, 0)}\u00A0%`,
    `${formatNumber(m.dryDensity, 1)}\u00A0kg/m³`,
    STATUS_LABELS[m.status],
  ];
}

export const MEASUREMENT_HEADERS = ["Lot", "Poids", "Longueur", "Humidité", "Masse volumique sèche", "Statut"] as const;

/** The thresholds used, in words, for the report and the page's method text. */
export const THRESHOLD_LINES = [
  `Humidité au-dessus de ${THRESHOLDS.rejectedHumidityAbove} % : ${STATUS_LABELS.ecarte}`,
  `Humidité au-dessus de ${THRESHOLDS.dryHumidityAbove} % : ${STATUS_LABELS["faire-secher"]}`,
  `Masse volumique sèche sous ${THRESHOLDS.minDensity} kg/m³ : ${STATUS_LABELS["a-redensifier"]}`,
  `De ${THRESHOLDS.minDensity} à moins de ${THRESHOLDS.maxDensityExclusive} kg/m³ : ${STATUS_LABELS.conforme}`,
  `${THRESHOLDS.maxDensityExclusive} kg/m³ et plus : ${STATUS_LABELS["trop-dense"]}`,
  "Taux de conformité : 80 % et plus Conforme, de 60 à 79 % Attention, sous 60 % Non conforme",
] as const;
