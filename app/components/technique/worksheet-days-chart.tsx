import { useId } from "react";
import type { WorksheetDay } from "@server/analytics/technique-report.server";
import { formatDateShort, formatNumber } from "@domain/format";

const WIDTH = 800;
const HEIGHT = 220;
const MARGIN = { top: 12, right: 12, bottom: 28, left: 40 };
const SERIES = [
  { key: "pageViews", label: "Vues", className: "fill-straw-400" },
  { key: "measurements", label: "Mesures ajoutées", className: "fill-green-700" },
  { key: "emailsSent", label: "E-mails envoyés", className: "fill-earth-800" },
] as const;

/**
 * The worksheet's last 7 days (docs/product.md §3.7): views, measurements and e-mails side by side per day, in plain SVG
 * drawn on the server. Its text equivalent is the table under it.
 */
export function WorksheetDaysChart({ days }: { days: readonly WorksheetDay[] }) {
  const titleId = useId();
  const descriptionId = useId();
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const max = Math.max(1, ...days.flatMap((day) => SERIES.map((series) => day[series.key])));
  const step = plotWidth / Math.max(1, days.length);
  const barWidth = (step * 0.8) / SERIES.length;
  const y = (value: number) => MARGIN.top + plotHeight - (value / max) * plotHeight;
  const total = (key: (typeof SERIES)[number]["key"]) => days.reduce((sum, day) => sum + day[key], 0);

  return (
    <figure className="rounded-lg border border-border bg-card p-5">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${titleId} ${descriptionId}`} className="h-auto w-full">
        <title id={titleId}>Bordereau d'autocontrôle, 7 derniers jours</title>
        <desc id={descriptionId}>{SERIES.map((series) => `${series.label} : ${formatNumber(total(series.key), 0)}`).join(", ")}.</desc>
        {[0, max].map((tick) => (
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
        {days.map((day, index) => (
          <g key={day.day}>
            {SERIES.map((series, seriesIndex) => (
              <rect
                key={series.key}
                x={MARGIN.left + index * step + step * 0.1 + seriesIndex * barWidth}
                y={y(day[series.key])}
                width={barWidth}
                height={Math.max(0, MARGIN.top + plotHeight - y(day[series.key]))}
                className={series.className}
              />
            ))}
            <text
              x={MARGIN.left + index * step + step / 2}
              y={HEIGHT - 8}
              textAnchor="middle"
              fontSize={11}
              className="fill-muted-foreground"
            >
              {formatDateShort(day.day).slice(0, 5)}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className="mt-3 flex flex-wrap gap-4 text-sm text-muted-foreground">
        {SERIES.map((series) => (
          <span key={series.key} className="flex items-center gap-2">
            <svg aria-hidden width="12" height="12" className={series.className}>
              <rect width="12" height="12" />
            </svg>
            {series.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
