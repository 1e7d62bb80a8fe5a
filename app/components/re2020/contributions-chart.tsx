import { useId } from "react";
import type { Re2020Estimate } from "@domain/re2020/estimate";
import { formatNumber } from "@domain/format";
import { ESTIMATE_ELEMENT_LABELS } from "@domain/re2020/re2020-schema";

const WIDTH = 640;
const LABEL = 110;
const RIGHT = 16;
const ROW = 56;
const BAR = 18;
const TOP = 12;
const AXIS = 28;

interface Row {
  label: string;
  dynamic: number | null;
  static: number | null;
}

/**
 * The insulation's contribution by element, dynamic and static side by side, kg CO₂ eq./m² SREF, from a zero line
 * (the straw's dynamic figure is a credit, left of it). Plain SVG drawn on the server like the wall calculator's
 * section; the table of elements under it is its text equivalent.
 */
export function ContributionsChart({ estimate }: { estimate: Re2020Estimate }) {
  const titleId = useId();
  const descriptionId = useId();
  const rows: Row[] = [
    ...estimate.elements
      .filter((element) => element.areaM2 > 0)
      .map((element) => ({ label: ESTIMATE_ELEMENT_LABELS[element.element], dynamic: element.icDynamic, static: element.icStatic })),
    { label: "Total", dynamic: estimate.insulationIcDynamic, static: estimate.insulationIcStatic },
  ];
  const values = rows.flatMap((row) => [row.dynamic ?? 0, row.static ?? 0]);
  const min = Math.min(0, ...values);
  const max = Math.max(0, ...values);
  const span = Math.max(max - min, 1);
  const plot = WIDTH - LABEL - RIGHT;
  const x = (value: number) => LABEL + ((value - min) / span) * plot;
  const height = TOP + rows.length * ROW + AXIS;
  const describe = (value: number | null) => (value === null ? "inconnu" : `${formatNumber(value, 1)}`);

  return (
    <figure className="rounded-lg border border-border bg-card p-4">
      <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby={`${titleId} ${descriptionId}`} className="h-auto w-full">
        <title id={titleId}>Contribution de l'isolant par paroi, en kg CO₂ éq./m² SREF</title>
        <desc id={descriptionId}>
          {rows.map((row) => `${row.label} : ${describe(row.dynamic)} en dynamique, ${describe(row.static)} en statique.`).join(" ")}
        </desc>
        {rows.map((row, index) => {
          const y = TOP + index * ROW;
          return (
            <g key={row.label}>
              <text x={LABEL - 8} y={y + BAR + 2} textAnchor="end" dominantBaseline="middle" className="fill-foreground text-[13px]">
                {row.label}
              </text>
              {[
                { value: row.dynamic, offset: 0, fill: "fill-earth-800" },
                { value: row.static, offset: BAR + 2, fill: "fill-straw-400" },
              ].map(({ value, offset, fill }) =>
                value === null ? (
                  <text
                    key={offset}
                    x={x(0) + 4}
                    y={y + offset + BAR / 2}
                    dominantBaseline="middle"
                    className="fill-muted-foreground text-[11px]"
                  >
                    inconnu
                  </text>
                ) : (
                  <g key={offset}>
                    <rect
                      x={Math.min(x(0), x(value))}
                      y={y + offset}
                      width={Math.max(1, Math.abs(x(value) - x(0)))}
                      height={BAR}
                      className={fill}
                    />
                    <text
                      x={value < 0 ? x(value) + 4 : x(value) - 4}
                      y={y + offset + BAR / 2}
                      textAnchor={value < 0 ? "start" : "end"}
                      dominantBaseline="middle"
                      className={`${fill === "fill-earth-800" ? "fill-straw-50" : "fill-earth-950"} text-[11px]`}
                    >
                      {Math.abs(x(value) - x(0)) > 44 ? formatNumber(value, 1) : ""}
                    </text>
                  </g>
                ),
              )}
            </g>
          );
        })}
        <line x1={x(0)} x2={x(0)} y1={TOP - 4} y2={height - AXIS + 4} className="stroke-foreground" strokeWidth={1} />
        <text x={x(min)} y={height - 8} textAnchor="start" className="fill-muted-foreground text-[11px]">
          {formatNumber(min, 0)}
        </text>
        <text x={x(0)} y={height - 8} textAnchor="middle" className="fill-muted-foreground text-[11px]">
          0
        </text>
        <text x={x(max)} y={height - 8} textAnchor="end" className="fill-muted-foreground text-[11px]">
          {formatNumber(max, 0)}
        </text>
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span>
          <span aria-hidden="true" className="mr-1 inline-block h-3 w-5 bg-earth-800 align-middle" />
          Dynamique (RE2020)
        </span>
        <span>
          <span aria-hidden="true" className="mr-1 inline-block h-3 w-5 bg-straw-400 align-middle" />
          Statique (comparaison)
        </span>
        <span>kg CO₂ éq./m² SREF ; à gauche du zéro, un crédit.</span>
      </figcaption>
    </figure>
  );
}
