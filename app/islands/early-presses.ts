/**
 * A button of an island pressed before that island has hydrated (a phone visitor tapping "Menu" while the code is
 * still on its way) would do nothing: the press is kept here, and app/islands/hydrate-islands.tsx presses the
 * button again once its island is live. Links need none of this: they work as plain links before hydration.
 */
let pressed: HTMLButtonElement | null = null;

function record(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest("button") : null;
  // Once an island's hydration has started, React itself replays a press on it.
  if (button?.closest("[data-island]:not([data-island-started])")) pressed = button;
}

/** Starts keeping presses; called by the client entry as soon as it runs, before the islands' code loads. */
export function keepEarlyPresses(): void {
  document.addEventListener("click", record, { capture: true });
}

/**
 * Called as `island`'s hydration starts: the button pressed inside it until then, if any (the last one), handed out
 * once, to be pressed again after hydration with `pressAgain`.
 */
export function takeEarlyPress(island: HTMLElement): HTMLButtonElement | null {
  island.dataset.islandStarted = "";
  if (!pressed || !island.contains(pressed)) return null;
  const button = pressed;
  pressed = null;
  return button;
}

/** Every island is live: presses reach their handlers from now on. */
export function stopKeepingEarlyPresses(): void {
  document.removeEventListener("click", record, { capture: true });
  pressed = null;
}

/**
 * Presses `button` as a pointer would (`detail: 1`): a keyboard "click" (`detail: 0`) is left by some buttons to
 * their keydown handler (the header menus), which the visitor's key press never reached before hydration.
 */
export function pressAgain(button: HTMLButtonElement): void {
  if (button.isConnected) button.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, detail: 1 }));
}
