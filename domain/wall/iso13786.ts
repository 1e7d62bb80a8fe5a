import { abs, arg, complex, div, type Matrix2, matMul, mul, neg, scale, sub } from "./complex";

/**
 * Dynamic thermal characteristics by EN ISO 13786 (docs/decisions/0014-wall-physics.md §2): the layer heat-transfer
 * matrices at a period T, their product from the inside surface to the outside one, and what the standard derives.
 *
 * A homogeneous layer's matrix is Z = [[cosh ζ, −sinh ζ/k], [−k·sinh ζ, cosh ζ]] with ζ = (1+i)ξ, ξ = d/δ and
 * k = (1+i)λ/δ, which is the standard's closed form written with complex hyperbolic functions. Its entries grow like
 * e^ζ/2: a thick or dense wall reaches Σξ of several hundred (2 m of earth: ξ ≈ 54), past what a double holds (e^709).
 * So each layer's e^ζ is kept apart: Z = e^ζ·M with M = [[(1+w)/2, −(1−w)/(2k)], [−k(1−w)/2, (1+w)/2]],
 * w = e^(−2ζ), |w| < 1. Every figure the standard derives is a ratio of entries or 1/Z12, so nothing is lost, and
 * arg Y12 splits into −Σξ (exact, continuous) plus the argument of a bounded remainder, which is what makes the
 * unwrapped lag cheap and safe for any thickness.
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

/** ξ = d/δ of a layer at the period T (0 for a resistance). */
export function layerXi(layer: DynamicLayer, periodSeconds: number): number {
  return layer.kind === "solid" ? layer.thicknessM / penetrationDepth(layer.lambda, layer.density, layer.specificHeat, periodSeconds) : 0;
}

/** Z of a stack as e^((1+i)·xi) · matrix. */
export interface ScaledMatrix {
  matrix: Matrix2;
  /** Σξ of the solid layers. */
  xi: number;
}

/** M = Z·e^(−(1+i)ξ) of one layer at the period T (s). */
export function layerMatrix(layer: DynamicLayer, periodSeconds: number): ScaledMatrix {
  if (layer.kind === "resistance") return { matrix: resistanceMatrix(layer.r), xi: 0 };
  const delta = penetrationDepth(layer.lambda, layer.density, layer.specificHeat, periodSeconds);
  const xi = layer.thicknessM / delta;
  const decay = Math.exp(-2 * xi);
  const w = complex(decay * Math.cos(2 * xi), -decay * Math.sin(2 * xi));
  const half = (z: { re: number; im: number }) => scale(z, 0.5);
  const onePlus = half(complex(1 + w.re, w.im));
  const oneMinus = half(complex(1 - w.re, -w.im));
  const k = complex(layer.lambda / delta, layer.lambda / delta);
  return {
    matrix: { m11: onePlus, m12: neg(div(oneMinus, k)), m21: neg(mul(k, oneMinus)), m22: onePlus },
    xi,
  };
}

/** Z = Z_se · Z_N ⋯ Z_1 · Z_si, layer 1 on the inside, with its scale apart. */
export function elementMatrix(layers: readonly DynamicLayer[], rsi: number, rse: number, periodSeconds: number): ScaledMatrix {
  let z = resistanceMatrix(rsi);
  let xi = 0;
  for (const layer of layers) {
    const scaled = layerMatrix(layer, periodSeconds);
    z = matMul(scaled.matrix, z);
    xi += scaled.xi;
  }
  return { matrix: matMul(resistanceMatrix(rse), z), xi };
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

/** arg(−1/M12): arg Y12 without the −Σξ of the scale. */
function remainderArg(z: ScaledMatrix): number {
  return arg(neg(div(complex(1), z.matrix.m12)));
}

/** A layer's remainder has settled once |w| = e^(−2ξ) is below 10⁻⁶. */
const SETTLED_XI = 7;
/** Largest turn of any w between two samples, rad: far under π, so the remainder's argument cannot be misjudged. */
const MAX_TURN = 0.2;
/** Samples spread evenly over the whole range, for the resistances' coupling with the layers. */
const BASE_SAMPLES = 24;

/**
 * Unwrapped arg Y12 at the period T: −Σξ, exact, plus the remainder's argument followed continuously from ω = 0
 * (M = Z there, Y12 = U, arg 0). Samples are taken in s = √(ω/ω_T), in which each ξ is linear. Layer j's w turns by
 * 2ξ_j·s and only matters while ξ_j·s < 7, so it gets samples MAX_TURN apart over that stretch alone: the cost is
 * bounded whatever the thickness (at most about 70 samples a layer).
 */
export function unwrappedPhase(layers: readonly DynamicLayer[], rsi: number, rse: number, periodSeconds: number): number {
  const samples = new Set<number>();
  for (let k = 1; k <= BASE_SAMPLES; k++) samples.add(k / BASE_SAMPLES);
  for (const layer of layers) {
    const xi = layerXi(layer, periodSeconds);
    if (xi === 0) continue;
    const end = Math.min(1, SETTLED_XI / xi);
    const count = Math.ceil((2 * xi * end) / MAX_TURN);
    for (let k = 1; k <= count; k++) samples.add((end * k) / count);
  }
  const ordered = [...samples].sort((a, b) => a - b);
  let phase = 0;
  let z: ScaledMatrix = { matrix: resistanceMatrix(0), xi: 0 };
  for (const s of ordered) {
    // ω = s²·ω_T, so the period is T/s².
    z = elementMatrix(layers, rsi, rse, periodSeconds / (s * s));
    let step = remainderArg(z) - phase;
    step -= 2 * Math.PI * Math.round(step / (2 * Math.PI));
    phase += step;
  }
  return phase - z.xi;
}

export function dynamicCharacteristics(
  layers: readonly DynamicLayer[],
  rsi: number,
  rse: number,
  uValue: number,
  periodHours = DEFAULT_PERIOD_HOURS,
): DynamicCharacteristics {
  const periodSeconds = periodHours * 3600;
  const scaled = elementMatrix(layers, rsi, rse, periodSeconds);
  const z = scaled.matrix;
  // |Y12| = 1/|Z12| = e^(−Σξ)/|M12|: it underflows to 0 only for a wall no daily wave crosses anyway.
  const periodicTransmittance = Math.exp(-scaled.xi) / abs(z.m12);
  const unwrapped = unwrappedPhase(layers, rsi, rse, periodSeconds);
  // EN ISO 13786: Δt = (T/2π)·arg Y12, negative since the inside lags; shown as a positive lag, in [0, T).
  const lagRadians = ((-unwrapped % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
  const toHours = periodHours / (2 * Math.PI);
  // (Z11 − 1)/Z12 = (M11 − e^(−(1+i)Σξ))/M12.
  const unit = scale(complex(Math.cos(scaled.xi), -Math.sin(scaled.xi)), Math.exp(-scaled.xi));
  const toKilo = periodSeconds / (2 * Math.PI) / 1000;
  return {
    periodicTransmittance,
    decrementFactor: periodicTransmittance / uValue,
    timeShiftHours: lagRadians * toHours,
    timeShiftUnwrappedHours: -unwrapped * toHours,
    admittanceInside: abs(div(z.m11, z.m12)),
    admittanceOutside: abs(div(z.m22, z.m12)),
    kappaInside: toKilo * abs(div(sub(z.m11, unit), z.m12)),
    kappaOutside: toKilo * abs(div(sub(z.m22, unit), z.m12)),
  };
}
