/**
 * Interstitial condensation by the Glaser method under one steady design condition (EN ISO 13788 steps, reference
 * §3): temperatures from the resistance profile, saturation pressure by the standard's Annex E formula, the vapour
 * pressure line as the lower convex hull of p_sat over the sd axis, and the condensation rate at each contact plane.
 * The monthly balance of EN ISO 13788 (accumulation then drying) is not computed.
 */

export interface Climate {
  /** °C. */
  insideTemperature: number;
  /** Relative humidity, %. */
  insideHumidity: number;
  outsideTemperature: number;
  outsideHumidity: number;
}

/** DIN 4108-3 winter design case, also EN ISO 13788's usual single condition (docs/decisions/0014-wall-physics.md §3). */
export const DEFAULT_CLIMATE: Climate = { insideTemperature: 20, insideHumidity: 50, outsideTemperature: -5, outsideHumidity: 80 };

/** Water-vapour permeability of still air used with sd, kg/(m·s·Pa). */
export const DELTA_0 = 2e-10;

/** Subdivisions of each layer for the hull (0014 §3). */
export const GLASER_SUBDIVISIONS = 20;

/** Saturation vapour pressure, Pa (EN ISO 13788 Annex E: over water from 0 °C, over ice below). */
export function saturationPressure(theta: number): number {
  return theta >= 0 ? 610.5 * Math.exp((17.269 * theta) / (237.3 + theta)) : 610.5 * Math.exp((21.875 * theta) / (265.5 + theta));
}

export interface GlaserLayer {
  thicknessMm: number;
  /** Clear-field resistance, m²·K/W. */
  r: number;
  /** sd = μ·d, m. */
  sd: number;
}

export interface GlaserPoint {
  /** Depth from the inside surface, mm. */
  xMm: number;
  /** Cumulated sd from the inside surface, m. */
  sd: number;
  /** °C. */
  temperature: number;
  /** Pa. */
  saturationPressure: number;
  /** Vapour pressure on the Glaser line, Pa. */
  vapourPressure: number;
  /** Index of the layer the point lies in (its inside face for a boundary), −1 for the inside surface. */
  layerIndex: number;
}

export interface CondensationPlane {
  xMm: number;
  sd: number;
  temperature: number;
  vapourPressure: number;
  /** Index of the layer (0-based, inside first) the plane lies in or on whose outside face it lies. */
  layerIndex: number;
  /** g/(m²·h). */
  rateGPerM2H: number;
}

export interface GlaserResult {
  /** Inside-air and outside-air vapour pressures, Pa. */
  insideVapourPressure: number;
  outsideVapourPressure: number;
  /** The surfaces and every subdivision of every layer, inside first: what the page draws. */
  profile: GlaserPoint[];
  /** Temperatures at the inside surface, each layer boundary and the outside surface (N + 1 values), °C. */
  interfaceTemperatures: number[];
  condensation: { occurs: boolean; rateGPerM2H: number; planes: CondensationPlane[] };
  /** The inside surface is colder than the inside air's dew point. */
  surfaceCondensation: boolean;
  sdTotal: number;
}

export interface HullPoint {
  sd: number;
  p: number;
  index: number;
}

/** Lower convex hull of points sorted by sd (Andrew's monotone chain), keeping the lowest point at equal sd. */
export function lowerHull(points: readonly HullPoint[]): HullPoint[] {
  const hull: HullPoint[] = [];
  for (const point of points) {
    const last = hull[hull.length - 1];
    if (last && last.sd === point.sd) {
      if (point.p >= last.p) continue;
      hull.pop();
    }
    while (hull.length >= 2) {
      const a = hull[hull.length - 2]!;
      const b = hull[hull.length - 1]!;
      const cross = (b.sd - a.sd) * (point.p - a.p) - (b.p - a.p) * (point.sd - a.sd);
      if (cross > 0) break;
      hull.pop();
    }
    hull.push(point);
  }
  return hull;
}

