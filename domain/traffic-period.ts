import { addMonths } from "./calendar";

/**
 * The periods of the Traffic dashboard (docs/product.md §3.4 and §3.8: 7, 30 or 90 days, default 30; plus 12 months). A period
 * is made of whole Paris calendar days ending today, today included; it is compared with the period of the same
 * length just before it.
 */
export const TRAFFIC_PERIODS = [
  { id: "7j", label: "7 jours" },
  { id: "30j", label: "30 jours" },
  { id: "90j", label: "90 jours" },
  { id: "12m", label: "12 mois" },
] as const;

export type TrafficPeriodId = (typeof TRAFFIC_PERIODS)[number]["id"];

export const DEFAULT_TRAFFIC_PERIOD: TrafficPeriodId = "30j";

export function parseTrafficPeriod(value: string | null): TrafficPeriodId {
  return TRAFFIC_PERIODS.find((period) => period.id === value)?.id ?? DEFAULT_TRAFFIC_PERIOD;
}

function shiftDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export interface DayRange {
  from: string;
  to: string;
}

/** The days of the period ending `today` (inclusive), and the previous period of the same number of days. */
export function trafficPeriodDays(id: TrafficPeriodId, today: string): { current: DayRange; previous: DayRange } {
  const from = id === "12m" ? shiftDays(addMonths(today, -12), 1) : shiftDays(today, 1 - Number.parseInt(id, 10));
  const length = (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  return { current: { from, to: today }, previous: { from: shiftDays(from, -length), to: shiftDays(from, -1) } };
}

/**
 * The periods of the Business Plan, Commercial and Technique dashboards: the Traffic ones plus 'Tout', every row
 * since the first (their default (docs/product.md §3.4)). 'Tout' has no previous period to compare with.
 */
export const DASHBOARD_PERIODS = [...TRAFFIC_PERIODS, { id: "tout", label: "Tout" }] as const;

export type DashboardPeriodId = (typeof DASHBOARD_PERIODS)[number]["id"];

export function parseDashboardPeriod(value: string | null, fallback: DashboardPeriodId = "tout"): DashboardPeriodId {
  return DASHBOARD_PERIODS.find((period) => period.id === value)?.id ?? fallback;
}

/** Like trafficPeriodDays; 'Tout' starts at the epoch and has no previous period. */
export function dashboardPeriodDays(id: DashboardPeriodId, today: string): { current: DayRange; previous: DayRange | null } {
  if (id === "tout") return { current: { from: "1970-01-01", to: today }, previous: null };
  return trafficPeriodDays(id, today);
}
