import { lazy, Suspense, useEffect, useState } from "react";

const Toaster = lazy(() => import("~/components/ui/sonner").then((module) => ({ default: module.Toaster })));

const FIRST_INTERACTION = ["pointerdown", "keydown", "touchstart"] as const;

/**
 * The toast area, mounted at the visitor's first press of a key, a button or the screen: every toast answers
 * something the visitor did, and a visitor who only reads never pays for the notification library (its script,
 * and the restyling of the whole page its stylesheet causes). A toast raised before the area is mounted is not
 * lost: sonner replays the active toasts to a Toaster that subscribes late.
 */
export function DeferredToaster() {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const mount = () => setReady(true);
    const options = { capture: true, passive: true, once: true } as const;
    for (const type of FIRST_INTERACTION) window.addEventListener(type, mount, options);
    return () => {
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, mount, options);
    };
  }, []);

  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
