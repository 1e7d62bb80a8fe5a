import { formatNumber } from "../format";
import type { WallPerformance } from "./compute-wall";
import { findMaterial, type MaterialCategory } from "./materials";
import { dewPoint } from "./mould";

/**
 * The wall's section to scale as geometry (docs/decisions/0020-wall-moisture.md §7), drawn by the page (SVG) and the
 * PDF report (react-pdf) alike: the layers, the temperature across them with the inside air's dew point, and the
 * actual vapour pressure against saturation with the condensation zones, under the design condition. Units are
 * drawing units; the page shows them about 1:1 at 390 px, so its 12-unit labels stay readable on a phone.
 */

export const SECTION_WIDTH = 360;
const LEFT = 46;
const RIGHT = 10;
const TOP = 22;
const PANEL_HEIGHT = 120;
const GAP = 34;
const BOTTOM = 30;
export const SECTION_HEIGHT = TOP + PANEL_HEIGHT + GAP + PANEL_HEIGHT + BOTTOM;
/** The narrowest a layer or a zone is drawn, in drawing units: a membrane of 0.2 mm stays visible. */
const MIN_MARK_WIDTH = 2;
/** A point whose vapour pressure is within this of saturation touches it (Pa): the line sits on p_sat there. */
const TOUCH_TOLERANCE_PA = 0.01;

export interface SectionLayer {
  index: number;
  x: number;
  width: number;
  category: MaterialCategory;
  excluded: boolean;
}

export interface SectionLabel {
  x: number;
  y: number;
  text: string;
  anchor: "start" | "middle" | "end";
}

export interface SectionDrawing {
  width: number;
  height: number;
  panels: { temperatureTop: number; vapourTop: number; height: number; left: number; right: number };
  layers: SectionLayer[];
  temperaturePath: string;
  saturationPath: string;
  vapourPath: string;
  /** The inside air's dew point as a horizontal line in the temperature panel; null when off the panel's scale. */
  dewPoint: { y: number; temperature: number } | null;
  /** Where the vapour line touches saturation, in both panels' x. */
  condensationZones: { x: number; width: number }[];
  labels: SectionLabel[];
  /** A sentence saying what the drawing shows, for screen readers and the PDF's caption. */
  description: string;
}

function path(points: readonly (readonly [number, number])[]): string {
  return points.map(([x, y], i) => `${i === 0 ? "M" : "L"}${x.toFixed(1)},${y.toFixed(1)}`).join(" ");
}

