import { useEffect, useRef } from "react";
import type { CalculationResult } from "@domain/calculator/calculator";
import { calculatorUsage } from "@domain/calculator/calculator-api";

/** How long a calculation must stay unchanged to count as one (DESIGN.md §6 'Calculator tracking'). */
export const SETTLE_DELAY_MS = 1500;

/**
 * Records a calculation once it has settled, not at every keystroke: after SETTLE_DELAY_MS without change, and
 * only if it differs from the last one recorded. Failures are logged, never shown.
 */
export function useSettledTracking(first: CalculationResult | null, second: CalculationResult | null) {
  const lastRecorded = useRef<string | null>(null);
  const signature = first ? JSON.stringify([first.productId, first.unit, first.quantity, second?.productId, second?.unit, second?.quantity]) : null;

  useEffect(() => {
    if (!first || signature === null || signature === lastRecorded.current) return;
    const timer = setTimeout(() => {
      lastRecorded.current = signature;
      fetch("/api/track-calculator-usage", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(calculatorUsage(first, second)),
        keepalive: true,
      })
        .then((response) => {
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
        })
        .catch((error: unknown) => console.error("Error tracking calculator usage", error));
    }, SETTLE_DELAY_MS);
    return () => clearTimeout(timer);
    // The signature stands for the two calculations' inputs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature]);
}
