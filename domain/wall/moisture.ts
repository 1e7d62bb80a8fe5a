import { formatNumber, formatSignificant } from "../format";
import { blockMethod, type BlockMethodResult, type MoistureLayer } from "./block-method";
import { type Climate, GLASER_SUBDIVISIONS, saturationPressure } from "./glaser";
import { monthCondition, monthlyBalance, type MonthlyBalanceResult, type MonthlyClimate } from "./monthly-balance";
import { type MouldCondition, mouldCheck, type MouldResult, MOULD_RSI } from "./mould";

/**
 * The wall's moisture over a year (docs/decisions/0020-wall-moisture.md): the DIN 4108-3 block method, the EN ISO
 * 13788 monthly balance when a monthly climate is given, the interior surface mould check, and what to change when
 * one fails. The steady Glaser rate of glaser.ts stays as a detail beside them.
 */

export const MONTHLY_UNAVAILABLE =
  "Aucun climat mensuel choisi : le bilan mensuel NF EN ISO 13788 se fait sur une station française citée (Lyon-Bron, Bordeaux-Mérignac : moyennes mensuelles d'années types) ou sur un climat mensuel saisi (douze mois de température et d'humidité moyennes). Pour les autres zones, aucune série mensuelle de température et d'humidité n'a pu être citée : le verdict repose sur la méthode des périodes de la DIN 4108-3.";

export interface MoistureResult {
  blockMethod: BlockMethodResult;
  /** Twelve months for the climate given, or null (then `monthlyUnavailable` says why). */
  monthly: MonthlyBalanceResult | null;
  monthlyUnavailable: string | null;
  mould: MouldResult & { criterion: string };
  /** What to change, in French, when a check fails; empty when all pass. */
  advice: string[];
}

export interface MoistureInput {
  layers: readonly MoistureLayer[];
  /** The element's surface resistances (EN ISO 6946), for the monthly balance. */
  rsi: number;
  rse: number;
  /** The design condition (inside air for the monthly balance, the mould check's condition without monthly data). */
  climate: Climate;
  monthlyClimate?: MonthlyClimate;
  /** Resistance of the coldest path (through every bridge) without Rsi, m²·K/W. */
  coldestPathWithoutRsi: number;
}

/** Largest sd a vapour control layer is searched up to, m (the tightest foil barriers). */
const MAX_ADDED_SD = 1500;
/** Bisection steps: 2⁻²⁴ of the range (under 0.1 mm of sd for 1,500 m), far below the two figures the advice prints. */
const BISECTION_STEPS = 24;

/** The smallest x in [low, high] for which `passes(x)` holds, assuming it holds from some x on; null when it never does. */
function smallestPassing(low: number, high: number, passes: (x: number) => boolean): number | null {
  if (!passes(high)) return null;
  if (passes(low)) return low;
  for (let i = 0; i < BISECTION_STEPS; i++) {
    const mid = (low + high) / 2;
    if (passes(mid)) high = mid;
    else low = mid;
  }
  return high;
}

/** Rounded up to two significant figures, so that the advice is on the safe side. */
function ceil2(value: number): number {
  if (value <= 0) return 0;
  const scale = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.ceil(value / scale - 1e-9) * scale;
}

const withSd = (layer: MoistureLayer, sd: number): MoistureLayer => ({ ...layer, sd });

function blockAdvice(layers: readonly MoistureLayer[], result: BlockMethodResult): string[] {
  const advice: string[] = [];
  const passes = (candidate: readonly MoistureLayer[]) => blockMethod(candidate, GLASER_SUBDIVISIONS).passes;
  const retarder = smallestPassing(0, MAX_ADDED_SD, (sd) =>
    passes([
      { ...layers[0]!, thicknessMm: 0, r: 0, sd, label: "frein-vapeur", capillarity: "non-absorbent", timber: null, density: 0 },
      ...layers,
    ]),
  );
  if (retarder !== null) {
    advice.push(
      `Frein-vapeur côté intérieur de sd ≥ ${formatSignificant(ceil2(retarder), 2)} m (derrière le parement intérieur) : la paroi passe alors la DIN 4108-3.`,
    );
  }
  const zone = result.zones[0];
  if (zone) {
    // The layers beyond the first zone's outer edge (a zone on a layer's face leaves that layer outside).
    let depth = 0;
    const starts = layers.map((layer) => {
      const start = depth;
      depth += layer.thicknessMm;
      return start;
    });
    const first = starts.findIndex((start) => start >= zone.xMmTo - 1e-9);
    const outside = first >= 0 ? layers.slice(first) : [];
    const sdOutside = outside.reduce((sum, layer) => sum + layer.sd, 0);
    if (outside.length > 0 && sdOutside > 0) {
      const factor = smallestPassing(0, 1, (k) =>
        passes([...layers.slice(0, first), ...outside.map((layer) => withSd(layer, layer.sd * (1 - k)))]),
      );
      if (factor !== null && factor > 0) {
        const allowed = sdOutside * (1 - factor);
        advice.push(
          `Extérieur plus ouvert à la vapeur : sd des couches ${first + 1} à ${layers.length} ≤ ${formatSignificant(allowed, 2)} m (aujourd'hui ${formatSignificant(sdOutside, 3)} m), par exemple un enduit extérieur plus ouvert ou un pare-pluie HPV.`,
        );
      }
    }
  }
  if (advice.length === 0) {
    advice.push(
      "Ni un frein-vapeur intérieur ni un extérieur plus ouvert ne suffisent seuls : revoir la composition (isolant, ordre des couches).",
    );
  }
  return advice;
}

