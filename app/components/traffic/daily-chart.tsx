import { useId } from "react";
import type { DailyFigures } from "@domain/analytics/definitions";
import { formatDateShort, formatNumber } from "@domain/format";

type DailyChartProps = {
  daily: readonly DailyFigures[];
};

const WIDTH = 800;
const HEIGHT = 240;
const MARGIN = { top: 12, right: 12, bottom: 28, left: 48 };

/** A round axis maximum: 1, 2 or 5 times a power of ten, at or above `value`. */
function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].find((step) => step * power >= value) ?? 10) * power;
}

/**
 * The y axis' labelled values: 0, the middle and the top, each a whole number of views written once (an empty chart
 * has 0 and 1, not "0, 1, 1" from a middle of 0.5; a top of 5 has no middle "3" drawn at 2.5).
 */
export function axisTicks(max: number): number[] {
  return [0, max / 2, max].filter((tick) => Number.isInteger(tick));
}

/**
 * Views (bars) and unique visitors (line) per day, drawn in plain SVG on the server: no
 * script, no inline style. Its text equivalent is the summary below and the daily table beside it.
 */
export function DailyChart({ daily }: DailyChartProps) {
  const titleId = useId();
  const descriptionId = useId();
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const max = niceMax(Math.max(0, ...daily.map((day) => day.views)));
  const step = plotWidth / Math.max(1, daily.length);
  const x = (index: number) => MARGIN.left + index * step;
  const y = (value: number) => MARGIN.top + plotHeight - (value / max) * plotHeight;
  const ticks = axisTicks(max);
  const visitorsPath = daily
    .map((day, index) => `${index === 0 ? "M" : "L"}${(x(index) + step / 2).toFixed(1)},${y(day.visitors).toFixed(1)}`)
    .join(" ");
  const labelled = daily.length > 0 ? [0, Math.floor((daily.length - 1) / 2), daily.length - 1] : [];
  const busiest = daily.reduce<DailyFigures | undefined>((best, day) => (!best || day.views > best.views ? day : best), undefined);

  return (
    <figure className="rounded-lg border border-border bg-card p-5">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${titleId} ${descriptionId}`} className="h-auto w-full">
        <title id={titleId}>Vues et visiteurs uniques par jour</title>
        <desc id={descriptionId}>
          {daily.length > 0
            ? `Du ${formatDateShort(daily[0]!.day)} au ${formatDateShort(daily.at(-1)!.day)}. Jour le plus chargé : ${formatDateShort(busiest!.day)}, ${formatNumber(busiest!.views, 0)} vues.`
            : "Aucune donnée."}
        </desc>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} className="stroke-border" strokeWidth={1} />
            <text
              x={MARGIN.left - 6}
              y={y(tick)}
              textAnchor="end"
              dominantBaseline="middle"
              fontSize={11}
              className="fill-muted-foreground"
            >
              {formatNumber(tick, 0)}
            </text>
          </g>
        ))}
        {daily.map((day, index) => (
          <rect
            key={day.day}
            x={x(index) + step * 0.1}
            y={y(day.views)}
            width={Math.max(0.5, step * 0.8)}
            height={Math.max(0, MARGIN.top + plotHeight - y(day.views))}
            className="fill-straw-400"
          />
        ))}
        <path d={visitorsPath} fill="none" strokeWidth={2} className="stroke-earth-800" />
        {labelled.map((index) => (
          <text
            key={index}
            x={x(index) + step / 2}
            y={HEIGHT - 8}
            textAnchor={index === 0 ? "start" : index === daily.length - 1 ? "end" : "middle"}
            fontSize={11}
            className="fill-muted-foreground"
          >
            {formatDateShort(daily[index]!.day)}
          </text>
        ))}
      </svg>
      <figcaption className="mt-3 flex flex-wrap gap-4 text-sm text-muted-foreground">
        <span className="flex items-center gap-2">
          <svg aria-hidden width="12" height="12" className="fill-straw-400">
            <rect width="12" height="12" />
          </svg>
          Vues
        </span>
        <span className="flex items-center gap-2">
          <svg aria-hidden width="12" height="12" className="stroke-earth-800">
            <line x1="0" x2="12" y1="6" y2="6" strokeWidth="2" />
          </svg>
          Visiteurs uniques par jour
        </span>
      </figcaption>
    </figure>
  );
}
