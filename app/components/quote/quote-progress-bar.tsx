import { useId } from "react";
import { cn } from "~/lib/cn";

/** How far the request is filled in (docs/product.md §6 'Progress'), as a labelled progress bar with its percentage. */
export function QuoteProgressBar({ value, className }: { value: number; className?: string }) {
  const labelId = useId();
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <div className="flex items-baseline justify-between text-sm">
        <span id={labelId} className="font-medium">
          Progression
        </span>
        <span aria-hidden className="font-semibold tabular-nums">
          {value}&nbsp;%
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value} %`}
        className="h-2.5 overflow-hidden rounded-full bg-secondary"
      >
        {/* An SVG bar: its width is an attribute, where a style= attribute would be refused by the CSP. */}
        <svg viewBox="0 0 100 1" preserveAspectRatio="none" aria-hidden className="block size-full">
          <rect width={Math.max(0, Math.min(100, value))} height="1" className="fill-green-700" />
        </svg>
      </div>
    </div>
  );
}
