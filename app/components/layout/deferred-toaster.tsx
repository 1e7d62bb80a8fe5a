import { lazy, Suspense, useSyncExternalStore } from "react";
import { FIRST_INTERACTION } from "~/islands/first-interaction";

const Toaster = lazy(() => import("~/components/ui/sonner").then((module) => ({ default: module.Toaster })));

// On a tool page, the press that loaded React came before this module: its plain script recorded it.
let interacted = typeof document !== "undefined" && document.documentElement.dataset.interacted !== undefined;
const onInteraction = new Set<() => void>();

// Listening from the moment this module runs, before hydration starts: React replays a click made during
// hydration to its handler, which may raise a toast; a listener added in an effect would have missed that click.
if (typeof window !== "undefined") {
  const options = { capture: true, passive: true, once: true } as const;
  const record = () => {
    if (interacted) return;
    interacted = true;
    for (const notify of onInteraction) notify();
  };
  for (const type of FIRST_INTERACTION) window.addEventListener(type, record, options);
}

function subscribe(notify: () => void) {
  onInteraction.add(notify);
  return () => onInteraction.delete(notify);
}

/**
 * The toast area, mounted at the visitor's first press of a key, a button or the screen, or first dropped file: every toast answers
 * something the visitor did, and a visitor who only reads never pays for the notification library (its script,
 * and the restyling of the whole page its stylesheet causes). A toast raised before the area is mounted is not
 * lost: sonner replays the active toasts to a Toaster that subscribes late.
 */
export function DeferredToaster() {
  const ready = useSyncExternalStore(
    subscribe,
    () => interacted,
    () => false,
  );
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
