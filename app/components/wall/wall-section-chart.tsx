import { useId } from "react";
import { formatNumber } from "@domain/format";
import type { WallPerformance } from "@domain/wall/compute-wall";
import type { MaterialCategory } from "@domain/wall/materials";
import { sectionDrawing } from "@domain/wall/section-drawing";

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

/**
 * The wall drawn to scale (domain/wall/section-drawing.ts, the same geometry as the PDF report), inside on the left:
 * the temperature across it with the inside air's dew point (top), the actual vapour pressure against saturation with
 * the condensation zones (bottom), under the design condition. Plain SVG drawn on the server; its drawing units are
 * about pixels at 390 px, so the labels stay readable on a phone. The layer table under it is its text equivalent.
 */
export function WallSectionChart({ wall }: { wall: WallPerformance }) {
  const titleId = useId();
  const descriptionId = useId();
  const drawing = sectionDrawing(wall);
  const { panels } = drawing;
  const climate = wall.glaser.climate;
  return (
    <figure className="rounded-lg border border-border bg-card p-4" data-testid="wall-section">
      <svg
        viewBox={`0 0 ${drawing.width} ${drawing.height}`}
        role="img"
        aria-labelledby={`${titleId} ${descriptionId}`}
        className="mx-auto h-auto w-full max-w-2xl"
      >
        <title id={titleId}>Coupe de la paroi à l'échelle : températures, point de rosée et pressions de vapeur</title>
        <desc id={descriptionId}>{drawing.description}</desc>
        {drawing.layers.map((layer) => (
          <g key={layer.index} opacity={layer.excluded ? 0.4 : 1}>
            <rect
              x={layer.x}
              y={panels.temperatureTop}
              width={layer.width}
              height={panels.height}
              className={`${FILL[layer.category]} stroke-earth-700`}
              strokeWidth={0.5}
            />
            <rect
              x={layer.x}
              y={panels.vapourTop}
              width={layer.width}
              height={panels.height}
              className={FILL[layer.category]}
              opacity={0.35}
            />
          </g>
        ))}
        {drawing.condensationZones.map((zone) => (
          <rect
            key={`zone-${zone.x}`}
            x={zone.x}
            y={panels.vapourTop}
            width={zone.width}
            height={panels.height}
            className="fill-destructive"
            opacity={0.35}
            data-testid="condensation-zone"
          />
        ))}
        {drawing.dewPoint ? (
          <line
            x1={panels.left}
            x2={panels.right}
            y1={drawing.dewPoint.y}
            y2={drawing.dewPoint.y}
            className="stroke-sky-800"
            strokeWidth={1.5}
            strokeDasharray="4 3"
            data-testid="dew-point-line"
          />
        ) : null}
        <path d={drawing.temperaturePath} className="fill-none stroke-red-700" strokeWidth={2} />
        <path d={drawing.saturationPath} className="fill-none stroke-sky-800" strokeWidth={1.5} strokeDasharray="5 3" />
        <path d={drawing.vapourPath} className="fill-none stroke-earth-900" strokeWidth={2} />
        {drawing.labels.map((label) => (
          <text key={label.text + label.y} x={label.x} y={label.y} textAnchor={label.anchor} className="fill-foreground text-[12px]">
            {label.text}
          </text>
        ))}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span>
          <span aria-hidden="true" className="mr-1 inline-block h-0.5 w-5 bg-red-700 align-middle" />
          Température
        </span>
        <span>
          <span aria-hidden="true" className="mr-1 inline-block h-0.5 w-5 border-t-2 border-dashed border-sky-800 align-middle" />
          Point de rosée (haut), pression de saturation (bas)
        </span>
        <span>
          <span aria-hidden="true" className="mr-1 inline-block h-0.5 w-5 bg-earth-900 align-middle" />
          Pression de vapeur
        </span>
        <span>
          <span aria-hidden="true" className="mr-1 inline-block h-3 w-3 bg-destructive/40 align-middle" />
          Zone de condensation
        </span>
        <span>
          Conditions : {formatNumber(climate.insideTemperature, 1)} °C / {formatNumber(climate.insideHumidity, 0)} % à l'intérieur,{" "}
          {formatNumber(climate.outsideTemperature, 1)} °C / {formatNumber(climate.outsideHumidity, 0)} % à l'extérieur
        </span>
      </figcaption>
    </figure>
  );
}
