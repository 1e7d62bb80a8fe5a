import { type RefObject, useEffect } from "react";

/**
 * Blurs a focused number field when the wheel turns over it, so the turn scrolls the page instead of changing the
 * quantity unnoticed (docs/product.md §8). Chromium scrolls the page before it dispatches the wheel event, and targets the
 * event at whatever is under the pointer after the scroll: neither the field's own onWheel nor the event's
 * coordinates can be relied on. So the field remembers whether the pointer is over it, and a wheel event anywhere
 * (listened for on the window, before any other handler) blurs it then.
 */
export function useBlurOnWheel(ref: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    const field = ref.current;
    if (!field) return;
    let pointerOver = false;
    const enter = () => (pointerOver = true);
    const leave = () => (pointerOver = false);
    const onWheel = () => {
      if (pointerOver && document.activeElement === field) field.blur();
    };
    field.addEventListener("pointerenter", enter);
    field.addEventListener("pointerleave", leave);
    window.addEventListener("wheel", onWheel, { capture: true, passive: true });
    return () => {
      field.removeEventListener("pointerenter", enter);
      field.removeEventListener("pointerleave", leave);
      window.removeEventListener("wheel", onWheel, { capture: true });
    };
  }, [ref]);
}
