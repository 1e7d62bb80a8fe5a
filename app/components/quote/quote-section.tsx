import type { ReactNode, Ref } from "react";
import { Check, ChevronDown } from "lucide-react";
import { cn } from "~/lib/cn";

/**
 * One numbered step of the quote form that opens and closes (docs/product.md §2 'Quote request'): its heading holds a
 * button announcing whether the step is open and which panel it controls; once complete the number becomes a
 * check mark, said "(complété)". A closed step keeps its fields mounted, so nothing typed is lost.
 */
export function QuoteSection({
  number,
  title,
  anchor,
  open,
  complete,
  onToggle,
  toggleRef,
  children,
}: {
  number: number;
  title: string;
  anchor: string;
  open: boolean;
  complete: boolean;
  onToggle: () => void;
  toggleRef?: Ref<HTMLButtonElement>;
  children: ReactNode;
}) {
  const headingId = `${anchor}-titre`;
  const panelId = `${anchor}-contenu`;
  return (
    <section
      id={anchor}
      aria-labelledby={headingId}
      data-complete={complete || undefined}
      // Below the sticky header (4 rem) and, on a phone, the progress strip.
      className="scroll-mt-28 rounded-lg border border-border bg-card shadow-xs lg:scroll-mt-20"
    >
      <h2 id={headingId} className="text-lg font-semibold sm:text-xl">
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-center gap-3 rounded-lg p-4 text-left hover:bg-accent/50 sm:p-6"
        >
          <span
            aria-hidden
            className={cn(
              "flex size-8 shrink-0 items-center justify-center rounded-full text-base font-bold",
              complete ? "bg-green-700 text-white" : "bg-secondary text-secondary-foreground",
            )}
          >
            {complete ? <Check className="size-5" /> : number}
          </span>
          <span className="flex-1">
            {title}
            {complete && <span className="sr-only"> (complété)</span>}
          </span>
          <ChevronDown
            aria-hidden
            className={cn("size-5 shrink-0 text-muted-foreground transition-transform motion-reduce:transition-none", open && "rotate-180")}
          />
        </button>
      </h2>
      <div id={panelId} hidden={!open} className="border-t border-border p-4 sm:p-6">
        {children}
      </div>
    </section>
  );
}
