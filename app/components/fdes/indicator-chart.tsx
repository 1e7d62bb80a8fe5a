import { useId } from "react";
import { formatIndicator } from "@domain/fdes/fdes-format";

export interface ChartRow {
  label: string;
  value: number | null;
  kind: "uploaded" | "own" | "closest";
  /** One of our values from a sample declaration. */
  example: boolean;
}

const WIDTH = 400;
const ROW_HEIGHT = 46;
const TOP = 6;
const SIDE = 6;
const BAR_HEIGHT = 14;
const FONT_SIZE = 14;
/** Past this many characters a name is cut with "…" in the chart (the table beside it has it in full). */
const MAX_LABEL = 30;

const BAR_CLASS: Record<ChartRow["kind"], string> = {
  uploaded: "fill-earth-700",
  own: "fill-green-500",
  closest: "fill-green-800",
};

function shortLabel(row: ChartRow): string {
  const name = row.label.length > MAX_LABEL ? `${row.label.slice(0, MAX_LABEL - 1)}…` : row.label;
  return `${name}${row.kind === "closest" ? " (la plus proche)" : ""}${row.example ? " (ex.)" : ""}`;
}

/**
 * One indicator as horizontal bars (plain SVG drawn by React, SVG attributes, no inline
 * style): the uploaded product, then our bales. Every bar starts at zero on one linear scale, so that their lengths
 * are in the ratio of their values (6 against 10 reads as 6 against 10, no cut axis). Each bar has its value written
 * beside its name; a negative value goes left of the zero line; a value the declaration does not give reads "non lu" and has no bar, never a bar of 0.
 * Its text equivalent is the table under it.
 */
export function IndicatorChart({
  title,
  unit,
  rows,
  note,
}: {
  title: string;
  unit: string;
  rows: readonly ChartRow[];
  /** A sentence read with the chart, beside it (what the figure sums, what weighs in it). */
  note?: string;
}) {
  const titleId = useId();
  const descriptionId = useId();
  const values = rows.flatMap((row) => (row.value === null ? [] : [row.value]));
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const span = high - low || 1;
  const x = (value: number) => SIDE + ((value - low) / span) * (WIDTH - 2 * SIDE);
  const height = TOP + rows.length * ROW_HEIGHT + 4;
  const zero = x(0);

  return (
    <figure className="flex min-w-0 flex-col gap-3 rounded-lg border border-border bg-card p-4">
      <figcaption className="font-semibold">
        {title} <span className="font-normal text-muted-foreground">({unit} par unité fonctionnelle)</span>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby={`${titleId} ${descriptionId}`} className="h-auto w-full">
        <title id={titleId}>{`${title}, en ${unit} par unité fonctionnelle : produit analysé et nos bottes`}</title>
        <desc id={descriptionId}>{rows.map((row) => `${shortLabel(row)} : ${formatIndicator(row.value, unit)}`).join(" ; ")}</desc>
        {rows.map((row, index) => {
          const top = TOP + index * ROW_HEIGHT;
          const end = row.value === null ? zero : x(row.value);
          return (
            <g key={row.label} data-kind={row.kind}>
              <text x={SIDE} y={top + FONT_SIZE} fontSize={FONT_SIZE} className="fill-foreground">
                {shortLabel(row)}
              </text>
              <text
                x={WIDTH - SIDE}
                y={top + FONT_SIZE}
                fontSize={FONT_SIZE}
                textAnchor="end"
                fontWeight={600}
                className={row.value === null ? "fill-muted-foreground" : "fill-foreground"}
              >
                {formatIndicator(row.value, unit)}
              </text>
              <line
                x1={zero}
                x2={zero}
                y1={top + FONT_SIZE + 3}
                y2={top + FONT_SIZE + 9 + BAR_HEIGHT}
                strokeWidth={1}
                className="stroke-earth-950"
              />
              {row.value === null ? null : (
                <rect
                  x={Math.min(zero, end)}
                  y={top + FONT_SIZE + 6}
                  width={Math.max(row.value === 0 ? 0 : 1.5, Math.abs(end - zero))}
                  height={BAR_HEIGHT}
                  rx={2}
                  className={BAR_CLASS[row.kind]}
                />
              )}
            </g>
          );
        })}
      </svg>
      {note ? <p className="text-sm text-muted-foreground">{note}</p> : null}
      <details className="text-sm">
        <summary className="cursor-pointer rounded-sm font-medium">Valeurs du graphique</summary>
        <table className="mt-2 w-full">
          <caption className="sr-only">{`${title} (${unit} par unité fonctionnelle)`}</caption>
          <thead>
            <tr className="border-b border-border text-left">
              <th scope="col" className="py-1 pr-3 font-medium">
                Produit
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Valeur
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-b border-border/60 last:border-0">
                <th scope="row" className="py-1 pr-3 text-left font-normal break-words">
                  {row.label}
                  {row.kind === "closest" ? " (correspondance la plus proche)" : ""}
                  {row.example ? " (valeur d'exemple)" : ""}
                </th>
                <td className="py-1 text-right whitespace-nowrap tabular-nums">{formatIndicator(row.value, unit)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
