import { useId } from "react";
import { formatNumber } from "@domain/format";
import type { WallPerformance } from "@domain/wall/compute-wall";
import { findMaterial, type MaterialCategory } from "@domain/wall/materials";

const WIDTH = 640;
const LEFT = 64;
const RIGHT = 48;
const WALL_TOP = 16;
const WALL_HEIGHT = 170;
const GAP = 40;
const VAPOUR_HEIGHT = 130;
const HEIGHT = WALL_TOP + WALL_HEIGHT + GAP + VAPOUR_HEIGHT + 28;

const FILL: Record<MaterialCategory, string> = {
  straw: "fill-straw-200",
  plaster: "fill-stone-200",
  board: "fill-earth-200",
  timber: "fill-earth-300",
  insulation: "fill-yellow-100",
  masonry: "fill-stone-400",
  membrane: "fill-sky-700",
  air: "fill-sky-50",
};

function path(points: readonly (readonly [number, number])[]): string {
  return points.map(([x, y], i) => `${i === 0 ? "M" : "L"}${x.toFixed(1)},${y.toFixed(1)}`).join(" ");
}

/**
 * The wall drawn to scale, inside on the left, with the temperature across it (top) and the vapour pressure against
 * the saturation pressure (bottom) under the Glaser condition; condensation planes marked. Plain SVG, drawn on the
 * server like the dashboards' charts; the layer table under it is its text equivalent.
 */
export function WallSectionChart({ wall }: { wall: WallPerformance }) {
  const titleId = useId();
  const descriptionId = useId();
  const plotWidth = WIDTH - LEFT - RIGHT;
  const total = Math.max(wall.thicknessMm, 1);
  const x = (mm: number) => LEFT + (mm / total) * plotWidth;
  const profile = wall.glaser.profile;
  const climate = wall.glaser.climate;
  const tMin = Math.min(climate.outsideTemperature, climate.insideTemperature, ...profile.map((p) => p.temperature));
  const tMax = Math.max(climate.outsideTemperature, climate.insideTemperature, ...profile.map((p) => p.temperature));
  const tSpan = Math.max(tMax - tMin, 1);
  const yT = (t: number) => WALL_TOP + WALL_HEIGHT - ((t - tMin) / tSpan) * (WALL_HEIGHT - 16) - 8;
  const vapourTop = WALL_TOP + WALL_HEIGHT + GAP;
  const pMax = Math.max(1, ...profile.map((p) => Math.max(p.saturationPressure, p.vapourPressure)));
  const yP = (p: number) => vapourTop + VAPOUR_HEIGHT - (p / pMax) * VAPOUR_HEIGHT;

  const starts = wall.layers.map((_, index) => wall.layers.slice(0, index).reduce((sum, layer) => sum + layer.thicknessMm, 0));
  const rects = wall.layers.map((layer, index) => {
    const start = starts[index]!;
    const material = layer.materialId ? findMaterial(layer.materialId) : undefined;
    return { layer, start, fill: FILL[material?.category ?? "insulation"] };
  });
  const inside = profile[0];
  const outside = profile.at(-1);

  return (
    <figure className="rounded-lg border border-border bg-card p-4">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${titleId} ${descriptionId}`} className="h-auto w-full">
        <title id={titleId}>Coupe de la paroi à l'échelle, températures et pressions de vapeur</title>
        <desc id={descriptionId}>
          {`Épaisseur ${formatNumber(wall.thicknessMm, 0)} mm, intérieur à gauche. Température de ${formatNumber(inside?.temperature ?? climate.insideTemperature, 1)} °C côté intérieur à ${formatNumber(outside?.temperature ?? climate.outsideTemperature, 1)} °C côté extérieur. ${wall.condensation.occurs ? `Condensation dans ${wall.condensation.planes.length} plan(s).` : "Pas de condensation aux conditions de calcul."}`}
        </desc>
        {rects.map(({ layer, start, fill }) => (
          <g key={layer.index}>
            <rect
              x={x(start)}
              y={WALL_TOP}
              width={Math.max(1, x(start + layer.thicknessMm) - x(start))}
              height={WALL_HEIGHT}
              className={`${fill} stroke-earth-700`}
              strokeWidth={0.5}
              opacity={layer.excluded ? 0.4 : 1}
            />
            <rect
              x={x(start)}
              y={vapourTop}
              width={Math.max(1, x(start + layer.thicknessMm) - x(start))}
              height={VAPOUR_HEIGHT}
              className={fill}
              opacity={0.35}
            />
          </g>
        ))}
        <path d={path(profile.map((p) => [x(p.xMm), yT(p.temperature)] as const))} className="fill-none stroke-red-700" strokeWidth={2.5} />
        <path
          d={path(profile.map((p) => [x(p.xMm), yP(p.saturationPressure)] as const))}
          className="fill-none stroke-sky-800"
          strokeWidth={2}
          strokeDasharray="6 4"
        />
        <path
          d={path(profile.map((p) => [x(p.xMm), yP(p.vapourPressure)] as const))}
          className="fill-none stroke-earth-900"
          strokeWidth={2}
        />
        {wall.condensation.planes.map((plane) => (
          <circle key={`${plane.xMm}`} cx={x(plane.xMm)} cy={yP(plane.vapourPressure)} r={5} className="fill-destructive" />
        ))}
        <text x={LEFT - 6} y={yT(tMax)} textAnchor="end" dominantBaseline="middle" className="fill-muted-foreground text-[11px]">
          {formatNumber(tMax, 0)} °C
        </text>
        <text x={LEFT - 6} y={yT(tMin)} textAnchor="end" dominantBaseline="middle" className="fill-muted-foreground text-[11px]">
          {formatNumber(tMin, 0)} °C
        </text>
        <text x={LEFT - 6} y={yP(pMax)} textAnchor="end" dominantBaseline="middle" className="fill-muted-foreground text-[11px]">
          {formatNumber(pMax, 0)} Pa
        </text>
        <text x={LEFT - 6} y={yP(0)} textAnchor="end" dominantBaseline="middle" className="fill-muted-foreground text-[11px]">
          0 Pa
        </text>
        <text x={LEFT} y={HEIGHT - 8} className="fill-foreground text-[12px]">
          Intérieur
        </text>
        <text x={WIDTH - RIGHT} y={HEIGHT - 8} textAnchor="end" className="fill-foreground text-[12px]">
          Extérieur
        </text>
        <text x={WIDTH / 2} y={HEIGHT - 8} textAnchor="middle" className="fill-muted-foreground text-[11px]">
          {formatNumber(wall.thicknessMm, 0)} mm
        </text>
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span>
          <span aria-hidden="true" className="mr-1 inline-block h-0.5 w-5 bg-red-700 align-middle" />
          Température
        </span>
        <span>
          <span aria-hidden="true" className="mr-1 inline-block h-0.5 w-5 bg-earth-900 align-middle" />
          Pression de vapeur
        </span>
        <span>
          <span aria-hidden="true" className="mr-1 inline-block h-0.5 w-5 border-t-2 border-dashed border-sky-800 align-middle" />
          Pression de saturation
        </span>
        <span>
          Conditions : {formatNumber(climate.insideTemperature, 1)} °C / {formatNumber(climate.insideHumidity, 0)} % à l'intérieur,{" "}
          {formatNumber(climate.outsideTemperature, 1)} °C / {formatNumber(climate.outsideHumidity, 0)} % à l'extérieur
        </span>
      </figcaption>
    </figure>
  );
}
