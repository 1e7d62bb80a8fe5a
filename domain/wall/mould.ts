/**
 * Interior surface mould check, EN ISO 13788 §5 (docs/decisions/0020-wall-moisture.md §4): the surface is at risk
 * when its relative humidity passes 80 %; fRsi = (θsi − θe)/(θi − θe) with Rsi = 0.25 m²·K/W is compared with
 * fRsi,min, the factor that keeps the surface at the temperature where the inside air would be at 80 %.
 */

/** Inside surface resistance of the mould check (EN ISO 13788 §5, also DIN 4108-2). */
export const MOULD_RSI = 0.25;
/** Surface relative humidity above which mould grows (EN ISO 13788 §5). */
export const MOULD_SURFACE_HUMIDITY = 0.8;

/** Dew point of a vapour pressure, °C: the inverse of saturationPressure (EN ISO 13788 Annex E). */
export function dewPoint(vapourPressure: number): number {
  const ln = Math.log(vapourPressure / 610.5);
  return ln >= 0 ? (237.3 * ln) / (17.269 - ln) : (265.5 * ln) / (21.875 - ln);
}

export interface MouldCondition {
  insideTemperature: number;
  insideVapourPressure: number;
  outsideTemperature: number;
}

export interface MouldResult {
  fRsi: number;
  fRsiMin: number;
  passes: boolean;
  /** Inside surface temperature in the critical condition, and the lowest it may be, °C. */
  surfaceTemperature: number;
  minSurfaceTemperature: number;
}

/** fRsi,min of one condition; null when it is not a heating condition (θe ≥ θi). */
export function fRsiMin(condition: MouldCondition): number | null {
  if (condition.outsideTemperature >= condition.insideTemperature) return null;
  const minSurface = dewPoint(condition.insideVapourPressure / MOULD_SURFACE_HUMIDITY);
  return (minSurface - condition.outsideTemperature) / (condition.insideTemperature - condition.outsideTemperature);
}

/**
 * `rWithoutRsi`: the element's resistance without its inside surface resistance, on its coldest path (through every
 * bridge), m²·K/W. The critical condition is the one of highest fRsi,min (the worst month with monthly data).
 */
export function mouldCheck(rWithoutRsi: number, conditions: readonly MouldCondition[]): MouldResult {
  const fRsi = 1 - MOULD_RSI / (MOULD_RSI + rWithoutRsi);
  let critical = conditions[0]!;
  let worst = Number.NEGATIVE_INFINITY;
  for (const condition of conditions) {
    const value = fRsiMin(condition);
    if (value !== null && value > worst) {
      worst = value;
      critical = condition;
    }
  }
  const minimum = Number.isFinite(worst) ? worst : 0;
  const span = critical.insideTemperature - critical.outsideTemperature;
  return {
    fRsi,
    fRsiMin: minimum,
    passes: fRsi >= minimum,
    surfaceTemperature: critical.outsideTemperature + fRsi * span,
    minSurfaceTemperature: critical.outsideTemperature + minimum * span,
  };
}
