import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

/**
 * The serious and critical axe violations of the page as it is now, one line each ("rule: selectors"), so a failing
 * `expect(...).toEqual([])` names what to fix. Minor and moderate findings are left to review.
 */
export async function seriousAccessibilityViolations(page: Page): Promise<string[]> {
  // Every rule still runs on every node; only the passing and inapplicable results, which nothing reads, are cut to
  // one node each (axe's resultTypes): about a fifth of the CPU of each call, measured in Chromium on three pages.
  // One axe.run in the page itself ("legacy mode"): by default the library runs axe in every frame, then opens a
  // blank page (a new renderer, axe's 500 KB parsed again) to merge the frames' results, a third to a half of a
  // call's CPU. What legacy mode leaves out is the inside of cross-origin frames: the only one the site has is the
  // YouTube player, not ours to test (the <iframe> element itself, its title, is still checked).
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .setLegacyMode()
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}
