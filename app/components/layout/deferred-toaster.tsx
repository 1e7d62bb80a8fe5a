import { lazy, Suspense, useEffect, useState } from "react";

const Toaster = lazy(() => import("~/components/ui/sonner").then((module) => ({ default: module.Toaster })));

/**
 * The toast area, mounted once the page is idle after hydration: the notification library is not needed to show a
 * page, so it stays out of the first load's JavaScript (issue 3 budget). A toast raised before it mounts is not
 * lost: sonner replays the active toasts to a Toaster that subscribes late.
 */
export function DeferredToaster() {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setReady(true), 200);
    return () => window.clearTimeout(timer);
  }, []);

  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
