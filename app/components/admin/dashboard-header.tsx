import { LoaderCircle } from "lucide-react";
import type { DayRange } from "@domain/traffic-period";
import { formatDateShort } from "@domain/format";
import { PeriodSelector } from "~/components/traffic/period-selector";

type DashboardHeaderProps = {
  title: string;
  periodId: string;
  current: DayRange;
  /** The Traffic periods unless given. */
  periods?: ReadonlyArray<{ id: string; label: string }>;
  /** A client navigation (another period) is loading. */
  loading: boolean;
  /** After the period line: "Actualisé toutes les 30 secondes." */
  note?: string;
};

/** What every dashboard starts with: its title, the days it counts, the period links and a loading status. */
export function DashboardHeader({ title, periodId, current, periods, loading, note }: DashboardHeaderProps) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="mt-1 text-muted-foreground">
          {periodId === "tout"
            ? "Depuis le début."
            : `Du ${formatDateShort(current.from)} au ${formatDateShort(current.to)} (aujourd'hui inclus).`}
          {note ? ` ${note}` : null}
        </p>
      </div>
      <div className="flex items-center gap-3">
        {loading ? (
          <span role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <LoaderCircle aria-hidden className="size-4 animate-spin" />
            Chargement…
          </span>
        ) : null}
        <PeriodSelector current={periodId} {...(periods ? { periods } : {})} />
      </div>
    </div>
  );
}

/** "aux 30 jours précédents (du … au …)": completes "par rapport …" under each card; empty without a previous period. */
export function comparedWithText(
  periods: ReadonlyArray<{ id: string; label: string }>,
  periodId: string,
  previous: DayRange | null,
): string {
  if (!previous) return "";
  const label = periods.find((period) => period.id === periodId)?.label ?? "";
  return `aux ${label} précédents (du ${formatDateShort(previous.from)} au ${formatDateShort(previous.to)})`;
}
