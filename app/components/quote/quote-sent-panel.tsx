import { useEffect, useId, useRef } from "react";
import { CircleCheck } from "lucide-react";

/**
 * What the page says once a quote request has gone: the quote's number and the address it went to, or
 * the plain request's acknowledgement. It stays until the next request, where the toast goes after a few seconds,
 * and its heading takes the focus (screen readers read it; the reset form below starts again from step 1).
 */
export function QuoteSentPanel({ title, description }: { title: string; description: string }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "center" });
  }, [title]);
  return (
    <section
      aria-labelledby={headingId}
      className="flex items-start gap-3 rounded-lg border border-green-700/40 bg-green-50 p-4 text-green-950 sm:p-5"
    >
      <CircleCheck aria-hidden className="mt-0.5 size-6 shrink-0 text-green-700" />
      <div>
        <h2 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
          {title}
        </h2>
        <p className="mt-1">{description}</p>
      </div>
    </section>
  );
}
