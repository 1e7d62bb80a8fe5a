import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import type { FaqItem } from "~/content/faq";

/**
 * One question, as the browser's own disclosure widget. All questions of the page share one `name`, so the browser
 * keeps a single one open: opening another closes it, across categories. Nothing here needs JavaScript, which
 * keeps the 36 questions cheap to hydrate on a phone. The answers are in the server's HTML, closed, for search
 * engines and for the browser's find-in-page (which opens the matching question). A browser too old to know
 * `name` lets several stay open: nothing worse.
 */
export function FaqQuestion({ item, group }: { item: FaqItem; group: string }) {
  return (
    <details name={group} className="group border-b border-border last:border-b-0">
      <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-md py-4 text-left font-medium hover:underline [&::-webkit-details-marker]:hidden">
        {/* HTML allows a heading inside a summary: the questions stay in the page outline. */}
        <h3 className="text-base">{item.question}</h3>
        {/* A chevron drawn by two borders rather than an icon: 36 of them, so each element saved counts. */}
        <span
          aria-hidden="true"
          className="mt-1.5 mr-1 size-2 shrink-0 rotate-45 border-r-2 border-b-2 border-muted-foreground transition-transform duration-200 group-open:mt-2.5 group-open:-rotate-135 motion-reduce:transition-none"
        />
      </summary>
      <div className="space-y-3 pb-4 text-base leading-relaxed text-muted-foreground">
        {item.answer.split("\n\n").map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {item.link ? (
          <p>
            <Link
              to={item.link.to}
              className="inline-flex items-center gap-1 font-medium text-primary underline underline-offset-4 hover:no-underline"
            >
              {item.link.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </p>
        ) : null}
      </div>
    </details>
  );
}
