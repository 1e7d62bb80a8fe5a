import type { Ref } from "react";
import { Leaf, Send } from "lucide-react";
import { formatCountdown, formatNumber } from "@domain/format";
import { Button } from "~/components/ui/button";
import { SEND_FEEDBACK } from "~/content/send-feedback";
import { QuoteProgressBar } from "./quote-progress-bar";

/**
 * The summary beside the form (docs/product.md §2): progress, the carbon the chosen bales store once it is above 0, and the
 * submit button, replaced by a countdown while the quote rate limit holds.
 */
export function QuoteSummary({
  progress,
  carbonKg,
  cooldownSeconds,
  generating,
  sending,
  submitRef,
}: {
  progress: number;
  carbonKg: number;
  /** Seconds left of the rate-limit cooldown, 0 when none. */
  cooldownSeconds: number;
  /** A personalised quote is being generated. */
  generating: boolean;
  sending: boolean;
  submitRef?: Ref<HTMLButtonElement>;
}) {
  const label =
    cooldownSeconds > 0
      ? SEND_FEEDBACK.availableIn(formatCountdown(cooldownSeconds))
      : generating
        ? SEND_FEEDBACK.quoteGenerating
        : sending
          ? SEND_FEEDBACK.sending
          : "Demander mon devis";
  return (
    <div className="flex flex-col gap-5 rounded-lg border border-border bg-card p-5 shadow-xs">
      <h2 className="text-lg font-semibold">Votre demande</h2>
      <QuoteProgressBar value={progress} />
      {carbonKg > 0 && (
        <div className="flex items-start gap-3 rounded-md bg-green-50 p-3 text-green-900">
          <Leaf aria-hidden className="mt-0.5 size-5 shrink-0 text-green-700" />
          <p className="text-sm">
            <strong className="block text-base">{formatNumber(carbonKg, 0)} kg CO₂ stockés durablement</strong>
            Le carbone capté par la paille reste stocké dans vos murs pendant plus de 50 ans.
          </p>
        </div>
      )}
      <div className="flex flex-col gap-2">
        <Button ref={submitRef} type="submit" size="lg" variant="eco" disabled={cooldownSeconds > 0 || sending} className="w-full">
          <Send aria-hidden />
          {label}
        </Button>
        <p className="text-center text-sm text-muted-foreground">Devis gratuit et sans engagement</p>
      </div>
    </div>
  );
}
