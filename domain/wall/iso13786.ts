import { abs, arg, complex, div, type Matrix2, matMul, neg, sub } from "./complex";

/**
 * Dynamic thermal characteristics by EN ISO 13786 (docs/decisions/0014-wall-physics.md §2): the layer heat-transfer matrices at a period T,
 * their product from the inside surface to the outside one, and what the standard derives from it.
 */

export const DEFAULT_PERIOD_HOURS = 24;

/** A layer of the dynamic stack: a homogeneous material, or a pure resistance (air layer). */
export type DynamicLayer =
  { kind: "solid"; thicknessM: number; lambda: number; density: number; specificHeat: number } | { kind: "resistance"; r: number };

function resistanceMatrix(r: number): Matrix2 {
  return { m11: complex(1), m12: complex(-r), m21: complex(0), m22: complex(1) };
}

/** Periodic penetration depth δ = √(λT/(πρc)), m. */
export function penetrationDepth(lambda: number, density: number, specificHeat: number, periodSeconds: number): number {
  return Math.sqrt((lambda * periodSeconds) / (Math.PI * density * specificHeat));
}

/** Z of one layer at the period T (s), the standard's closed form in ξ = d/δ. */
export function layerMatrix(layer: DynamicLayer, periodSeconds: number): Matrix2 {
  if (layer.kind === "resistance") return resistanceMatrix(layer.r);
  const { thicknessM, lambda, density, specificHeat } = layer;
  const delta = penetrationDepth(lambda, density, specificHeat, periodSeconds);
  const xi = thicknessM / delta;
  const ch = Math.cosh(xi);
  const sh = Math.sinh(xi);
  const c = Math.cos(xi);
  const s = Math.sin(xi);
  const diagonal = complex(ch * c, sh * s);
  const k12 = -delta / (2 * lambda);
  const k21 = -lambda / delta;
  return {
    m11: diagonal,
    m12: complex(k12 * (sh * c + ch * s), k12 * (ch * s - sh * c)),
    m21: complex(k21 * (sh * c - ch * s), k21 * (sh * c + ch * s)),
    m22: diagonal,
  };
}

/** Z = Z_se · Z_N ⋯ Z_1 · Z_si, layer 1 on the inside. */
export function elementMatrix(layers: readonly DynamicLayer[], rsi: number, rse: number, periodSeconds: number): Matrix2 {
  let z = resistanceMatrix(rsi);
  for (const layer of layers) z = matMul(layerMatrix(layer, periodSeconds), z);
  return matMul(resistanceMatrix(rse), z);
}

export interface DynamicCharacteristics {
  /** |Y12|, W/(m²·K). */
  periodicTransmittance: number;
  /** |Y12|/U. */
  decrementFactor: number;
  /** Lag of the inside heat flux behind the outside temperature, principal value in [0, T), h. */
  timeShiftHours: number;
  /** The same lag followed continuously from T → ∞ (lag 0) down to T: may pass T for thick walls, h. */
  timeShiftUnwrappedHours: number;
  /** |Y11| and |Y22|, W/(m²·K). */
  admittanceInside: number;
  admittanceOutside: number;
  /** κ1 and κ2, kJ/(m²·K). */
  kappaInside: number;
  kappaOutside: number;
}

function periodicTransmittanceComplex(z: Matrix2) {
  return neg(div(complex(1), z.m12));
}

/**
 * Σ ξ of the stack at T: the phase of Y12 grows with it (about one radian per unit of ξ), which sets how finely the
 * unwrapping must step.
 */
function totalXi(layers: readonly DynamicLayer[], periodSeconds: number): number {
  let sum = 0;
  for (const layer of layers) {
    if (layer.kind === "solid") sum += layer.thicknessM / penetrationDepth(layer.lambda, layer.density, layer.specificHeat, periodSeconds);
  }
  return sum;
}

/**
 * arg Y12 followed continuously from ω = 0 (Y12 = U, arg 0) up to ω = 2π/T. Steps are even in √ω, because ξ is
 * proportional to √ω, so each step turns the phase by about the same angle; 0.2 rad per step at most keeps the
 * unwrapping unambiguous (it only needs less than π).
 */
export function unwrappedPhase(layers: readonly DynamicLayer[], rsi: number, rse: number, periodSeconds: number): number {
  const steps = Math.max(24, Math.ceil(totalXi(layers, periodSeconds) / 0.2));
  let phase = 0;
  for (let k = 1; k <= steps; k++) {
    const periodK = periodSeconds * (steps / k) ** 2;
    const a = arg(periodicTransmittanceComplex(elementMatrix(layers, rsi, rse, periodK)));
    let step = a - phase;
    step -= 2 * Math.PI * Math.round(step / (2 * Math.PI));
    phase += step;
  }
  return phase;
}

export function dynamicCharacteristics(
  layers: readonly DynamicLayer[],
  rsi: number,
  rse: number,
  uValue: number,
  periodHours = DEFAULT_PERIOD_HOURS,
): DynamicCharacteristics {
  const periodSeconds = periodHours * 3600;
  const z = elementMatrix(layers, rsi, rse, periodSeconds);
  const y12 = periodicTransmittanceComplex(z);
  const periodicTransmittance = abs(y12);
  // EN ISO 13786: Δt = (T/2π)·arg Y12, negative since the inside lags; shown as a positive lag.
  const lagRadians = ((-arg(y12) % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
  const timeShiftHours = (lagRadians * periodHours) / (2 * Math.PI);
  const timeShiftUnwrappedHours = (-unwrappedPhase(layers, rsi, rse, periodSeconds) * periodHours) / (2 * Math.PI);
  const toKilo = periodSeconds / (2 * Math.PI) / 1000;
  const one = complex(1);
  return {
    periodicTransmittance,
    decrementFactor: periodicTransmittance / uValue,
    timeShiftHours,
    timeShiftUnwrappedHours,
    admittanceInside: abs(div(z.m11, z.m12)),
    admittanceOutside: abs(div(z.m22, z.m12)),
    kappaInside: toKilo * abs(div(sub(z.m11, one), z.m12)),
    kappaOutside: toKilo * abs(div(sub(z.m22, one), z.m12)),
  };
}
