import { Link } from "react-router";
import { TRAFFIC_PERIODS } from "@domain/traffic-period";
import { cn } from "~/lib/cn";

type PeriodSelectorProps = {
  current: string;
  /** The Traffic periods unless given (the other dashboards add 'Tout'). */
  periods?: ReadonlyArray<{ id: string; label: string }>;
};

/** Links rather than a form: each period has its address, and works before (or without) JavaScript. */
export function PeriodSelector({ current, periods = TRAFFIC_PERIODS }: PeriodSelectorProps) {
  return (
    <nav aria-label="Période">
      <ul className="inline-flex flex-wrap rounded-md border border-border bg-card p-1">
        {periods.map((period) => (
          <li key={period.id}>
            <Link
              to={`?periode=${period.id}`}
              aria-current={period.id === current ? "page" : undefined}
              preventScrollReset
              className={cn(
                "block rounded px-3 py-1.5 text-sm font-medium whitespace-nowrap",
                period.id === current ? "bg-primary text-primary-foreground" : "hover:bg-muted",
              )}
            >
              {period.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
