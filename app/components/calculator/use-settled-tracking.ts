import { useEffect, useRef } from "react";
import type { CalculationResult } from "@domain/calculator/calculator";
import { calculatorUsage } from "@domain/calculator/calculator-api";
import { sendTracking } from "~/lib/send-tracking";

/** How long a calculation must stay unchanged to count as one (docs/analytics.md 'Calculator tracking'). */
export const SETTLE_DELAY_MS = 1500;

/**
 * Records a calculation once it has settled, not at every keystroke: after SETTLE_DELAY_MS without change, and
 * only if it differs from the last one recorded. Failures are logged, never shown.
 */
export function useSettledTracking(first: CalculationResult | null, second: CalculationResult | null) {
  const lastRecorded = useRef<string | null>(null);
  const signature = first
    ? JSON.stringify([first.productId, first.unit, first.quantity, second?.productId, second?.unit, second?.quantity])
    : null;

  useEffect(() => {
    if (!first || signature === null || signature === lastRecorded.current) return;
    const timer = setTimeout(() => {
      lastRecorded.current = signature;
      void sendTracking("/api/track-calculator-usage", calculatorUsage(first, second), "Error tracking calculator usage");
    }, SETTLE_DELAY_MS);
    return () => clearTimeout(timer);
    // The signature stands for the two calculations' inputs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature]);
}