export function sectionDrawing(wall: WallPerformance): SectionDrawing {
  const plotWidth = SECTION_WIDTH - LEFT - RIGHT;
  const total = Math.max(wall.thicknessMm, 1);
  const x = (mm: number) => LEFT + (mm / total) * plotWidth;
  const profile = wall.glaser.profile;
  const climate = wall.glaser.climate;
  const insideDew = dewPoint(wall.glaser.insideVapourPressure);
  const temperatures = [climate.outsideTemperature, climate.insideTemperature, ...profile.map((p) => p.temperature)];
  const tMin = Math.min(...temperatures, insideDew);
  const tMax = Math.max(...temperatures);
  const tSpan = Math.max(tMax - tMin, 1);
  const temperatureTop = TOP;
  const yT = (t: number) => temperatureTop + PANEL_HEIGHT - ((t - tMin) / tSpan) * (PANEL_HEIGHT - 12) - 6;
  const vapourTop = TOP + PANEL_HEIGHT + GAP;
  const pMax = Math.max(1, ...profile.map((p) => Math.max(p.saturationPressure, p.vapourPressure)));
  const yP = (p: number) => vapourTop + PANEL_HEIGHT - (p / pMax) * (PANEL_HEIGHT - 6);

  let start = 0;
  const layers: SectionLayer[] = wall.layers.map((layer) => {
    const from = start;
    start += layer.thicknessMm;
    const material = layer.materialId ? findMaterial(layer.materialId) : undefined;
    return {
      index: layer.index,
      x: x(from),
      width: Math.max(MIN_MARK_WIDTH, x(start) - x(from)),
      category: material?.category ?? "insulation",
      excluded: layer.excluded,
    };
  });

  // Condensation zones: runs of inner points where the vapour line sits on saturation.
  const zones: { x: number; width: number }[] = [];
  let runStart: number | null = null;
  profile.forEach((point, i) => {
    const inner = i > 0 && i < profile.length - 1;
    const touches = inner && point.saturationPressure - point.vapourPressure <= TOUCH_TOLERANCE_PA;
    if (touches && runStart === null) runStart = point.xMm;
    const next = profile[i + 1];
    const nextTouches =
      next !== undefined && i + 1 < profile.length - 1 && next.saturationPressure - next.vapourPressure <= TOUCH_TOLERANCE_PA;
    if (touches && !nextTouches && runStart !== null) {
      const from = x(runStart);
      const width = Math.max(MIN_MARK_WIDTH * 1.5, x(point.xMm) - from);
      zones.push({ x: Math.min(from, x(point.xMm) - width / 2), width });
      runStart = null;
    }
  });

  const dewInRange = insideDew >= tMin && insideDew <= tMax;
  const labels: SectionLabel[] = [
    { x: LEFT, y: TOP - 8, text: "Température (°C)", anchor: "start" },
    { x: LEFT - 4, y: yT(tMax) + 4, text: formatNumber(tMax, 0), anchor: "end" },
    { x: LEFT - 4, y: yT(tMin) + 4, text: formatNumber(tMin, 0), anchor: "end" },
    { x: LEFT, y: vapourTop - 8, text: "Pression de vapeur (Pa)", anchor: "start" },
    { x: LEFT - 4, y: yP(pMax) + 4, text: formatNumber(pMax, 0), anchor: "end" },
    { x: LEFT - 4, y: yP(0) + 4, text: "0", anchor: "end" },
    { x: LEFT, y: SECTION_HEIGHT - 10, text: "Intérieur", anchor: "start" },
    { x: SECTION_WIDTH - RIGHT, y: SECTION_HEIGHT - 10, text: "Extérieur", anchor: "end" },
    { x: LEFT + plotWidth / 2, y: SECTION_HEIGHT - 10, text: `${formatNumber(wall.thicknessMm, 0)} mm`, anchor: "middle" },
  ];
  if (dewInRange) {
    labels.push({
      x: SECTION_WIDTH - RIGHT - 2,
      y: yT(insideDew) - 4,
      text: `point de rosée ${formatNumber(insideDew, 1)} °C`,
      anchor: "end",
    });
  }

  const inside = profile[0];
  const outside = profile.at(-1);
  const description = `Coupe à l'échelle, épaisseur ${formatNumber(wall.thicknessMm, 0)} mm, intérieur à gauche. Température de ${formatNumber(inside?.temperature ?? climate.insideTemperature, 1)} °C en surface intérieure à ${formatNumber(outside?.temperature ?? climate.outsideTemperature, 1)} °C en surface extérieure ; point de rosée de l'air intérieur ${formatNumber(insideDew, 1)} °C (${formatNumber(climate.insideTemperature, 1)} °C, ${formatNumber(climate.insideHumidity, 0)} %). ${zones.length > 0 ? `La pression de vapeur atteint la saturation dans ${zones.length} zone(s) de condensation.` : "La pression de vapeur reste sous la saturation : pas de zone de condensation aux conditions de calcul."}`;

  return {
    width: SECTION_WIDTH,
    height: SECTION_HEIGHT,
    panels: { temperatureTop, vapourTop, height: PANEL_HEIGHT, left: LEFT, right: SECTION_WIDTH - RIGHT },
    layers,
    temperaturePath: path(profile.map((p) => [x(p.xMm), yT(p.temperature)] as const)),
    saturationPath: path(profile.map((p) => [x(p.xMm), yP(p.saturationPressure)] as const)),
    vapourPath: path(profile.map((p) => [x(p.xMm), yP(p.vapourPressure)] as const)),
    dewPoint: dewInRange ? { y: yT(insideDew), temperature: insideDew } : null,
    condensationZones: zones,
    labels,
    description,
  };
}
