import { type RefObject, useEffect, useState } from "react";

/** Controls where the visitor types or picks: focus inside one of them means they are still at work. */
const TEXT_CONTROL = "input:not([type=checkbox]):not([type=radio]):not([type=button]):not([type=submit]), textarea, select";

function isTextControl(element: EventTarget | null, container: HTMLElement): boolean {
  return element instanceof Element && container.contains(element) && element.matches(TEXT_CONTROL);
}

/**
 * Whether the visitor is busy inside `container`: focus in a text field, date or select of it, or a pointer pressed
 * on it. Automatic behaviour (the quote form's section advance) waits until this turns false, so nothing moves
 * under a finger or a caret: a city of "Ch" is already valid, the visitor has not finished typing it.
 */
export function useUserInteracting(container: RefObject<HTMLElement | null>): boolean {
  const [focusedInField, setFocusedInField] = useState(false);
  const [pointerDown, setPointerDown] = useState(false);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const onFocusIn = (event: FocusEvent) => setFocusedInField(isTextControl(event.target, element));
    // relatedTarget is where focus goes next (null when it leaves the page or lands on nothing focusable).
    const onFocusOut = (event: FocusEvent) => setFocusedInField(isTextControl(event.relatedTarget, element));
    const onPointerDown = () => setPointerDown(true);
    const onPointerUp = () => setPointerDown(false);
    element.addEventListener("focusin", onFocusIn);
    element.addEventListener("focusout", onFocusOut);
    element.addEventListener("pointerdown", onPointerDown);
    window.addEventListener("pointerup", onPointerUp);
    window.addEventListener("pointercancel", onPointerUp);
    return () => {
      element.removeEventListener("focusin", onFocusIn);
      element.removeEventListener("focusout", onFocusOut);
      element.removeEventListener("pointerdown", onPointerDown);
      window.removeEventListener("pointerup", onPointerUp);
      window.removeEventListener("pointercancel", onPointerUp);
    };
  }, [container]);

  return focusedInField || pointerDown;
}
