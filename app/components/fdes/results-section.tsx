import type { ReactNode } from "react";

/** One part of the comparison's results, named by its heading for screen readers' landmarks. */
export function ResultsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}
