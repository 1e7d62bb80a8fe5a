import { type RefObject, useEffect, useState } from "react";

/** Controls where the visitor types or picks: focus inside one of them means they are still at work. */
const TEXT_CONTROL = "input:not([type=checkbox]):not([type=radio]):not([type=button]):not([type=submit]), textarea, select";

function isTextControl(element: EventTarget | null, container: HTMLElement): boolean {
  return element instanceof Element && container.contains(element) && element.matches(TEXT_CONTROL);
}

/**
 * Whether the visitor is busy inside `container`: focus in a text field, date or select of it, a pointer pressed on
 * it, or a mouse that clicked in one of its parts (`zone`, a step of the quote form) and has not left that part yet.
 * Automatic behaviour (the quote form's section advance) waits until this turns false, so nothing moves under a
 * finger, a caret or a mouse: a city of "Ch" is already valid, the visitor has not finished typing it; a click on a
 * step's last answer completes it, and the step would close under the mouse that is still on it.
 * A touch leaves nothing under the screen once lifted, and keys or a caret in a text field take over from the mouse.
 */
export function useUserInteracting(container: RefObject<HTMLElement | null>, zone = "section"): boolean {
  const [focusedInField, setFocusedInField] = useState(false);
  const [pointerDown, setPointerDown] = useState(false);
  const [mouseIn, setMouseIn] = useState<Element | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const onFocusIn = (event: FocusEvent) => {
      const typing = isTextControl(event.target, element);
      setFocusedInField(typing);
      if (typing) setMouseIn(null);
    };
    // relatedTarget is where focus goes next (null when it leaves the page or lands on nothing focusable).
    const onFocusOut = (event: FocusEvent) => setFocusedInField(isTextControl(event.relatedTarget, element));
    const onPointerDown = (event: PointerEvent) => {
      setPointerDown(true);
      const part = event.target instanceof Element ? event.target.closest(zone) : null;
      setMouseIn(event.pointerType !== "touch" && part && element.contains(part) ? part : null);
    };
    const onPointerUp = () => setPointerDown(false);
    // Leaving the part clicked in, for another part, the rest of the page or the window (relatedTarget null).
    const onPointerOut = (event: PointerEvent) =>
      setMouseIn((part) => (part && !(event.relatedTarget instanceof Node && part.contains(event.relatedTarget)) ? null : part));
    const onKeyDown = () => setMouseIn(null);
    element.addEventListener("focusin", onFocusIn);
    element.addEventListener("focusout", onFocusOut);
    element.addEventListener("pointerdown", onPointerDown);
    element.addEventListener("pointerout", onPointerOut);
    window.addEventListener("pointerup", onPointerUp);
    window.addEventListener("pointercancel", onPointerUp);
    window.addEventListener("keydown", onKeyDown);
    return () => {
      element.removeEventListener("focusin", onFocusIn);
      element.removeEventListener("focusout", onFocusOut);
      element.removeEventListener("pointerdown", onPointerDown);
      element.removeEventListener("pointerout", onPointerOut);
      window.removeEventListener("pointerup", onPointerUp);
      window.removeEventListener("pointercancel", onPointerUp);
      window.removeEventListener("keydown", onKeyDown);
    };
  }, [container, zone]);

  return focusedInField || pointerDown || mouseIn !== null;
}
