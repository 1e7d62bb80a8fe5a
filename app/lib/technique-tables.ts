import type {
  CalculationRow,
  MeasurementRow,
  SummaryRow,
  TrackedBale,
  WallPresetRow,
  WorksheetDay,
} from "@server/analytics/technique-report.server";
import {
  BALE_TYPE_LABELS,
  type BaleType,
  CONFORMITY_CLASS_LABELS,
  conformityClass,
  type DashboardStatus,
} from "@domain/worksheet/worksheet";
import { baleTypeLabel } from "@domain/worksheet/worksheet-summary";
import { THERMAL_RESISTANCE_LABELS } from "@domain/products";
import type { TrafficTable } from "./traffic-tables";

/** docs/product.md §6 'Dashboard-side measurement status'. */
export const DASHBOARD_STATUS_LABELS: Record<DashboardStatus, string> = {
  good: "Conforme",
  tolerance: "Tolérance",
  other: "Non conforme",
};

/** A tracked bale type as the worksheet shows it ("Autre 30 × 40 cm"); an unknown type as stored. */
const baleLabel = ({ baleType, widthCm, heightCm }: TrackedBale) =>
  baleType && Object.hasOwn(BALE_TYPE_LABELS, baleType) ? baleTypeLabel({ baleType: baleType as BaleType, widthCm, heightCm }) : baleType;

/** docs/product.md §3.7: the latest calculations, with the comparison product when there was one. */
export const CALCULATIONS_TABLE: TrafficTable<CalculationRow> = {
  id: "calculs",
  title: "Derniers calculs",
  columns: [
    { label: "Date", kind: "day", value: (row) => row.createdAt },
    { label: "Produit", kind: "text", value: (row) => row.product },
    { label: `${THERMAL_RESISTANCE_LABELS.declared} (m².K/W)`, kind: "decimal", value: (row) => row.thermalResistance },
    { label: "Bottes", kind: "integer", value: (row) => row.bales },
    { label: "Comparaison", kind: "text", value: (row) => row.comparison?.product ?? null },
    { label: "Bottes (comparaison)", kind: "integer", value: (row) => row.comparison?.bales ?? null },
    { label: "Coût (comparaison)", kind: "euros", value: (row) => row.comparison?.cost ?? null },
    { label: "Surface (m²)", kind: "decimal", value: (row) => row.surfaceM2 },
    { label: "Coût", kind: "euros", value: (row) => row.cost },
    {
      label: "Écart (comparaison − calcul)",
      kind: "euros",
      value: (row) => (row.comparison?.cost == null ? null : row.comparison.cost - row.cost),
    },
    { label: "E-mail", kind: "text", value: (row) => row.email },
    { label: "Localisation", kind: "text", value: (row) => row.location },
  ],
};

/** docs/product.md §3.7: the individual measurements added on the worksheet, with the dashboard's status. */
export const MEASUREMENTS_TABLE: TrafficTable<MeasurementRow> = {
  id: "mesures",
  title: "Mesures individuelles",
  columns: [
    { label: "Date", kind: "day", value: (row) => row.createdAt },
    { label: "Botte", kind: "text", value: baleLabel },
    { label: "Longueur (cm)", kind: "decimal", value: (row) => row.lengthCm },
    { label: "Humidité (%)", kind: "integer", value: (row) => row.humidity },
    { label: "Masse volumique sèche (kg/m³)", kind: "decimal", value: (row) => row.dryDensity },
    { label: "Statut", kind: "text", value: (row) => (row.status ? DASHBOARD_STATUS_LABELS[row.status] : null) },
    { label: "Localisation", kind: "text", value: (row) => row.location },
  ],
};

/** docs/product.md §3.7: the summaries e-mailed from the worksheet, with their conformity rate and class. */
export const SUMMARIES_TABLE: TrafficTable<SummaryRow> = {
  id: "recapitulatifs",
  title: "Récapitulatifs envoyés par e-mail",
  columns: [
    { label: "Date", kind: "day", value: (row) => row.createdAt },
    {
      label: "Botte",
      kind: "text",
      value: (row) => (row.bales.length === 0 ? null : [...new Set(row.bales.map(baleLabel))].join(", ")),
    },
    { label: "E-mail", kind: "text", value: (row) => row.email },
    { label: "Mesures", kind: "integer", value: (row) => row.measurements },
    { label: "Taux de conformité", kind: "percent", value: (row) => (row.conformityRate === null ? null : row.conformityRate / 100) },
    {
      label: "Classe",
      kind: "text",
      value: (row) => CONFORMITY_CLASS_LABELS[conformityClass(row.conformityRate ?? 0)],
    },
  ],
};

/** The worksheet's last 7 days, the chart's figures as a table. */
export const WORKSHEET_DAYS_TABLE: TrafficTable<WorksheetDay> = {
  id: "bordereau-jours",
  title: "Bordereau : 7 derniers jours",
  columns: [
    { label: "Jour", kind: "day", value: (row) => row.day },
    { label: "Vues", kind: "integer", value: (row) => row.pageViews },
    { label: "Mesures ajoutées", kind: "integer", value: (row) => row.measurements },
    { label: "E-mails envoyés", kind: "integer", value: (row) => row.emailsSent },
  ],
};

/** The wall calculator's presets ranked by the calculations made on them unchanged (docs/analytics.md). */
export const WALL_PRESETS_TABLE: TrafficTable<WallPresetRow> = {
  id: "modeles-paroi",
  title: "Modèles de paroi les plus utilisés",
  columns: [
    { label: "Modèle", kind: "text", value: (row) => row.label },
    { label: "Calculs", kind: "integer", value: (row) => row.calculations },
  ],
};

export const TECHNIQUE_TABLES = [
  CALCULATIONS_TABLE,
  MEASUREMENTS_TABLE,
  SUMMARIES_TABLE,
  WORKSHEET_DAYS_TABLE,
  WALL_PRESETS_TABLE,
] as const;

export function techniqueCsvHref(tableId: string, periodId: string): string {
  return `/technique/export.csv?periode=${periodId}&tableau=${tableId}`;
}
