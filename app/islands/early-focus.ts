/**
 * The field or button a visitor meant to use before a tool page is live (app/islands/start-on-use.ts): the last one
 * focused, tapped or clicked. A tap on a field the server wrote disabled, or a focus that React's first render moves
 * away, would otherwise leave the visitor to tap again once the tool answers. It is kept by a name that survives
 * React taking over the page (the element itself, or its `id` or `name` if React replaced it), and given the focus
 * once hydrated, unless the focus is then somewhere else the visitor put it.
 */
type Intended = { element: HTMLElement; selector: string | null };

/** What a press or a focus can mean to use: a field, a button, or what a label names. */
const CONTROLS = "input:not([type='hidden']), select, textarea, button, summary, [tabindex]:not([tabindex='-1'])";

let intended: Intended | null = null;
/** The intent before the pointer came down, back in place if the press turns out to be a scroll (pointercancel). */
let beforePress: Intended | null = null;

function controlOf(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const label = target.closest("label");
  if (label?.control) return label.control;
  return target.closest<HTMLElement>(CONTROLS);
}

/** A selector naming `element` on the page React renders from the same HTML: its id, or its form field's name. */
function stableSelector(element: HTMLElement): string | null {
  if (element.id) return `#${CSS.escape(element.id)}`;
  const name = element.getAttribute("name");
  if (!name) return null;
  const value = element instanceof HTMLInputElement && element.type === "radio" ? `[value="${CSS.escape(element.value)}"]` : "";
  return `${element.localName}[name="${CSS.escape(name)}"]${value}`;
}

function intend(element: HTMLElement | null): Intended | null {
  return element ? { element, selector: stableSelector(element) } : null;
}

/** Starts keeping the intended control; called by the plain script of a tool page, before React loads. */
export function keepEarlyFocus(): void {
  const waiting = () => document.documentElement.dataset.onUse !== "hydrated";
  document.addEventListener(
    "pointerdown",
    (event) => {
      if (!waiting() || !event.isPrimary) return;
      beforePress = intended;
      // A press beside any control means the visitor left the one they were on.
      intended = intend(controlOf(event.target));
    },
    { capture: true, passive: true },
  );
  document.addEventListener("pointercancel", () => waiting() && (intended = beforePress), { capture: true, passive: true });
  document.addEventListener("focusin", (event) => waiting() && (intended = intend(controlOf(event.target))), { capture: true });
}

/**
 * Once hydrated: gives the intended control the focus, if the focus is nowhere (on the body, or on an element React
 * removed) and the control can take it now.
 */
export function focusAgain(): void {
  const kept = intended;
  intended = null;
  beforePress = null;
  if (!kept) return;
  const element = kept.element.isConnected ? kept.element : kept.selector ? document.querySelector<HTMLElement>(kept.selector) : null;
  const focused = document.activeElement;
  if (!element || element === focused) return;
  if (focused && focused !== document.body && focused.isConnected) return;
  element.focus({ preventScroll: true });
}
