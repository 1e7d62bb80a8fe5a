import { holdsStoredState } from "~/lib/page-hydration";
import { focusAgain, keepEarlyFocus } from "./early-focus";
import { pressAgain, takeEarlyPress } from "./early-presses";
import { loadFullStylesheet } from "./full-stylesheet";
import { recordFirstInteraction } from "./first-interaction";

/**
 * The first use of a tool page (app/lib/page-hydration.ts, "on-use"; docs/decisions/0019-tools-on-use.md): at load
 * the page runs only this plain script (with the cookie banner and the page-view report); React Router's preloads
 * and module script wait, idle, where the server wrote them (server/http/idle-router-scripts.server.ts). On the
 * first sign of use, they run, and React Router hydrates the document as it would have at load. What the visitor
 * did before that is done again once hydrated: a button pressed (app/islands/early-presses.ts), text typed, a box
 * ticked, a file dropped, and the field tapped or focused gets the focus (app/islands/early-focus.ts).
 * `<html data-on-use>` says where the page is: "ready" (listening), "starting" (loading), "hydrated" (the tool is
 * live); browser tests wait on it (tests/support/islands.ts).
 */

/** Anywhere on the page: a press, a key, the focus, a file dragged in. */
const USE = ["pointerdown", "keydown", "focusin", "dragenter"] as const;
/** On a field, a button or a label only: a pointer passing over it, a finger on it (not a finger scrolling the text). */
const USE_OF_A_CONTROL = ["pointerover", "touchstart"] as const;
const CONTROLS = "input, select, textarea, button, label, summary, [role='button'], [tabindex]";

const IDLE_PRELOADS = 'link[rel="x-on-use-modulepreload"]';
const IDLE_MODULE = 'script[type="text/x-on-use-module"]';

export function startOnUse(): void {
  const root = document.documentElement;
  let started = false;
  const onEvent = (event: Event) => {
    if (started) return;
    const onControl = event.target instanceof Element && event.target.closest(CONTROLS) !== null;
    if ((USE_OF_A_CONTROL as readonly string[]).includes(event.type) && !onControl) return;
    started = true;
    void hydrateTool();
  };
  for (const type of [...USE, ...USE_OF_A_CONTROL]) document.addEventListener(type, onEvent, { capture: true, passive: true });
  recordFirstInteraction(root);
  keepEarlyInput();
  keepEarlyFocus();
  keepEarlyDrop();
  root.dataset.onUse = "ready";

  // What this browser stored for the tool (a quote's prefill, the worksheet's measurements) shows at once.
  const storedState = root.dataset.storedState?.split(" ") ?? [];
  let stored = false;
  try {
    stored = holdsStoredState(window.localStorage, storedState);
  } catch {
    // Storage blocked: nothing stored to show.
  }
  if (stored) {
    started = true;
    void hydrateTool();
  }
}

async function hydrateTool(): Promise<void> {
  const root = document.documentElement;
  root.dataset.onUse = "starting";
  for (const link of document.querySelectorAll<HTMLLinkElement>(IDLE_PRELOADS)) link.rel = "modulepreload";
  const idle = document.querySelector<HTMLScriptElement>(IDLE_MODULE);
  if (idle) {
    // A copy runs (a script the parser left idle does not run when its type changes); the nonce is the page's.
    const script = document.createElement("script");
    script.type = "module";
    script.nonce = idle.nonce;
    script.textContent = idle.textContent;
    document.head.append(script);
  }
  try {
    // The whole stylesheet too: the tool draws results, messages and pages the server's HTML did not have.
    const [{ hydrateDocument }] = await Promise.all([import("../hydrate-document"), routeModulesHandedOver(), loadFullStylesheet()]);
    const press = takeEarlyPress(root);
    hydrateDocument(() => {
      root.dataset.onUse = "hydrated";
      typeAgain();
      focusAgain();
      if (press) pressAgain(press);
      dropAgain();
    });
  } catch (error) {
    // React's code did not arrive: the server's HTML stays (its links work), only the tool's behaviour is missing.
    console.error("The page's script failed to load", error);
  }
}

/** Resolves once React Router's module script has run: it hands the route modules over on `window`. */
function routeModulesHandedOver(): Promise<void> {
  return new Promise((resolve) => {
    const check = () => ("__reactRouterRouteModules" in window ? resolve() : setTimeout(check, 10));
    check();
  });
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const earlyInput = new Map<Field, string | boolean>();

/**
 * What the visitor types or ticks before the tool is live: hydrating, React sets each field back to the state it
 * renders (the typed text was lost), so each field's last value is kept and entered again once hydrated.
 */
function keepEarlyInput(): void {
  const keep = (event: Event) => {
    if (document.documentElement.dataset.onUse === "hydrated") return;
    const field = event.target;
    if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) earlyInput.set(field, field.checked);
    else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) {
      if (!(field instanceof HTMLInputElement && field.type === "file")) earlyInput.set(field, field.value);
    }
  };
  document.addEventListener("input", keep, { capture: true });
  document.addEventListener("change", keep, { capture: true });
}

/**
 * Enters again, as the visitor did, what was typed or ticked before React ran: a value through an input event, a box
 * by a click. Hydrating, React may set a field back to the state it renders, or leave the visitor's value in place
 * while its state holds the server's: either way it must see a change. React notes a field's value (or box) when set
 * through the element's own property and reports a change only when the element then holds another one; so the
 * element's own setter first notes something else, and the visitor's entry is made after it.
 */
function typeAgain(): void {
  for (const [field, value] of earlyInput) {
    if (!field.isConnected) continue;
    if (typeof value === "boolean") {
      const box = field as HTMLInputElement;
      // A radio button left by the visitor's choice of another one is not entered again: that one's click unticks it.
      if (!value && box.type === "radio") continue;
      box.checked = !value;
      box.click();
    } else if (field instanceof HTMLSelectElement) {
      // A list's change is reported on each change event, whatever React noted.
      field.value = value;
      field.dispatchEvent(new Event("change", { bubbles: true }));
    } else {
      field.value = `${value}\u0000`;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, "value")?.set?.call(field, value);
      field.dispatchEvent(new Event("input", { bubbles: true }));
    }
  }
  earlyInput.clear();
}

let earlyDrop: { target: Element; files: File[] } | null = null;

/**
 * A file dropped before the tool is live (the FDES comparator's drop zone) would be opened by the browser in place
 * of the page: it is kept instead, and dropped again on the same element once hydrated.
 */
function keepEarlyDrop(): void {
  const waiting = () => document.documentElement.dataset.onUse !== "hydrated";
  document.addEventListener("dragover", (event) => waiting() && event.preventDefault(), { capture: true });
  document.addEventListener(
    "drop",
    (event) => {
      if (!waiting() || !(event.target instanceof Element)) return;
      event.preventDefault();
      event.stopPropagation();
      earlyDrop = { target: event.target, files: [...(event.dataTransfer?.files ?? [])] };
    },
    { capture: true },
  );
}

function dropAgain(): void {
  const drop = earlyDrop;
  earlyDrop = null;
  if (!drop || !drop.target.isConnected) return;
  const dataTransfer = new DataTransfer();
  for (const file of drop.files) dataTransfer.items.add(file);
  drop.target.dispatchEvent(new DragEvent("dragenter", { bubbles: true, cancelable: true, dataTransfer }));
  drop.target.dispatchEvent(new DragEvent("dragover", { bubbles: true, cancelable: true, dataTransfer }));
  drop.target.dispatchEvent(new DragEvent("drop", { bubbles: true, cancelable: true, dataTransfer }));
}
