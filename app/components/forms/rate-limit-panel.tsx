import { Clock } from "lucide-react";
import { formatCountdown } from "@domain/format";
import { SEND_FEEDBACK } from "~/content/send-feedback";

/** Shown while a form's cooldown runs (docs/product.md §2): the title and 'Réessayez dans m:ss', ticking. */
export function RateLimitPanel({ remainingSeconds, title = SEND_FEEDBACK.rateLimitPanel }: { remainingSeconds: number; title?: string }) {
  return (
    <div role="status" className="flex items-start gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-4 text-sm">
      <Clock aria-hidden className="mt-0.5 size-5 shrink-0 text-destructive" />
      <div>
        <p className="font-semibold text-destructive">{title}</p>
        <p className="text-foreground">{SEND_FEEDBACK.retryIn(formatCountdown(remainingSeconds))}</p>
      </div>
    </div>
  );
}
