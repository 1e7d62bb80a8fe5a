import { computeWall, type ComputeWallOptions, type WallPerformance } from "./compute-wall";
import { WALL_LIMITS, type WallRequest, wallRequestSchema } from "./wall-schema";

/**
 * A reference wall brought to a given U ("comparison with a reference wall at equal U"): the
 * thickness of its most insulating layer (the largest R, air layers aside) is found by bisection, the other layers
 * kept. U falls as that layer thickens, so the answer is unique; null when even 1 mm is too good, or 2 m not good
 * enough, or the reference is refused by the methods.
 */
export interface EqualUWall {
  request: WallRequest;
  wall: WallPerformance;
  /** The layer whose thickness was set, and that thickness, mm. */
  layerIndex: number;
  thicknessMm: number;
}

const MIN_MM = 1;
const ITERATIONS = 40;

function computeAt(request: WallRequest, layerIndex: number, thicknessMm: number, options: ComputeWallOptions) {
  const changed: WallRequest = {
    ...request,
    layers: request.layers.map((layer, index) => (index === layerIndex ? { ...layer, thicknessMm } : layer)),
  };
  return { request: changed, wall: computeWall(wallRequestSchema.parse(changed), options) };
}

export function atEqualU(reference: WallRequest, targetU: number, options: ComputeWallOptions = {}): EqualUWall | null {
  if (!(targetU > 0) || !Number.isFinite(targetU)) return null;
  try {
    const base = computeWall(wallRequestSchema.parse(reference), options);
    let layerIndex = -1;
    let best = -1;
    for (const layer of base.layers) {
      if (layer.excluded || layer.lambda === null || layer.r === null) continue;
      if (layer.r > best) {
        best = layer.r;
        layerIndex = layer.index;
      }
    }
    if (layerIndex < 0) return null;
    let low = MIN_MM;
    let high: number = WALL_LIMITS.maxThicknessMm;
    if (computeAt(reference, layerIndex, low, options).wall.uValue < targetU) return null;
    if (computeAt(reference, layerIndex, high, options).wall.uValue > targetU) return null;
    for (let i = 0; i < ITERATIONS; i++) {
      const middle = (low + high) / 2;
      if (computeAt(reference, layerIndex, middle, options).wall.uValue > targetU) low = middle;
      else high = middle;
    }
    // Millimetres to one decimal, as a person would build it.
    const thicknessMm = Math.round(((low + high) / 2) * 10) / 10;
    return { ...computeAt(reference, layerIndex, thicknessMm, options), layerIndex, thicknessMm };
  } catch {
    // A reference the methods refuse (WallRefusal) has no equal-U version.
    return null;
  }
}
