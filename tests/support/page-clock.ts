import type { Page, Request } from "playwright-core";
import { SETTLE_DELAY_MS } from "~/components/calculator/use-settled-tracking";

/**
 * The calls a page makes to `path` (an API path such as "/api/track-calculator-usage"), as they leave the page. A call
 * made while `page.clock.runFor` fires a timer is listed by the time runFor returns: both go through the page's one
 * DevTools session, in order.
 */
export function callsTo(page: Page, path: string): Request[] {
  const calls: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === path) calls.push(request);
  });
  return calls;
}

/**
 * Lets a calculation settle without waiting for it: the page's clock (installed with `page.clock.install()` before the
 * page was opened) runs past the settle delay of the calculators' tracking, firing its timer at once.
 */
export async function letSettle(page: Page): Promise<void> {
  await page.clock.runFor(SETTLE_DELAY_MS);
}
