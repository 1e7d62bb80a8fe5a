/** A legend entry of the comparator's charts: a square of the bars' colour (`fill-*` class) and its meaning. */
export function ChartLegendSwatch({ className, label }: { className: string; label: string }) {
  return (
    <span className="flex items-center gap-2">
      <svg aria-hidden width="12" height="12" className={className}>
        <rect width="12" height="12" rx="2" />
      </svg>
      {label}
    </span>
  );
}
