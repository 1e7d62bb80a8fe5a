import type * as React from "react";
import { cn } from "~/lib/cn";

/**
 * A group of native radio buttons. The browser then gives them what visitors know from every form: the first arrow
 * key moves and selects at once, Tab enters at the checked option, a click selects on release. Give the group an
 * accessible name (aria-labelledby pointing at its legend, or aria-label) and every item the same `name`.
 */
export function RadioGroup({ className, ...props }: React.ComponentProps<"div">) {
  // The caller lays the options out (side by side or one per line).
  return <div role="radiogroup" data-slot="radio-group" className={className} {...props} />;
}

/** Drawn as a ring that thickens around a white centre when checked, in the design's colours. */
export function RadioGroupItem({ className, ...props }: Omit<React.ComponentProps<"input">, "type">) {
  return (
    <input
      type="radio"
      data-slot="radio-group-item"
      className={cn(
        "size-5 shrink-0 cursor-pointer appearance-none rounded-full border border-input bg-background shadow-xs transition-[border-width] checked:border-[6px] checked:border-primary disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:checked:border-primary motion-reduce:transition-none",
        className,
      )}
      {...props}
    />
  );
}
