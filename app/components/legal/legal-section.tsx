import type { ReactNode } from "react";

/** A titled section of a legal page; `id` makes it linkable. */
export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-titre`} id={id} className="scroll-mt-24">
      <h2 id={`${id}-titre`} className="text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      <div className="mt-4 space-y-4 [&_li]:ml-5 [&_li]:list-disc [&_li+li]:mt-1">{children}</div>
    </section>
  );
}
