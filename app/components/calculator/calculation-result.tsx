import type { CalculationResult as Result } from "@domain/calculator/calculator";
import { resultRows } from "@domain/calculator/result-rows";

/** One calculation's figures as a definition list (docs/product.md §5 'Calculation result'). */
export function CalculationResult({ result, title }: { result: Result; title: string }) {
  return (
    <section aria-label={title} className="rounded-lg border border-border bg-card p-5">
      <h3 className="text-lg font-semibold">{title}</h3>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {resultRows(result).map((row) => (
          <div key={row.key} className="contents" data-row={row.key}>
            <dt className="text-muted-foreground">{row.label}</dt>
            <dd className="font-semibold tabular-nums">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
