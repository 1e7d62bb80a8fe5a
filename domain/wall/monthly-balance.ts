import { formatNumber } from "../format";
import { type GlaserLayer, saturationPressure } from "./glaser";
import { diffusionBalance, type SteadyCondition, vapourNodes } from "./vapour-balance";

/**
 * EN ISO 13788 §6 monthly balance (docs/decisions/0020-wall-moisture.md §3): each month a steady Glaser condition
 * with the month's outside temperature and humidity; water accumulates at the planes where the line touches
 * saturation, a plane holding water stays at saturation until it has dried, a month's negative total is set to 0;
 * the cycle starts in the first month that condenses after one that does not. Stage: climate → month conditions →
 * balances → accumulation → verdict.
 */

export const MONTH_NAMES = [
  "janvier",
  "février",
  "mars",
  "avril",
  "mai",
  "juin",
  "juillet",
  "août",
  "septembre",
  "octobre",
  "novembre",
  "décembre",
] as const;
/** Days of each month of a common year. */
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;
const SECONDS_PER_DAY = 86_400;

export interface MonthClimate {
  /** Monthly mean outside temperature, °C. */
  temperature: number;
  /** Monthly mean outside relative humidity, %. */
  humidity: number;
}

export interface MonthlyClimate {
  /** Station, period and source, as the person or the catalogue gives them. */
  label: string;
  months: MonthClimate[];
}

export interface MonthBalance {
  /** 0 = January. */
  month: number;
  name: (typeof MONTH_NAMES)[number];
  outsideTemperature: number;
  outsideHumidity: number;
  /** Inside vapour pressure used, Pa. */
  insideVapourPressure: number;
  /** Net water gained (positive) or lost in the month, g/m² (after the month's end is floored at 0). */
  changeGPerM2: number;
  /** Water held in the wall at the month's end, g/m². */
  accumulatedGPerM2: number;
}

export interface MonthlyBalanceResult {
  climateLabel: string;
  /** Twelve months, January first. */
  months: MonthBalance[];
  /** The month the cycle starts (the first that condenses after one that does not); null when none condenses. */
  startMonth: number | null;
  maxAccumulatedGPerM2: number;
  /** The month of the maximum; null without condensation. */
  maxMonth: number | null;
  /** The first month after the maximum when the wall is dry again; null when it never is within the cycle. */
  dryMonth: number | null;
  driesWithinYear: boolean;
  /** French verdict with its criterion. */
  criterion: string;
}

/**
 * The inside air of a month: the person's temperature and relative humidity, never drier than the outside air (a
 * house without dehumidifier cannot hold less vapour than what it ventilates with).
 */
export function monthCondition(insideTemperature: number, insideHumidity: number, month: MonthClimate): SteadyCondition {
  const outsideVapourPressure = (month.humidity / 100) * saturationPressure(month.temperature);
  const insideVapourPressure = Math.max((insideHumidity / 100) * saturationPressure(insideTemperature), outsideVapourPressure);
  return { insideTemperature, outsideTemperature: month.temperature, insideVapourPressure, outsideVapourPressure };
}

export function monthlyBalance(
  layers: readonly GlaserLayer[],
  rsi: number,
  rse: number,
  inside: { temperature: number; humidity: number },
  climate: MonthlyClimate,
): MonthlyBalanceResult {
  const conditions = climate.months.map((month) => monthCondition(inside.temperature, inside.humidity, month));
  const nodesByMonth = conditions.map((condition) => vapourNodes(layers, rsi, rse, condition));
  const condenses = conditions.map((condition, m) =>
    diffusionBalance(nodesByMonth[m]!, condition).planes.some((plane) => plane.netFlux > 0),
  );

  let startMonth: number | null = null;
  for (let m = 0; m < 12; m++) {
    if (condenses[m] && !condenses[(m + 11) % 12]) {
      startMonth = m;
      break;
    }
  }
  if (startMonth === null && condenses.every(Boolean)) startMonth = 0;

  const months: MonthBalance[] = conditions.map((condition, m) => ({
    month: m,
    name: MONTH_NAMES[m]!,
    outsideTemperature: climate.months[m]!.temperature,
    outsideHumidity: climate.months[m]!.humidity,
    insideVapourPressure: condition.insideVapourPressure,
    changeGPerM2: 0,
    accumulatedGPerM2: 0,
  }));
  if (startMonth === null) {
    return {
      climateLabel: climate.label,
      months,
      startMonth: null,
      maxAccumulatedGPerM2: 0,
      maxMonth: null,
      dryMonth: null,
      driesWithinYear: true,
      criterion: `Aucune condensation dans la paroi, aucun mois (NF EN ISO 13788, bilan mensuel, climat : ${climate.label}).`,
    };
  }

  const held = new Map<number, number>();
  let maxAccumulated = 0;
  let maxMonth: number | null = null;
  let dryMonth: number | null = null;
  for (let k = 0; k < 12; k++) {
    const m = (startMonth + k) % 12;
    const seconds = MONTH_DAYS[m]! * SECONDS_PER_DAY;
    const before = [...held.values()].reduce((sum, value) => sum + value, 0);
    const balance = diffusionBalance(nodesByMonth[m]!, conditions[m]!, new Set(held.keys()));
    for (const plane of balance.planes) {
      const next = (held.get(plane.node) ?? 0) + plane.netFlux * seconds;
      if (next > 0) held.set(plane.node, next);
      else held.delete(plane.node);
    }
    const total = [...held.values()].reduce((sum, value) => sum + value, 0);
    months[m]!.changeGPerM2 = (total - before) * 1000;
    months[m]!.accumulatedGPerM2 = total * 1000;
    if (total > maxAccumulated) {
      maxAccumulated = total;
      maxMonth = m;
      dryMonth = null;
    } else if (total === 0 && maxMonth !== null && dryMonth === null) {
      dryMonth = m;
    }
  }
  const endTotal = months[(startMonth + 11) % 12]!.accumulatedGPerM2;
  const driesWithinYear = endTotal === 0;
  const max = `${formatNumber(maxAccumulated * 1000, 0)} g/m² au plus (fin ${MONTH_NAMES[maxMonth ?? startMonth]})`;
  return {
    climateLabel: climate.label,
    months,
    startMonth,
    maxAccumulatedGPerM2: maxAccumulated * 1000,
    maxMonth,
    dryMonth,
    driesWithinYear,
    criterion: driesWithinYear
      ? `Sèche dans l'année (NF EN ISO 13788) : condensation à partir de ${MONTH_NAMES[startMonth]}, ${max}, sèche en ${MONTH_NAMES[dryMonth ?? startMonth]} (climat : ${climate.label}).`
      : `Ne sèche pas dans l'année (NF EN ISO 13788) : ${max}, il reste ${formatNumber(endTotal, 0)} g/m² au bout de douze mois, l'eau s'accumule d'année en année (climat : ${climate.label}).`,
  };
}
