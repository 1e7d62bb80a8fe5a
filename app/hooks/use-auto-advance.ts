import { useEffect, useRef } from "react";

/** Delay between a section becoming complete and the form moving on (docs/product.md §10). */
export const AUTO_ADVANCE_DELAY_MS = 300;

/**
 * Calls `advance(index)` 300 ms after step `index` turns complete (docs/product.md §6 'Quote form sections'), never while
 * the visitor is interacting: the delay starts again once they stop. When several steps complete together, the
 * earliest one is passed. A step that is complete from the start, or that turns incomplete again before the delay
 * is over, does not advance.
 */
export function useAutoAdvance(complete: readonly boolean[], interacting: boolean, advance: (index: number) => void): void {
  const previous = useRef<readonly boolean[]>(complete);
  const pending = useRef<number | null>(null);
  const latestAdvance = useRef(advance);
  const key = complete.map(Number).join("");

  useEffect(() => {
    latestAdvance.current = advance;
  }, [advance]);

  useEffect(() => {
    const before = previous.current;
    const now = key.split("").map((digit) => digit === "1");
    previous.current = now;
    const newlyComplete = now.findIndex((done, index) => done && !before[index]);
    if (pending.current !== null && !now[pending.current]) pending.current = null;
    if (newlyComplete !== -1) pending.current = Math.min(pending.current ?? newlyComplete, newlyComplete);
    if (pending.current === null || interacting) return;

    const index = pending.current;
    const timer = window.setTimeout(() => {
      pending.current = null;
      latestAdvance.current(index);
    }, AUTO_ADVANCE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [key, interacting]);
}
