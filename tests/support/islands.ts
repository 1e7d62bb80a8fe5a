import type { Page } from "playwright-core";

/**
 * Waits until a page served as islands listens for its visitor (docs/decisions/0013-islands.md): its plain script
 * has run, no island's code has loaded yet. Returns at once on a page hydrated whole.
 */
export async function islandsReady(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.documentElement;
    return root.dataset.hydration !== "islands" || root.dataset.islands === "ready";
  });
}

/**
 * Loads and hydrates every island of a page served as islands, as a visitor's first interaction with each would
 * (a focus moving into it), and waits until all are live. Returns at once on a page hydrated whole.
 */
export async function islandsHydrated(page: Page): Promise<void> {
  await islandsReady(page);
  await page.evaluate(() => {
    for (const island of document.querySelectorAll("[data-island]")) island.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
  });
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLElement>("[data-island]")).every((island) => island.dataset.islandHydrated !== undefined),
  );
}

/** Waits until the island holding `selector` (an element inside it) is live. */
export async function islandHydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (inside) => document.querySelector(inside)?.closest<HTMLElement>("[data-island]")?.dataset.islandHydrated !== undefined,
    selector,
  );
}
