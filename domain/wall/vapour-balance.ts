import { DELTA_0, GLASER_SUBDIVISIONS, type GlaserLayer, lowerHull, saturationPressure } from "./glaser";

/**
 * The diffusion stage shared by the moisture checks (docs/decisions/0020-wall-moisture.md): the wall cut into the
 * Glaser grid (each layer in GLASER_SUBDIVISIONS slices, as glaser.ts), then, for one steady condition, the vapour
 * line and the net flux at each plane where it touches saturation. Unlike glaser.ts it can hold planes already wet at
 * saturation (EN ISO 13788 §6: an interface holding water stays at p_sat until it has dried), which is what the
 * evaporation period and the monthly balance need.
 */

/** One node of the grid: the inside surface (0), each slice boundary, the outside surface (last). */
export interface VapourNode {
  /** Depth from the inside surface, mm. */
  xMm: number;
  /** Cumulated sd from the inside surface, m. */
  sd: number;
  /** °C. */
  temperature: number;
  /** Pa. */
  saturationPressure: number;
  /** The layer whose outside face or inside the node is (−1 for the inside surface). */
  layerIndex: number;
}

export interface SteadyCondition {
  insideTemperature: number;
  outsideTemperature: number;
  /** Pa. */
  insideVapourPressure: number;
  outsideVapourPressure: number;
}

/** The grid's nodes under one condition: temperatures from the layers' resistances with the given Rsi and Rse. */
export function vapourNodes(layers: readonly GlaserLayer[], rsi: number, rse: number, condition: SteadyCondition): VapourNode[] {
  const rTotal = rsi + rse + layers.reduce((sum, layer) => sum + layer.r, 0);
  const flux = (condition.insideTemperature - condition.outsideTemperature) / rTotal;
  let theta = condition.insideTemperature - flux * rsi;
  let sd = 0;
  let x = 0;
  const nodes: VapourNode[] = [{ xMm: 0, sd: 0, temperature: theta, saturationPressure: saturationPressure(theta), layerIndex: -1 }];
  layers.forEach((layer, index) => {
    const dTheta = flux * layer.r;
    for (let k = 1; k <= GLASER_SUBDIVISIONS; k++) {
      const t = k / GLASER_SUBDIVISIONS;
      const temperature = theta - dTheta * t;
      nodes.push({
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
  });
  return nodes;
}

/** A plane where the vapour line sits at saturation, and what it gains (positive) or loses (negative). */
export interface WetPlane {
  node: number;
  /** Pa, the saturation pressure there. */
  pressure: number;
  /** Net flux into the plane, kg/(m²·s): in from the inside minus out to the outside. */
  netFlux: number;
}

export interface DiffusionBalance {
  /** Vapour pressure at every node, Pa. */
  pressures: number[];
  /** Planes on the line at saturation, inside first: the given wet ones and those where the line touches p_sat. */
  planes: WetPlane[];
}

/**
 * The vapour line for one condition: the lower convex hull of p_sat between fixed points (the two surfaces, each
 * capped at its saturation pressure, and the planes already wet, held at saturation); every hull vertex between them
 * touches saturation and is a plane. Each plane's net flux is δ0·[(p_prev − p)/Δsd_in − (p − p_next)/Δsd_out].
 */
export function diffusionBalance(
  nodes: readonly VapourNode[],
  condition: SteadyCondition,
  wet: ReadonlySet<number> = new Set(),
): DiffusionBalance {
  const last = nodes.length - 1;
  const fixed = [...new Set([0, ...[...wet].filter((node) => node > 0 && node < last), last])].sort((a, b) => a - b);
  const pressureOfFixed = (node: number) =>
    node === 0
      ? Math.min(condition.insideVapourPressure, nodes[0]!.saturationPressure)
      : node === last
        ? Math.min(condition.outsideVapourPressure, nodes[last]!.saturationPressure)
        : nodes[node]!.saturationPressure;

  // The line's vertices: fixed points and the hull's touching points between each pair.
  const vertices: { node: number; p: number }[] = [];
  for (let i = 0; i < fixed.length - 1; i++) {
    const from = fixed[i]!;
    const to = fixed[i + 1]!;
    const points = [{ sd: nodes[from]!.sd, p: pressureOfFixed(from), index: from }];
    for (let node = from + 1; node < to; node++) points.push({ sd: nodes[node]!.sd, p: nodes[node]!.saturationPressure, index: node });
    points.push({ sd: nodes[to]!.sd, p: pressureOfFixed(to), index: to });
    const hull = lowerHull(points);
    for (const vertex of i === 0 ? hull : hull.slice(1)) vertices.push({ node: vertex.index, p: vertex.p });
  }

  const pressures = nodes.map((node, index) => {
    for (let i = 1; i < vertices.length; i++) {
      const a = vertices[i - 1]!;
      const b = vertices[i]!;
      if (index <= b.node) {
        const sdA = nodes[a.node]!.sd;
        const sdB = nodes[b.node]!.sd;
        const p = sdB === sdA ? Math.min(a.p, b.p) : a.p + ((b.p - a.p) * (node.sd - sdA)) / (sdB - sdA);
        return Math.min(p, node.saturationPressure);
      }
    }
    return vertices[vertices.length - 1]!.p;
  });
  pressures[0] = vertices[0]!.p;
  pressures[last] = vertices[vertices.length - 1]!.p;

  const planes: WetPlane[] = [];
  for (let i = 1; i < vertices.length - 1; i++) {
    const prev = vertices[i - 1]!;
    const here = vertices[i]!;
    const next = vertices[i + 1]!;
    const sdPrev = nodes[prev.node]!.sd;
    const sdHere = nodes[here.node]!.sd;
    const sdNext = nodes[next.node]!.sd;
    const fluxIn = sdHere > sdPrev ? (prev.p - here.p) / (sdHere - sdPrev) : 0;
    const fluxOut = sdNext > sdHere ? (here.p - next.p) / (sdNext - sdHere) : 0;
    planes.push({ node: here.node, pressure: here.p, netFlux: DELTA_0 * (fluxIn - fluxOut) });
  }
  return { pressures, planes };
}

/** Planes whose nodes follow each other make one condensation zone (DIN 4108-3 "Tauwasserbereich"). */
export function zonesOf(planes: readonly WetPlane[]): WetPlane[][] {
  const zones: WetPlane[][] = [];
  for (const plane of planes) {
    const zone = zones[zones.length - 1];
    const previous = zone?.[zone.length - 1];
    if (zone && previous && plane.node === previous.node + 1) zone.push(plane);
    else zones.push([plane]);
  }
  return zones;
}