export function wallMoisture(input: MoistureInput): MoistureResult {
  const block = blockMethod(input.layers, GLASER_SUBDIVISIONS);
  const inside = { temperature: input.climate.insideTemperature, humidity: input.climate.insideHumidity };
  const monthly = input.monthlyClimate ? monthlyBalance(input.layers, input.rsi, input.rse, inside, input.monthlyClimate) : null;

  const designCondition: MouldCondition = {
    insideTemperature: input.climate.insideTemperature,
    insideVapourPressure: (input.climate.insideHumidity / 100) * saturationPressure(input.climate.insideTemperature),
    outsideTemperature: input.climate.outsideTemperature,
  };
  const mouldConditions: MouldCondition[] = input.monthlyClimate
    ? input.monthlyClimate.months.map((month) => {
        const condition = monthCondition(inside.temperature, inside.humidity, month);
        return {
          insideTemperature: inside.temperature,
          insideVapourPressure: condition.insideVapourPressure,
          outsideTemperature: month.temperature,
        };
      })
    : [designCondition];
  const mould = mouldCheck(input.coldestPathWithoutRsi, mouldConditions);
  const mouldCriterion = `fRsi = ${formatNumber(mould.fRsi, 3)} ${mould.passes ? "≥" : "<"} fRsi,min = ${formatNumber(mould.fRsiMin, 3)} (NF EN ISO 13788 §5 : humidité de surface ≤ 80 %, Rsi = ${formatNumber(MOULD_RSI, 2)}, ${input.monthlyClimate ? "mois le plus défavorable" : "condition de calcul"}) : surface intérieure à ${formatNumber(mould.surfaceTemperature, 1)} °C pour ${formatNumber(mould.minSurfaceTemperature, 1)} °C au moins, ${mould.passes ? "pas de risque de moisissure" : "risque de moisissure"}.`;

  const advice: string[] = [];
  if (!block.passes || (monthly && !monthly.driesWithinYear)) advice.push(...blockAdvice(input.layers, block));
  if (!mould.passes) {
    const needed = MOULD_RSI / (1 - mould.fRsiMin) - MOULD_RSI;
    advice.push(
      `Surface intérieure trop froide : une résistance d'au moins ${formatSignificant(ceil2(needed), 2)} m²·K/W sur le chemin le plus froid (au droit des montants) ou un air intérieur moins humide écarte le risque de moisissure.`,
    );
  }
  return {
    blockMethod: block,
    monthly,
    monthlyUnavailable: monthly ? null : MONTHLY_UNAVAILABLE,
    mould: { ...mould, criterion: mouldCriterion },
    advice,
  };
}

/** The moisture verdict in a few words, for comparisons: the block method's, and the monthly balance's when made. */
export function moistureVerdict(wall: { moisture: MoistureResult }): string {
  const { blockMethod, monthly } = wall.moisture;
  const block = blockMethod.passes
    ? blockMethod.condensateGPerM2 > 0
      ? `conforme (${formatNumber(blockMethod.condensateGPerM2, 0)} g/m² qui sèchent)`
      : "conforme, sans condensation"
    : `non conforme (${formatNumber(blockMethod.condensateGPerM2, 0)} g/m²)`;
  if (!monthly) return block;
  return `${block} ; ${monthly.driesWithinYear ? "sèche dans l'année" : "ne sèche pas dans l'année"}`;
}
