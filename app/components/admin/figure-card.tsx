import { formatNumber } from "@domain/format";
import { ChangeIndicator } from "~/components/traffic/change-indicator";

type FigureCardProps = {
  title: string;
  /** Null for a figure that cannot be given (an average of nothing, a rate without its denominator): "—". */
  value: number | null;
  /** The same figure over the previous period; null when there is none ('Tout'). */
  previous?: number | null;
  comparedWith?: string;
  format?: (n: number) => string;
  note?: string;
};

/** One card of a dashboard: a figure, what it counts, and its change against the previous period when there is one. */
export function FigureCard({
  title,
  value,
  previous = null,
  comparedWith = "",
  format = (n) => formatNumber(n, 0),
  note,
}: FigureCardProps) {
  return (
    <li className="rounded-lg border border-border bg-card p-5">
      <h3 className="text-sm font-medium text-muted-foreground">{title}</h3>
      {/* A figure and its unit are read as one: never split across lines ("7 h" / "ouvrées"). */}
      <p className="mt-1 text-3xl font-bold whitespace-nowrap tabular-nums">{value === null ? "—" : format(value)}</p>
      {note ? <p className="text-xs text-muted-foreground">{note}</p> : null}
      {value !== null && previous !== null ? <ChangeIndicator current={value} previous={previous} comparedWith={comparedWith} /> : null}
    </li>
  );
}
