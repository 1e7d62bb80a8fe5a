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

/**
 * Starts using a tool page (hydrated on its first use: app/islands/start-on-use.ts) as a visitor does, the pointer
 * coming onto its first field or button (a finger on it on a phone), and waits until the tool is live. Returns at once on any other page, and on
 * a tool already live (hydrated at load for what this browser stored, or reached by a navigation inside the site).
 */
export async function toolInUse(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.documentElement;
    return root.dataset.hydration !== "on-use" || root.dataset.onUse !== undefined;
  });
  // Already starting or live: nothing to do but wait.
  if (await page.evaluate(() => document.documentElement.dataset.onUse === "ready")) {
    const control = page.locator("main :is(input, select, textarea, button, label)").first();
    await control.scrollIntoViewIfNeeded();
    const box = await control.boundingBox();
    if (!box) throw new Error("toolInUse: the page shows no field nor button to move the pointer onto");
    // A phone has no pointer passing over: a finger comes down on the field (no tap: that would press a button).
    if (await page.evaluate(() => navigator.maxTouchPoints > 0)) await control.dispatchEvent("touchstart");
    else await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  }
  await page.waitForFunction(() => {
    const root = document.documentElement;
    return root.dataset.hydration !== "on-use" || root.dataset.onUse === "hydrated";
  });
}
