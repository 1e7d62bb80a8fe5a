import { useEffect } from "react";
import { useLocation } from "react-router";

/** The anchor scroll delay (docs/product.md §10.5): lets the target page render (and code-split parts load) before scrolling. */
const SCROLL_DELAY_MS = 100;

/**
 * On every location change that carries a hash (including the first load of /produits#botte-36), waits 100 ms and
 * scrolls the element with that id into view smoothly. Keyed on the location key so choosing the same anchor
 * again scrolls back to it.
 */
export function useScrollToHash(): void {
  const { hash, key } = useLocation();

  useEffect(() => {
    const id = decodeHash(hash);
    if (!id) return;
    const timer = window.setTimeout(() => {
      const target = document.getElementById(id);
      if (!target) return;
      const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
    }, SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [hash, key]);
}

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    // A malformed escape in a hand-typed URL must not break the page.
    return hash.slice(1);
  }
}
