/**
 * Steady thermal resistance by EN ISO 6946:2017 (docs/decisions/0014-wall-physics.md §1): surface resistances by heat-flow
 * direction, unventilated air layers from the standard's table, and the combined method for bridged layers.
 */

/** The kinds of wall the calculator computes (`wall_calculations.element` too), by their heat-flow direction below. */
export const ELEMENT_TYPES = ["wall", "roof", "floor"] as const;
export type ElementType = (typeof ELEMENT_TYPES)[number];

/** Rsi and Rse (m²·K/W): horizontal flow for a wall, upwards for a roof, downwards for a floor. */
export const SURFACE_RESISTANCES: Record<ElementType, { rsi: number; rse: number }> = {
  wall: { rsi: 0.13, rse: 0.04 },
  roof: { rsi: 0.1, rse: 0.04 },
  floor: { rsi: 0.17, rse: 0.04 },
};

// EN ISO 6946 table of unventilated air layers with high-emissivity faces, by thickness (mm). The standard allows
// linear interpolation between rows; below 5 mm we interpolate towards 0 (and warn), beyond 300 mm the last row holds.
const AIR_THICKNESSES_MM = [0, 5, 7, 10, 15, 25, 50, 100, 300] as const;
const AIR_RESISTANCES: Record<ElementType, readonly number[]> = {
  wall: [0, 0.11, 0.13, 0.15, 0.17, 0.18, 0.18, 0.18, 0.18],
  roof: [0, 0.11, 0.13, 0.15, 0.16, 0.16, 0.16, 0.16, 0.16],
  floor: [0, 0.11, 0.13, 0.15, 0.17, 0.19, 0.21, 0.22, 0.23],
};

/** The thickness range the table covers, mm. */
export const AIR_TABLE_RANGE_MM = { min: 5, max: 300 } as const;

export function unventilatedAirLayerResistance(thicknessMm: number, element: ElementType): number {
  const values = AIR_RESISTANCES[element];
  const last = AIR_THICKNESSES_MM.length - 1;
  if (thicknessMm >= AIR_THICKNESSES_MM[last]!) return values[last]!;
  for (let i = 1; i <= last; i++) {
    const x1 = AIR_THICKNESSES_MM[i]!;
    if (thicknessMm <= x1) {
      const x0 = AIR_THICKNESSES_MM[i - 1]!;
      const y0 = values[i - 1]!;
      const y1 = values[i]!;
      return y0 + ((y1 - y0) * (thicknessMm - x0)) / (x1 - x0);
    }
  }
  return values[last]!;
}

/**
 * One layer of the thermal stack as the combined method sees it: its resistance through the main material (the
 * clear field), and, when bridged, the resistance through the bridge and the bridge's area fraction.
 */
export interface SteadyLayer {
  thicknessM: number;
  /** R through the main material, m²·K/W. */
  r: number;
  bridge?: { r: number; fraction: number };
}

export interface CombinedResult {
  /** Upper bound R'_T (parallel paths), surface resistances included. */
  rUpper: number;
  /** Lower bound R''_T (isothermal planes). */
  rLower: number;
  /** (R' + R'')/2, or the plain sum when nothing is bridged. */
  rTotal: number;
  /** (R' − R'')/(2 R_T). */
  maxRelativeError: number;
  /** R through the clear field only (every layer's main material), surface resistances included. */
  rClearField: number;
  /** R'' of each layer: d/λ'' with λ'' = (1−f)λ + fλ_bridge; the plain R when unbridged. */
  layerLowerR: number[];
  /** Number of parallel sections the upper bound summed over. */
  sections: number;
}

/** At most this many distinct bridge fractions (each is one frame, 2^n sections). */
export const MAX_BRIDGE_GROUPS = 4;

/**
 * The combined method. Layers bridged with the same fraction are one frame whose members line up (studs through
 * the insulation and its battens alike), the usual case; frames with different fractions are taken as
 * independent (crossed battens), so the sections are every combination, each with the product of its fractions.
 */
export function combinedMethod(layers: readonly SteadyLayer[], rsi: number, rse: number): CombinedResult {
  const fractions = [...new Set(layers.flatMap((layer) => (layer.bridge ? [layer.bridge.fraction] : [])))];
  if (fractions.length > MAX_BRIDGE_GROUPS) throw new RangeError("too many bridge groups");
  const group = layers.map((layer) => (layer.bridge ? fractions.indexOf(layer.bridge.fraction) : -1));

  const rClearField = rsi + rse + layers.reduce((sum, layer) => sum + layer.r, 0);
  const layerLowerR = layers.map((layer) => {
    if (!layer.bridge) return layer.r;
    const f = layer.bridge.fraction;
    // λ = d/R for both materials (an air layer's equivalent λ included), mixed by area.
    const lambdaMix = ((1 - f) * layer.thicknessM) / layer.r + (f * layer.thicknessM) / layer.bridge.r;
    return layer.thicknessM / lambdaMix;
  });
  const rLower = rsi + rse + layerLowerR.reduce((sum, r) => sum + r, 0);

  if (fractions.length === 0) {
    return { rUpper: rClearField, rLower: rClearField, rTotal: rClearField, maxRelativeError: 0, rClearField, layerLowerR, sections: 1 };
  }

  let conductance = 0;
  const sections = 1 << fractions.length;
  for (let mask = 0; mask < sections; mask++) {
    let area = 1;
    fractions.forEach((f, g) => (area *= mask & (1 << g) ? f : 1 - f));
    if (area === 0) continue;
    let r = rsi + rse;
    layers.forEach((layer, i) => {
      const g = group[i]!;
      r += g >= 0 && mask & (1 << g) ? layer.bridge!.r : layer.r;
    });
    conductance += area / r;
  }
  const rUpper = 1 / conductance;
  const rTotal = (rUpper + rLower) / 2;
  return { rUpper, rLower, rTotal, maxRelativeError: (rUpper - rLower) / (2 * rTotal), rClearField, layerLowerR, sections };
}

/** EN ISO 6946 limits the combined method to R'_T/R''_T ≤ 1.5 (quoted from memory, to check against the 2017 text: 0014 §1). */
export const COMBINED_METHOD_MAX_RATIO = 1.5;

/** f from the width of a stud and the spacing of the studs (centre to centre). */
export function bridgeFraction(widthMm: number, spacingMm: number): number {
  return widthMm / spacingMm;
}
