import type { Page } from "playwright-core";

/**
 * Waits until every island of a page served as islands has hydrated (docs/decisions/0013-islands.md): they start
 * after the first paint, so after `page.goto` returns. Returns at once on a page hydrated whole.
 */
export async function islandsHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.documentElement;
    return root.dataset.hydration !== "islands" || root.dataset.islands === "hydrated";
  });
}
