import type { FunnelStep } from "@domain/analytics/commercial-funnel";
import { formatNumber } from "@domain/format";

const percent = (rate: number | null) => (rate === null ? "—" : `${formatNumber(rate * 100, 1)}\u00A0%`);

/**
 * The conversion funnel (docs/product.md §3.6) as centred bars, each as wide as its share of the visitors (with a floor so
 * that a small step stays readable), drawn with CSS from the server; the list is its text: each step's share of the
 * visitors, and a conversion from the step before only where the step is a subset of it (commercial-funnel.ts).
 */
export function FunnelChart({ steps }: { steps: readonly FunnelStep[] }) {
  return (
    <ol aria-label="Entonnoir de conversion" className="flex flex-col gap-2">
      {steps.map((step, index) => {
        const width = index === 0 ? 100 : Math.max(12, Math.min(100, Math.round((step.fromVisitors ?? 0) * 100)));
        return (
          <li key={step.label} className="flex flex-col items-center gap-1">
            <svg viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden className="h-10 w-full">
              <rect
                x={(100 - width) / 2}
                y={0}
                width={width}
                height={10}
                rx={1}
                className={index % 2 === 0 ? "fill-straw-400" : "fill-green-700"}
              />
            </svg>
            <p className="text-center text-sm">
              <span className="font-semibold">{step.label}</span> : {formatNumber(step.count, 0)}
              {index > 0 ? <span className="text-muted-foreground"> · {percent(step.fromVisitors)} des visiteurs</span> : null}
              {/* After the first step, a conversion from the step before is its share of the visitors, said once. */}
              {index > 1 && step.fromPrevious !== null ? (
                <span className="text-muted-foreground"> · {percent(step.fromPrevious)} de l'étape précédente</span>
              ) : null}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