export function glaser(layers: readonly GlaserLayer[], rsi: number, rse: number, climate: Climate): GlaserResult {
  const rTotal = rsi + rse + layers.reduce((sum, layer) => sum + layer.r, 0);
  const flux = (climate.insideTemperature - climate.outsideTemperature) / rTotal;
  const insideVapourPressure = (climate.insideHumidity / 100) * saturationPressure(climate.insideTemperature);
  const outsideVapourPressure = (climate.outsideHumidity / 100) * saturationPressure(climate.outsideTemperature);

  const interfaceTemperatures: number[] = [];
  const raw: Omit<GlaserPoint, "vapourPressure">[] = [];
  let theta = climate.insideTemperature - flux * rsi;
  let sd = 0;
  let x = 0;
  interfaceTemperatures.push(theta);
  raw.push({ xMm: 0, sd: 0, temperature: theta, saturationPressure: saturationPressure(theta), layerIndex: -1 });
  layers.forEach((layer, index) => {
    const dTheta = flux * layer.r;
    for (let k = 1; k <= GLASER_SUBDIVISIONS; k++) {
      const t = k / GLASER_SUBDIVISIONS;
      const temperature = theta - dTheta * t;
      raw.push({
        xMm: x + layer.thicknessMm * t,
        sd: sd + layer.sd * t,
        temperature,
        saturationPressure: saturationPressure(temperature),
        layerIndex: index,
      });
    }
    theta -= dTheta;
    sd += layer.sd;
    x += layer.thicknessMm;
    interfaceTemperatures.push(theta);
  });
  const sdTotal = sd;

  // Vapour pressure cannot exceed saturation at either surface; beyond it the surface itself condenses.
  const first = raw[0]!;
  const lastRaw = raw[raw.length - 1]!;
  const pStart = Math.min(insideVapourPressure, first.saturationPressure);
  const pEnd = Math.min(outsideVapourPressure, lastRaw.saturationPressure);
  const points: HullPoint[] = [{ sd: 0, p: pStart, index: 0 }];
  raw.forEach((point, index) => {
    if (index > 0 && index < raw.length - 1) points.push({ sd: point.sd, p: point.saturationPressure, index });
  });
  points.push({ sd: sdTotal, p: pEnd, index: raw.length - 1 });
  // Points at equal sd (layers with no vapour resistance) stay in depth order; the sort is stable.
  points.sort((a, b) => a.sd - b.sd);
  const hull = lowerHull(points);

  const pressureAt = (s: number): number => {
    if (hull.length === 1) return hull[0]!.p;
    for (let i = 1; i < hull.length; i++) {
      const a = hull[i - 1]!;
      const b = hull[i]!;
      if (s <= b.sd) return b.sd === a.sd ? Math.min(a.p, b.p) : a.p + ((b.p - a.p) * (s - a.sd)) / (b.sd - a.sd);
    }
    return hull[hull.length - 1]!.p;
  };
  const profile = raw.map((point) => ({ ...point, vapourPressure: Math.min(pressureAt(point.sd), point.saturationPressure) }));
  profile[0]!.vapourPressure = pStart;
  profile[profile.length - 1]!.vapourPressure = pEnd;

  const planes: CondensationPlane[] = [];
  for (let i = 1; i < hull.length - 1; i++) {
    const prev = hull[i - 1]!;
    const here = hull[i]!;
    const next = hull[i + 1]!;
    const rate = DELTA_0 * ((prev.p - here.p) / (here.sd - prev.sd) - (here.p - next.p) / (next.sd - here.sd));
    const point = raw[here.index]!;
    planes.push({
      xMm: point.xMm,
      sd: point.sd,
      temperature: point.temperature,
      vapourPressure: here.p,
      layerIndex: Math.max(point.layerIndex, 0),
      rateGPerM2H: rate * 1000 * 3600,
    });
  }
  const rateGPerM2H = planes.reduce((sum, plane) => sum + plane.rateGPerM2H, 0);
  return {
    insideVapourPressure,
    outsideVapourPressure,
    profile,
    interfaceTemperatures,
    condensation: { occurs: planes.length > 0, rateGPerM2H, planes },
    surfaceCondensation: insideVapourPressure > first.saturationPressure,
    sdTotal,
  };
}
