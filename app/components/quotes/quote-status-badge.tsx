import { QUOTE_STATUS_LABELS, type QuoteStatus } from "@domain/quotes/quote-status";

/** Colours with AA contrast on their own background; the label says the status, the colour only helps. */
const TONES: Record<QuoteStatus, string> = {
  new: "bg-straw-100 text-earth-950",
  answered: "bg-blue-50 text-blue-900",
  won: "bg-green-50 text-green-900",
  lost: "bg-red-50 text-red-900",
  no_follow_up: "bg-muted text-foreground",
};

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return (
    <span
      data-status={status}
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[status]}`}
    >
      {QUOTE_STATUS_LABELS[status]}
    </span>
  );
}
