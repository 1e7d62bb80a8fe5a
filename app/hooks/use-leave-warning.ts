import { useEffect } from "react";
import { type Blocker, useBlocker } from "react-router";

/**
 * While `active` (a form with edits not yet sent, docs/product.md §9 'Leaving with unsent edits'): closing or reloading the
 * tab, or following an outside link, triggers the browser's own warning (browsers show their own wording, and
 * `message` where one still does), and navigating inside the site is held by the returned blocker so the page can
 * ask with `message` in a dialog. Moving within the page (a hash on the same path) is not leaving.
 */
export function useLeaveWarning(active: boolean, message: string): Blocker {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the text they find here; the wording of docs/product.md §9.2 is the one to show.
      event.returnValue = message;
      return message;
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [active, message]);

  return useBlocker(({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname);
}
