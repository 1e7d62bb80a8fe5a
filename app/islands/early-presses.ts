/**
 * An island's code loads on the visitor's first interaction with it (app/islands/start-islands.ts), so a press can
 * come before it has hydrated: a phone visitor tapping "Menu", a keyboard user pressing ArrowDown on "Produits", a
 * click on a download link. Such a press is kept here (the last one per island), held back from the browser, and
 * app/islands/hydrate-islands.tsx presses again once the island is live, or, if its code failed to load, lets the
 * browser do what it does without it (a link is followed).
 */
export type EarlyPress = { target: HTMLElement; key: string | null };

const pressed = new Map<Element, EarlyPress>();

/** Keys that a menu button answers on keydown and that make no click: the others are replayed as the click they make. */
const REPLAYED_KEYS = new Set(["ArrowDown", "ArrowUp"]);

function waitingIsland(target: Element): Element | null {
  // Once an island's hydration has started, React itself replays a press on it.
  const island = target.closest("[data-island]:not([data-island-started])");
  if (island) return island;
  // A tool page waits whole for its first use (app/islands/start-on-use.ts): its buttons' presses are kept for it;
  // its links are followed at once, as ordinary page loads.
  const root = document.documentElement;
  const toolWaiting = root.dataset.hydration === "on-use" && root.dataset.islandStarted === undefined;
  return toolWaiting && target instanceof HTMLButtonElement ? root : null;
}

function recordClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target.closest<HTMLElement>("button, a[href]") : null;
  const island = target ? waitingIsland(target) : null;
  if (!target || !island) return;
  if (target instanceof HTMLAnchorElement) {
    // A link opened in a new tab or window is the browser's: only a plain click waits for the island's behaviour
    // (the download report, the quote prefill).
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
  }
  pressed.set(island, { target, key: null });
}

function recordKey(event: KeyboardEvent): void {
  if (!REPLAYED_KEYS.has(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
  const target = event.target instanceof HTMLButtonElement ? event.target : null;
  const island = target ? waitingIsland(target) : null;
  if (!target || !island) return;
  // The arrow would scroll the page; the menu it opens once live takes it instead.
  event.preventDefault();
  pressed.set(island, { target, key: event.key });
}

/** Starts keeping presses; called by the client entry as soon as it runs, before any island's code loads. */
export function keepEarlyPresses(): void {
  document.addEventListener("click", recordClick, { capture: true });
  document.addEventListener("keydown", recordKey, { capture: true });
}

/**
 * Called as `island`'s hydration starts (or fails): the press made inside it until then, if any, handed out once, to
 * be made again with `pressAgain`. From then on, presses on it are left to React.
 */
export function takeEarlyPress(island: HTMLElement): EarlyPress | null {
  island.dataset.islandStarted = "";
  const press = pressed.get(island) ?? null;
  pressed.delete(island);
  return press;
}

/**
 * Makes the press again. A click is made as a pointer makes it (`detail: 1`): a keyboard "click" (`detail: 0`) is
 * left by some buttons to their keydown handler (the header menus), which the visitor's key never reached. A key is
 * pressed again only if its button still has the focus.
 */
export function pressAgain({ target, key }: EarlyPress): void {
  if (!target.isConnected) return;
  if (key === null) {
    target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, detail: 1 }));
  } else if (document.activeElement === target) {
    target.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
  }
}
